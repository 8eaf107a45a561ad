package numberlink

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Rate grades p.Givens as the generator grades its puzzles (see rate).
// A puzzle the ladder does not finish (never generated) gets AnyGrade and
// techBeyond.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	b, err := newBoard(p.Givens)
	if err != nil {
		return err
	}
	rt, ok, err := rateTraced(ctx, b, gen.Expert, nil)
	if err != nil {
		return fmt.Errorf("numberlink: rate: %w", err)
	}
	if !ok {
		return fmt.Errorf("numberlink: rate: %w", gen.ErrNoSolution)
	}
	p.Grade, p.Score, p.Technique = rt.grade, rt.score, rt.technique
	return nil
}
