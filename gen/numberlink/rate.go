package numberlink

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Rate grades p.Givens as the generator grades its puzzles (see rate).
// A puzzle the one-line trials do not finish is expert, as generated
// ones are, and its score counts the nodes of the propagating search too,
// at most searchBudget of them.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	b, err := newBoard(p.Givens)
	if err != nil {
		return err
	}
	rt, ok := rate(b, gen.Expert)
	if !ok {
		return fmt.Errorf("numberlink: rate: %w", gen.ErrNoSolution)
	}
	if rt.grade == gen.Expert {
		sr := newSearch(ctx, b, 2, searchBudget)
		sr.run(newState(b))
		rt.score += searchWeight * sr.nodes
	}
	p.Grade, p.Score, p.Technique = rt.grade, rt.score, rt.technique
	return nil
}
