package regions

import (
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Translations returns the engine's texts in each of gen.Languages: the
// steps' sentences of explain_text.go, the words they nest (units, "and",
// "or"...) and the built-in ladder's technique names, one table a
// language (lang_*.go). A kind on the engine joins them to its own with
// gen.Merge.
//
// The tables name rows, columns, boxes and regions without an article
// ("ligne 3") and give every sentence its article and preposition: the
// Romance languages' names of the four are all feminine (a box is a
// "région", "región", "regione", "região" there), so one sentence fits
// each.
func Translations() gen.Translations { return translations() }

// translations are built on first use, not at start-up, and once: each
// kind on the engine joins them to its own.
var translations = sync.OnceValue(func() gen.Translations {
	return gen.Translations{"fr": fr(), "de": de(), "es": es(), "it": it(), "pt": pt(), "nl": nl()}
})

// Joined returns, built once on first use, the engine's texts joined to a
// kind's own (own makes them, a table a language): the Translations of a
// kind on the engine.
func Joined(own func() gen.Translations) func() gen.Translations {
	return sync.OnceValue(func() gen.Translations { return gen.Merge(Translations(), own()) })
}
