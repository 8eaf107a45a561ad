package kinds

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/toy"
)

// aliased is the toy under another name with an alias.
type aliased struct{ toy.Kind }

func (aliased) Name() string { return "tiles" }

func (aliased) Describe() gen.Descriptor {
	return gen.Descriptor{Title: "Tiles", Aliases: []string{"tile"}}
}

// TestIn checks that In finds a kind by its name or an alias, in any
// case, and nothing else.
func TestIn(t *testing.T) {
	list := append([]gen.Kind{aliased{}}, All...)
	for _, tt := range []struct{ name, want string }{
		{"tiles", "tiles"}, {"Tile", "tiles"}, {"HIDATO", "hidato"}, {"tilez", ""}, {"", ""},
	} {
		k, ok := In(list, tt.name)
		got := ""
		if ok {
			got = k.Name()
		}
		if got != tt.want {
			t.Errorf("In(%q): got %q, want %q", tt.name, got, tt.want)
		}
	}
	if _, ok := Find("tile"); ok {
		t.Error("Find(tile): got a kind, want none: All has no such alias")
	}
}

// TestCheckKey checks the refusal of a key a kind does not take, with
// the kinds of the list that take it, and that every kind takes size and
// grade. It reads the first four kinds of All, so that the messages stay
// put as kinds are added.
func TestCheckKey(t *testing.T) {
	list := All[:4]
	for _, tt := range []struct {
		kind      gen.Kind
		key, want string
	}{
		{All[0], "shape", "sudoku: shape applies to hidato only"},
		{All[3], "symmetry", "numberlink: symmetry applies to sudoku, numbrix and hidato only"},
		{All[0], "rows", "sudoku: rows applies to numbrix, hidato and numberlink only"},
		{All[1], "paths", "numbrix: paths applies to numberlink only"},
		{All[2], "ends", ""},
		{All[3], "size", ""},
		{All[0], "grade", ""},
	} {
		err := CheckKey(list, tt.kind, tt.key, tt.key)
		if got := errText(err); got != tt.want {
			t.Errorf("%s %s: got %q, want %q", tt.kind.Name(), tt.key, got, tt.want)
		}
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
