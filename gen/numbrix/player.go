package numbrix

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

//go:embed numbrix.js
var playerSource []byte

// player is the web player's module for Numbrix and Hidato alike:
// numbrix.js, beside this file.
var player = &gen.PlayerModule{Name: "numbrix.js", Game: "numbrix", Source: playerSource}
