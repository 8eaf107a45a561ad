package jigsaw

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

// Describe states Jigsaw Sudoku's title, the common keys it takes, the
// player's text and module, and its ipuz form.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title:   "Jigsaw Sudoku",
		Aliases: []string{"irregular"},
		Common:  common,
		Play:    playText,
		Player:  player,
		IPUZ:    ipuzForm,
	}
}

func playText(p *gen.Puzzle) gen.PlayText {
	return gen.PlayText{
		Rules: gen.Say("Fill the grid so that every row, column and bold region holds 1 to %d once.", p.Rows),
		HowTo: gen.Say("Select a cell, then type or tap a digit. Pencil writes small candidates instead."),
	}
}
