package regions

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestTranslationsOfTechniques checks that every built-in technique's
// name, and every format the steps of techniqueCases say (with the words
// they nest), is translated in every language with the verbs of its
// English format, and that each step's Said says its Text in English.
func TestTranslationsOfTechniques(t *testing.T) {
	var formats []string
	for tech := range NumTechniques {
		formats = append(formats, tech.Info().Name)
	}
	for _, tc := range techniqueCases {
		var g Grader
		g.Init(boxes(tc.n), nil, make([]int, tc.n*tc.n), gen.Expert)
		for _, e := range tc.edits {
			applyEdit(t, &g, e)
		}
		g.trace = newTrace(&g)
		g.step()
		for _, st := range g.trace.steps {
			if got := st.Said.String(); got != st.Text {
				t.Errorf("%s: Said says %q, Text is %q", tc.name, got, st.Text)
			}
			formats = append(formats, st.Said.Formats()...)
		}
	}
	table := Translations()
	for _, lang := range gen.Languages {
		for _, en := range formats {
			said, ok := table[lang][en]
			if !ok {
				t.Errorf("%s: no translation of %q", lang, en)
				continue
			}
			if err := gen.CheckTranslation(en, said); err != nil {
				t.Errorf("%s: %v", lang, err)
			}
		}
	}
}
