package killer

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var _ gen.TypeScaler = Kind{}

// TypeScale returns the size of the cages' sums, the smallest type Draw
// sets, as a fraction of the cell, so that a book gives the grids room
// enough for them to read at 7 pt.
func (Kind) TypeScale(gen.Params, draw.Face) float64 { return sumScale }

var _ gen.AnswerTypeScaler = Kind{}

// AnswerTypeScale returns the size of the digits, the smallest type of an
// answer, which Draw sets without the cages.
func (Kind) AnswerTypeScale(gen.Params, draw.Face) float64 { return digitScale }
