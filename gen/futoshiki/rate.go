package futoshiki

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

// rate grades pz by the ladder the generator uses, cut at limit.
func rate(pz puzzle, limit gen.Grade) regions.Rating {
	return regions.Rate(pz.geo, ladderOf(&rules{n: pz.geo.N, signs: pz.signs}), pz.cells, limit)
}

// Rate grades p.Givens with its signs by the ladder the generator uses.
// A puzzle that needs guessing (never generated) gets AnyGrade.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	pz, err := read(p)
	if err != nil {
		return err
	}
	r := rate(pz, gen.Expert)
	p.Grade, p.Score, p.Technique = r.Grade, r.Score, r.Technique
	if !r.Solved {
		p.Grade, p.Technique = gen.AnyGrade, regions.Beyond
	}
	return nil
}

// Steps explains p.Givens with its signs: the solver decides whether
// they have one solution, and the grader, run with a trace, gives its
// deductions in its own order, so that the grade, score and technique
// are those of Rate.
func (Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	pz, err := read(p)
	if err != nil {
		return gen.Explanation{}, err
	}
	n, first, err := regions.Count(ctx, pz.geo, pz.cells, 2, constraint(pz.signs))
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("futoshiki: explain: %w", err)
	}
	lad := ladderOf(&rules{n: pz.geo.N, signs: pz.signs})
	return regions.Explanation(pz.geo, lad, pz.cells, n, first), nil
}
