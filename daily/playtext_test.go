package daily

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
)

// TestSlotCarriesPlayText wants every SLOT.json of a kind the player
// plays to carry the kind's title and the player's words for its puzzle,
// so that a player a site embeds from the file shows them.
func TestSlotCarriesPlayText(t *testing.T) {
	cfg, err := Parse("every.yaml", []byte(rebuildFeed))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	from := mustDate(t, "2026-12-04")
	runFeed(t, cfg, dir, from, 1, book.Options{})
	for _, s := range cfg.Slots {
		e := readEntry(t, dir, from.Format(DateLayout), s.Name)
		d := s.Kind.Describe()
		if d.Play == nil {
			continue
		}
		want := d.Play(&e.Puzzle)
		switch {
		case e.Title != d.Title:
			t.Errorf("%s: got title %q, want %q", s.Name, e.Title, d.Title)
		case e.PlayTextSaid == nil:
			t.Errorf("%s: got no rules or how_to, want the player's words", s.Name)
		case *e.PlayTextSaid != want.In("en", nil):
			t.Errorf("%s: got %+v, want %+v", s.Name, *e.PlayTextSaid, want)
		}
	}
}
