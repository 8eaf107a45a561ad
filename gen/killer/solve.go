package killer

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
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
}

// maxCages bounds a board's cages, its own and the rule of 45's.
const maxCages = 256

// touch marks the cages of cell i dirty.
func (s *search) touch(st *state, i int) {
	if s.b.cagesOf != nil {
		for _, k := range s.b.cagesOf[i] {
			st.dirty[k>>6] |= 1 << (k & 63)
		}
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
	budget  int
	found   [][]int // the solutions, each n*n digits
	scratch cageScratch
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
	s := &search{b: b, full: 1<<b.g.n - 1, rng: rng, limit: limit, budget: budget}
	st, ok := s.start()
	if !ok {
		return nil, nil
	}
	err := s.run(ctx, &st)
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
	for i, v := range s.b.givens {
		if v != 0 {
			if st.cand[i]&bit(v) == 0 || !s.place(&st, i, v) {
				return st, false
			}
		}
	}
	return st, s.propagate(&st)
}

// run searches from st, appending solutions until limit.
func (s *search) run(ctx context.Context, st *state) error {
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
		sol := make([]int, n*n)
		for i := range sol {
			sol[i] = int(st.val[i])
		}
		s.found = append(s.found, sol)
		return nil
	}
	cell, fewest := -1, 99
	for i := range s.b.g.n * s.b.g.n {
		if st.val[i] == 0 {
			if k := bits.OnesCount16(st.cand[i]); k < fewest {
				cell, fewest = i, k
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
	for _, d := range order {
		next := *st
		if s.place(&next, cell, d) && s.propagate(&next) {
			if err := s.run(ctx, &next); err != nil {
				return err
			}
			if len(s.found) >= s.limit {
				return nil
			}
		}
	}
	return nil
}

// place puts d at cell i and rules it out of the cell's peers; false
// when a peer is left without a candidate.
func (s *search) place(st *state, i, d int) bool {
	st.val[i] = uint8(d)
	st.cand[i] = bit(d)
	st.left--
	s.touch(st, i)
	m := bit(d)
	for _, j := range s.b.peers[i] {
		if st.cand[j]&m != 0 {
			if st.val[j] != 0 {
				return false
			}
			st.cand[j] &^= m
			s.touch(st, j)
			if st.cand[j] == 0 {
				return false
			}
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
		for i := range n * n {
			if st.val[i] == 0 && st.cand[i]&(st.cand[i]-1) == 0 {
				if !s.place(st, i, digitOf(st.cand[i])) {
					return false
				}
				changed = true
			}
		}
		for _, u := range s.b.g.Units {
			once, twice, all := uint16(0), uint16(0), uint16(0)
			for _, i := range u {
				c := st.cand[i]
				twice |= once & c
				once |= c
				all |= c
			}
			if all != s.full {
				return false
			}
			for only := once &^ twice; only != 0; only &= only - 1 {
				d := bit(digitOf(only))
				for _, i := range u {
					if st.cand[i]&d != 0 && st.val[i] == 0 {
						if !s.place(st, i, digitOf(d)) {
							return false
						}
						changed = true
					}
				}
			}
		}
		for k := range s.b.cages {
			if st.dirty[k>>6]&(1<<(k&63)) == 0 {
				continue
			}
			st.dirty[k>>6] &^= 1 << (k & 63)
			ok, more := s.restrictCage(st, &s.b.cages[k])
			if !ok {
				return false
			}
			changed = changed || more
		}
	}
	return true
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
	for k, i := range c.cells {
		cands[k] = st.cand[i]
	}
	if !s.scratch.support(s.b.g.n, cands[:len(c.cells)], c.sum, support[:len(c.cells)]) {
		return false, false
	}
	for k, i := range c.cells {
		if st.cand[i] != support[k] {
			st.cand[i] = support[k]
			changed = true // the cage's own cells: it need not be kept again
		}
	}
	return true, changed
}

// restrictSets keeps the cells of a cage of more than three cells to the
// digits of the sets that fit it: cheaper than the exact fillings, whose
// work the search's branching finishes.
func (s *search) restrictSets(st *state, c *cage) (ok, changed bool) {
	allowed := uint16(0)
	for _, m := range c.sets {
		if fits(st, c.cells, m) {
			allowed |= m
		}
	}
	if allowed == 0 {
		return false, false
	}
	for _, i := range c.cells {
		if st.cand[i]&^allowed != 0 {
			st.cand[i] &= allowed
			if st.cand[i] == 0 {
				return false, false
			}
			changed = true
		}
	}
	return true, changed
}

// fits reports whether the digit set m may fill cells given st: each cell
// has a candidate in m and every digit of m has a cell.
func fits(st *state, cells []int, m uint16) bool {
	union := uint16(0)
	for _, i := range cells {
		c := st.cand[i] & m
		if c == 0 {
			return false
		}
		union |= c
	}
	return union == m
}
