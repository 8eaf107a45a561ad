package killer

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// goldenKiller is a 4x4 killer with cages of two to four cells, one
// bent: the layout TestDrawGolden records.
const goldenKiller = "1............... AABBCDDBCEDFCEFF 5,9,9,6,4,7\n"

// TestDrawGolden records the drawing of a cage layout, puzzle and
// answer, as a list of drawing operations, against testdata: the bold box
// lines, the dashed inset outlines, and the sums in the top-left cells.
func TestDrawGolden(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader(goldenKiller))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	p.Solution = [][]int{{1, 4, 2, 3}, {3, 2, 1, 4}, {4, 1, 3, 2}, {2, 3, 4, 1}}
	if err := (Kind{}).Verify(p); err != nil {
		t.Fatal(err)
	}
	var rec draw.Recorder
	area := draw.Rect{X: 10, Y: 10, W: 144, H: 144}
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{})
	rec.Text(0, 0, "--- answer", draw.Font{Face: draw.Regular, Size: 7}, draw.AlignLeft)
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{Answer: true})
	golden.Check(t, "draw4.golden", rec.String())
	if !strings.Contains(rec.String(), "w=2.00") {
		t.Error("no bold (2 pt) box line in the drawing")
	}
}

// TestAnswerClues checks that an answer leaves the cages out, and that
// an answer with Clues (a worked example) keeps them with their sums.
func TestAnswerClues(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader(goldenKiller))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	p.Solution = [][]int{{1, 4, 2, 3}, {3, 2, 1, 4}, {4, 1, 3, 2}, {2, 3, 4, 1}}
	area := draw.Rect{X: 10, Y: 10, W: 144, H: 144}
	texts := func(opt gen.DrawOptions) int {
		var rec draw.Recorder
		Kind{}.Draw(&rec, p, area, opt)
		return strings.Count(rec.String(), "text ")
	}
	if got, want := texts(gen.DrawOptions{Answer: true}), 16; got != want {
		t.Errorf("answer: %d texts, want the %d digits alone", got, want)
	}
	if got, want := texts(gen.DrawOptions{Answer: true, Clues: true}), 16+len(p.Cages); got != want {
		t.Errorf("answer with clues: %d texts, want the %d digits and the %d sums", got, 16, len(p.Cages))
	}
}

// FuzzParse feeds the text parser arbitrary lines: it never panics, its
// errors are malformed puzzles, and what it reads formats back to itself.
func FuzzParse(f *testing.F) {
	f.Add(goldenKiller)
	f.Add("................ AAAABBBBCCCCDDDD 10,10,10,10")
	f.Add("x")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			return
		}
		for _, p := range ps {
			var b strings.Builder
			if err := (Kind{}).Format(&b, p, p.Givens); err != nil {
				t.Fatalf("Format: %v", err)
			}
			again, err := Kind{}.Parse(strings.NewReader(b.String()))
			if err != nil || len(again) != 1 || !gen.EqualGrids(again[0].Givens, p.Givens) || len(again[0].Cages) != len(p.Cages) {
				t.Fatalf("%q formats as %q, which reads back as %v (%v)", text, b.String(), again, err)
			}
		}
	})
}
