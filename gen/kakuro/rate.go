package kakuro

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
)

var (
	_ gen.Rater    = Kind{}
	_ gen.Stepper  = Kind{}
	_ gen.Laddered = Kind{}
)

// rating is what the grader found for one puzzle.
type rating struct {
	solved    bool
	grade     gen.Grade
	score     int
	technique string
}

// rateBoard grades b from its givens with the techniques up to limit: a
// puzzle they do not finish is "guessing", without a grade.
func rateBoard(ctx context.Context, b *board, limit gen.Grade) (rating, error) {
	g := newGrader(b, false)
	full, err := g.run(ctx, limit)
	if err != nil {
		return rating{}, err
	}
	return g.rating(full), nil
}

// rating is the grade, score and hardest technique of g's path.
func (g *grader) rating(full bool) rating {
	if !full {
		return rating{technique: "guessing", score: g.score}
	}
	r := rating{solved: true, grade: gen.Easy, score: g.score}
	if g.worst >= 0 {
		r.grade, r.technique = ladder[g.worst].Grade, ladder[g.worst].Technique
	}
	return r
}

// grade rates pz, a unique puzzle the generator made, with the ladder up
// to want (all of it for any grade).
func grade(ctx context.Context, pz *gen.Puzzle, want gen.Grade) error {
	b, err := newBoard(pz)
	if err != nil {
		return err
	}
	if want == gen.AnyGrade {
		want = gen.Expert
	}
	r, err := rateBoard(ctx, b, want)
	if err != nil {
		return err
	}
	pz.Grade, pz.Score, pz.Technique = r.grade, r.score, r.technique
	return nil
}

// Rate grades p's givens as the generator grades its puzzles.
func (Kind) Rate(ctx context.Context, p *gen.Puzzle) error {
	b, err := readGivens(p)
	if err != nil {
		return err
	}
	r, err := rateBoard(ctx, b, gen.Expert)
	if err != nil {
		return err
	}
	p.Grade, p.Score, p.Technique = r.grade, r.score, r.technique
	return nil
}

// Steps explains p's givens: the grader's steps, from the simplest
// technique that applies each time.
func (k Kind) Steps(ctx context.Context, p *gen.Puzzle) (gen.Explanation, error) {
	b, err := readGivens(p)
	if err != nil {
		return gen.Explanation{}, err
	}
	s, err := k.Solve(ctx, p)
	if err != nil {
		return gen.Explanation{}, err
	}
	e := gen.Explanation{Givens: gen.CloneGrid(p.Givens), Steps: []gen.Step{}}
	if s.Count == 0 {
		e.Status, e.Technique = gen.StatusNoSolution, "guessing"
		e.Progress = gen.CloneGrid(p.Givens)
		return e, nil
	}
	g := newGrader(b, true)
	full, err := g.run(ctx, gen.Expert)
	if err != nil {
		return gen.Explanation{}, err
	}
	r := g.rating(full)
	e.Steps, e.Score, e.Technique = g.steps, r.score, r.technique
	switch {
	case s.Count > 1:
		e.Status = gen.StatusNotUnique
	case full:
		e.Status, e.Grade, e.Solution = gen.StatusUnique, r.grade, s.Grid
	default:
		e.Status, e.Solution = gen.StatusUnfinished, s.Grid
	}
	if e.Status != gen.StatusUnique {
		e.Progress = b.grid(g.val)
		e.Grade = gen.AnyGrade
	}
	if e.Steps == nil {
		e.Steps = []gen.Step{}
	}
	return e, nil
}
