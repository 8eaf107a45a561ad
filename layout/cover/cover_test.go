package cover

import (
	"math"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// sampleCover is a cover of a 6x9 book of pages pages on paper, with a
// placeholder grid as its art and the sections of layout's sample book:
// their titles, grades and counts, which is what the back lists.
func sampleCover(pages int, paper Paper) Cover {
	items := func(n int) []layout.Item { return make([]layout.Item, n) }
	return Cover{
		Spec:   Spec{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Pages: pages, Paper: paper},
		Meta:   layout.Meta{Title: "Sudoku for the Weekend", Subtitle: "Nine puzzles, easy to hard", Author: "Puzzlebook"},
		Art:    layout.Item{Draw: layouttest.Placeholder(3, 9), Cells: 9},
		Inside: "9 Sudoku puzzles, easy to hard",
		Blurb: []string{
			"A puzzle is a promise: everything you need is already on the page. Nine grids wait inside, each with exactly one way to fill it.",
			"Start with the easy ones over coffee; save the hard ones for a quiet evening.",
		},
		Sections: []layout.Section{
			{Title: "Easy Sudoku", Grade: "Easy", PerPage: 2, Items: items(5)},
			{Title: "Weekend Challenge", Grade: "Hard", PerPage: 1, Items: items(2)},
			{Title: "Kids' Corner", Grade: "Easy", PerPage: 2, Items: items(2), Worksheet: true},
		},
		Promise: "Every puzzle has exactly one solution. Answers at the back.",
	}
}

// checkErr fails unless err is the package's and says want.
func checkErr(t *testing.T, call string, err error, want string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "cover: ") {
		t.Errorf("%s: got error %v, want one containing %q", call, err, want)
	}
}

func TestCoverGeometry(t *testing.T) {
	tests := []struct {
		name                 string
		spec                 Spec
		spine, width, height float64 // inches
	}{
		{"6x9, 120 pages, white", Spec{6 * layout.Inch, 9 * layout.Inch, 120, PaperWhite}, 0.27024, 12.52024, 9.25},
		{"6x9, 24 pages, white", Spec{6 * layout.Inch, 9 * layout.Inch, 24, PaperWhite}, 0.054048, 12.304048, 9.25},
		{"8.5x11, 300 pages, cream", Spec{8.5 * layout.Inch, 11 * layout.Inch, 300, PaperCream}, 0.75, 18, 11.25},
		{"5x8, 200 pages, colour", Spec{5 * layout.Inch, 8 * layout.Inch, 200, PaperColour}, 0.4694, 10.7194, 8.25},
	}
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-9 }
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.spec
			w, h := s.Sheet()
			if !near(s.Spine()/layout.Inch, tt.spine) || !near(w/layout.Inch, tt.width) || !near(h/layout.Inch, tt.height) {
				t.Errorf("%s: got spine %.6gin, sheet %.8gx%.6gin; want %.6gin, %.8gx%.6gin",
					tt.name, s.Spine()/layout.Inch, w/layout.Inch, h/layout.Inch, tt.spine, tt.width, tt.height)
			}
			back, spine, front, trim := s.Back(), s.SpineArea(), s.Front(), s.Trim()
			if back.X != layout.BleedWidth || !near(spine.X, back.X+back.W) || !near(front.X, spine.X+spine.W) ||
				!near(front.X+front.W+layout.BleedWidth, w) || trim.X != layout.BleedWidth || !near(trim.W, w-2*layout.BleedWidth) {
				t.Errorf("%s: got back %v, spine %v, front %v, trim %v on a %gpt sheet; want them side by side inside the bleed",
					tt.name, back, spine, front, trim, w)
			}
			bar := s.Barcode()
			if !near(bar.X+bar.W, back.X+back.W-0.25*layout.Inch) || !near(bar.Y+bar.H, back.Y+back.H-0.25*layout.Inch) ||
				bar.W != 2*layout.Inch || bar.H != 1.2*layout.Inch {
				t.Errorf("%s: got barcode area %v, want 2x1.2in, 0.25in inside the back's bottom right corner", tt.name, bar)
			}
		})
	}
}

func TestParsePaper(t *testing.T) {
	for _, want := range []Paper{PaperWhite, PaperCream, PaperColour} {
		if got, err := ParsePaper(want.String()); err != nil || got != want {
			t.Errorf("ParsePaper(%q): got %v, %v; want %v", want.String(), got, err, want)
		}
	}
	_, err := ParsePaper("glossy")
	checkErr(t, "ParsePaper(glossy)", err, `paper "glossy": want white, cream or colour`)
}

func TestCoverGolden(t *testing.T) {
	var r layout.Recorder
	sampleCover(120, PaperWhite).Draw(&r)
	golden.Check(t, "cover.golden", r.String())
}
