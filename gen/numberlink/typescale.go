package numberlink

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var _ gen.TypeScaler = Kind{}

// TypeScale returns the size of the endpoint numbers Draw sets, as a
// fraction of the cell: digitScale, whatever the size, the number of
// paths and the face (numbers are never shrunk to fit their circle).
func (Kind) TypeScale(gen.Params, draw.Face) float64 { return digitScale }
