package jigsaw

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var _ gen.TypeScaler = Kind{}

// TypeScale returns the size of every digit Draw sets, given or filled
// in, as a fraction of the cell: digitScale, whatever the size and face.
func (Kind) TypeScale(gen.Params, draw.Face) float64 { return digitScale }
