package numbrix

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
)

// beyondTechnique names what a puzzle past the grader's rules needs.
const beyondTechnique = "search"

// Rate grades p.Givens with the generator's grader and every rule. A
// puzzle the rules do not finish gets AnyGrade.
func (k Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	b, vals, err := k.boardOf(p)
	if err != nil {
		return err
	}
	r := rate(b, vals, ruleLookahead)
	p.Grade, p.Score, p.Technique = r.grade, r.score, r.hardest.String()
	if !r.solved {
		p.Grade, p.Technique = gen.AnyGrade, beyondTechnique
	}
	return nil
}
