package skyscrapers

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

var (
	_ gen.Rater    = Kind{}
	_ gen.Stepper  = Kind{}
	_ gen.Laddered = Kind{}
)

// Rate grades p's givens and clues by the ladder the generator uses. A
// puzzle that needs guessing (never generated) gets AnyGrade.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	b, err := boardOf(p)
	if err != nil {
		return err
	}
	r := regions.Rate(b.geo, ladderOf(b.clues), b.givens, gen.Expert)
	p.Grade, p.Score, p.Technique = r.Grade, r.Score, r.Technique
	if !r.Solved {
		p.Grade, p.Technique = gen.AnyGrade, regions.Beyond
	}
	return nil
}

// Steps explains p: the solver decides whether it has one solution, and
// the grader, run with a trace, gives its deductions in its own order,
// so that the grade, score and technique are those of Rate.
func (Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	b, err := boardOf(p)
	if err != nil {
		return gen.Explanation{}, err
	}
	n, first, err := regions.Count(ctx, b.geo, b.givens, 2, constraint{b.clues})
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("skyscrapers: explain: %w", err)
	}
	return regions.Explanation(b.geo, ladderOf(b.clues), b.givens, n, first), nil
}

// Ladder returns the grader's techniques in the order it tries them (the
// engine's, with the skyscrapers rungs among them), each with its
// example.
func (Kind) Ladder() []gen.Rung {
	infos := ladderOf(&clues{}).Techniques()
	out := make([]gen.Rung, len(infos))
	for i, info := range infos {
		out[i] = gen.Rung{Technique: info.Name, Grade: info.Grade, Weight: info.Weight}
		if e, ok := examples[info.Name]; ok {
			if ps, err := (Kind{}).Parse(stringReader(e)); err == nil && len(ps) == 1 {
				out[i].Example, out[i].Overlays = ps[0].Givens, ps[0].Overlays
				continue
			}
		}
		out[i].NoExample = noExample(info.Name)
	}
	return out
}
