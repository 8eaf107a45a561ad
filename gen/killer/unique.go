package killer

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxRecuts bounds the recuts of one layout before the generator starts
// again from a new grid.
const maxRecuts = 40

// searchBudget bounds the nodes of one proof of uniqueness while
// generating: a layout that takes more is dropped.
const searchBudget = 3000

// maxCuts bounds the cuts of one grid that leave a cell alone.
const maxCuts = 20

// randomGrid returns a random solved n x n grid, n*n digits: the
// solver's first solution of an empty board without cages, trying digits
// in random order.
func randomGrid(ctx context.Context, n int, rng *rand.Rand) ([]int, error) {
	g := geoms()[n]
	b := &board{g: g, givens: make([]int, n*n)}
	found, err := solve(ctx, b, 1, rng)
	if err != nil || len(found) == 0 {
		return nil, err
	}
	return found[0], nil
}

// uniqueLayout cuts sol into cages until they have one solution with
// givens: it recuts around a cell where two solutions differ, and gives
// up (nil) after maxRecuts.
func uniqueLayout(ctx context.Context, sol []int, n int, s shape, givens [][]int, rng *rand.Rand) (*gen.Puzzle, *layout, error) {
	var l *layout
	for range maxCuts {
		if cut, ok := cutCages(sol, n, s, rng); ok {
			l = cut
			break
		}
	}
	if l == nil {
		return nil, nil, nil
	}
	for range maxRecuts {
		other, err := another(ctx, l.board(sol, givens), sol, searchBudget)
		switch {
		case errors.Is(err, errBudget):
			return nil, nil, nil // too long a search for a puzzle a person solves
		case err != nil:
			return nil, nil, err
		}
		if other == nil {
			p := &gen.Puzzle{Kind: "killer", Rows: n, Cols: n, Givens: givens}
			p.Cages = l.cages(sol)
			return p, l, nil
		}
		var differ []int
		for i := range sol {
			if sol[i] != other[i] {
				differ = append(differ, i)
			}
		}
		i := differ[rng.IntN(len(differ))]
		l.recut(sol, l.owner[i], rng)
	}
	return nil, nil, nil
}
