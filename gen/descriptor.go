package gen

import "slices"

// Descriptor is what a kind states about itself once, in its own folder,
// for every reader of the list of kinds: the cover's line of what a book
// holds, the web pages and the player. Like x/tools' analysis.Analyzer it
// is a plain struct that drivers read; fields grow with what the kinds
// state (parameters, codecs) without widening the Kind interface.
type Descriptor struct {
	// Title names the kind for readers, capitalised as covers and pages
	// print it.
	Title string
	// Play gives the text the web player shows beside a puzzle of the
	// kind; nil when the player does not play the kind.
	Play func(p *Puzzle) PlayText
	// Player is the kind's module of the web player (its KIND.js); nil
	// when the player does not play the kind.
	Player *PlayerModule
	// IPUZ is the kind's ipuz form (its kind URI and fields of its
	// own); the zero value for a kind ipuz does not carry.
	IPUZ IPUZ
	// Aliases are other names a config may give the kind.
	Aliases []string
	// Keys are the kind's own generation keys (config keys, flags and
	// manifest params that set its Options), in the order manifests
	// write them.
	Keys []Key
	// Common names the common keys beyond size and grade that the kind
	// takes (KeyRows, KeyCols, KeySymmetry, KeyGivens); a config or a flag
	// that sets another is refused.
	Common []string
}

// PlayText is what the web player says about one puzzle: the rules it
// shows while the puzzle is played and the help under "How to play". A
// page carries it in its puzzle object, so the player holds no text of a
// kind.
type PlayText struct {
	Rules Words // a sentence or two of what the kind asks, for this puzzle's size
	HowTo Words // how to play the kind with the player's mouse, touch and keys
}

// PlayTextSaid is a PlayText said in one language, as a page carries it.
type PlayTextSaid struct {
	Rules string `json:"rules"`
	HowTo string `json:"how_to"`
}

// In returns p said in lang with the kind's translations t.
func (p PlayText) In(lang string, t Translations) PlayTextSaid {
	return PlayTextSaid{Rules: p.Rules.In(lang, t), HowTo: p.HowTo.In(lang, t)}
}

// Takes reports whether a kind that describes itself as d takes the key
// called name: size and grade, the common keys its Common names, and its
// own Keys.
func (d Descriptor) Takes(name string) bool {
	if name == KeySize || name == KeyGrade || slices.Contains(d.Common, name) {
		return true
	}
	_, ok := d.Key(name)
	return ok
}

// Key returns the kind's own key called name.
func (d Descriptor) Key(name string) (Key, bool) {
	i := slices.IndexFunc(d.Keys, func(k Key) bool { return k.Name == name })
	if i < 0 {
		return Key{}, false
	}
	return d.Keys[i], true
}
