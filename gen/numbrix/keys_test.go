package numbrix

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestKeys sets each key of both kinds from text and checks the params
// it gives and the text it reads back, and that Numbrix has neither
// shape nor ends.
func TestKeys(t *testing.T) {
	tests := []struct {
		kind       Kind
		key, value string
		want       gen.Params
		back       string
	}{
		{Numbrix, "pattern", "Symmetric", gen.Params{Symmetry: gen.SymmetryRotational}, ""},
		{Numbrix, "pattern", "random", gen.Params{Symmetry: gen.SymmetryNone}, ""},
		{Hidato, "pattern", "border", gen.Params{Options: Options{BorderClues: true}}, "border"},
		{Numbrix, "max_gap", "6", gen.Params{Options: Options{MaxGap: 6}}, "6"},
		{Numbrix, "max_gap", "0", gen.Params{}, ""},
		{Hidato, "shape", "Circle", gen.Params{Options: Options{Shape: "circle"}}, "circle"},
		{Hidato, "ends", "FREE", gen.Params{Options: Options{Ends: EndsFree}}, "free"},
	}
	for _, tt := range tests {
		key, ok := tt.kind.Describe().Key(tt.key)
		if !ok {
			t.Fatalf("%s: no key %s", tt.kind.Name(), tt.key)
		}
		var p gen.Params
		if err := key.Set(&p, tt.value); err != nil || p != tt.want {
			t.Errorf("%s %s: %s: got %+v (%v), want %+v", tt.kind.Name(), tt.key, tt.value, p, err, tt.want)
		}
		if got := key.Get(p); got != tt.back {
			t.Errorf("%s %s: %s: got %q back, want %q", tt.kind.Name(), tt.key, tt.value, got, tt.back)
		}
	}
	for _, name := range []string{"shape", "ends"} {
		if Numbrix.Describe().Takes(name) {
			t.Errorf("numbrix: takes %s, want it refused (a Hidato key)", name)
		}
	}
	for _, bad := range []struct{ key, value, want string }{
		{"pattern", "stripes", `must be random, symmetric, mirror or border, not "stripes"`},
		{"max_gap", "-1", "must be between 0 and 2147483647, not -1"},
		{"ends", "both", `must be given or free, not "both"`},
	} {
		key, _ := Hidato.Describe().Key(bad.key)
		var p gen.Params
		if err := key.Set(&p, bad.value); err == nil || err.Error() != bad.want {
			t.Errorf("%s: %s: got %v, want %s", bad.key, bad.value, err, bad.want)
		}
	}
}

// TestOptionsOfAnotherKind checks that params holding another kind's
// options are refused, not read as the defaults.
func TestOptionsOfAnotherKind(t *testing.T) {
	type other struct{ N int }
	if err := Hidato.Validate(gen.Params{Rows: 8, Options: other{3}}); err == nil {
		t.Error("got nil, want an error for options of another kind")
	}
}
