package config

import (
	"errors"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// tilesKind is a test kind with an alias and a key of its own, which
// plugs into the config reader through a list of kinds alone: it is the
// toy under another name ("tiles", or "tile"), with a colours key.
type tilesKind struct{ toyKind }

// tilesOptions are the tiles kind's own parameters.
type tilesOptions struct{ Colours int }

func (tilesKind) Name() string { return "tiles" }

func (tilesKind) Describe() gen.Descriptor {
	return gen.Descriptor{Title: "Tiles", Aliases: []string{"tile"}, Keys: []gen.Key{{
		Name: "colours", Form: "an integer", Help: "number of colours", Example: "3", Whole: true,
		Set: gen.SetOption(func(o *tilesOptions, s string) error { return gen.SetCount(&o.Colours, s, 1) }),
		Get: func(p gen.Params) string {
			o, _ := gen.OptionsOf[tilesOptions](p)
			return gen.CountText(o.Colours)
		},
	}}}
}

func (k tilesKind) Validate(p gen.Params) error {
	o, ok := gen.OptionsOf[tilesOptions](p)
	if !ok {
		return gen.OptionsError(k.Name(), p)
	}
	if o.Colours > 5 {
		return gen.ParamErrorf("colours", "tiles: %d colours: want at most 5", o.Colours)
	}
	return k.toyKind.Validate(p)
}

// TestOwnKeyKind checks that a kind with an alias and a key of its own
// works in a config through the list of kinds alone: the alias names it,
// its key sets its options and is recorded in the manifest's params, its
// objection points at the key, and other kinds refuse the key.
func TestOwnKeyKind(t *testing.T) {
	list := append([]gen.Kind{tilesKind{}}, kinds.All...)
	r := Reader{Kinds: list}
	cfg, err := r.Parse("x.yaml", []byte("sections:\n  - {kind: Tile, size: 3, grade: easy, count: 1, colours: 4}\n"))
	if err != nil {
		t.Fatalf("got %v, want no problem", err)
	}
	s := cfg.Sections[0]
	if s.Kind.Name() != "tiles" || s.Params.Options != (tilesOptions{Colours: 4}) {
		t.Errorf("got kind %s with options %#v, want tiles with 4 colours", s.Kind.Name(), s.Params.Options)
	}
	if k, ok := kinds.In(list, "TILE"); !ok || k.Name() != "tiles" {
		t.Errorf("kinds.In(TILE): got %v, %v, want the tiles kind by its alias", k, ok)
	}
	data := manifest.RecordParams(s.Kind, s.Params)
	if p, err := data.Gen(s.Kind); err != nil || p != s.Params {
		t.Errorf("manifest params: got %+v, %v, want %+v", p, err, s.Params)
	}
	for _, tt := range []struct{ yaml, want string }{
		{"sections:\n  - kind: tiles\n    size: 3\n    grade: easy\n    count: 1\n    colours: 9\n", "x.yaml:6: sections[0].colours: tiles: 9 colours: want at most 5"},
		{"sections:\n  - {kind: tiles, size: 3, grade: easy, count: 1, colours: 0}\n", "x.yaml:2: sections[0].colours: must be between 1 and 2147483647, not 0"},
		{"sections:\n  - {kind: tiles, size: 3, grade: easy, count: 1, colours: red}\n", `x.yaml:2: sections[0].colours: must be an integer, not "red"`},
		{"sections:\n  - kind: sudoku\n    grade: easy\n    count: 1\n    colours: 3\n", "x.yaml:5: sections[0].colours: sudoku: colours applies to tiles only"},
		{"sections:\n  - kind: tiles\n    size: 3\n    grade: easy\n    count: 1\n    shape: ring\n", "x.yaml:6: sections[0].shape: tiles: shape applies to hidato only"},
	} {
		_, err := r.Parse("x.yaml", []byte(tt.yaml))
		var es Errors
		if !errors.As(err, &es) || len(es) != 1 || es[0].Error() != tt.want {
			t.Errorf("%q: got %v, want %s", tt.yaml, err, tt.want)
		}
	}
	_, err = Parse("x.yaml", []byte("sections:\n  - {kind: sudoku, grade: easy, count: 1, colours: 3}\n"))
	if want := `x.yaml:2: sections[0].colours: unknown key`; err == nil || err.Error()[:len(want)] != want {
		t.Errorf("colours without the tiles kind: got %v, want %s", err, want)
	}
}

// TestOwnKeyExample checks the tiles kind's key against its own example,
// as every real kind's are (TestKeysApplying).
func TestOwnKeyExample(t *testing.T) {
	key := tilesKind{}.Describe().Keys[0]
	var p gen.Params
	if err := key.Set(&p, key.Example); err != nil || key.Get(p) != key.Example {
		t.Errorf("got %q (%v), want %q back", key.Get(p), err, key.Example)
	}
}
