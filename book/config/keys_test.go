package config

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
)

// paramKeys returns every generation key a section of kind k takes (the
// common keys but the grade, which a section reads itself, and k's own),
// and every key of another kind of list that k does not take.
func paramKeys(list []gen.Kind, k gen.Kind) (takes, refuses []gen.Key) {
	d := k.Describe()
	all := slices.Clone(gen.CommonKeys)
	for _, o := range list {
		all = append(all, o.Describe().Keys...)
	}
	seen := map[string]bool{gen.KeyGrade: true}
	for _, key := range all {
		if seen[key.Name] {
			continue
		}
		seen[key.Name] = true
		if d.Takes(key.Name) {
			takes = append(takes, key)
		} else {
			refuses = append(refuses, key)
		}
	}
	return takes, refuses
}

// taking names the kinds of list whose descriptors take the key called
// name, as messages list them.
func taking(list []gen.Kind, name string) string {
	var names []string
	for _, k := range list {
		if k.Describe().Takes(name) {
			names = append(names, k.Name())
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// TestKeysNotApplying checks, for every kind, every key of another kind
// that it does not take: in a section, it is the section's only problem,
// reported at the key's line with the kinds that take it.
func TestKeysNotApplying(t *testing.T) {
	for _, k := range kinds.All {
		_, refuses := paramKeys(kinds.All, k)
		for _, key := range refuses {
			t.Run(k.Name()+" "+key.Name, func(t *testing.T) {
				yaml := fmt.Sprintf("name: x\nsections:\n  - kind: %s\n    grade: easy\n    count: 1\n    %s: %s\n", k.Name(), key.Name, key.Example)
				want := fmt.Sprintf("x.yaml:6: sections[0].%s: %s: %s applies to %s only", key.Name, k.Name(), key.Name, taking(kinds.All, key.Name))
				_, err := Parse("x.yaml", []byte(yaml))
				if err == nil || err.Error() != want {
					t.Errorf("%s with %s: got %v, want %s", k.Name(), key.Name, err, want)
				}
			})
		}
	}
}

// TestKeysApplying checks that every key of every kind's descriptor (and
// every common key it takes) is accepted in a section with its example
// value, and sets what the key reads back.
func TestKeysApplying(t *testing.T) {
	for _, k := range kinds.All {
		takes, _ := paramKeys(kinds.All, k)
		for _, key := range takes {
			t.Run(k.Name()+" "+key.Name, func(t *testing.T) {
				yaml := fmt.Sprintf("name: x\nsections:\n  - {kind: %s, grade: easy, count: 1, %s: %s}\n", k.Name(), key.Name, key.Example)
				cfg, err := Parse("x.yaml", []byte(yaml))
				if err != nil {
					t.Fatalf("%s with %s: %s: got %v, want no problem", k.Name(), key.Name, key.Example, err)
				}
				if key.Get == nil || len(key.Sets) > 0 {
					return // a key that sets common fields reads back through their keys
				}
				if got := key.Get(cfg.Sections[0].Params); got != key.Example {
					t.Errorf("%s with %s: %s: got %q back, want %q", k.Name(), key.Name, key.Example, got, key.Example)
				}
			})
		}
	}
}

// TestKeysDescribed checks every kind's keys: each has its form, help
// and example, a key two kinds share is the same key, and the common
// keys a kind names are common keys.
func TestKeysDescribed(t *testing.T) {
	byName := map[string]gen.Key{}
	for _, k := range kinds.All {
		d := k.Describe()
		for _, name := range d.Common {
			if _, ok := gen.CommonKey(name); !ok || name == gen.KeySize || name == gen.KeyGrade {
				t.Errorf("%s: Common names %q, want rows, cols, symmetry or givens", k.Name(), name)
			}
		}
		for _, key := range d.Keys {
			if key.Form == "" || key.Help == "" || key.Example == "" || key.Set == nil || key.Get == nil {
				t.Errorf("%s: key %s: got %+v, want a form, help, example, Set and Get", k.Name(), key.Name, key)
			}
			if _, ok := gen.CommonKey(key.Name); ok {
				t.Errorf("%s: key %s is a common key", k.Name(), key.Name)
			}
			if o, ok := byName[key.Name]; ok && (o.Help != key.Help || o.Whole != key.Whole || o.Form != key.Form) {
				t.Errorf("%s: key %s: got %+v, want it as another kind states it, %+v", k.Name(), key.Name, key, o)
			}
			byName[key.Name] = key
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
	cfg, err := Parse("x.yaml", []byte(book))
	if err != nil {
		t.Fatalf("got %v, want no problem", err)
	}
	s := cfg.Sections
	checkFields(t, "x.yaml", []fieldCheck{
		{"worksheet_font", cfg.WorksheetFont, "heavy"},
		{"output.answers", cfg.Output.Answers, AnswersSeparate},
		{"cover.paper", cfg.Cover.Paper.String(), "cream"},
		{"sections[0].kind", s[0].Kind.Name(), "sudoku"},
		{"sections[0].grade", s[0].Params.Grade.String(), "easy"},
		{"sections[0].symmetry", s[0].Params.Symmetry.String(), "mirror"},
		{"sections[0].order", s[0].Order, OrderGenerated},
		{"sections[1].kind", s[1].Kind.Name(), "hidato"},
		{"sections[1].shape and ends", s[1].Params.Options, numbrix.Options{Shape: "circle", Ends: numbrix.EndsFree}},
		{"sections[1].pattern", s[1].Params.Symmetry.String(), "rotational"},
		{"sections[2].kind", s[2].Kind.Name(), "numberlink"},
	})
	if cfg.Cover.Theme.Name != "forest" {
		t.Errorf("cover.theme: got %q, want forest", cfg.Cover.Theme.Name)
	}
}

// TestNamesAnyCaseMessages checks that a wrong name is quoted as written.
func TestNamesAnyCaseMessages(t *testing.T) {
	_, err := Parse("x.yaml", []byte("sections:\n  - {kind: Sudoku, grade: Easy, count: 1, order: Scored}\n"))
	var es Errors
	if !errors.As(err, &es) || len(es) != 1 || !strings.Contains(es[0].Msg, `not "Scored"`) {
		t.Errorf("got %v, want one problem quoting \"Scored\"", err)
	}
}
