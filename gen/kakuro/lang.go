package kakuro

import (
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Translator = Kind{}

// Translations gives Kakuro's texts (how to play, the player's text, the
// steps' sentences and the ladder's names) in every language of
// gen.Languages, from the tables of lang_*.go. A run is named without
// its article ("bloc horizontal 16 en 2 cases"), which each sentence
// gives in the case and contraction its language needs ("du %s").
func (Kind) Translations() gen.Translations { return translations() }

// translations are built on first use, not at start-up, and once.
var translations = sync.OnceValue(func() gen.Translations {
	return gen.Translations{"fr": french(), "de": german(), "es": spanish(), "it": italian(), "pt": portuguese(), "nl": dutch()}
})
