package book

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// keySamples holds a value of every key of keyKinds that the kinds
// taking it accept on a 9x9 easy puzzle.
var keySamples = map[string]string{
	"rows": "6", "cols": "6", "symmetry": "none", "givens": "30-40", "pattern": "random",
	"max_gap": "4", "shape": "rectangle", "ends": "given", "paths": "8", "solids": "1",
}

// TestKeysNotApplying checks every key that does not apply to each kind:
// in a section, it is the section's only problem, reported at the key's
// line with the kinds that take it.
func TestKeysNotApplying(t *testing.T) {
	for _, k := range kinds.All {
		for _, kk := range keyKinds {
			if slices.Contains(kk.kinds, k.Name()) {
				continue
			}
			if _, ok := findField((&decoder{}).paramFields(&gen.Params{}), kk.key); !ok {
				t.Logf("%s: not a section key on this branch", kk.key)
				continue
			}
			t.Run(k.Name()+" "+kk.key, func(t *testing.T) {
				yaml := fmt.Sprintf("name: x\nsections:\n  - kind: %s\n    grade: easy\n    count: 1\n    %s: %s\n", k.Name(), kk.key, keySamples[kk.key])
				want := fmt.Sprintf("x.yaml:6: sections[0].%s: %s: %s applies to %s only", kk.key, k.Name(), kk.key, andList(kk.kinds))
				_, err := ParseConfig("x.yaml", []byte(yaml))
				if err == nil || err.Error() != want {
					t.Errorf("%s with %s: got %v, want %s", k.Name(), kk.key, err, want)
				}
			})
		}
	}
}

// TestKeysApplying checks that no key is refused as not applying to a
// kind that takes it, and that each sample value is a good one.
func TestKeysApplying(t *testing.T) {
	for _, kk := range keyKinds {
		if _, ok := findField((&decoder{}).paramFields(&gen.Params{}), kk.key); !ok {
			continue
		}
		for _, name := range kk.kinds {
			t.Run(name+" "+kk.key, func(t *testing.T) {
				yaml := fmt.Sprintf("name: x\nsections:\n  - {kind: %s, grade: easy, count: 1, %s: %s}\n", name, kk.key, keySamples[kk.key])
				if _, err := ParseConfig("x.yaml", []byte(yaml)); err != nil {
					t.Errorf("%s with %s: %s: got %v, want no problem", name, kk.key, keySamples[kk.key], err)
				}
			})
		}
	}
}

// TestKeysTable checks that the table names every kind a config may use,
// so that a new kind cannot take every key by being left out of it, and
// that a kind it does not name (a program's own) takes every key.
func TestKeysTable(t *testing.T) {
	for _, k := range kinds.All {
		if !tabled(k.Name()) {
			t.Errorf("%s: keyKinds does not name it, want it named", k.Name())
		}
	}
	for _, kk := range keyKinds {
		if err := CheckKey(toyKind{}, kk.key, kk.key); err != nil {
			t.Errorf("toy %s: got %v, want nil for a kind the table does not name", kk.key, err)
		}
		if _, ok := keySamples[kk.key]; !ok {
			t.Errorf("%s: no sample value in keySamples", kk.key)
		}
	}
}

// TestNamesAnyCase checks that every name a config holds is read in any
// case, alike: kinds, grades, shapes, symmetries, patterns, ends, order,
// answers, worksheet_font, cover paper and theme (slots: package daily).
func TestNamesAnyCase(t *testing.T) {
	book := `name: x
worksheet_font: DejaVu
output: {answers: Separate, cover: true}
cover: {paper: Cream, theme: Forest}
sections:
  - {kind: Sudoku, grade: EASY, count: 1, symmetry: Mirror, order: Generated}
  - {kind: HIDATO, size: 7, grade: Medium, count: 1, shape: Circle, pattern: Symmetric, ends: Free}
  - {kind: NumberLink, grade: easy, count: 1}
`
	cfg, err := ParseConfig("x.yaml", []byte(book))
	if err != nil {
		t.Fatalf("got %v, want no problem", err)
	}
	s := cfg.Sections
	checkFields(t, "x.yaml", []fieldCheck{
		{"worksheet_font", cfg.WorksheetFont, "dejavu"},
		{"output.answers", cfg.Output.Answers, AnswersSeparate},
		{"cover.paper", cfg.Cover.Paper.String(), "cream"},
		{"sections[0].kind", s[0].Kind.Name(), "sudoku"},
		{"sections[0].grade", s[0].Params.Grade.String(), "easy"},
		{"sections[0].symmetry", s[0].Params.Symmetry.String(), "mirror"},
		{"sections[0].order", s[0].Order, OrderGenerated},
		{"sections[1].kind", s[1].Kind.Name(), "hidato"},
		{"sections[1].shape", s[1].Params.Shape, "circle"},
		{"sections[1].pattern", s[1].Params.Symmetry.String(), "rotational"},
		{"sections[1].ends", s[1].Params.Ends.String(), "free"},
		{"sections[2].kind", s[2].Kind.Name(), "numberlink"},
	})
	if cfg.Cover.Theme.Name != "forest" {
		t.Errorf("cover.theme: got %q, want forest", cfg.Cover.Theme.Name)
	}
}

// TestNamesAnyCaseMessages checks that a wrong name is quoted as written.
func TestNamesAnyCaseMessages(t *testing.T) {
	_, err := ParseConfig("x.yaml", []byte("sections:\n  - {kind: Sudoku, grade: Easy, count: 1, order: Scored}\n"))
	var es ConfigErrors
	if !errors.As(err, &es) || len(es) != 1 || !strings.Contains(es[0].Msg, `not "Scored"`) {
		t.Errorf("got %v, want one problem quoting \"Scored\"", err)
	}
}
