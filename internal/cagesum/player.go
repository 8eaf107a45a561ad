package cagesum

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

//go:embed cagesum.js
var playerSource []byte

// player is the web player's module for the kind: cagesum.js, beside this file.
var player = &gen.PlayerModule{Name: "cagesum.js", Game: "cagesum", Source: playerSource}
