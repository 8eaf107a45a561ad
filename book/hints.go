package book

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// hints returns each section's hints, for the sections with hints on
// (config.SectionHints): for every puzzle of a kind that explains its
// steps (gen.Stepper), the step worth a hint to a reader of its grade
// (gen.Explanation.HintStep), in the kind's words with its cells named
// as a reader knows them ("row 3, column 2"). Puzzles of other kinds get
// none; gs is in book order.
func hints(ctx context.Context, cfg *config.Config, gs []jobs.Generated) ([]layout.HintSection, error) {
	if !cfg.AnyHints() {
		return nil, nil
	}
	out := make([]layout.HintSection, len(cfg.Sections))
	for s, sec := range cfg.Sections {
		out[s].Title = cfg.Text().Punctuate(sec.Title)
	}
	for _, g := range gs {
		st, ok := g.Kind.(gen.Stepper)
		if !ok || !cfg.SectionHints(g.Section) {
			continue
		}
		var ladder []gen.Rung
		if l, ok := g.Kind.(gen.Laddered); ok {
			ladder = l.Ladder()
		}
		e, err := st.Steps(ctx, g.Puzzle)
		if err != nil {
			return nil, fmt.Errorf("book: hints: puzzle %d: %w", g.Number, err)
		}
		if step, ok := e.HintStep(ladder); ok {
			language := stepsLanguage(g.Kind, cfg.Language)
			text := step.SentenceIn(language, gen.TranslationsOf(g.Kind))
			out[g.Section].Hints = append(out[g.Section].Hints, layout.Hint{
				Label: cfg.Label(g.Section, g.Number), Text: cfg.Text().Punctuate(gen.CellWords(text, lang.CellName(language)))})
		}
	}
	return out, nil
}

// stepsLanguage is the language k's hints are said in for a book in
// language: that language when k translates its steps into it, else
// English, so that a hint is not said half in one language and half in
// another (its cells are named in the same language as its sentence).
func stepsLanguage(k gen.Kind, language string) string {
	if gen.TranslationsOf(k)[language] == nil {
		return "en"
	}
	return language
}
