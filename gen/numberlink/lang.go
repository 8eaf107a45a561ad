package numberlink

import (
	"strings"
	"sync"
	"unicode"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Translator = Kind{}

// Translations gives Numberlink's texts (how to play, the player's text,
// the steps' sentences and the ladder's names) in every language of
// gen.Languages, from the tables of lang_*.go.
func (Kind) Translations() gen.Translations { return translations() }

// translations joins the tables once, each with its sentences' clauses.
var translations = sync.OnceValue(func() gen.Translations {
	return gen.Translations{
		"fr": clauses(french(), true), "de": clauses(german(), false), "es": clauses(spanish(), true),
		"it": clauses(italian(), true), "pt": clauses(portuguese(), true), "nl": clauses(dutch(), true),
	}
})

// clauses returns the table t with, for each sentence, the clauses
// thenText makes of it (withoutStop, lowerFirst): its format without
// the full stop and, when lower, from a small letter. A language whose
// "%s; then %s" starts a new sentence (German) keeps the capital. An
// entry of t itself wins over a made one.
func clauses(t map[string]string, lower bool) map[string]string {
	out := make(map[string]string, 3*len(t))
	add := func(en, said string) {
		if _, ok := out[en]; !ok {
			out[en] = said
		}
	}
	for en, said := range t {
		out[en] = said
	}
	for en, said := range t {
		stop, ok := strings.CutSuffix(en, ".")
		if ok {
			add(stop, strings.TrimSuffix(said, "."))
		}
		if r := []rune(en)[0]; !unicode.IsUpper(r) {
			continue
		}
		small := said
		if lower {
			small = lowerInitial(said)
		}
		add(lowerInitial(en), small)
		if ok {
			add(lowerInitial(stop), strings.TrimSuffix(small, "."))
		}
	}
	return out
}
