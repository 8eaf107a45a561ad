package skyscrapers

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

// Describe states Skyscrapers' title, its other name, the common keys
// it takes, the player's text and module, and its ipuz form.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title:   "Skyscrapers",
		Aliases: []string{"towers"},
		Common:  common,
		Play:    playText,
		Player:  player,
		IPUZ:    ipuzForm,
	}
}

func playText(p *gen.Puzzle) gen.PlayText {
	n := p.Rows
	return gen.PlayText{
		Rules: gen.Say("Fill the grid with buildings 1 to %d high, each height once in every row and column. A number outside the grid says how many buildings are seen from there: a taller building hides every lower one behind it.", n),
		HowTo: gen.Say("Select a cell, then type or tap a height. Pencil writes small candidates instead."),
	}
}
