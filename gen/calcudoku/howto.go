package calcudoku

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Explainer = Kind{}

// HowToPlay explains Calcudoku of p's size: the rules in a few sentences,
// a worksheet instruction, and an easy example (at most 6x6) with its
// solution, always the same one.
func (Kind) HowToPlay(p gen.Params) gen.HowTo {
	n := p.Rows
	if n < minSize || n > maxSize {
		n = 6
	}
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say(Kind{}.Describe().Title)),
		Rules: []gen.Words{
			gen.Say("The grid has %d rows and %d columns. Bold lines cut it into cages; the small clue in a cage's corner is a target and an operation.", n, n),
			gen.Say("Fill in every cell with a number from 1 to %d so that each row and each column holds every number from 1 to %d exactly once. "+
				"The numbers in a cage make its target: added (+), multiplied (×), or, in a cage of two cells, the larger less (−) or divided by (÷) the smaller. "+
				"A number may repeat in a cage if not in the same row or column.", n, n),
			gen.Say("Start with the cages that have only one way to make their target, such as 3+ in two cells (1 and 2), and with the cages of one cell, which are given."),
		},
		Instruction: gen.Say("Write 1 to %d once in every row and column; each cage makes its clue.", n),
		Example:     exampleOf(min(n, 6)),
	}
}

// exampleOf returns a fixed easy n x n calcudoku, generated from a fixed
// seed, so every book shows the same example; nil if that fails.
func exampleOf(n int) *gen.Puzzle {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: gen.Easy}, rand.New(rand.NewPCG(1, uint64(n))))
	if err != nil {
		return nil
	}
	return p
}
