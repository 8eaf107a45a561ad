package futoshiki

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var _ gen.TypeScaler = Kind{}

// TypeScale returns the size of the smallest mark Draw sets, as a
// fraction of draw.CellSide's cell (the area's side over n): the signs,
// whose opening is smaller than the digits' type, in cells shrunk to
// leave the gaps. A book sizes the grids so that a sign is as large as
// 7 pt type.
func (Kind) TypeScale(p gen.Params, _ draw.Face) float64 {
	n := float64(max(p.Rows, 1))
	return min(digitScale, signLong) * n / (n + gapRatio*(n-1))
}
