package numbrix

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.SecondFinder = Kind{}

// SolveTwo is Solve that also returns a second solution when p.Givens
// have two or more: the solver keeps the second completion it counts.
func (k Kind) SolveTwo(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
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
	if res.count > 1 {
		sol.Second = gridOf(b, res.second)
	}
	return sol, nil
}
