package killer

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
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
// and then the first solution of a search by singles, trying digits in
// random order (the diagonal spares it most of its work on an empty
// board; see gridFill). Where the diagonal leaves no solution (some do
// on a 4x4 or a 6x6), it draws the diagonal again.
func randomGrid(ctx context.Context, n int, rng *rand.Rand) ([]int, error) {
	g := geoms.of(n)
	f := gridFills.Get().(*gridFill)
	defer gridFills.Put(f)
	f.g, f.full, f.rng = g, 1<<n-1, rng
	defer func() { f.rng = nil }()
	var givens [maxCells]int
	for {
		for k := range min(n/g.boxRows, n/g.boxCols) {
			for j, d := range rng.Perm(n) {
				r, c := k*g.boxRows+j/g.boxCols, k*g.boxCols+j%g.boxCols
				givens[r*n+c] = d + 1
			}
		}
		sol, err := f.fill(ctx, givens[:n*n])
		if sol != nil || err != nil {
			return sol, err
		}
	}
}

// gridFills keeps randomGrid's searches with their states.
var gridFills = sync.Pool{New: func() any { return new(gridFill) }}

// uniqueLayout cuts sol into cages until they have one solution with
// givens: it recuts around a cell where sol and another solution differ,
// and gives up (nil) after maxRecuts. The other solutions found are
// kept: while the cages still allow one of them, it recuts again without
// a search (a recut often brings back one an earlier recut ruled out:
// 50 9x9 easies took 1,179 searches without this, 251 with it), with
// sol's swaps (known) from the start. Each proof's board is built in b's
// storage.
func uniqueLayout(ctx context.Context, b *board, sol []int, n int, s shape, givens [][]int, known []other, rng *rand.Rand) (*layout, error) {
	l, cut := &b.cut, false // the last layout's storage
	for range maxCuts {
		if cut = l.cut(sol, n, s, rng); cut {
			break
		}
	}
	if !cut {
		return nil, nil
	}
	// the swaps of sol (known: see swaps) and the other solutions
	// searches found
	others := checked{list: withoutGivens(known, givens)}
	for range maxRecuts {
		if o := others.allowed(l, sol); o != nil {
			others.recut(l, sol, o, rng) // no search: it is known
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
		others.list = append(others.list, otherOf(sol, grid))
		others.recut(l, sol, &others.list[len(others.list)-1], rng)
	}
	return nil, nil
}

// checked are the other solutions one layout is checked against, with
// what the last check of each found: a recut changes only the cages of
// the cells it cuts again, so only the others that differ there are
// checked again (a layout's recuts checked every other each time: a
// tenth of a 9x9 easy's time).
type checked struct {
	list []other
	// seen holds, per other of list, 0 when it is to be checked, 1 when
	// l allows it, 2 when not.
	seen []int8
}

// allowed returns the first of c.list that l's cages, their sums from
// sol, also allow; nil when none.
func (c *checked) allowed(l *layout, sol []int) *other {
	for len(c.seen) < len(c.list) {
		c.seen = append(c.seen, 0)
	}
	for k := range c.list {
		if c.seen[k] == 0 {
			c.seen[k] = 2
			if l.allows(sol, &c.list[k]) {
				c.seen[k] = 1
			}
		}
		if c.seen[k] == 1 {
			return &c.list[k]
		}
	}
	return nil
}

// recut recuts l's cage of a random cell where sol and o differ, and
// marks the others that differ in its cells to be checked again.
func (c *checked) recut(l *layout, sol []int, o *other, rng *rand.Rand) {
	i := o.differ[rng.IntN(len(o.differ))]
	cut, ok := l.recut(sol, l.owner[i], rng)
	if !ok {
		return
	}
	for k := range c.seen {
		if c.list[k].cells.meets(cut) {
			c.seen[k] = 0
		}
	}
}

// allows reports whether o makes every cage's sum from sol with
// different digits: it looks at the cages of the cells where they
// differ, the others being sol's own.
func (l *layout) allows(sol []int, o *other) bool {
	var done [2 * maxCage]int // the cages checked, each once
	checked := done[:0]
	for _, i := range o.differ {
		k := l.owner[i]
		if slices.Contains(checked, k) {
			continue
		}
		if len(checked) < len(done) {
			checked = append(checked, k)
		}
		sum, seen := 0, uint16(0)
		for _, j := range l.cells[k] {
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
