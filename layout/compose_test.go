package layout

import (
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// checkGolden compares got with testdata/name (golden.Check).
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, name, got)
}

func TestComposeGolden(t *testing.T) {
	c := Compose(sampleBook())
	tests := []struct {
		name, golden string
		page         int // 1-based
	}{
		{"title page", "title_page.golden", 1},
		{"copyright page", "copyright_page.golden", 2},
		{"contents", "contents_page.golden", 3},
		{"how to play", "how_to_page.golden", 4},
		{"puzzle page, two per page", "puzzle_page.golden", 5},
		{"puzzle page, one per page", "puzzle_page_one.golden", 8},
		{"worksheet", "worksheet_page.golden", 10},
		{"answer page", "answer_page.golden", 11},
		{"answer page shared by two sections", "answer_page_flow.golden", 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r Recorder
			c.Pages[tt.page-1].Draw(&r)
			checkGolden(t, tt.golden, r.String())
		})
	}
}

func TestComposePageNumbers(t *testing.T) {
	c := Compose(sampleBook())
	if got, want := len(c.Pages), 12; got != want {
		t.Errorf("sample book: got %d pages, want %d", got, want)
	}
	wantPuzzles := [][]int{{5, 5, 6, 6, 7}, {8, 9}, {10, 10}}
	if !reflect.DeepEqual(c.PuzzlePages, wantPuzzles) {
		t.Errorf("sample book puzzle pages: got %v, want %v", c.PuzzlePages, wantPuzzles)
	}
	// The answer key flows: the two short sections share page 12.
	wantAnswers := [][]int{{11, 11, 11, 11, 11}, {12, 12}, {12, 12}}
	if !reflect.DeepEqual(c.AnswerPages, wantAnswers) {
		t.Errorf("sample book answer pages: got %v, want %v", c.AnswerPages, wantAnswers)
	}
}

// TestComposePadding checks that a bound book of an odd number of pages
// gets a blank page at the end, and that a book of loose sheets does not.
func TestComposePadding(t *testing.T) {
	b := sampleBook()
	b.Answers = b.Answers[:1]
	b.Bound = true
	c := Compose(b)
	if got, want := len(c.Pages), 12; got != want {
		t.Fatalf("got %d pages, want %d", got, want)
	}
	if c.Pages[10].Draw == nil || c.Pages[11].Draw != nil {
		t.Errorf("got page 11 drawn %v and page 12 drawn %v, want 11 pages padded by a blank 12th",
			c.Pages[10].Draw != nil, c.Pages[11].Draw != nil)
	}
	b.Bound = false
	c = Compose(b)
	if got, want := len(c.Pages), 11; got != want || c.Pages[10].Draw == nil || c.Blank != 0 {
		t.Errorf("loose sheets: got %d pages (blank %d), want %d ending on a drawn page", got, c.Blank, want)
	}
}

func TestComposeWithoutTitleOrAnswers(t *testing.T) {
	b := sampleBook()
	b.Meta = Meta{}
	b.Contents = false
	b.Answers = nil
	b.Puzzles = append(b.Puzzles, Section{Title: "Empty", PerPage: 4})
	b.Bound = true
	c := Compose(b)
	if got, want := len(c.Pages), 8; got != want {
		t.Errorf("got %d pages, want %d", got, want)
	}
	want := [][]int{{2, 2, 3, 3, 4}, {5, 6}, {7, 7}, {}}
	if !reflect.DeepEqual(c.PuzzlePages, want) {
		t.Errorf("got puzzle pages %v, want %v", c.PuzzlePages, want)
	}
	if len(c.AnswerPages) != 0 {
		t.Errorf("got answer pages %v, want none", c.AnswerPages)
	}
}

// TestSlotGrid checks, for many page sizes, counts and aspects, that slots
// stay inside the body, do not overlap, and hold a grid of the right aspect
// with a label of at least 7pt.
func TestSlotGrid(t *testing.T) {
	specs := map[string]PageSpec{
		"6x9":    {Width: 432, Height: 648, Margin: 36},
		"letter": {Width: 612, Height: 792, Margin: 45, Gutter: 9},
		"a5":     {Width: 420, Height: 595, Margin: 30},
	}
	for name, spec := range specs {
		body := Type{}.bodyArea(spec.Safe())
		for per := 1; per <= 16; per++ {
			for _, aspect := range []float64{0, 1, 0.5, 2, 1.5} {
				for _, st := range []slotStyle{puzzleStyle, answerStyle} {
					slots := slotGrid(body, per, aspect, st)
					if len(slots) != per {
						t.Fatalf("%s per=%d: got %d slots, want %d", name, per, len(slots), per)
					}
					for i, s := range slots {
						if !layouttest.Inside(s, body) {
							t.Errorf("%s per=%d aspect=%g: slot %d %+v is outside the body %+v", name, per, aspect, i, s, body)
						}
						for j := range i {
							if layouttest.Overlaps(s, slots[j]) {
								t.Errorf("%s per=%d aspect=%g: slots %d and %d overlap", name, per, aspect, j, i)
							}
						}
						g, f := fitGrid(s, aspect, st)
						want := aspect
						if want == 0 {
							want = 1
						}
						if g.W <= 0 || math.Abs(g.W/g.H-want) > 1e-9 {
							t.Errorf("%s per=%d: got grid %gx%g, want aspect %g", name, per, g.W, g.H, want)
						}
						if f.Size < minText {
							t.Errorf("%s per=%d: got label size %g, want at least %d", name, per, f.Size, minText)
						}
					}
				}
			}
		}
	}
}

func TestSlotGridShapes(t *testing.T) {
	body := Type{}.bodyArea(PageSpec{Width: 432, Height: 648, Margin: 36}.Safe())
	tests := []struct{ per, cols, rows int }{
		{1, 1, 1}, {2, 1, 2}, {4, 2, 2}, {6, 2, 3}, {9, 3, 3}, {12, 3, 4},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.per), func(t *testing.T) {
			slots := slotGrid(body, tt.per, 1, puzzleStyle)
			xs, ys := map[float64]bool{}, map[float64]bool{}
			for _, s := range slots {
				xs[s.X], ys[s.Y] = true, true
			}
			if len(xs) != tt.cols || len(ys) != tt.rows {
				t.Errorf("%d per page on 6x9: got %d columns x %d rows, want %dx%d", tt.per, len(xs), len(ys), tt.cols, tt.rows)
			}
		})
	}
}

// TestWorksheetsStack checks that worksheets of two grids a page stack
// them, one above the other, on letter, A4 and 6x9 pages, and that the
// pair spans most of the body's height.
func TestWorksheetsStack(t *testing.T) {
	specs := map[string]PageSpec{
		"letter": {Width: 8.5 * Inch, Height: 11 * Inch, Margin: 0.5 * Inch},
		"a4":     {Width: 595, Height: 842, Margin: 0.5 * Inch},
		"6x9":    {Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch},
	}
	for name, spec := range specs {
		for _, foot := range []bool{false, true} {
			t.Run(name+" foot "+strconv.FormatBool(foot), func(t *testing.T) {
				st := worksheetStyle(draw.Bold)
				st.foot = foot
				body := Type{}.worksheetBody(spec.Safe())
				slots := slotGrid(body, 2, 1, st)
				if slots[0].X != slots[1].X || slots[1].Y <= slots[0].Y {
					t.Fatalf("got slots %+v and %+v, want the second under the first", slots[0], slots[1])
				}
				if span := slots[1].Y + slots[1].H - slots[0].Y; span < 0.85*body.H {
					t.Errorf("got the two grids spanning %.0fpt of a %.0fpt body, want at least 85%%", span, body.H)
				}
			})
		}
	}
}

// TestWrapBreaksAddresses checks that a web address wider than its line
// breaks after a slash or a dot, each piece on a line that fits, with no
// character lost or added, while a long word with no such break stays
// whole.
func TestWrapBreaksAddresses(t *testing.T) {
	var c Recorder
	f := draw.Font{Face: draw.Regular, Size: 7}
	url := "https://www.example-publisher.com/books/puzzles/large-print-sudoku-volume-2"
	width := 150.0
	lines := textset.Wrap(&c, "Visit "+url+" for more.", f, width)
	for _, l := range lines {
		if w := c.TextWidth(l, f); w > width {
			t.Errorf("line %q is %.1fpt wide, want at most %.0f", l, w, width)
		}
	}
	if got := strings.ReplaceAll(strings.Join(lines, " "), "/ ", "/"); !strings.Contains(strings.ReplaceAll(got, ". ", "."), url) {
		t.Errorf("got lines %q, want the address whole across them", lines)
	}
	word := strings.Repeat("x", 80)
	if got := textset.Wrap(&c, word, f, width); len(got) != 1 || got[0] != word {
		t.Errorf("got %q, want the word with no break kept whole", got)
	}
}
