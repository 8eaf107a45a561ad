package sudoku

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Explainer = Kind{}

// HowToPlay explains Sudoku of p's size: the rules in a few sentences, a
// worksheet instruction, and an easy example of the same size with its
// solution (always the same one for a size).
func (Kind) HowToPlay(p gen.Params) gen.HowTo {
	n := p.Rows
	s, err := shapeFor(n)
	if err != nil {
		s, n = shapes()[9], 9
	}
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say(Kind{}.Describe().Title)),
		Rules: []gen.Words{
			gen.Say("The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. "+
				"Some cells already hold a number.", n, n, n, s.boxRows, s.boxCols),
			gen.Say("Fill in every empty cell with a number from 1 to %d so that each row, "+
				"each column and each box holds every number from 1 to %d exactly once.", n, n),
			gen.Say("No guessing is needed: every puzzle has exactly one solution, which you can reach " +
				"by logic alone. Look for a row, column or box where only one cell can take a " +
				"number, or a cell where only one number fits."),
		},
		Instruction: gen.Say("Write 1 to %d once in every row, column and box.", n),
		Example:     exampleOf(n),
	}
}

// exampleOf returns a fixed easy n x n puzzle: generated from a fixed seed,
// so every book shows the same example, or the 4x4 example if that fails.
func exampleOf(n int) *gen.Puzzle {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: gen.Easy}, rand.New(rand.NewPCG(1, uint64(n))))
	if err != nil {
		return example()
	}
	return p
}

// example is a small 4x4 puzzle with a unique solution, for the rules page.
func example() *gen.Puzzle {
	return &gen.Puzzle{
		Kind: "sudoku", Rows: 4, Cols: 4, BoxRows: 2, BoxCols: 2,
		Givens: [][]int{
			{1, 2, 0, 4},
			{0, 4, 1, 0},
			{0, 1, 4, 0},
			{4, 0, 0, 1},
		},
		Solution: [][]int{
			{1, 2, 3, 4},
			{3, 4, 1, 2},
			{2, 1, 4, 3},
			{4, 3, 2, 1},
		},
		Grade: gen.Easy,
	}
}
