package web

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestPlayCalcudoku plays a generated 5x5 Calcudoku to solved by mouse,
// touch and keyboard: every cage's clue is shown with its operation as
// printed ("12×", "2÷", "1−"), a cage filled in wrong is marked wrong, and
// right again when mended.
func TestPlayCalcudoku(t *testing.T) {
	k, ok := kinds.Find("calcudoku")
	if !ok {
		t.Fatal("no calcudoku in kinds.All")
	}
	p, err := k.Generate(context.Background(), gen.Params{Rows: 5, Grade: gen.Medium}, gentest.Seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	obj := struct {
		ID string `json:"id"`
		*gen.Puzzle
	}{"calcudoku-1", p}
	file := writePage(t, "calcudoku-1", Page{Puzzle: obj, Kind: k})
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.open(file)

	labels := cageLabels(tb, len(p.Cages))
	for i, cg := range p.Cages {
		want := strconv.Itoa(cg.Target) + strings.ReplaceAll(cg.Op, "-", "\u2212")
		if l := labels[i]; l.Text != want || !l.Shown {
			t.Errorf("cage %d: got the label %q (on screen: %v), want %q on screen", i+1, l.Text, l.Shown, want)
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
		t.Errorf("the %d%s cage filled in wrong: its label is not marked wrong", cage.Target, cage.Op)
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
