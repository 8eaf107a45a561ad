package book

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/toy"
)

// toyKind is the fast stand-in for a real kind (internal/toy), so that
// the plumbing can be tested apart from any generator.
type toyKind = toy.Kind

var toyKinds = []gen.Kind{toyKind{}}
