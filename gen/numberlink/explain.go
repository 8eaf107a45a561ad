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

// ladder is the grader's techniques in the order it tries them, with the
// weights scoreOf gives them. A forced move weighs one per edge it
// decides, and a round of them roundWeight more; a deep search weighs
// searchWeight per node of the search.
var ladder = []gen.Rung{
	{Technique: techForced, Grade: gen.Easy, Weight: 1},
	{Technique: techRegion, Grade: gen.Medium, Weight: regionWeight},
	{Technique: techTrial, Grade: gen.Hard, Weight: trialWeight},
	{Technique: techSearch, Grade: gen.Expert, Weight: searchWeight},
}

// Ladder returns the grader's techniques in the order it tries them.
func (Kind) Ladder() []gen.Rung {
	return append([]gen.Rung(nil), ladder...)
}

// Steps explains p.Givens: the solver decides whether they have one
// solution, and the grader, run with a trace, gives its deductions in its
// own order, so that the grade, score and technique are those of Rate
// (and of the generator, for its puzzles). A puzzle the trials do not
// finish ends with one deep-search step, as Rate grades it: the search
// that proves it unique fills the rest.
func (Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	b, err := newBoard(p.Givens)
	if err != nil {
		return gen.Explanation{}, err
	}
	n, first, err := solve(ctx, b, newState(b), 2)
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("numberlink: explain: %w", err)
	}
	tr := newTrace(b)
	rt, ok := rateTraced(b, gen.Expert, tr)
	if ok {
		tr.finish(rt)
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
		e.Status, e.Technique = gen.StatusUnfinished, techSearch
		if step, found := searchStep(ctx, b, tr, b.solutionGrid(first)); found {
			e.Steps = append(e.Steps, step)
			e.Status, e.Grade = gen.StatusUnique, gen.Expert
		}
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

// searchStep is the deep search Rate counts for a puzzle the trials do
// not finish: it fills every cell the steps left, from the solution, and
// weighs searchWeight per node of the search that proves the puzzle
// unique. It reports false when that search runs out of its budget.
func searchStep(ctx context.Context, b *board, tr *trace, solution [][]int) (gen.Step, bool) {
	sr := newSearch(ctx, b, 2, searchBudget)
	sr.run(newState(b))
	if sr.err != nil || sr.count != 1 {
		return gen.Step{}, false
	}
	step := gen.Step{Technique: techSearch, Weight: searchWeight * sr.nodes}
	for x, need := range b.need {
		if m := tr.mask[x]; need == 2 && m&(m-1) != 0 {
			r, c := x/b.cols, x%b.cols
			step.Place = append(step.Place, [3]int{r, c, solution[r][c]})
		}
	}
	step.Text = fmt.Sprintf("No single line settles the rest: trying several at once (%d positions) shows the only way to fill the %d cells left.", sr.nodes, len(step.Place))
	return step, true
}
