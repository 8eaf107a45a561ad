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
	steps, r, reached := explain(s, cells)
	e := gen.Explanation{Score: r.Score, Steps: steps, Givens: grid(s.n, cells)}
	switch {
	case n == 0:
		e.Status = gen.StatusNoSolution
	case n > 1:
		e.Status = gen.StatusNotUnique
	case r.Solved:
		e.Status, e.Grade, e.Technique = gen.StatusUnique, r.Grade, r.Technique
	default:
		e.Status, e.Technique = gen.StatusUnfinished, beyondTechnique
	}
	if n == 1 {
		e.Solution = grid(s.n, first)
	}
	if e.Status != gen.StatusUnique {
		e.Progress = grid(s.n, reached)
	}
	return e, nil
}

// explain runs the full ladder on cells with a trace: see
// regions.Explain.
func explain(s *shape, cells []int) ([]gen.Step, rating, []int) {
	return regions.Explain(s.geo, nil, cells)
}
