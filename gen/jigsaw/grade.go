package jigsaw

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

// beyondTechnique names what a puzzle past the ladder needs.
const beyondTechnique = regions.Beyond

// Rate grades p.Givens by the ladder the generator uses. A puzzle that
// needs guessing (never generated) gets AnyGrade.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	geo, cells, err := givens(p)
	if err != nil {
		return err
	}
	r := regions.Rate(geo, ladderFor(geo), cells, gen.Expert)
	p.Grade, p.Score, p.Technique = r.Grade, r.Score, r.Technique
	if !r.Solved {
		p.Grade, p.Technique = gen.AnyGrade, beyondTechnique
	}
	return nil
}

// Steps explains p.Givens: the solver decides whether they have one
// solution, and the grader, run with a trace, gives its deductions in its
// own order, so that the grade, score and technique are those of Rate.
func (Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	geo, cells, err := givens(p)
	if err != nil {
		return gen.Explanation{}, err
	}
	n, first, err := regions.Count(ctx, geo, cells, 2, nil)
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("jigsaw: explain: %w", err)
	}
	return regions.Explanation(geo, ladderFor(geo), cells, n, first), nil
}
