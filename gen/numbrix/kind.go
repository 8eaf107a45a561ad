package numbrix

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Kind is a path puzzle kind: Numbrix with orthogonal steps, or Hidato
// with Diagonal (king) steps as well. It keeps no state, so one Kind may
// serve several goroutines.
type Kind struct {
	Diagonal bool // steps may be diagonal: Hidato
}

// The two kinds of the package.
var (
	Numbrix = Kind{}               // consecutive numbers are orthogonal neighbours
	Hidato  = Kind{Diagonal: true} // consecutive numbers touch, diagonals too
)

var _ gen.Kind = Kind{}

// Name returns "numbrix", or "hidato" when steps are diagonal.
func (k Kind) Name() string {
	if k.Diagonal {
		return "hidato"
	}
	return "numbrix"
}

// Solve counts the solutions of p.Givens up to two and returns the first.
// Givens that break the rules (a repeated number, one out of range, rows
// of different lengths) give an error wrapping gen.ErrMalformed.
func (k Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	sol, err := k.SolveTwo(ctx, p) // the same count; Solve reports no second grid
	sol.Second = nil
	return sol, err
}
