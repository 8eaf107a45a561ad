package web

import (
	"context"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestPlayKiller plays a generated 6x6 Killer Sudoku to solved, a third
// of its cells each by mouse, by touch and by the keyboard alone: every
// cage's sum is shown alone (no "+"), a cage filled in to the wrong sum
// is marked wrong, and right again when mended.
func TestPlayKiller(t *testing.T) {
	k, ok := kinds.Find("killer")
	if !ok {
		t.Fatal("no killer in kinds.All")
	}
	p, err := k.Generate(context.Background(), gen.Params{Rows: 6, Grade: gen.Easy}, gentest.Seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	obj := struct {
		ID string `json:"id"`
		*gen.Puzzle
	}{"killer-1", p}
	file := writePage(t, "killer-1", Page{Puzzle: obj, Kind: k})
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.do(chromedp.EmulateViewport(1280, 900, chromedp.EmulateTouch))
	tb.open(file)

	labels := cageLabels(tb, len(p.Cages))
	for i, cg := range p.Cages {
		if l := labels[i]; l.Text != strconv.Itoa(cg.Target) || !l.Shown {
			t.Errorf("cage %d: got the label %q (on screen: %v), want %q on screen", i+1, l.Text, l.Shown, strconv.Itoa(cg.Target))
		}
	}
	var cage gen.Cage
	for _, cg := range p.Cages {
		if len(cg.Cells) > 1 {
			cage = cg
			break
		}
	}
	for i, c := range cage.Cells {
		d := p.Solution[c.Row][c.Col]
		if i == len(cage.Cells)-1 {
			d = d%p.Rows + 1
		}
		tb.click(c.Row, c.Col)
		tb.keys(strconv.Itoa(d))
	}
	first, last := cage.Cells[0], cage.Cells[len(cage.Cells)-1]
	if !tb.hasClassIn(first.Row, first.Col, ".pb-corner", "wrong") {
		t.Error("a cage filled in to the wrong sum: its label is not marked wrong")
	}
	tb.click(last.Row, last.Col)
	tb.keys(strconv.Itoa(p.Solution[last.Row][last.Col]))
	if tb.hasClassIn(first.Row, first.Col, ".pb-corner", "wrong") {
		t.Error("a cage mended: its label is still marked wrong")
	}
	var blank [][2]int
	for r := range p.Rows {
		for c := range p.Cols {
			if tb.text(r, c) == "" {
				blank = append(blank, [2]int{r, c})
			}
		}
	}
	tb.solveByThirds(blank, p.Solution)
	tb.quiet(file)
}
