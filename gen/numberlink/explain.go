package numberlink

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

var (
	_ gen.Stepper  = Kind{}
	_ gen.Laddered = Kind{}
)

// Steps explains p.Givens: the solver decides whether they have one
// solution, and the grader, run with a trace, gives its deductions in its
// own order, so that the grade, score and technique are those of Rate
// (and of the generator, for its puzzles). A unique puzzle the ladder
// does not finish is unfinished, its technique techBeyond.
func (Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	b, err := newBoard(p.Givens)
	if err != nil {
		return gen.Explanation{}, err
	}
	tr := newTrace(b)
	rt, ok, err := rateTraced(ctx, b, gen.Expert, tr)
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("numberlink: explain: %w", err)
	}
	if ok {
		tr.finish(rt)
	}
	// A grid the grader's deductions, all of which every solution obeys,
	// fill in is the one solution, so the solver only runs for the rest.
	n, first := 1, rt.solved
	if !ok || rt.solved == nil {
		n, first, err = solve(ctx, b, newState(b), 2)
		if err != nil {
			return gen.Explanation{}, fmt.Errorf("numberlink: explain: %w", err)
		}
	}
	e := gen.Explanation{Steps: tr.steps, Givens: gen.CloneGrid(p.Givens)}
	switch {
	case n == 0 || !ok:
		e.Status = gen.StatusNoSolution
	case n > 1:
		e.Status = gen.StatusNotUnique
	case rt.solved != nil:
		e.Status, e.Grade, e.Technique = gen.StatusUnique, rt.grade, rt.technique
	default:
		e.Status, e.Technique = gen.StatusUnfinished, techBeyond
	}
	if n == 1 {
		e.Solution = b.solutionGrid(first)
	}
	if e.Status != gen.StatusUnique {
		e.Progress = tr.reached(p.Givens)
	}
	for _, s := range e.Steps {
		e.Score += s.Weight
	}
	return e, nil
}
