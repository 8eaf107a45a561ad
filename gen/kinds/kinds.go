// Package kinds holds the list of puzzle kinds: the one place that names
// them all. Every table that lists kinds (config keys, gen flags, the
// player's modules, ipuz kinds, the titles a cover prints) is derived
// from All, so adding a kind is its folder under gen/ and one line here.
package kinds

import (
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
)

// All lists every puzzle kind, in the order the documentation lists
// them. Kinds are listed here explicitly rather than registered from init
// functions; tests may pass a longer list of their own wherever a list is
// taken.
var All = []gen.Kind{
	sudoku.Kind{},
	numbrix.Numbrix,
	numbrix.Hidato,
	numberlink.Kind{},
}

// Find returns the kind of All called name (see In).
func Find(name string) (gen.Kind, bool) { return In(All, name) }

// In returns the kind of list called name, in any case ("Sudoku"): names
// are read case-insensitively, as every name a config holds is.
func In(list []gen.Kind, name string) (gen.Kind, bool) {
	for _, k := range list {
		if strings.EqualFold(k.Name(), name) {
			return k, true
		}
	}
	return nil, false
}

// Names returns the names of list's kinds, in order, for messages.
func Names(list []gen.Kind) []string {
	names := make([]string, len(list))
	for i, k := range list {
		names[i] = k.Name()
	}
	return names
}
