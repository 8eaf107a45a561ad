package sudoku

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

//go:embed sudoku.js
var playerSource []byte

// player is the web player's module for the kind: sudoku.js, beside this file.
var player = &gen.PlayerModule{Name: "sudoku.js", Game: "sudoku", Source: playerSource}
