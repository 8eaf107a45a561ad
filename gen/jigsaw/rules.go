package jigsaw

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Explainer = Kind{}

// HowToPlay explains Jigsaw Sudoku of p's size: the rules in a few
// sentences, a worksheet instruction, and an easy example of the same
// size with its solution (always the same one for a size).
func (Kind) HowToPlay(p gen.Params) gen.HowTo {
	n := p.Rows
	if n < minSize || n > maxSize {
		n = 9
	}
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say(Kind{}.Describe().Title)),
		Rules: []gen.Words{
			gen.Say("The grid has %d rows, %d columns and %d regions of %d cells each, outlined in bold. "+
				"The regions have irregular shapes. Some cells already hold a number.", n, n, n, n),
			gen.Say("Fill in every empty cell with a number from 1 to %d so that each row, "+
				"each column and each bold region holds every number from 1 to %d exactly once.", n, n),
			gen.Say("No guessing is needed: every puzzle has exactly one solution, which you can reach " +
				"by logic alone. Look for a row, column or region where only one cell can take a " +
				"number, or a cell where only one number fits."),
		},
		Instruction: gen.Say("Write 1 to %d once in every row, column and bold region.", n),
		Example:     exampleOf(n),
	}
}

// exampleOf returns a fixed easy n x n puzzle, generated from a fixed
// seed so that every book shows the same example; nil if that fails.
func exampleOf(n int) *gen.Puzzle {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: gen.Easy}, rand.New(rand.NewPCG(1, uint64(n))))
	if err != nil {
		return nil
	}
	return p
}
