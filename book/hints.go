package book

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
)

// hints returns, for output.hints, each section's hints: for every puzzle
// of a kind that explains its steps (gen.Stepper), the step where its
// hardest technique is first needed, in the kind's words. Puzzles of
// other kinds get none; gs is in book order.
func hints(ctx context.Context, cfg *config.Config, gs []jobs.Generated) ([]layout.HintSection, error) {
	if !cfg.Output.Hints {
		return nil, nil
	}
	out := make([]layout.HintSection, len(cfg.Sections))
	for s, sec := range cfg.Sections {
		out[s].Title = cfg.Text().Punctuate(sec.Title)
	}
	for _, g := range gs {
		st, ok := g.Kind.(gen.Stepper)
		if !ok {
			continue
		}
		e, err := st.Steps(ctx, g.Puzzle)
		if err != nil {
			return nil, fmt.Errorf("book: hints: puzzle %d: %w", g.Number, err)
		}
		if step, ok := e.KeyStep(); ok {
			out[g.Section].Hints = append(out[g.Section].Hints, layout.Hint{
				Label: fmt.Sprintf(cfg.Text().Puzzle, g.Number), Text: step.Sentence()})
		}
	}
	return out, nil
}
