package numberlink

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

//go:embed numberlink.js
var playerSource []byte

// player is the web player's module for the kind: numberlink.js, beside this file.
var player = &gen.PlayerModule{Name: "numberlink.js", Game: "numberlink", Source: playerSource}
