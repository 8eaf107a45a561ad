package daily

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
)

// keySamples returns, for every generation key a book section takes
// (the common keys but the grade, and every kind's own, from the
// descriptors), its example value, which the kinds taking it accept on a
// 9x9 easy puzzle, and a size of 7, which some refuse.
func keySamples() []struct{ key, value string } {
	out := []struct{ key, value string }{{gen.KeySize, "7"}}
	for _, key := range append(slices.Clone(gen.CommonKeys), kinds.Keys(kinds.All)...) {
		if key.Name != gen.KeyGrade {
			out = append(out, struct{ key, value string }{key.Name, key.Example})
		}
	}
	return out
}

// TestSlotKeysAsSections checks every generation key on every kind in a
// slot against the same key in a book section at the same line: a slot
// takes what a section takes, and refuses the rest with the section's
// message ("shape: sudoku: shape applies to hidato only"), at its own
// path.
func TestSlotKeysAsSections(t *testing.T) {
	for _, k := range kinds.All {
		for _, ks := range keySamples() {
			t.Run(k.Name()+"/"+ks.key, func(t *testing.T) {
				section := fmt.Sprintf("name: x\nsections:\n  - kind: %s\n    grade: easy\n    count: 1\n    %s: %s\n", k.Name(), ks.key, ks.value)
				slot := fmt.Sprintf("name: x\ndaily:\n  - slot: a\n    kind: %s\n    grades: easy\n    %s: %s\n", k.Name(), ks.key, ks.value)
				_, secErr := config.Parse("x.yaml", []byte(section))
				_, slotErr := Parse("x.yaml", []byte(slot))
				want := "<nil>"
				if secErr != nil {
					want = strings.ReplaceAll(secErr.Error(), "sections[0]", "daily[0]")
				}
				if got := fmt.Sprint(slotErr); got != want {
					t.Errorf("%s: %s in a slot: got %s, want %s (as in a section)", k.Name(), ks.key, got, want)
				}
			})
		}
	}
}

// TestSlotKeys checks what slots of each kind make of their keys: the
// params read, and the problems at their lines.
func TestSlotKeys(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       string
	}{
		{"shape on sudoku", "daily:\n  - slot: s\n    kind: sudoku\n    grades: easy\n    shape: circle\n",
			"x.yaml:6: daily[0].shape: sudoku: shape applies to hidato only"},
		{"paths on numbrix", "daily:\n  - {slot: n, kind: numbrix, grades: easy, paths: 6-9}\n",
			"x.yaml:3: daily[0].paths: numbrix: paths applies to numberlink only"},
		{"rows on sudoku", "daily:\n  - {slot: s, kind: sudoku, grades: easy, rows: 6}\n",
			"x.yaml:3: daily[0].rows: " + refusal("sudoku", "rows")},
		{"bad pattern", "daily:\n  - {slot: h, kind: hidato, grades: easy, pattern: stripes}\n",
			`x.yaml:3: daily[0].pattern: must be random, symmetric, mirror or border, not "stripes"`},
		{"bad shape", "daily:\n  - {slot: h, kind: hidato, grades: easy, shape: star}\n",
			`x.yaml:3: daily[0].shape: hidato: unknown shape "star"`},
		{"max_gap text", "daily:\n  - {slot: n, kind: numbrix, grades: easy, max_gap: wide}\n",
			`x.yaml:3: daily[0].max_gap: must be an integer, not "wide"`},
		{"solids too many", "daily:\n  - {slot: l, kind: numberlink, grades: easy, solids: 90}\n",
			"x.yaml:3: daily[0].solids: numberlink: 90 solid cells: want 0 to 7 for 9x9"},
		{"ends daily sudoku", "daily:\n  - slot: s\n    kind: sudoku\n    grades: easy\n    ends: free\n",
			"x.yaml:6: daily[0].ends: sudoku: ends applies to hidato only"},
		{"ends daily value", "daily:\n  - {slot: h, kind: hidato, grades: easy, ends: yes}\n",
			`x.yaml:3: daily[0].ends: must be given or free, not "yes"`},
		{"daily numberlink", "daily:\n  - slot: n\n    kind: numberlink\n    grades: easy\n    givens: 30\n",
			"x.yaml:6: daily[0].givens: " + refusal("numberlink", "givens")},
		{"daily value", "daily:\n  - {slot: s, kind: sudoku, grades: easy, givens: few}\n",
			`x.yaml:3: daily[0].givens: must be a number of givens like 36 or a range like 35-40, not "few"`},
		{"daily expert day", "daily:\n  - {slot: s, kind: sudoku, grades: {default: easy, sun: expert}, givens: 38-42}\n",
			"x.yaml:3: daily[0].givens: sudoku: givens 38-42: expert 9x9 puzzles with rotational givens keep their grade's technique with at most 36 givens (added givens make a puzzle easier); ask for at most 36, e.g. givens: 31-36"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("x.yaml", []byte("name: x\n"+tt.yaml))
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("got\n%v\nwant one problem: %s", err, tt.want)
			}
		})
	}
	cfg, err := Parse("x.yaml", []byte(`name: x
daily:
  - {slot: hid, kind: Hidato, rows: 8, cols: 10, shape: Circle, pattern: mirror, max_gap: 5, ends: free, grades: {default: Hard, mon: EASY}}
  - {slot: link, kind: numberlink, size: 10, paths: 7-9, solids: 2, grades: easy}
`))
	if err != nil {
		t.Fatalf("got %v, want no problem", err)
	}
	h, l := cfg.Slots[0], cfg.Slots[1]
	checks := []struct {
		what      string
		got, want any
	}{
		{"hid kind", h.Kind.Name(), "hidato"},
		{"hid rows x cols", [2]int{h.Params.Rows, h.Params.Cols}, [2]int{8, 10}},
		{"hid shape, max_gap, ends", h.Params.Options, numbrix.Options{Shape: "circle", MaxGap: 5, Ends: numbrix.EndsFree}},
		{"hid pattern", h.Params.Symmetry.String(), "mirror"},
		{"hid mon", h.Grades[1].String(), "easy"},
		{"hid tue", h.Grades[2].String(), "hard"},
		{"link size", [2]int{l.Params.Rows, l.Params.Cols}, [2]int{10, 10}},
		{"link paths, solids", l.Params.Options, numberlink.Options{MinPaths: 7, MaxPaths: 9, Solids: 2}},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.what, c.got, c.want)
		}
	}
}

// refusal is the message of a key the kind does not take, naming the
// kinds of kinds.All that take it (kinds.CheckKey), so that the tests
// above do not change as kinds are added.
func refusal(kind, key string) string {
	k, _ := kinds.Find(kind)
	return kinds.CheckKey(kinds.All, k, key, key).Error()
}
