package numbrix

import "github.com/puzzlebook/puzzlebook/gen"

// ipuz has no Numbrix or Hidato kind, so each has a kind URI of
// puzzlebook's own (docs/daily.md) and needs no fields besides the
// general ones: a given is its number, and a hole is ipuz's block, "#".
var (
	numbrixIPUZ = gen.IPUZ{Kind: "https://puzzlebook.dev/ipuz/numbrix#1"}
	hidatoIPUZ  = gen.IPUZ{Kind: "https://puzzlebook.dev/ipuz/hidato#1", NoCell: true} // cells outside its shape are none
)
