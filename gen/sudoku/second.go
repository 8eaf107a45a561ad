package sudoku

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.SecondFinder = Kind{}

// SolveTwo is Solve that also returns a second solution when p.Givens
// have two or more. It runs the cell-based solver, which keeps the second
// solution it meets, at every size.
func (Kind) SolveTwo(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	s, cells, err := givens(p)
	if err != nil {
		return gen.Solution{}, err
	}
	var second board
	sv := solver{t: s.tab, ctx: ctx, limit: 2, second: &second}
	if b, ok := sv.start(cells); ok {
		sv.search(&b)
	}
	if sv.err != nil {
		return gen.Solution{}, fmt.Errorf("sudoku: solve: %w", sv.err)
	}
	sol := gen.Solution{Count: sv.count}
	if sv.count > 0 {
		sol.Grid = grid(s.n, sv.first.digits(s.tab))
	}
	if sv.count > 1 {
		sol.Second = grid(s.n, second.digits(s.tab))
	}
	return sol, nil
}
