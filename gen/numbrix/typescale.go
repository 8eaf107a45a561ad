package numbrix

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var _ gen.TypeScaler = Kind{}

// TypeScale returns the size of the numbers Draw sets for puzzles of p,
// as a fraction of the cell: numberScale, or less when the largest
// number a grid of p's size can hold (every cell open) set in bold at
// that size would be wider than numberFit of the cell, as Draw shrinks
// it (three digits, from 10x10 up). A shape with holes holds fewer
// numbers, so its type is never smaller.
func (k Kind) TypeScale(p gen.Params, bold draw.Face) float64 {
	rows, cols := p.Rows, p.Cols
	if cols == 0 {
		cols = rows
	}
	perPoint := draw.TextWidth(strconv.Itoa(max(1, rows*cols)), draw.Font{Face: bold, Size: 1})
	if perPoint <= 0 {
		return numberScale
	}
	return min(numberScale, numberFit/perPoint)
}
