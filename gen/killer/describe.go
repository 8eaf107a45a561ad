package killer

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Describe states Killer Sudoku's title, its keys, the player's text and
// module, and its ipuz form.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title:  "Killer Sudoku",
		Keys:   keys,
		Common: common,
		Play:   playText,
		Player: player,
		IPUZ:   ipuzForm,
	}
}

func playText(p *gen.Puzzle) gen.PlayText {
	return gen.PlayText{
		Rules: gen.Say("Fill the grid so that every row, column and box holds 1 to %d once, and the digits of each dashed cage differ and add up to its small number.", p.Rows),
		HowTo: gen.Say("Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits cannot make its sum."),
	}
}

//go:embed killer.js
var playerSource []byte

// player is the web player's module for the kind: killer.js, beside this file.
var player = &gen.PlayerModule{Name: "killer.js", Game: "killer", Source: playerSource}
