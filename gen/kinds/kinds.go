// Package kinds holds the list of puzzle kinds: the one place that names
// them all. Every table that lists kinds (config keys, gen flags, the
// player's modules, ipuz kinds, the titles a cover prints) is derived
// from All, so adding a kind is its folder under gen/ and one line here.
package kinds

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/calcudoku"
	"github.com/puzzlebook/puzzlebook/gen/futoshiki"
	"github.com/puzzlebook/puzzlebook/gen/jigsaw"
	"github.com/puzzlebook/puzzlebook/gen/kakuro"
	"github.com/puzzlebook/puzzlebook/gen/killer"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/gen/skyscrapers"
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
	jigsaw.Kind{},
	killer.Kind{},
	calcudoku.Kind{},
	futoshiki.Kind{},
	skyscrapers.Kind{},
	kakuro.Kind{},
}

// Find returns the kind of All called name (see In).
func Find(name string) (gen.Kind, bool) { return In(All, name) }

// In returns the kind of list called name, or one of its Aliases, in any
// case: names are read case-insensitively, as every name a config holds
// is.
func In(list []gen.Kind, name string) (gen.Kind, bool) {
	for _, k := range list {
		if strings.EqualFold(k.Name(), name) {
			return k, true
		}
	}
	for _, k := range list {
		for _, a := range k.Describe().Aliases {
			if strings.EqualFold(a, name) {
				return k, true
			}
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

// Keys returns the distinct own keys of list's kinds (Descriptor.Keys),
// each once, in the order they first appear: one config key and one gen
// flag each.
func Keys(list []gen.Kind) []gen.Key {
	var keys []gen.Key
	for _, k := range list {
		for _, key := range k.Describe().Keys {
			if !slices.ContainsFunc(keys, func(o gen.Key) bool { return o.Name == key.Name }) {
				keys = append(keys, key)
			}
		}
	}
	return keys
}

// Taking returns the names of list's kinds that take the key called name
// (gen.Descriptor.Takes), in order, for messages: "KEY applies to A and
// B only".
func Taking(list []gen.Kind, name string) []string {
	var names []string
	for _, k := range list {
		if k.Describe().Takes(name) {
			names = append(names, k.Name())
		}
	}
	return names
}

// Owner returns the first kind of list whose own keys include the key
// called name, with that key.
func Owner(list []gen.Kind, name string) (gen.Kind, gen.Key, bool) {
	for _, k := range list {
		if key, ok := k.Describe().Key(name); ok {
			return k, key, true
		}
	}
	return nil, gen.Key{}, false
}

// CheckKey returns an error when kind does not take the key called name
// while other kinds of list do: "KIND: KEY applies to A and B only".
// shown is how the caller writes the key, e.g. "--max-gap" for a flag.
// Book sections, daily slots and the flags of `puzzlebook gen` all ask
// it, so that a key is refused alike everywhere.
func CheckKey(list []gen.Kind, kind gen.Kind, name, shown string) error {
	if kind.Describe().Takes(name) {
		return nil
	}
	taking := Taking(list, name)
	if len(taking) == 0 {
		return fmt.Errorf("%s: %s applies to no kind", kind.Name(), shown)
	}
	return fmt.Errorf("%s: %s applies to %s only", kind.Name(), shown, andList(taking))
}

// IsKey reports whether name is a generation key of some kind of list:
// a common key (gen.CommonKeys) or a kind's own.
func IsKey(list []gen.Kind, name string) bool {
	if _, ok := gen.CommonKey(name); ok {
		return true
	}
	_, _, ok := Owner(list, name)
	return ok
}

// andList formats words as "a", "a and b" or "a, b and c".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
