package numberlink

import "github.com/puzzlebook/puzzlebook/gen"

// ipuzForm gives Numberlink, which ipuz has no kind for, a kind URI of
// puzzlebook's own (docs/daily.md). The general fields hold it all: the
// two ends of path k hold k, a solid cell is ipuz's block, "#", and in
// the solution every cell holds the number of the path through it.
var ipuzForm = gen.IPUZ{Kind: "https://puzzlebook.dev/ipuz/numberlink#1"}
