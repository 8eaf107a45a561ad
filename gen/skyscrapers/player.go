package skyscrapers

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

//go:embed skyscrapers.js
var playerSource []byte

// player is the web player's module for the kind: skyscrapers.js, beside
// this file.
var player = &gen.PlayerModule{Name: "skyscrapers.js", Game: "skyscrapers", Source: playerSource}
