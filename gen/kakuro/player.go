package kakuro

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

//go:embed kakuro.js
var playerSource []byte

// player is the web player's module for the kind: kakuro.js, beside this file.
var player = &gen.PlayerModule{Name: "kakuro.js", Game: "kakuro", Source: playerSource}

// playText is the rules and the "how to play" the web player shows.
func playText(*gen.Puzzle) gen.PlayText {
	return gen.PlayText{
		Rules: gen.Say("Write a digit from 1 to 9 in every white cell. The digits of a run, across or down, differ and add up to the sum in the clue cell before it: across sums above the diagonal, down sums below it."),
		HowTo: gen.Say("Select a cell, then type or tap a digit. Pencil writes small candidates instead. The bar shows the ways the selected cell's runs can still make their sums, such as 16 in 2: 7+9. A sum turns red when its run, filled in, does not make it."),
	}
}
