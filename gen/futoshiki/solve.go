package futoshiki

import (
	"context"
	"math/bits"
	"sync"
)

// The book's check (Solve) counts solutions with a search of its own,
// sharing nothing with the generator's closure, so that a fault in one is
// not hidden by the other. It is the shared engine's search
// (regions.Count) written for a Latin square with signs: each cell keeps
// its digits; a placed digit leaves the rest of its row and column, a
// cell left with one digit is placed, a digit with one place left in a
// row or column goes there, and every sign keeps its smaller cell under
// the largest digit of its greater and the greater over the least of the
// smaller, until nothing changes; then it tries each digit, in order, of
// the first empty cell with the fewest. These rules reach the engine's
// fixpoint (they are its rules), so the search branches where the
// engine's does and finds the same solutions in the same order; on a
// 5x5 board it costs a fraction of the engine's, whose board and units
// serve every geometry.

// node is the search's board at one depth.
type node struct {
	cand [maxSize * maxSize]uint16 // the digit alone once placed
	vals [maxSize * maxSize]uint8
	left int
	// stale holds the rows (bit r) and columns (bit n+c) changed since
	// the hidden singles last looked at them.
	stale uint32
}

// search is one count of solutions, up to two.
type search struct {
	ctx     context.Context
	n       int
	full    uint16
	units   *[maxSize * maxSize]uint32 // each cell's row and column, as stale's bits
	peers   [][]int                    // each cell's row and column, but the cell
	signs   []sign
	boards  *[maxSize*maxSize + 1]node // the board at each depth
	count   int
	first   []int // the first solution found, and the second
	second  []int
	keepTwo bool // whether to keep the second
	visited int
	err     error
}

// countSolutions counts the solutions of the givens cells (n*n, 0
// blank, none repeated in a row or column) with signs up to two, on
// sc's boards, and returns the first and, when keep, the second.
func countSolutions(ctx context.Context, n int, cells []int, signs []sign, sc *scratch, keep bool) (int, []int, []int, error) {
	s := search{ctx: ctx, n: n, full: uint16(1)<<n - 1, units: &unitBits()[n], peers: latin(n).Peers, signs: signs, boards: &sc.boards, keepTwo: keep}
	b := &s.boards[0]
	b.left, b.stale = n*n, 1<<(2*n)-1
	for c := range n * n {
		b.cand[c], b.vals[c] = s.full, 0
	}
	for c, v := range cells {
		if v != 0 && !s.place(b, c, v) {
			return 0, nil, nil, nil
		}
	}
	s.search(0)
	return s.count, s.first, s.second, s.err
}

// place writes digit d in cell c and takes d from the rest of its row
// and column, placing in turn every cell left with one digit; it reports
// false when a cell cannot take its digit or is left with none.
func (s *search) place(b *node, c, d int) bool {
	var queue [maxSize * maxSize]int16 // c<<4 | d, each cell once at most
	queue[0] = int16(c<<4 | d)
	units := s.units
	// stale gathers the units changed, written to b at the end (a board
	// place fails on is dropped).
	stale := b.stale
	for top := 1; top > 0; {
		top--
		c, d := int(queue[top]>>4), int(queue[top]&15)
		bit := uint16(1) << (d - 1)
		if v := b.vals[c]; v != 0 {
			if int(v) != d {
				return false
			}
			continue
		}
		if b.cand[c]&bit == 0 {
			return false
		}
		b.vals[c], b.cand[c] = uint8(d), bit
		b.left--
		stale |= units[c]
		for _, p := range s.peers[c] {
			m := b.cand[p]
			if m&bit == 0 {
				continue
			}
			if b.vals[p] != 0 {
				return false
			}
			m &^= bit
			b.cand[p] = m
			stale |= units[p]
			if m&(m-1) == 0 {
				if m == 0 {
					return false
				}
				queue[top] = int16(p<<4 | lowest(m))
				top++
			}
		}
	}
	b.stale = stale
	return true
}

// propagate places hidden singles, and then narrows by the signs once
// each, until nothing changes; it reports false on a contradiction.
func (s *search) propagate(b *node) bool {
	n := s.n
	for {
		for b.stale != 0 {
			u := bits.TrailingZeros32(b.stale)
			b.stale &^= 1 << u
			first, step := u*n, 1 // row u
			if u >= n {
				first, step = u-n, n // column u-n
			}
			var once, twice uint16
			for i, c := 0, first; i < n; i, c = i+1, c+step {
				m := b.cand[c]
				twice |= once & m
				once |= m
			}
			if once != s.full {
				return false
			}
			for single := once &^ twice; single != 0; single &= single - 1 {
				bit := single & -single
				// A single placed before may have taken this one's place:
				// the unit is then stale again.
				for i, c := 0, first; i < n; i, c = i+1, c+step {
					if b.cand[c]&bit != 0 {
						if b.vals[c] == 0 && !s.place(b, c, bits.TrailingZeros16(bit)+1) {
							return false
						}
						break
					}
				}
			}
		}
		// The signs narrow until none does: a pass costs less than the
		// singles' look at the units it changed.
		for changed := true; changed; {
			changed = false
			for _, g := range s.signs {
				lo, hi := b.cand[g.lo], b.cand[g.hi]
				nlo, nhi := lo&below(highest(hi)), hi&above(lowest(lo))
				if nlo == 0 || nhi == 0 {
					return false
				}
				if nlo != lo || nhi != hi {
					// Placing one cell may narrow the other, its neighbour.
					if !s.keep(b, g.lo, nlo) || !s.keep(b, g.hi, nhi) {
						return false
					}
					changed = true
				}
			}
		}
		if b.stale == 0 {
			return true
		}
	}
}

// keep narrows cell c to the digits of keep, placing it when one is
// left; it reports false on a contradiction.
func (s *search) keep(b *node, c int, keep uint16) bool {
	m := b.cand[c]
	switch {
	case m&keep == m:
		return true
	case m&keep == 0 || b.vals[c] != 0:
		return false // a placed cell holds its digit alone: narrowed, it has none
	}
	m &= keep
	b.cand[c] = m
	b.stale |= s.units[c]
	return m&(m-1) != 0 || s.place(b, c, lowest(m))
}

// search counts the completions of the board at depth, up to two.
func (s *search) search(depth int) {
	if s.visited++; s.visited&1023 == 0 {
		if err := s.ctx.Err(); err != nil {
			s.err = err
		}
	}
	b := &s.boards[depth]
	if s.err != nil || !s.propagate(b) {
		return
	}
	if b.left == 0 {
		switch s.count++; {
		case s.first == nil:
			s.first = s.digits(b)
		case s.keepTwo && s.second == nil:
			s.second = s.digits(b)
		}
		return
	}
	best, fewest := -1, 99
	for c := range s.n * s.n {
		if b.vals[c] == 0 {
			if k := bits.OnesCount16(b.cand[c]); k < fewest {
				best, fewest = c, k
				if k == 2 {
					break
				}
			}
		}
	}
	for m := b.cand[best]; m != 0 && s.count < 2 && s.err == nil; m &= m - 1 {
		next := &s.boards[depth+1]
		*next = *b
		if s.place(next, best, lowest(m)) {
			s.search(depth + 1)
		}
	}
}

// unitBits are, for each size n, each cell's row r and column c as the
// bits r and n+c of a search's stale units.
var unitBits = sync.OnceValue(func() *[maxSize + 1][maxSize * maxSize]uint32 {
	t := new([maxSize + 1][maxSize * maxSize]uint32)
	for n := 1; n <= maxSize; n++ {
		for c := range n * n {
			t[n][c] = 1<<(c/n) | 1<<(n+c%n)
		}
	}
	return t
})

// digits returns b's digits in reading order, a new slice.
func (s *search) digits(b *node) []int {
	out := make([]int, s.n*s.n)
	for c := range out {
		out[c] = int(b.vals[c])
	}
	return out
}
