package book

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
)

// TestBookHidatoEnds builds a book of Hidato sections and checks that
// every puzzle gives 1 and the last number unless its section says
// ends: free, that the manifest records the ends, and that check holds
// an entry to the ends it records.
func TestBookHidatoEnds(t *testing.T) {
	cfg, err := config.Parse("ends.yaml", []byte(`name: ends
seed: 5
output: {pdf: false}
sections:
  - {kind: hidato, size: 7, grade: medium, count: 6}
  - {kind: hidato, size: 8, grade: expert, count: 4, ends: given, shape: circle}
  - {kind: hidato, size: 7, grade: hard, count: 4, pattern: symmetric}
  - {kind: hidato, size: 7, grade: medium, count: 6, ends: free}
  - {kind: numbrix, size: 6, grade: easy, count: 2}
`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	es := res.Manifest.Puzzles
	wantEnds := []string{"given", "given", "given", "free", ""}
	free := -1 // a puzzle of ends: free without an end given
	for i, e := range es {
		want := wantEnds[e.Section-1]
		if e.Ends != want {
			t.Errorf("%s: got ends %q, want %q", e.ID, e.Ends, want)
		}
		given := gen.GivesEnds(&e.Puzzle)
		if want == "given" && !given {
			t.Errorf("%s: got givens without 1 or the last number, want both\n%v", e.ID, e.Givens)
		}
		if want == "free" && !given {
			free = i
		}
	}
	failures, err := Check(context.Background(), es, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range failures {
		if f != nil {
			t.Errorf("check %s: %v", es[i].ID, f)
		}
	}
	if free < 0 {
		t.Fatal("ends: free: got both ends given in every puzzle, want one without to try check on")
	}
	e := es[free]
	e.Ends = "given"
	failures, err = Check(context.Background(), []manifest.Entry{e}, Options{})
	if err != nil || failures[0] == nil || !strings.Contains(failures[0].Error(), "ends: given") {
		t.Errorf("check of %s recorded as ends: given: got %v, %v, want a failure naming ends: given", e.ID, failures, err)
	}
}

// TestEndsAndOrderKeys checks the config errors of ends and order: a
// value that is not one, and ends on a kind other than Hidato, in a
// section and in a daily slot.
func TestEndsAndOrderKeys(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       string
	}{
		{"ends value", "sections:\n  - {kind: hidato, grade: easy, count: 1, ends: both}\n",
			`x.yaml:3: sections[0].ends: must be given or free, not "both"`},
		{"ends sudoku", "sections:\n  - kind: sudoku\n    grade: easy\n    count: 1\n    ends: given\n",
			"x.yaml:6: sections[0].ends: sudoku: ends applies to hidato only"},
		{"ends numbrix", "sections:\n  - kind: numbrix\n    grade: easy\n    count: 1\n    ends: free\n",
			"x.yaml:6: sections[0].ends: numbrix: ends applies to hidato only"},
		{"ends numberlink", "sections:\n  - kind: numberlink\n    grade: easy\n    count: 1\n    ends: given\n",
			"x.yaml:6: sections[0].ends: numberlink: ends applies to hidato only"},
		{"order value", "sections:\n  - {kind: sudoku, grade: easy, count: 1, order: random}\n",
			`x.yaml:3: sections[0].order: must be score or generated, not "random"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := config.Parse("x.yaml", []byte("name: x\n"+tt.yaml))
			var es config.Errors
			if !errors.As(err, &es) || len(es) != 1 {
				t.Fatalf("%s: got %v, want one problem", tt.name, err)
			}
			if got := es[0].Error(); got != tt.want {
				t.Errorf("%s: got\n%s\nwant\n%s", tt.name, got, tt.want)
			}
		})
	}
	for _, v := range []string{"given", "free", "Free"} {
		yaml := fmt.Sprintf("name: x\nsections:\n  - {kind: hidato, grade: easy, count: 1, ends: %s, order: Generated}\n", v)
		cfg, err := config.Parse("x.yaml", []byte(yaml))
		if err != nil {
			t.Fatalf("ends: %s: %v", v, err)
		}
		s := cfg.Sections[0]
		if o, _ := gen.OptionsOf[numbrix.Options](s.Params); !strings.EqualFold(o.Ends.String(), v) || s.Order != config.OrderGenerated {
			t.Errorf("ends: %s, order: Generated: got ends %v, order %v", v, o.Ends, s.Order)
		}
	}
}
