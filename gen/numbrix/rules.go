package numbrix

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Explainer = Kind{}

// HowToPlay explains Numbrix or Hidato: the rules in a few sentences, a
// worksheet instruction, and a small easy example with its solution
// (always the same one).
func (k Kind) HowToPlay(p gen.Params) gen.HowTo {
	if k.Diagonal {
		return gen.HowTo{
			Title: gen.Say("How to play %s", gen.Say(k.Describe().Title)),
			Rules: []gen.Words{
				gen.Say("Fill the empty cells with numbers so that the whole shape holds every number " +
					"from 1 to the largest, each once. Some numbers are already given; 1 and the " +
					"last number are circled when they are given. Shaded cells are holes: they are " +
					"not part of the puzzle and take no number."),
				gen.Say("Consecutive numbers must touch: across a side or at a corner. Follow the numbers " +
					"from 1 to the end and they trace one unbroken path through every cell of the shape."),
				gen.Say("Every puzzle has exactly one solution. Look for gaps between two given numbers " +
					"that can only be bridged one way."),
			},
			Instruction: gen.Say("Write the missing numbers; each one touches the next, corners too."),
			// A blob whose seed leaves a shaded hole inside, beside a notch
			// in its top edge: the example shows both.
			Example: example(k, gen.Params{Rows: 5, Cols: 5, Grade: gen.Easy, Options: Options{Shape: ShapeBlob}}),
		}
	}
	return gen.HowTo{
		Title: gen.Say("How to play %s", gen.Say(k.Describe().Title)),
		Rules: []gen.Words{
			gen.Say("Fill the empty cells with numbers so that the grid holds every number from 1 to " +
				"the number of cells, each once. Some numbers are already given."),
			gen.Say("Consecutive numbers must be side by side: up, down, left or right, never " +
				"diagonally. Follow the numbers from 1 to the end and they trace one unbroken " +
				"path through every cell."),
			gen.Say("Every puzzle has exactly one solution. Start where a gap between two given " +
				"numbers leaves only one way through."),
		},
		Instruction: gen.Say("Write the missing numbers; each one is next to the one after it."),
		Example:     example(k, gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}),
	}
}

// example generates the rules page's example from a fixed seed, or nil
// (no example drawn) if that fails.
func example(k Kind, p gen.Params) *gen.Puzzle {
	puz, err := k.Generate(context.Background(), p, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		return nil
	}
	return puz
}
