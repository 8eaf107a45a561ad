package web

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestPlaySkyscrapers plays a generated 5x5 Skyscrapers to solved, a third
// of its blanks each by mouse, by touch and by the keyboard alone; each
// clue is shown in the cell beside it, with an arrow the way it looks.
func TestPlaySkyscrapers(t *testing.T) {
	k, ok := kinds.Find("skyscrapers")
	if !ok {
		t.Fatal("skyscrapers is not in kinds.All")
	}
	p, err := k.Generate(context.Background(), gen.Params{Rows: 5, Grade: gen.Medium}, gentest.Seeded(4))
	if err != nil {
		t.Fatal(err)
	}
	steps, err := Steps(context.Background(), k, p)
	if err != nil {
		t.Fatal(err)
	}
	obj := struct {
		ID string `json:"id"`
		*gen.Puzzle
	}{"skyscrapers-1", p}
	file := writePage(t, "skyscrapers-1", Page{Puzzle: obj, Kind: k, Steps: steps})
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.do(chromedp.EmulateViewport(1280, 900, chromedp.EmulateTouch))
	tb.open(file)

	checked := 0
	for _, side := range []struct {
		clues    []int
		arrow    string
		cellOf   func(i int) (int, int)
		whichEnd string
	}{
		{p.Edges.Top, "↓", func(i int) (int, int) { return 0, i }, "above"},
		{p.Edges.Left, "→", func(i int) (int, int) { return i, 0 }, "left"},
		{p.Edges.Right, "←", func(i int) (int, int) { return i, p.Rows - 1 }, "right"},
	} {
		for i, v := range side.clues {
			if v == 0 {
				continue
			}
			r, c := side.cellOf(i)
			label := eval[string](tb, fmt.Sprintf(`document.querySelector('[data-row="%d"][data-col="%d"] .pb-corner')?.dataset.text || ""`, r, c))
			if want := fmt.Sprintf("%s%d", side.arrow, v); !strings.Contains(label, want) {
				t.Errorf("r%dc%d: got label %q, want it to hold the clue %s, %q", r+1, c+1, label, side.whichEnd, want)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("the puzzle has no clue above, left or right to look for")
	}

	blank := empties(testPuzzle{Givens: p.Givens})
	tb.solveByThirds(blank, p.Solution)
	tb.quiet(file)
}
