package futoshiki

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Explainer = Kind{}

// HowToPlay explains Futoshiki of p's size: the rules in a few
// sentences, a worksheet instruction, and an easy 4x4 example with its
// solution, always the same one.
func (Kind) HowToPlay(p gen.Params) gen.HowTo {
	n := p.Rows
	if n < minSize || n > maxSize {
		n = 5
	}
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say(Kind{}.Describe().Title)),
		Rules: []gen.Words{
			gen.Say("Fill in every cell with a number from 1 to %d so that each row and each column holds every number exactly once.", n),
			gen.Say("The signs between cells must hold: each sign points at the smaller number, as in 2 < 3, between the cells of a row and between rows alike."),
			gen.Say("Start where the signs say most: a cell smaller than its neighbour cannot be %d, and a cell larger cannot be 1. "+
				"A chain of signs says more: at the top of a chain of three cells, a number is at least 3.", n),
		},
		Instruction: gen.Say("Write 1 to %d once in every row and column; every sign points at the smaller number.", n),
		Example:     example(),
	}
}

// example returns a fixed easy 4x4 Futoshiki, generated from a fixed
// seed, so every book shows the same example; nil if that fails.
func example() *gen.Puzzle {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 4, Grade: gen.Easy}, rand.New(rand.NewPCG(1, 4)))
	if err != nil {
		return nil
	}
	return p
}
