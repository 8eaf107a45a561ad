package numbrix

import (
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Translator = Kind{}

// Translations gives Numbrix's and Hidato's texts (how to play, the
// player's text, the steps' sentences and the ladder's names) in every
// language of gen.Languages, from the tables of lang_*.go.
func (Kind) Translations() gen.Translations { return translations() }

// translations are built on first use, not at start-up, and once.
var translations = sync.OnceValue(func() gen.Translations {
	return gen.Translations{"fr": french(), "de": german(), "es": spanish(), "it": italian(), "pt": portuguese(), "nl": dutch()}
})
