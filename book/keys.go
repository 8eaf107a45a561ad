package book

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
)

// keyKinds lists, for every generation key that only some kinds take,
// the kinds that take it. Book sections, daily slots and the flags of
// `puzzlebook gen` (--max-gap for max_gap) all ask KeyApplies, so a key
// is refused alike everywhere a kind does not take it. A key not listed
// (size, grade, count, ...) applies to every kind.
var keyKinds = []struct {
	key   string
	kinds []string
}{
	{"rows", []string{"numbrix", "hidato", "numberlink"}}, // a Sudoku is square: size
	{"cols", []string{"numbrix", "hidato", "numberlink"}},
	{"symmetry", []string{"sudoku", "numbrix", "hidato"}},
	{"givens", []string{"sudoku", "numbrix", "hidato"}},
	{"pattern", []string{"numbrix", "hidato"}},
	{"max_gap", []string{"numbrix", "hidato"}},
	{"shape", []string{"hidato"}},
	{"ends", []string{"hidato"}},
	{"paths", []string{"numberlink"}},
	{"solids", []string{"numberlink"}},
}

// KeyApplies reports whether the generation key (as configs write it:
// max_gap) applies to kind. A kind keyKinds never names (one a program
// adds for itself) takes every key, leaving its Validate to judge.
func KeyApplies(kind gen.Kind, key string) bool {
	name := kind.Name()
	if !tabled(name) {
		return true
	}
	for _, kk := range keyKinds {
		if kk.key == key {
			return slices.Contains(kk.kinds, name)
		}
	}
	return true
}

// CheckKey returns an error when key does not apply to kind (see
// KeyApplies): "sudoku: shape applies to hidato only". shown is how the
// caller writes the key, e.g. "--max-gap" for a flag.
func CheckKey(kind gen.Kind, key, shown string) error {
	if KeyApplies(kind, key) {
		return nil
	}
	for _, kk := range keyKinds {
		if kk.key == key {
			return fmt.Errorf("%s: %s applies to %s only", kind.Name(), shown, andList(kk.kinds))
		}
	}
	return nil
}

// tabled reports whether keyKinds names the kind called name.
func tabled(name string) bool {
	for _, kk := range keyKinds {
		if slices.Contains(kk.kinds, name) {
			return true
		}
	}
	return false
}

// checkKeys reports, at its key, every key of seen (a section's or a
// slot's mapping at path) that does not apply to kind, and says whether
// there was any.
func (d *decoder) checkKeys(kind gen.Kind, path string, seen map[string]*yaml.Node) bool {
	ok := true
	for _, key := range slices.Sorted(maps.Keys(seen)) {
		if err := CheckKey(kind, key, key); err != nil {
			d.errorf(seen[key], joinPath(path, key), "%v", err)
			ok = false
		}
	}
	return ok
}

// andList formats words as "a", "a and b" or "a, b and c".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
