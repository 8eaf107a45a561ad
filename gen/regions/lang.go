package regions

import "github.com/puzzlebook/puzzlebook/gen"

// Translations are the engine's texts in gen.Languages: the names of the
// built-in techniques, the sentences of their steps and the words they
// nest ("row 3", "box 4", "and"). A kind on the engine joins them to its
// own with gen.Merge.
func Translations() gen.Translations {
	return gen.Translations{"fr": fr, "de": de, "es": es, "it": it, "pt": pt, "nl": nl}
}
