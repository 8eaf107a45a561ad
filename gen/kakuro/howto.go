package kakuro

import "github.com/puzzlebook/puzzlebook/gen"

var _ gen.Explainer = Kind{}

// HowToPlay explains Kakuro: the rules in a few sentences, a worksheet
// instruction, and a small example with its solution, always the same
// one, whatever the size of the puzzles that follow.
func (Kind) HowToPlay(gen.Params) gen.HowTo {
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say("Kakuro")),
		Rules: []gen.Words{
			gen.Say("Kakuro is a crossword of numbers. Each white cell takes a digit from 1 to 9. " +
				"A line of white cells across or down is a run; the grey cell before it holds its sum, " +
				"the sum across above the diagonal and the sum down below it."),
			gen.Say("Fill in every white cell so that the digits of each run add up to its sum, with no digit twice in a run."),
			gen.Say("Start with the sums that can be made only one way: 3 in two cells is 1 and 2, 4 is 1 and 3, " +
				"16 is 7 and 9, 17 is 8 and 9; in three cells 6 is 1, 2 and 3, 7 is 1, 2 and 4, 23 is 6, 8 and 9, " +
				"and 24 is 7, 8 and 9. Where an across run and a down run cross, the digit must suit both."),
		},
		Instruction: gen.Say("Write 1 to 9 in the white cells: each run adds up to its sum, with no digit twice."),
		Example:     example(),
	}
}

// example returns the how-to page's 5x5 Kakuro, made by hand with small
// sums and one solution (TestExampleUnique): the down 7 over three cells
// can only be 1, 2 and 4, and the across 8 over two, below, meets the
// down 6's 1 and 5.
//
//	#     7\    7\    #     #
//	\10   6     4     16\   #
//	\9    1     2     6     6\
//	#     \9    1     3     5
//	#     #     \8    7     1
func example() *gen.Puzzle {
	x := -1
	return &gen.Puzzle{
		Kind: "kakuro", Rows: 5, Cols: 5, Grade: gen.Easy,
		Givens: [][]int{
			{x, x, x, x, x}, {x, 0, 0, x, x}, {x, 0, 0, 0, x}, {x, x, 0, 0, 0}, {x, x, x, 0, 0},
		},
		Solution: [][]int{
			{x, x, x, x, x}, {x, 6, 4, x, x}, {x, 1, 2, 6, x}, {x, x, 1, 3, 5}, {x, x, x, 7, 1},
		},
		Overlays: gen.Overlays{Clues: []gen.ClueCell{
			{Cell: gen.Cell{Row: 0, Col: 1}, Down: 7},
			{Cell: gen.Cell{Row: 0, Col: 2}, Down: 7},
			{Cell: gen.Cell{Row: 1, Col: 0}, Across: 10},
			{Cell: gen.Cell{Row: 1, Col: 3}, Down: 16},
			{Cell: gen.Cell{Row: 2, Col: 0}, Across: 9},
			{Cell: gen.Cell{Row: 2, Col: 4}, Down: 6},
			{Cell: gen.Cell{Row: 3, Col: 1}, Across: 9},
			{Cell: gen.Cell{Row: 4, Col: 2}, Across: 8},
		}},
	}
}
