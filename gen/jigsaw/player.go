package jigsaw

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

//go:embed jigsaw.js
var playerSource []byte

// player is the web player's module for the kind: jigsaw.js, beside this file.
var player = &gen.PlayerModule{Name: "jigsaw.js", Game: "jigsaw", Source: playerSource}
