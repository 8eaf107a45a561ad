package daily

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/toy"
)

// toyKinds is the fast stand-in for a real kind (internal/toy), so that
// the feed's plumbing can be tested apart from any generator.
var toyKinds = []gen.Kind{toy.Kind{}}
