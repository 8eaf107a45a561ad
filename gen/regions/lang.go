package regions

import (
	"fmt"

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
func Translations() gen.Translations {
	return gen.Translations{"fr": fr, "de": de, "es": es, "it": it, "pt": pt, "nl": nl}
}

// Untranslated returns what t lacks to say formats in each of
// gen.Languages: a line for each format without a translation, or whose
// translation uses other verbs (gen.CheckTranslation). A kind's tests
// check the formats of its texts and steps with it.
func Untranslated(t gen.Translations, formats []string) []string {
	var out []string
	for _, lang := range gen.Languages {
		for _, en := range formats {
			said, ok := t[lang][en]
			if !ok {
				out = append(out, fmt.Sprintf("%s: no translation of %q", lang, en))
				continue
			}
			if err := gen.CheckTranslation(en, said); err != nil {
				out = append(out, fmt.Sprintf("%s: %v", lang, err))
			}
		}
	}
	return out
}
