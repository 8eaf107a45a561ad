package sudoku

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Describe states Sudoku's title and the player's text.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{Title: "Sudoku", Play: playText,
		Common: common,
	}
}

func playText(p *gen.Puzzle) gen.PlayText {
	return gen.PlayText{
		Rules: fmt.Sprintf("Fill the grid so that every row, column and box holds 1 to %d once.", p.Rows),
		HowTo: "Select a cell, then type or tap a digit. Pencil writes small candidates instead.",
	}
}
