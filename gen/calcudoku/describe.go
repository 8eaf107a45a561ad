package calcudoku

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Describe states Calcudoku's title and alias, its keys, the player's
// text and module, and its ipuz form.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title:   "Calcudoku",
		Aliases: []string{"mathdoku"},
		Keys:    keys,
		Play:    playText,
		Player:  player,
		IPUZ:    ipuzForm,
	}
}

func playText(p *gen.Puzzle) gen.PlayText {
	return gen.PlayText{
		Rules: gen.Say("Fill the grid so that every row and column holds 1 to %d once, and the digits of each outlined cage make its small number by its operation (+ sum, − difference, × product, ÷ quotient). Digits may repeat in a cage, never in a row or column.", p.Rows),
		HowTo: gen.Say("Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits do not make its number."),
	}
}

//go:embed calcudoku.js
var playerSource []byte

// player is the web player's module for the kind: calcudoku.js, beside this file.
var player = &gen.PlayerModule{Name: "calcudoku.js", Game: "calcudoku", Source: playerSource}
