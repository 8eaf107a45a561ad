package killer

import (
	"context"
	"math/bits"
	"math/rand/v2"
)

// gridFill is the search randomGrid runs: a solver of a grid without
// cages, by naked and hidden singles and branching, that keeps per unit
// and digit how many open cells may take it, so that a single is found
// where a candidate goes rather than by sweeping the grid (the cage
// solver's search took 37 us a 9x9 grid, about 16 nodes). It visits the
// nodes the cage solver's search visits on a board without cages, in the
// same order: the same fixed point of singles (they reach it in any
// order), the same cell to branch on (the fewest candidates, the first
// in reading order) and the same digits in the same shuffled order, so
// that it draws the same grid from the same rng (TestGridFillAgrees).
type gridFill struct {
	g      *geom
	full   uint16
	rng    *rand.Rand
	nodes  int
	levels []gridState
	// queue holds the singles found and not yet placed: cell*16+digit.
	queue []int
}

// gridState is gridFill's pencil marks at one node.
type gridState struct {
	cand [maxCells]uint16 // per open cell, its candidates; per placed cell, 0
	val  [maxCells]uint8
	// count holds, per unit and digit-1, the open cells of the unit that
	// may take the digit, or placed once it is placed there.
	count [3 * maxCage][maxCage]uint8
	left  int
}

// placed marks a unit's digit as placed in gridState.count.
const placed = 0xff

// fill returns the first solution of givens (n*n digits, 0 for an empty
// cell) with digits tried in rng's order, nil when there is none.
func (f *gridFill) fill(ctx context.Context, givens []int) ([]int, error) {
	f.nodes = 0
	f.queue = f.queue[:0]
	if !f.start(f.level(0), givens) || !f.propagate(&f.levels[0]) {
		return nil, nil
	}
	return f.run(ctx, 0)
}

// start sets st to the givens placed, with the singles they leave
// queued, as placing them one by one would (a given costs a placement's
// work for every digit it rules out): false when they clash.
func (f *gridFill) start(st *gridState, givens []int) bool {
	g, n := f.g, f.g.n
	var done [3 * maxCage]uint16 // per unit, the digits given in it
	for i, v := range givens {
		if v == 0 {
			continue
		}
		for _, u := range g.CellUnits[i] {
			if done[u]&bit(v) != 0 {
				return false
			}
			done[u] |= bit(v)
		}
	}
	st.left = n * n
	for i, v := range givens {
		st.val[i], st.cand[i] = uint8(v), 0
		if v != 0 {
			st.left--
			continue
		}
		cu := &g.CellUnits[i]
		c := f.full &^ (done[cu[0]] | done[cu[1]] | done[cu[2]])
		switch {
		case c == 0:
			return false
		case c&(c-1) == 0:
			f.queue = append(f.queue, i<<4|digitOf(c))
		}
		st.cand[i] = c
	}
	var may [maxCage]cellSet // per digit-1, the open cells that may take it
	for i := range n * n {
		for m := st.cand[i]; m != 0; m &= m - 1 {
			may[digitOf(m)-1].add(i)
		}
	}
	for u, in := range g.unitCells {
		for d := 1; d <= n; d++ {
			if done[u]&bit(d) != 0 {
				st.count[u][d-1] = placed
				continue
			}
			cells := cellSet{may[d-1][0] & in[0], may[d-1][1] & in[1]}
			count := cells.len()
			switch count {
			case 0:
				return false
			case 1:
				f.queue = append(f.queue, cells.first()<<4|d)
			}
			st.count[u][d-1] = uint8(count)
		}
	}
	return true
}

// level returns the state kept for depth, made on first use.
func (f *gridFill) level(depth int) *gridState {
	for len(f.levels) <= depth {
		f.levels = append(f.levels, gridState{})
	}
	return &f.levels[depth]
}

// run searches from the state at depth for the first solution.
func (f *gridFill) run(ctx context.Context, depth int) ([]int, error) {
	if f.nodes++; f.nodes%checkEvery == 0 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	n := f.g.n
	st := &f.levels[depth]
	if st.left == 0 {
		sol := make([]int, n*n)
		for i := range sol {
			sol[i] = int(st.val[i])
		}
		return sol, nil
	}
	cell, fewest := -1, 99
	for i := range n * n { // an open cell holds two candidates or more: none fewer
		if c := st.cand[i]; c != 0 {
			if k := bits.OnesCount16(c); k < fewest {
				if cell, fewest = i, k; k == 2 {
					break
				}
			}
		}
	}
	var buf [maxCage]int
	order := buf[:0]
	for m := st.cand[cell]; m != 0; m &= m - 1 {
		order = append(order, digitOf(m))
	}
	f.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	f.level(depth + 1)
	for _, d := range order {
		next := &f.levels[depth+1]
		*next = f.levels[depth]
		f.queue = f.queue[:0]
		if f.place(next, cell, d) && f.propagate(next) {
			sol, err := f.run(ctx, depth+1)
			if sol != nil || err != nil {
				return sol, err
			}
		}
	}
	return nil, nil
}

// propagate places the singles queued and those they lead to; false on
// a contradiction.
func (f *gridFill) propagate(st *gridState) bool {
	for len(f.queue) > 0 {
		x := f.queue[len(f.queue)-1]
		f.queue = f.queue[:len(f.queue)-1]
		i, d := x>>4, x&15
		if st.val[i] == 0 && st.cand[i]&bit(d) != 0 && !f.place(st, i, d) {
			return false
		}
	}
	return true
}

// place puts d at open cell i, one of its candidates, and rules it out
// of its peers, queueing the singles that leaves; false on a
// contradiction.
func (f *gridFill) place(st *gridState, i, d int) bool {
	g := f.g
	units := &g.CellUnits[i]
	m := bit(d)
	others := st.cand[i] &^ m
	st.val[i], st.cand[i] = uint8(d), 0
	st.left--
	for _, u := range units {
		st.count[u][d-1] = placed
	}
	for e := others; e != 0; e &= e - 1 { // i is no longer open
		for _, u := range units {
			if !f.drop(st, u, digitOf(e)) {
				return false
			}
		}
	}
	for _, j := range g.Peers[i] {
		c := st.cand[j]
		if c&m == 0 {
			continue
		}
		c &^= m
		st.cand[j] = c
		switch {
		case c == 0:
			return false
		case c&(c-1) == 0:
			f.queue = append(f.queue, j<<4|digitOf(c))
		}
		for _, u := range g.CellUnits[j] {
			if !f.drop(st, u, d) {
				return false
			}
		}
	}
	return true
}

// drop counts one open cell fewer of unit u that may take d, one that
// has lost it, queueing the cell left when one is; false when none is
// and d is not placed in u.
func (f *gridFill) drop(st *gridState, u, d int) bool {
	c := &st.count[u][d-1]
	switch *c {
	case placed:
		return true
	case 1:
		return false
	case 2:
		for _, j := range f.g.Units[u] {
			if st.cand[j]&bit(d) != 0 {
				f.queue = append(f.queue, j<<4|d)
				break
			}
		}
	}
	*c--
	return true
}
