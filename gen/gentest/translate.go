package gentest

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// checkTranslations checks a gen.Translator's texts for p in every one of
// gen.Languages: its title, how to play at p's params, the player's rules
// and help, the names of its ladder's techniques and the sentences of its
// steps are all translated, each with the verbs of its English format
// (gen.CheckTranslation). Every step it explains is kept as Words, whose
// English is the step's Text. A kind that is not a Translator is not
// checked: its texts are English in every language.
func checkTranslations(t *testing.T, k gen.Kind, p *gen.Puzzle) {
	t.Helper()
	tr, ok := k.(gen.Translator)
	if !ok {
		return
	}
	formats := []string{k.Describe().Title}
	if ex, ok := k.(gen.Explainer); ok {
		formats = append(formats, ex.HowToPlay(gen.Params{Rows: p.Rows, Cols: p.Cols, Grade: p.Grade}).Formats()...)
	}
	if play := k.Describe().Play; play != nil {
		text := play(p)
		formats = append(formats, text.Rules.Formats()...)
		formats = append(formats, text.HowTo.Formats()...)
	}
	if l, ok := k.(gen.Laddered); ok {
		for _, r := range l.Ladder() {
			formats = append(formats, r.Technique)
		}
	}
	if st, ok := k.(gen.Stepper); ok {
		e, err := st.Steps(context.Background(), p)
		if err != nil {
			t.Fatalf("Steps: %v", err)
		}
		for i, s := range e.Steps {
			if s.Said.Format == "" {
				t.Errorf("step %d (%s): no Said; a Translator keeps every step as Words", i, s.Technique)
				continue
			}
			if got := s.Said.String(); got != s.Text {
				t.Errorf("step %d: Said says %q in English, Text is %q", i, got, s.Text)
			}
			formats = append(formats, s.Said.Formats()...)
		}
	}
	table := tr.Translations()
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
