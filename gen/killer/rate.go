package killer

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

var (
	_ gen.Rater        = Kind{}
	_ gen.Stepper      = Kind{}
	_ gen.Laddered     = Kind{}
	_ gen.SecondFinder = Kind{}
)

// Rate grades p.Givens with its cages by the ladder the generator uses.
// A puzzle that needs guessing (never generated) gets AnyGrade.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	if err := checkShape(p); err != nil {
		return err
	}
	r := rate(newBoard(p))
	p.Grade, p.Score, p.Technique = r.grade, r.score, r.technique
	return nil
}

// Steps explains p.Givens with its cages: the solver decides whether
// they have one solution, and the grader, run with a trace, gives its
// deductions in its own order, so that the grade, score and technique
// are those of Rate.
func (Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	if err := checkShape(p); err != nil {
		return gen.Explanation{}, err
	}
	b := newBoard(p)
	if err := checkGivens(b); err != nil {
		return gen.Explanation{}, err
	}
	found, err := solve(ctx, b, 2, nil)
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("killer: explain: %w", err)
	}
	n := b.g.n
	steps, r, reached := regions.Explain(b.g.Geometry, ladderOf(b), b.givens)
	e := gen.Explanation{Score: r.Score, Steps: steps, Givens: gen.GridOf(n, b.givens)}
	switch {
	case len(found) == 0:
		e.Status = gen.StatusNoSolution
	case len(found) > 1:
		e.Status = gen.StatusNotUnique
	case r.Solved:
		e.Status, e.Grade, e.Technique = gen.StatusUnique, r.Grade, r.Technique
	default:
		e.Status, e.Technique = gen.StatusUnfinished, "guessing"
	}
	if len(found) == 1 {
		e.Solution = gen.GridOf(n, found[0])
	}
	if e.Status != gen.StatusUnique {
		e.Progress = gen.GridOf(n, reached)
	}
	return e, nil
}

// SolveTwo is Solve, which returns the second solution when it finds two.
func (Kind) SolveTwo(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	return Kind{}.Solve(ctx, p)
}

// Ladder returns the grader's techniques in the order it tries them (the
// engine's, with the killer rungs among them), each with its example.
func (Kind) Ladder() []gen.Rung {
	infos := listed().Techniques()
	out := make([]gen.Rung, len(infos))
	for i, info := range infos {
		out[i] = gen.Rung{Technique: info.Name, Grade: info.Grade, Weight: info.Weight}
		if e, ok := examples[info.Name]; ok {
			p, err := Kind{}.Parse(stringsReader(e))
			if err == nil && len(p) == 1 {
				out[i].Example, out[i].Overlays = p[0].Givens, p[0].Overlays
				continue
			}
		}
		out[i].NoExample = noExample(info.Name)
	}
	return out
}
