package numberlink

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
)

// satCount counts the solutions of s0 (a propagated state) up to limit
// with the SAT solver and returns the first. The clauses: one variable an
// edge and one a (cell, path) pair the state still allows; each cell has
// its degree; an edge in joins cells of one path; each cell is on some
// path; no 2x2 loop. Longer loops are cut when a model has one, and each
// solution found is blocked to look for the next. Counting to two, it
// counts the dominant solutions (dominance.go), many times faster.
func satCount(ctx context.Context, b *board, s0 *state, limit int) (int, *state, error) {
	e, err := encode(ctx, b, s0)
	if err != nil {
		return 0, nil, err
	}
	if limit == 2 {
		e.dominate()
	}
	return e.count(ctx, limit)
}

// count runs the solver until it has found limit solutions or shown there
// are no more, cutting the loops of the models it finds on the way. When
// the solver pauses at its conflict limit, count returns errPaused with
// what it has found so far, and a later call goes on from there. With
// dominance clauses (dominate), a count of one is checked for a second
// solution that a swap inside one window gives.
func (e *encoding) count(ctx context.Context, limit int) (int, *state, error) {
	b := e.b
	for e.found < limit {
		ok, err := e.s.solve(ctx)
		if errors.Is(err, errPaused) {
			return e.found, e.first, err
		}
		if err != nil {
			return 0, nil, fmt.Errorf("numberlink: %w", err)
		}
		if !ok {
			break
		}
		on := make([]bool, len(b.edgeA))
		for i := range on {
			on[i] = e.s.isTrue(i)
		}
		if loop := findLoop(b, on); loop != nil {
			e.cuts++
			cut := make([]int32, len(loop))
			for i, edge := range loop {
				cut[i] = 2*int32(edge) + 1
			}
			e.s.addClause(cut)
			continue
		}
		e.found++
		if e.first == nil {
			e.first = stateOf(b, on)
		} else if e.second == nil {
			e.second = stateOf(b, on)
		}
		var block []int32
		for i, in := range on {
			if in {
				block = append(block, 2*int32(i)+1)
			}
		}
		if !e.s.addClause(block) {
			break
		}
	}
	if e.found == 1 && limit >= 2 && e.dom != nil {
		if e.swapped = dominatedSecond(b, e.first, e.dom); e.swapped != nil {
			e.found = 2
		}
	}
	return e.found, e.first, nil
}

// encoding maps the puzzle onto SAT variables.
type encoding struct {
	b    *board
	st   *state
	s    *sat
	base []int32 // the first colour variable of each cell
	aux  int32   // the next free auxiliary variable
	cuts int     // loop cuts added

	found  int         // solutions found so far
	first  *state      // the first of them
	second *state      // the second, when a model gave it
	dom    []domWindow // the windows of the dominance clauses, if any
	guard  int32       // the variable that switches the untouching clauses on
	// guarded is whether those clauses are in (untouchingFirst).
	guarded bool

	swapped *state // the second solution when a swap in a window gave it
}

// pairwiseAMO is the most paths a cell may have for "at most one path" to
// be written pair by pair; above it a sequential counter is cheaper.
const pairwiseAMO = 8

// encode writes the clauses of st (a propagated state of b), or returns
// ctx's error when it ends first.
func encode(ctx context.Context, b *board, st *state) (*encoding, error) {
	e := &encoding{b: b, st: st, base: make([]int32, b.cells())}
	nv := int32(len(b.edgeA))
	for x := range b.cells() {
		e.base[x] = nv
		if n := bits.OnesCount64(st.mask[x]); n > 1 {
			nv += int32(n)
		}
	}
	e.aux = nv
	for x := range b.cells() {
		if n := bits.OnesCount64(st.mask[x]); n > pairwiseAMO {
			nv += int32(n - 1)
		}
	}
	e.guard = nv // see untouchingFirst
	nv++
	e.s = newSAT(int(nv), len(b.edgeA))
	// Room for the clauses below: an edge's ternary clauses per path and
	// direction, a cell's degree clauses of three edges, and long clauses
	// (the dominance clauses most of them) about 40 words an edge.
	tern := 8 * b.cells()
	for i, v := range st.edge {
		if v != off {
			tern += 2 * bits.OnesCount64(st.mask[b.edgeA[i]]|st.mask[b.edgeB[i]])
		}
	}
	e.s.reserve(40*len(b.edgeA), tern)
	for i, v := range st.edge {
		switch v {
		case on:
			e.s.addClause([]int32{2 * int32(i)})
		case off:
			e.s.addClause([]int32{2*int32(i) + 1})
		}
	}
	// A grid near the largest takes a fifth of a second of CPU to encode:
	// the context is looked at every encodeLook cells and edges, so that a
	// timeout or Ctrl-C is not kept waiting for it.
	for x := range b.cells() {
		if x%encodeLook == 0 && ctx.Err() != nil {
			return nil, fmt.Errorf("numberlink: %w", ctx.Err())
		}
		e.cell(x)
	}
	for i := range b.edgeA {
		if i%encodeLook == 0 && ctx.Err() != nil {
			return nil, fmt.Errorf("numberlink: %w", ctx.Err())
		}
		if st.edge[i] != off {
			e.edge(i)
		}
	}
	e.squares()
	return e, nil
}

// encodeLook is how many cells, and edges, encode adds between looks at
// its context.
const encodeLook = 256

// colour returns the literal "cell x is on path k", or a constant: 1
// true, -1 false (lit is then unused).
func (e *encoding) colour(x int, k int) (lit int32, constant int8) {
	m := e.st.mask[x]
	bit := uint64(1) << k
	switch {
	case m&bit == 0:
		return 0, -1
	case m == bit:
		return 0, 1
	}
	return 2 * (e.base[x] + int32(bits.OnesCount64(m&(bit-1)))), 0
}

// cell adds the degree clauses of x and its "on some path" clause.
func (e *encoding) cell(x int) {
	b := e.b
	need := int(b.need[x])
	if need == 0 {
		return
	}
	n := int(b.adjN[x])
	var lits [4]int32
	for i := range n {
		lits[i] = 2 * int32(b.adjE[x][i])
	}
	// At least need: every n-need+1 of the edges hold one that is in.
	var buf [4]int32
	subsets(n, n-need+1, func(idx []int) {
		c := buf[:len(idx)]
		for i, j := range idx {
			c[i] = lits[j]
		}
		e.s.addClause(c)
	})
	// At most need: every need+1 of them hold one that is out.
	subsets(n, need+1, func(idx []int) {
		c := buf[:len(idx)]
		for i, j := range idx {
			c[i] = lits[j] ^ 1
		}
		e.s.addClause(c)
	})
	if m := e.st.mask[x]; bits.OnesCount64(m) > 1 {
		var buf [maxPaths]int32
		c := buf[:0]
		for k := range b.paths {
			if lit, constant := e.colour(x, k); constant == 0 {
				c = append(c, lit)
			}
		}
		e.s.addClause(c)
		e.atMostOne(c)
	}
}

// atMostOne adds clauses that allow at most one of lits.
func (e *encoding) atMostOne(lits []int32) {
	if len(lits) <= pairwiseAMO {
		for i := range lits {
			for j := i + 1; j < len(lits); j++ {
				e.s.addClause([]int32{lits[i] ^ 1, lits[j] ^ 1})
			}
		}
		return
	}
	// Sequential counter: s_i means "one of lits[0..i] is true".
	prev := int32(-1)
	for i, l := range lits {
		if i == len(lits)-1 {
			e.s.addClause([]int32{l ^ 1, prev ^ 1})
			break
		}
		cur := 2 * e.aux
		e.aux++
		e.s.addClause([]int32{l ^ 1, cur})
		if prev >= 0 {
			e.s.addClause([]int32{prev ^ 1, cur})
			e.s.addClause([]int32{l ^ 1, prev ^ 1})
		}
		prev = cur
	}
}

// subsets calls f with every k-element subset of 0..n-1 (none when k is
// out of range).
func subsets(n, k int, f func([]int)) {
	if k <= 0 || k > n {
		return
	}
	idx := make([]int, k)
	var rec func(at, from int)
	rec = func(at, from int) {
		if at == k {
			f(idx)
			return
		}
		for i := from; i <= n-(k-at); i++ {
			idx[at] = i
			rec(at+1, i+1)
		}
	}
	rec(0, 0)
}

// edge adds "edge i in and x on path k imply y on path k", both ways.
func (e *encoding) edge(i int) {
	x, y := int(e.b.edgeA[i]), int(e.b.edgeB[i])
	lit := 2 * int32(i)
	m := e.st.mask[x] | e.st.mask[y]
	for m != 0 {
		k := bits.TrailingZeros64(m)
		m &= m - 1
		for _, pair := range [2][2]int{{x, y}, {y, x}} {
			from, fc := e.colour(pair[0], k)
			to, tc := e.colour(pair[1], k)
			if fc == -1 || tc == 1 {
				continue
			}
			var buf [3]int32
			c := append(buf[:0], lit^1)
			if fc == 0 {
				c = append(c, from^1)
			}
			if tc == 0 {
				c = append(c, to)
			}
			e.s.addClause(c)
		}
	}
}

// squares forbids a loop around any 2x2 block.
func (e *encoding) squares() {
	b := e.b
	for r := 0; r+1 < b.rows; r++ {
		for c := 0; c+1 < b.cols; c++ {
			x := r*b.cols + c
			ring := [4][2]int{{x, x + 1}, {x + b.cols, x + b.cols + 1}, {x, x + b.cols}, {x + 1, x + b.cols + 1}}
			var buf [4]int32
			cl := buf[:0]
			for _, pr := range ring {
				i := edgeIndex(b, pr[0], pr[1])
				if i < 0 {
					break
				}
				cl = append(cl, 2*int32(i)+1)
			}
			if len(cl) == 4 {
				e.s.addClause(cl)
			}
		}
	}
}

// edgeIndex returns the edge between cells x and y, or -1.
func edgeIndex(b *board, x, y int) int {
	for i := range int(b.adjN[x]) {
		if int(b.adjC[x][i]) == y {
			return int(b.adjE[x][i])
		}
	}
	return -1
}

// findLoop returns the edges of a loop in the edge set on (cells on a line
// from no endpoint), or nil.
func findLoop(b *board, on []bool) []int {
	reached := make([]bool, b.cells())
	walk := func(x int, f func(edge int)) {
		prev := -1
		for {
			reached[x] = true
			next, via := -1, -1
			for i := range int(b.adjN[x]) {
				y, ed := int(b.adjC[x][i]), int(b.adjE[x][i])
				if on[ed] && y != prev && !reached[y] {
					next, via = y, ed
					break
				}
			}
			if next < 0 {
				if f != nil {
					for i := range int(b.adjN[x]) {
						if ed := int(b.adjE[x][i]); on[ed] && int(b.adjC[x][i]) != prev {
							f(ed) // the edge that closes the loop
						}
					}
				}
				return
			}
			if f != nil {
				f(via)
			}
			prev, x = x, next
		}
	}
	for _, ends := range b.ends {
		walk(int(ends[0]), nil)
	}
	for x := range b.cells() {
		if b.need[x] != 0 && !reached[x] {
			var loop []int
			walk(x, func(ed int) { loop = append(loop, ed) })
			return loop
		}
	}
	return nil
}

// stateOf returns the solved state of an edge set.
func stateOf(b *board, lines []bool) *state {
	s := newState(b)
	s.open = 0
	for i, in := range lines {
		if in {
			s.edge[i] = on
			s.deg[b.edgeA[i]]++
			s.deg[b.edgeB[i]]++
		} else {
			s.edge[i] = off
		}
	}
	paint(b, s)
	return s
}
