package cagesum

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

// Describe states Cage Sum's title, its own key, the player's text and
// module, and its ipuz form. It takes no common key beyond size and
// grade.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title:  "Cage Sum",
		Keys:   keys,
		Play:   playText,
		Player: player,
		IPUZ:   ipuzForm,
	}
}

func playText(p *gen.Puzzle) gen.PlayText {
	return gen.PlayText{
		Rules: gen.Say("Fill the grid so that every row and column holds 1 to %d once, and the digits of each dashed cage differ and add up to its small number.", p.Rows),
		HowTo: gen.Say("Select a cell, then type or tap a digit. Pencil writes small candidates instead."),
	}
}
