package skyscrapers

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Explainer = Kind{}

// HowToPlay explains Skyscrapers of p's size: the rules in a few
// sentences, a worksheet instruction, and an easy 4x4 example with its
// solution, always the same one.
func (Kind) HowToPlay(p gen.Params) gen.HowTo {
	n := p.Rows
	if n < minGen || n > maxGen {
		n = 6
	}
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say(Kind{}.Describe().Title)),
		Rules: []gen.Words{
			gen.Say("Each cell of the grid holds a building 1 to %d storeys high, and every row and every column "+
				"holds each height from 1 to %d exactly once.", n, n),
			gen.Say("A number outside the grid says how many buildings are seen from there, looking along its row or column: " +
				"a building hides every lower one behind it."),
			gen.Say("Start at the edges: a 1 sees only the tallest building, so the %d stands next to it; a %d sees "+
				"every building, so the heights rise 1, 2, 3 ... from it; and a large number keeps the tall buildings away from it.", n, n),
		},
		Instruction: gen.Say("Write 1 to %d once in every row and column; each outside number counts the buildings seen from there.", n),
		Example:     exampleOf(4),
	}
}

// exampleOf returns a fixed easy n x n puzzle, generated from a fixed
// seed, so every book shows the same example; nil if that fails.
func exampleOf(n int) *gen.Puzzle {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: gen.Easy}, rand.New(rand.NewPCG(1, uint64(n))))
	if err != nil {
		return nil
	}
	return p
}
