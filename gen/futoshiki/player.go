package futoshiki

import (
	_ "embed"

	"github.com/puzzlebook/puzzlebook/gen"
)

//go:embed futoshiki.js
var playerSource []byte

// player is the web player's module for the kind: futoshiki.js, beside this file.
var player = &gen.PlayerModule{Name: "futoshiki.js", Game: "futoshiki", Source: playerSource}
