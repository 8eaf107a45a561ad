package gen

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// DrawCages draws cages on an n x n grid filling box with cells of side
// cell, as draw.CageOutlines does, each labelled with its target: the
// printed cages of the kinds whose cages carry sums.
func DrawCages(c draw.Canvas, cages []Cage, n int, box draw.Rect, cell float64, st draw.CageStyle) {
	out := make([]draw.Cage, len(cages))
	for k, cg := range cages {
		out[k].Label = strconv.Itoa(cg.Target)
		for _, x := range cg.Cells {
			out[k].Cells = append(out[k].Cells, [2]int{x.Row, x.Col})
		}
	}
	draw.CageOutlines(c, out, n, box, cell, st)
}
