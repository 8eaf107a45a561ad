package numbrix

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
// solution, and the grader, run with a trace, gives its deductions in
// its own order, so that the grade, score and technique are exactly those
// of Rate (and of the generator, for its puzzles).
func (k Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	b, vals, err := k.boardOf(p)
	if err != nil {
		return gen.Explanation{}, err
	}
	res, err := count(ctx, b, vals, 2)
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("numbrix: explain: %w", err)
	}
	steps, r, reached := explain(b, vals)
	e := gen.Explanation{Score: r.score, Steps: steps, Givens: gridOf(b, vals)}
	switch {
	case res.count == 0:
		e.Status = gen.StatusNoSolution
	case res.count > 1:
		e.Status = gen.StatusNotUnique
	case r.solved:
		e.Status, e.Grade, e.Technique = gen.StatusUnique, r.grade, r.hardest.String()
	default:
		e.Status, e.Technique = gen.StatusUnfinished, beyondTechnique
	}
	if res.count == 1 {
		e.Solution = gridOf(b, res.first)
	}
	if e.Status != gen.StatusUnique {
		e.Progress = gridOf(b, reached)
	}
	return e, nil
}

// explain runs the grader with every rule and a trace on the givens vals
// of b, and returns its steps, its rating and the cells it reached (the
// givens and every placement).
func explain(b *board, vals []int) ([]gen.Step, rating, []int) {
	st := newState(b)
	if !st.placeGivens(vals) { // givens that break the path
		return []gen.Step{}, rating{}, append([]int(nil), vals...)
	}
	g := grader{top: ruleLookahead, trace: newTrace(st)}
	g.run(st)
	return g.trace.steps, g.r, st.values()
}
