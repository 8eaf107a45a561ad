package sudoku

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

var (
	_ gen.Stepper  = Kind{}
	_ gen.Laddered = Kind{}
)

// Steps explains p.Givens: the solver decides whether they have one
// solution, and the grader, run with a trace, gives its deductions in
// its own order, so that the grade, score and technique are exactly those
// of Rate (and of the generator, for its puzzles).
func (Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	s, cells, err := givens(p)
	if err != nil {
		return gen.Explanation{}, err
	}
	n, first, err := count(ctx, s, cells, 2)
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("sudoku: explain: %w", err)
	}
	return regions.Explanation(s.geo, nil, cells, n, first), nil
}
