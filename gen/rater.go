package gen

import "context"

// Rater is met by kinds that grade puzzles they did not make, for
// editors who want to know how hard a puzzle from elsewhere is.
type Rater interface {
	// Rate grades p.Givens the way the kind's generator grades its own
	// puzzles and sets p.Grade, p.Score and p.Technique. It assumes a
	// unique puzzle (Solve decides that). A puzzle the grader's
	// techniques cannot finish gets AnyGrade, with p.Technique naming
	// what it would need.
	Rate(ctx context.Context, p *Puzzle) error
}
