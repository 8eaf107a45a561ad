package numberlink

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Explainer = Kind{}

// HowToPlay explains Numberlink: the rules in three short paragraphs, a
// worksheet instruction, and a small easy 5x5 example with its solution
// (always the same one, from a fixed seed).
func (k Kind) HowToPlay(gen.Params) gen.HowTo {
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say(k.Describe().Title)),
		Rules: []gen.Words{
			gen.Say("Connect each pair of equal numbers with one line. The line runs through the " +
				"centres of the cells, in horizontal and vertical steps, never diagonally."),
			gen.Say("Lines never cross, branch or share a cell: each cell holds at most one line. " +
				"Shaded cells, where there are any, are never used."),
			gen.Say("Every cell is used: when all the pairs are connected, the lines fill the whole " +
				"grid. Every puzzle has exactly one solution."),
		},
		Instruction: gen.Say("Join each pair of equal numbers; lines never cross and fill every cell."),
		Example:     example(k),
	}
}

// example generates the rules page's example from a fixed seed, or nil
// (no example drawn) if that fails.
func example(k Kind) *gen.Puzzle {
	p := gen.Params{Rows: 5, Cols: 5, Grade: gen.Easy}
	puz, err := k.Generate(context.Background(), p, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		return nil
	}
	return puz
}
