package killer

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Explainer = Kind{}

// HowToPlay explains Killer Sudoku of p's size: the rules in a few
// sentences, a worksheet instruction, and an easy example of the size
// (4x4 for a 9x9, whose easiest puzzles are not easy) with its solution,
// always the same one.
func (Kind) HowToPlay(p gen.Params) gen.HowTo {
	n := p.Rows
	g, err := geomFor(n)
	if err != nil {
		g, n = geoms.of(9), 9
	}
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say(Kind{}.Describe().Title)),
		Rules: []gen.Words{
			gen.Say("The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. "+
				"Dashed lines cut it into cages; the small number in a cage's corner is the sum of its digits.", n, n, n, g.boxRows, g.boxCols),
			gen.Say("Fill in every cell with a number from 1 to %d so that each row, each column and each box "+
				"holds every number from 1 to %d exactly once, and the numbers in each cage differ and add up to its sum.", n, n),
			gen.Say("Start with the cages that have only one way to make their sum: 3 in two cells is 1 and 2, and "+
				"%d in two cells is %d and %d. A row, column or box adds up to %d, so the cages inside one tell you what the rest of it holds.",
				2*n-1, n-1, n, n*(n+1)/2),
		},
		Instruction: gen.Say("Write 1 to %d once in every row, column and box; each cage adds up to its number.", n),
		Example:     exampleOf(min(n, 6)),
	}
}

// exampleOf returns a fixed easy n x n killer, generated from a fixed
// seed, so every book shows the same example; nil if that fails.
func exampleOf(n int) *gen.Puzzle {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: gen.Easy}, rand.New(rand.NewPCG(1, uint64(n))))
	if err != nil {
		return nil
	}
	return p
}
