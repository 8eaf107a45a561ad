package calcudoku

import (
	"context"
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

var (
	_ gen.Rater    = Kind{}
	_ gen.Stepper  = Kind{}
	_ gen.Laddered = Kind{}
)

// Rate grades p by the ladder the generator uses. A puzzle that needs
// guessing (never generated) gets AnyGrade.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	if err := checkShape(p); err != nil {
		return err
	}
	r := rate(newBoard(p), gen.Expert)
	p.Grade, p.Score, p.Technique = r.Grade, r.Score, r.Technique
	if !r.Solved {
		p.Grade, p.Technique = gen.AnyGrade, regions.Beyond
	}
	return nil
}

// Steps explains p: the solver decides whether it has one solution, and
// the grader, run with a trace, gives its deductions in its own order, so
// that the grade, score and technique are those of Rate.
func (Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	if err := checkShape(p); err != nil {
		return gen.Explanation{}, err
	}
	b := newBoard(p)
	if err := checkGivens(b); err != nil {
		return gen.Explanation{}, err
	}
	n, first, err := regions.Count(ctx, b.geo, b.givens, 2, b)
	if err != nil {
		return gen.Explanation{}, fmt.Errorf("calcudoku: explain: %w", err)
	}
	return regions.Explanation(b.geo, ladderOf(b), b.givens, n, first), nil
}

// Ladder returns the grader's techniques in the order it tries them (the
// engine's, with the Calcudoku rungs among them), each with its example.
func (Kind) Ladder() []gen.Rung {
	infos := listed().Techniques()
	out := make([]gen.Rung, len(infos))
	for i, info := range infos {
		out[i] = gen.Rung{Technique: info.Name, Grade: info.Grade, Weight: info.Weight}
		if e, ok := examples[info.Name]; ok {
			p, err := Kind{}.Parse(strings.NewReader(e))
			if err == nil && len(p) == 1 {
				out[i].Example, out[i].Overlays = p[0].Givens, p[0].Overlays
				continue
			}
		}
		out[i].NoExample = noExample(info.Name)
	}
	return out
}

// noExample says why a technique has no example.
func noExample(name string) string {
	switch name {
	case "pointing", "claiming":
		return "a Latin square has no boxes: it never applies"
	}
	return "no explanation of 600 generated puzzles, 4x4 to 9x9, easy to expert, uses it"
}
