package book

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
)

// Kinds lists every puzzle kind a config may name, in the order the
// documentation lists them. Kinds are listed here explicitly rather than
// registered from init functions.
var Kinds = []gen.Kind{sudoku.Kind{}, numbrix.Numbrix, numbrix.Hidato, numberlink.Kind{}}

// KindByName returns the kind called name, or false.
func KindByName(name string) (gen.Kind, bool) {
	return kindIn(Kinds, name)
}

func kindIn(kinds []gen.Kind, name string) (gen.Kind, bool) {
	for _, k := range kinds {
		if k.Name() == name {
			return k, true
		}
	}
	return nil, false
}

// kindNames returns the names of kinds, for messages.
func kindNames(kinds []gen.Kind) []string {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = k.Name()
	}
	return names
}
