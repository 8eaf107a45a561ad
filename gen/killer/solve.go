package killer

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
)

// checkEvery is how many search nodes pass between two looks at ctx.
const checkEvery = 256

// state is the search's pencil marks: a candidate set per cell and the
// digits placed. It is a value, copied at each branch.
type state struct {
	cand [maxCells]uint16
	val  [maxCells]uint8
	left int // cells without a digit
	// dirty marks the cages with a cell whose candidates changed since
	// the cage was last kept to its sum: bit k%64 of word k/64.
	dirty [maxCages / 64]uint64
	// units marks the units whose candidates changed since propagate
	// last looked there for a hidden single, and cells the cells left
	// with one candidate (or none) by a change since, naked singles: it
	// looks nowhere else, where it would find nothing.
	units uint32
	cells cellSet
	// done holds, per unit, the digits placed in it.
	done [3 * maxCage]uint16
}

// maxCages bounds a board's cages, its own and the rule of 45's.
const maxCages = 256

// touch marks the cages of cell i dirty, and its units and itself to be
// looked at for singles.
func (s *search) touch(st *state, i int) {
	s.changed(st, i)
	if s.b.cagesOf != nil {
		for _, k := range s.b.cagesOf[i] {
			st.dirty[k>>6] |= 1 << (k & 63)
		}
	}
}

// changed marks cell i's units to be looked at for hidden singles, and
// itself for a naked one when it has one candidate left.
func (s *search) changed(st *state, i int) {
	st.units |= s.b.g.unitsOf[i]
	if c := st.cand[i]; c&(c-1) == 0 {
		st.cells.add(i)
	}
}

// search counts the solutions of a board up to limit.
type search struct {
	b     *board
	full  uint16
	rng   *rand.Rand // nil: digits tried in order
	nodes int
	limit int
	// budget, when above 0, is the most nodes the search may visit
	// before it gives up with errBudget.
	budget int
	// avoid, when not nil, is a solution the search neither counts nor
	// returns, and tries first at each branch (see another).
	avoid []int
	found [][]int // the solutions, each n*n digits
}

// solve counts b's solutions up to limit (1 or 2), returning those found.
// With rng the digits of a branch are tried in random order, so that an
// empty board gives a random grid.
func solve(ctx context.Context, b *board, limit int, rng *rand.Rand) ([][]int, error) {
	return solveWithin(ctx, b, limit, 0, rng)
}

// errBudget is the error of a search that ran out of its budget.
var errBudget = errors.New("killer: search budget spent")

// solveWithin is solve, giving up with errBudget after budget nodes when
// budget is above 0.
func solveWithin(ctx context.Context, b *board, limit, budget int, rng *rand.Rand) ([][]int, error) {
	return (&search{b: b, full: 1<<b.g.n - 1, rng: rng, limit: limit, budget: budget}).all(ctx)
}

// another returns a solution of b other than sol (n*n digits, one of b's
// solutions), nil when sol is its only one, giving up with errBudget
// after budget nodes. It tries sol's digit first at each branch, so that
// its backtracking from sol looks first where another solution most
// often is, a few cells of sol swapped (50 9x9 mediums: 12k nodes in
// the proofs that find one, against 27k for two solutions in digit
// order and 48k with sol's digit last). It also returns the nodes it
// visited: 1 when propagation alone settled every cell.
func another(ctx context.Context, b *board, sol []int, budget int) ([]int, int, error) {
	s := &search{b: b, full: 1<<b.g.n - 1, limit: 1, budget: budget, avoid: sol}
	found, err := s.all(ctx)
	if len(found) == 0 {
		return nil, s.nodes, err
	}
	return found[0], s.nodes, err
}

// all runs the search from b's givens.
func (s *search) all(ctx context.Context) ([][]int, error) {
	st, ok := s.start()
	if !ok {
		return nil, nil
	}
	err := s.run(ctx, &st, 0)
	return s.found, err
}

// start returns the state of the givens, or false when they clash.
func (s *search) start() (state, bool) {
	var st state
	n := s.b.g.n
	st.left = n * n
	for i := range n * n {
		st.cand[i] = s.full
	}
	for k := range st.dirty {
		st.dirty[k] = ^uint64(0)
	}
	// no unit or cell is marked: on a full board none holds a single
	// (n is 4 or more), and the givens placed mark theirs
	for i, v := range s.b.givens {
		if v != 0 {
			if st.cand[i]&bit(v) == 0 || !s.place(&st, i, v) {
				return st, false
			}
		}
	}
	return st, s.propagate(&st)
}

// run searches from st, at depth branches from the start, appending
// solutions until limit.
func (s *search) run(ctx context.Context, st *state, depth int) error {
	if s.nodes++; s.nodes%checkEvery == 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	if s.budget > 0 && s.nodes > s.budget {
		return errBudget
	}
	if st.left == 0 {
		n := s.b.g.n
		if s.avoid != nil && s.avoided(st) {
			return nil
		}
		sol := make([]int, n*n)
		for i := range sol {
			sol[i] = int(st.val[i])
		}
		s.found = append(s.found, sol)
		return nil
	}
	cell, fewest := -1, 99
	for i := range s.b.g.n * s.b.g.n { // propagate leaves no open cell with fewer than two
		if st.val[i] == 0 {
			if k := bits.OnesCount16(st.cand[i]); k < fewest {
				if cell, fewest = i, k; k == 2 {
					break
				}
			}
		}
	}
	digits := st.cand[cell]
	order := make([]int, 0, 9)
	for m := digits; m != 0; m &= m - 1 {
		order = append(order, digitOf(m))
	}
	if s.rng != nil {
		s.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	if s.avoid != nil {
		if k := slices.Index(order, s.avoid[cell]); k >= 0 {
			order[0], order[k] = order[k], order[0]
		}
	}
	next := s.level(depth + 1)
	for _, d := range order {
		*next = *st
		if s.place(next, cell, d) && s.propagate(next) {
			if err := s.run(ctx, next, depth+1); err != nil {
				return err
			}
			if len(s.found) >= s.limit {
				return nil
			}
		}
	}
	return nil
}

// level returns the state kept for the given depth, made on first use
// and kept with the board for its next search: a branch's state is
// copied there rather than into a new one.
func (s *search) level(depth int) *state {
	for len(s.b.levels) <= depth {
		s.b.levels = append(s.b.levels, new(state))
	}
	return s.b.levels[depth]
}

// avoided reports whether st, filled, is s.avoid.
func (s *search) avoided(st *state) bool {
	for i, v := range s.avoid {
		if int(st.val[i]) != v {
			return false
		}
	}
	return true
}

// place puts d at cell i and rules it out of the cell's peers (its row,
// column and box, and its cage); false when a peer is left without a
// candidate.
func (s *search) place(st *state, i, d int) bool {
	st.val[i] = uint8(d)
	st.cand[i] = bit(d)
	st.left--
	s.touch(st, i)
	m := bit(d)
	for _, u := range s.b.g.CellUnits[i] {
		st.done[u] |= m
	}
	if !s.rule(st, i, s.b.g.Peers[i], m) {
		return false
	}
	return s.b.cageOf == nil || s.rule(st, i, s.b.cages[s.b.cageOf[i]].cells, m)
}

// rule rules the digit m, placed at cell i, out of cells; false when one
// of them is left without a candidate or holds m.
func (s *search) rule(st *state, i int, cells []int, m uint16) bool {
	for _, j := range cells {
		if st.cand[j]&m == 0 || j == i {
			continue
		}
		if st.val[j] != 0 {
			return false
		}
		st.cand[j] &^= m
		s.touch(st, j)
		if st.cand[j] == 0 {
			return false
		}
	}
	return true
}

// propagate places naked and hidden singles and keeps each cage to the
// digit sets that make its sum, until nothing changes; false on a
// contradiction.
func (s *search) propagate(st *state) bool {
	n := s.b.g.n
	for changed := true; changed; {
		changed = false
		// each pass looks at the marked cells, units and cages in order,
		// finding the next marked one after the last it looked at: one
		// marked on the way is looked at in this pass when it comes
		// later, in the next when earlier (cage keeping marks no other
		// cage, so the fixed point reached depends on that order)
		for i := st.cells.from(0); i < n*n; i = st.cells.from(i + 1) {
			st.cells[i>>6] &^= 1 << (i & 63)
			if st.val[i] == 0 && st.cand[i]&(st.cand[i]-1) == 0 {
				if !s.place(st, i, digitOf(st.cand[i])) {
					return false
				}
				changed = true
			}
		}
		units := s.b.g.Units
		for k := bits.TrailingZeros32(st.units); k < len(units); k = bits.TrailingZeros32(st.units >> (k + 1) << (k + 1)) {
			st.units &^= 1 << k
			u := units[k]
			once, twice := uint16(0), uint16(0)
			for _, i := range u {
				c := st.cand[i]
				twice |= once & c
				once |= c
			}
			if once != s.full {
				return false
			}
			for only := once &^ twice &^ st.done[k]; only != 0; only &= only - 1 {
				d := only & -only
				for _, i := range u {
					if st.cand[i]&d != 0 && st.val[i] == 0 {
						if !s.place(st, i, digitOf(d)) {
							return false
						}
						changed = true
						break
					}
				}
			}
		}
		cages := s.b.cages
		for k := st.dirtyFrom(0); k < len(cages); k = st.dirtyFrom(k + 1) {
			st.dirty[k>>6] &^= 1 << (k & 63)
			ok, more := s.restrictCage(st, &cages[k])
			if !ok {
				return false
			}
			changed = changed || more
		}
	}
	return true
}

// from returns the first cell of s at or after i, or 128 when none is.
func (s *cellSet) from(i int) int {
	if i < 64 {
		if m := s[0] >> i << i; m != 0 {
			return bits.TrailingZeros64(m)
		}
		i = 64
	}
	return 64 + bits.TrailingZeros64(s[1]>>(i-64)<<(i-64))
}

// dirtyFrom returns the first cage marked dirty in st at or after k, or
// maxCages when none is.
func (st *state) dirtyFrom(k int) int {
	for w := k >> 6; w < len(st.dirty); w++ {
		m := st.dirty[w]
		if w == k>>6 {
			m = m >> (k & 63) << (k & 63)
		}
		if m != 0 {
			return w<<6 | bits.TrailingZeros64(m)
		}
	}
	return maxCages
}

// restrictCage keeps each cell of c to the digits it takes in some
// filling of the whole cage that makes its sum with different digits,
// as the cells' candidates allow (see cageSupport). It returns false on a
// contradiction, and whether it changed st.
func (s *search) restrictCage(st *state, c *cage) (ok, changed bool) {
	if len(c.cells) > 3 {
		return s.restrictSets(st, c)
	}
	var cands, support [maxCage]uint16
	every, fixed, open, opens := s.full, uint16(0), 0, 0
	for k, i := range c.cells {
		cands[k] = st.cand[i]
		every &= cands[k]
		if cands[k]&(cands[k]-1) == 0 {
			fixed |= cands[k]
		} else {
			open, opens = k, opens+1
		}
	}
	switch {
	case every == s.full: // every cell open to all: each takes every set's digits
		return s.restrictTo(st, c, unionOf(c.sets))
	case opens == 0: // one digit a cell: the cage's one filling, or none
		return solvedFits(fixed, c), false
	case opens == 1:
		return s.restrictLast(st, c, c.cells[open], fixed)
	case opens == 2 && len(c.cells) == 3:
		return s.restrictPair(st, c, &cands, fixed)
	}
	if len(c.cells) == 3 {
		if !support3Of(cands[:3], c.sets, support[:3]) {
			return false, false
		}
	} else if !supportSmall(s.b.g.n, cands[:len(c.cells)], c.sum, support[:len(c.cells)]) {
		return false, false
	}
	for k, i := range c.cells {
		if st.cand[i] != support[k] {
			st.cand[i] = support[k]
			s.changed(st, i)
			changed = true // the cage's own cells: it need not be kept again
		}
	}
	return true, changed
}

// restrictLast keeps the one cell i of cage c with more than one
// candidate to what the sum leaves beside fixed, the digits of its other
// cells (one a cell): a cage's only filling then, as its exact fillings
// find. It returns false when there is none, and whether it changed st.
func (s *search) restrictLast(st *state, c *cage, i int, fixed uint16) (ok, changed bool) {
	d := c.sum - int(maskSums[fixed])
	if bits.OnesCount16(fixed) != len(c.cells)-1 || d < 1 || d > s.b.g.n || fixed&bit(d) != 0 || st.cand[i]&bit(d) == 0 {
		return false, false
	}
	st.cand[i] = bit(d)
	s.changed(st, i)
	return true, true
}

// restrictPair keeps the two cells of a cage of three with more than one
// candidate to the pairs of different digits that make what the sum
// leaves beside fixed, the digit of its third cell (cands are the three
// cells' candidates): the cage's fillings then, as support3Of finds
// them. It returns false when there is none, and whether it changed st.
func (s *search) restrictPair(st *state, c *cage, cands *[maxCage]uint16, fixed uint16) (ok, changed bool) {
	a, b := 0, 1 // the two open cells
	switch {
	case cands[0] == fixed:
		a, b = 1, 2
	case cands[1] == fixed:
		b = 2
	}
	if fixed == 0 {
		return false, false
	}
	rest := c.sum - digitOf(fixed)
	var keepA, keepB uint16
	for m := cands[a] &^ fixed; m != 0; m &= m - 1 {
		d := digitOf(m)
		e := rest - d
		if e != d && e >= 1 && e <= 9 && cands[b]&^fixed&bit(e) != 0 {
			keepA |= bit(d)
			keepB |= bit(e)
		}
	}
	if keepA == 0 {
		return false, false
	}
	for _, x := range [2]struct {
		k    int
		keep uint16
	}{{a, keepA}, {b, keepB}} {
		if i := c.cells[x.k]; st.cand[i] != x.keep {
			st.cand[i] = x.keep
			s.changed(st, i)
			changed = true
		}
	}
	return true, changed
}

// solvedFits reports whether the digits of a cage's cells, one a cell
// (any, their union), are different and make its sum: what its fillings
// or its sets find there, without changing a cell.
func solvedFits(any uint16, c *cage) bool {
	return bits.OnesCount16(any) == len(c.cells) && int(maskSums[any]) == c.sum
}

// restrictSets keeps the cells of a cage of more than three cells to the
// digits of the sets that fit it: cheaper than the exact fillings, whose
// work the search's branching finishes.
func (s *search) restrictSets(st *state, c *cage) (ok, changed bool) {
	var buf [maxCage]uint16
	cands := buf[:len(c.cells)]
	any, every, singles := uint16(0), s.full, true
	for k, i := range c.cells {
		cands[k] = st.cand[i]
		any |= cands[k]
		every &= cands[k]
		singles = singles && cands[k]&(cands[k]-1) == 0
	}
	if every == s.full { // every set fits
		return s.restrictTo(st, c, unionOf(c.sets))
	}
	if singles { // one digit a cell: the one set that fits, if it is one
		return solvedFits(any, c), false
	}
	allowed := uint16(0)
	for _, m := range c.sets {
		if any&m == m && allowed|m != allowed && fitsAll(cands, m) {
			allowed |= m
		}
	}
	if allowed == 0 {
		return false, false
	}
	return s.restrictTo(st, c, allowed)
}

// restrictTo keeps the cells of cage c to the digits of allowed; false
// when one is left without a candidate, and whether it changed st.
func (s *search) restrictTo(st *state, c *cage, allowed uint16) (ok, changed bool) {
	for _, i := range c.cells {
		if st.cand[i]&^allowed != 0 {
			st.cand[i] &= allowed
			s.changed(st, i)
			if st.cand[i] == 0 {
				return false, false
			}
			changed = true
		}
	}
	return true, changed
}

// fitsAll reports whether the digit set m may fill cells whose
// candidates are cands, every digit of m being among them: each cell has
// a candidate in m.
func fitsAll(cands []uint16, m uint16) bool {
	for _, c := range cands {
		if c&m == 0 {
			return false
		}
	}
	return true
}

// unionOf returns the digits of the sets.
func unionOf(sets []uint16) uint16 {
	u := uint16(0)
	for _, m := range sets {
		u |= m
	}
	return u
}
