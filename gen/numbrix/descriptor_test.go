package numbrix

import "testing"

// TestDescribeTwoKinds checks that Numbrix and Hidato state their own
// titles and rules, and share the player's help.
func TestDescribeTwoKinds(t *testing.T) {
	n, h := Numbrix.Describe(), Hidato.Describe()
	if n.Title != "Numbrix" || h.Title != "Hidato" {
		t.Errorf("titles: got %q and %q, want Numbrix and Hidato", n.Title, h.Title)
	}
	nt, ht := n.Play(nil).In("en", nil), h.Play(nil).In("en", nil)
	if nt.Rules == ht.Rules {
		t.Errorf("rules: got %q for both, want Hidato's to allow diagonals", nt.Rules)
	}
	if nt.HowTo != ht.HowTo || nt.HowTo == "" {
		t.Errorf("help: got %q and %q, want the same text", nt.HowTo, ht.HowTo)
	}
}
