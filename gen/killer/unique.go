package killer

import (
	"context"
	"errors"
	"math/rand/v2"
)

// maxRecuts bounds the recuts of one layout before the generator starts
// again from a new grid.
const maxRecuts = 40

// searchBudget bounds the nodes of one proof of uniqueness while
// generating: a layout that takes more is dropped.
const searchBudget = 3000

// maxCuts bounds the cuts of one grid that leave a cell alone.
const maxCuts = 20

// randomGrid returns a random solved n x n grid, n*n digits: random
// digits in the boxes down the diagonal, which share no row or column,
// and then the solver's first solution, trying digits in random order
// (the diagonal spares it most of its work on an empty board). Where
// the diagonal leaves no solution (some do on a 4x4 or a 6x6), it draws
// the diagonal again.
func randomGrid(ctx context.Context, n int, rng *rand.Rand) ([]int, error) {
	g := geoms()[n]
	b := &board{g: g, givens: make([]int, n*n)}
	for {
		for k := range min(n/g.boxRows, n/g.boxCols) {
			for j, d := range rng.Perm(n) {
				r, c := k*g.boxRows+j/g.boxCols, k*g.boxCols+j%g.boxCols
				b.givens[r*n+c] = d + 1
			}
		}
		found, err := solve(ctx, b, 1, rng)
		if err != nil {
			return nil, err
		}
		if len(found) == 1 {
			return found[0], nil
		}
	}
}

// uniqueLayout cuts sol into cages until they have one solution with
// givens: it recuts around a cell where sol and another solution differ,
// and gives up (nil) after maxRecuts. The other solutions found are
// kept: while the cages still allow one of them, it recuts again without
// a search (a recut often brings back one an earlier recut ruled out:
// 50 9x9 easies took 1,179 searches without this, 251 with it), with
// sol's swaps (known) from the start. Each proof's board is built in b's
// storage.
func uniqueLayout(ctx context.Context, b *board, sol []int, n int, s shape, givens [][]int, known []other, rng *rand.Rand) (*layout, error) {
	var l *layout
	for range maxCuts {
		if cut, ok := cutCages(sol, n, s, rng); ok {
			l = cut
			break
		}
	}
	if l == nil {
		return nil, nil
	}
	// the swaps of sol (known: see swaps) and the other solutions
	// searches found
	others := withoutGivens(known, givens)
	for range maxRecuts {
		if o := l.allowsAny(sol, others); o != nil {
			l.recutWhereDiffer(sol, o, rng) // no search: it is known
			continue
		}
		grid, nodes, err := another(ctx, l.board(b, sol, givens), sol, searchBudget)
		switch {
		case errors.Is(err, errBudget):
			return nil, nil // too long a search for a puzzle a person solves
		case err != nil:
			return nil, err
		}
		if grid == nil && s.settled && nodes > 1 {
			return nil, nil // not of the grade: see shape.settled
		}
		if grid == nil {
			return l, nil
		}
		o := otherOf(sol, grid)
		others = append(others, o)
		l.recutWhereDiffer(sol, &o, rng)
	}
	return nil, nil
}

// recutWhereDiffer recuts the cage of a random cell where sol and o
// differ.
func (l *layout) recutWhereDiffer(sol []int, o *other, rng *rand.Rand) {
	i := o.differ[rng.IntN(len(o.differ))]
	l.recut(sol, l.owner[i], rng)
}

// allowsAny returns the first of others that l's cages, their sums from
// sol, also allow; nil when none.
func (l *layout) allowsAny(sol []int, others []other) *other {
	for k := range others {
		if l.allows(sol, &others[k]) {
			return &others[k]
		}
	}
	return nil
}

// allows reports whether o makes every cage's sum from sol with
// different digits: it looks at the cages of the cells where they
// differ, the others being sol's own.
func (l *layout) allows(sol []int, o *other) bool {
	for _, i := range o.differ {
		sum, seen := 0, uint16(0)
		for _, j := range l.cells[l.owner[i]] {
			d := o.at(j, sol[j])
			sum += sol[j] - d
			if seen&bit(d) != 0 {
				return false
			}
			seen |= bit(d)
		}
		if sum != 0 {
			return false
		}
	}
	return true
}
