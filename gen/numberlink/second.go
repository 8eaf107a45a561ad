package numberlink

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.SecondFinder = Kind{}

// SolveTwo is Solve that also returns a second solution when p.Givens
// have two or more, one whose cells are on other paths than the first's
// (solutions that differ only in how a path winds through its own cells
// look alike on the page, so such a second is not given).
func (Kind) SolveTwo(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	b, err := newBoard(p.Givens)
	if err != nil {
		return gen.Solution{}, err
	}
	n, first, seen, err := solveSeen(ctx, b, newState(b), 2)
	if err != nil {
		return gen.Solution{}, err
	}
	sol := gen.Solution{Count: n}
	if n == 0 {
		return sol, nil
	}
	sol.Grid = b.solutionGrid(first)
	if n < 2 {
		return sol, nil
	}
	// The count that proved a second solution has usually met one.
	for _, s := range seen {
		if s == nil {
			continue
		}
		if g := b.solutionGrid(s); !gen.EqualGrids(g, sol.Grid) {
			sol.Second = g
			return sol, nil
		}
	}
	sol.Second, err = secondGrid(ctx, b, first, sol.Grid)
	return sol, err
}

// secondGrid returns the grid of a solution of b whose cells' paths are
// not all those of grid, the grid of solution first, or nil when there is
// none. The quick search keeps the second solution it meets; when that
// one does not do, every other solution leaves out some line of first
// (every cell has its number of lines), so a solution is looked for with
// each line of first ruled out in turn.
func secondGrid(ctx context.Context, b *board, first *state, grid [][]int) ([][]int, error) {
	sr := newSearch(ctx, b, 2, quickBudget)
	sr.run(newState(b))
	if sr.err == nil && sr.second != nil {
		for _, s := range []*state{sr.first, sr.second} {
			if g := b.solutionGrid(s); !gen.EqualGrids(g, grid) {
				return g, nil
			}
		}
	}
	p := newProp(b, true)
	for e, st := range first.edge {
		if st != on {
			continue
		}
		s := newState(b)
		p.setOff(s, e)
		p.reset()
		n, other, err := solve(ctx, b, s, 1)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			continue
		}
		if g := b.solutionGrid(other); !gen.EqualGrids(g, grid) {
			return g, nil
		}
	}
	return nil, nil
}
