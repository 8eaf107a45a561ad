package sudoku

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
)

// beyondTechnique names what a puzzle past the grader's techniques needs.
const beyondTechnique = "guessing"

// Rate grades p.Givens with the generator's grader. A puzzle that needs
// guessing (never generated) gets AnyGrade.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	s, cells, err := givens(p)
	if err != nil {
		return err
	}
	r := rate(s, cells)
	p.Grade, p.Score, p.Technique = r.Grade, r.Score, r.Technique
	if !r.Solved {
		p.Grade, p.Technique = gen.AnyGrade, beyondTechnique
	}
	return nil
}
