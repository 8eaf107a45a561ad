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
	b, vals, err := k.boardOf(p)
	if err != nil {
		return gen.Solution{}, err
	}
	res, err := count(ctx, b, vals, 2)
	if err != nil {
		return gen.Solution{}, err
	}
	sol := gen.Solution{Count: res.count}
	if res.count > 0 {
		sol.Grid = gridOf(b, res.first)
	}
	return sol, nil
}
