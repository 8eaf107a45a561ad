package book

import (
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
)

// Kinds lists every puzzle kind a config may name, in the order the
// documentation lists them. Kinds are listed here explicitly rather than
// registered from init functions.
var Kinds = []gen.Kind{sudoku.Kind{}, numbrix.Numbrix, numbrix.Hidato, numberlink.Kind{}}

// KindByName returns the kind called name, in any case ("Sudoku"), or
// false.
func KindByName(name string) (gen.Kind, bool) {
	return kindIn(Kinds, name)
}

// kindIn returns the kind of kinds called name, in any case: names are
// read case-insensitively, as every name a config holds is.
func kindIn(kinds []gen.Kind, name string) (gen.Kind, bool) {
	for _, k := range kinds {
		if strings.EqualFold(k.Name(), name) {
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
