package futoshiki

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var _ gen.TypeScaler = Kind{}

// TypeScale returns the size of the digits Draw sets, as a fraction of
// draw.CellSide's cell (the area's side over n): digitScale of cells
// shrunk to leave the gaps. The signs are strokes whose opening is the
// digits' cap height, so they read wherever the digits do (7 pt).
func (Kind) TypeScale(p gen.Params, _ draw.Face) float64 {
	n := float64(max(p.Rows, 1))
	return digitScale * n / (n + gapRatio*(n-1))
}
