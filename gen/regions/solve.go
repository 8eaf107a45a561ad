package regions

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"sync"
)

// Constraint narrows the solver's board beyond the rules of rows, columns
// and regions: cages with sums, for one.
type Constraint interface {
	// Narrow removes from cand (one digit set per cell, bit d-1 for digit
	// d) the digits the constraint rules out, given the digits placed so
	// far (vals, 0 = empty; a placed cell's cand is its digit alone), and
	// reports false when no completion can satisfy it. It must only ever
	// remove digits, and must report false for a full grid that breaks
	// it. Count calls it after each round of singles.
	Narrow(vals []uint8, cand []uint16) bool
}

// Count counts the solutions of cells (n*n digits, 0 = blank, row-major)
// on geometry s, with the extra constraint c when it is not nil, stopping
// at limit, and returns the first solution found. Givens out of range or
// clashing count as no solution. It checks ctx every so many search nodes
// and returns its error when cancelled.
func Count(ctx context.Context, s *Geometry, cells []int, limit int, c Constraint) (n int, first []int, err error) {
	sv := solver{ctx: ctx, s: s, limit: limit, extra: c}
	err = sv.run(cells)
	return sv.count, sv.first, err
}

// Two is Count with a limit of two that also returns the second solution
// found, when there is one.
func Two(ctx context.Context, s *Geometry, cells []int, c Constraint) (n int, first, second []int, err error) {
	sv := solver{ctx: ctx, s: s, limit: 2, extra: c, keepSecond: true}
	err = sv.run(cells)
	return sv.count, sv.first, sv.second, err
}

// run places the givens of cells and searches from there.
func (sv *solver) run(cells []int) error {
	s := sv.s
	if len(cells) != s.N*s.N {
		return fmt.Errorf("regions: %d cells for a %dx%d grid", len(cells), s.N, s.N)
	}
	st := stacks.Get().(*boardStack)
	defer stacks.Put(st)
	sv.stack = st
	b := &st[0]
	*b = board{}
	b.init(s)
	for i, v := range cells {
		if v == 0 {
			continue
		}
		if v < 0 || v > s.N || !b.place(s, i, v) {
			return nil
		}
	}
	sv.search(b, 0)
	return sv.err
}

// boardStack holds a search's boards, one a depth: each branch places a
// digit in an empty cell, so a search goes at most maxCells deep. A board
// escapes (the constraint reads its cells through an interface), so a
// search takes its boards from a stack kept in stacks rather than
// allocating one a branch.
type boardStack [maxCells + 1]board

var stacks = sync.Pool{New: func() any { return new(boardStack) }}

// board is the solver's state: each cell's candidates and placed digit.
type board struct {
	cand [maxCells]uint16
	vals [maxCells]uint8
	left int
	// stale holds the units (bit u for unit u) changed since propagate
	// last looked at them: a unit it found nothing to do in, unchanged
	// since, still has nothing.
	stale uint32
}

// init empties the board.
func (b *board) init(s *Geometry) {
	full := uint16(1)<<s.N - 1
	b.left = s.N * s.N
	b.stale = 1<<len(s.Units) - 1
	for c := range b.left {
		b.cand[c] = full
	}
}

// place puts digit d in cell c and removes it from the cell's peers,
// placing in turn every peer left with one digit (a naked single); it
// reports false when a cell cannot take its digit or is left with
// nothing.
func (b *board) place(s *Geometry, c, d int) bool {
	var stack [maxCells]int32 // cell<<4 | digit, of the placements to make
	stack[0] = int32(c<<4 | d)
	for top := 1; top > 0; {
		top--
		c, d := int(stack[top]>>4), int(stack[top]&15)
		bit := uint16(1) << (d - 1)
		if b.vals[c] != 0 {
			if int(b.vals[c]) != d {
				return false
			}
			continue
		}
		if b.cand[c]&bit == 0 {
			return false
		}
		b.vals[c], b.cand[c] = uint8(d), bit
		b.left--
		b.stale |= s.unitBits[c]
		for _, p := range s.Peers[c] {
			m := b.cand[p]
			if m&bit == 0 {
				continue
			}
			if b.vals[p] != 0 {
				return false
			}
			m &^= bit
			b.cand[p] = m
			b.stale |= s.unitBits[p]
			switch {
			case m == 0:
				return false
			case m&(m-1) == 0:
				if top == len(stack) {
					return false // every cell is queued once at most; cannot happen
				}
				stack[top] = int32(p<<4 | (bits.TrailingZeros16(m) + 1))
				top++
			}
		}
	}
	return true
}

// solver is one counting run.
type solver struct {
	ctx        context.Context
	s          *Geometry
	limit      int
	extra      Constraint
	keepSecond bool
	// rng, when set, orders the digits tried at each branch (Fill), and
	// budget bounds the search nodes.
	rng    *rand.Rand
	budget int
	// stack holds the boards of the search, board d at depth d.
	stack *boardStack

	count         int
	first, second []int
	nodes         int
	err           error
}

// search counts the completions of b, the board at depth depth.
func (sv *solver) search(b *board, depth int) {
	if sv.nodes++; sv.nodes&1023 == 0 {
		if err := sv.ctx.Err(); err != nil {
			sv.err = err
		}
	}
	if sv.budget > 0 && sv.nodes > sv.budget {
		sv.err = errBudget
	}
	if sv.err != nil || !sv.propagate(b) {
		return
	}
	if b.left == 0 {
		switch sv.count++; {
		case sv.first == nil:
			sv.first = b.digits(sv.s)
		case sv.second == nil && sv.keepSecond:
			sv.second = b.digits(sv.s)
		}
		return
	}
	// Branch on the empty cell with the fewest candidates.
	best, bestN := -1, 99
	for c := range sv.s.N * sv.s.N {
		if b.vals[c] == 0 {
			if k := bits.OnesCount16(b.cand[c]); k < bestN {
				best, bestN = c, k
				if k == 2 {
					break
				}
			}
		}
	}
	var order [MaxN]int
	digits := order[:0]
	for m := b.cand[best]; m != 0; m &= m - 1 {
		digits = append(digits, bits.TrailingZeros16(m)+1)
	}
	if sv.rng != nil {
		sv.rng.Shuffle(len(digits), func(i, j int) { digits[i], digits[j] = digits[j], digits[i] })
	}
	for _, d := range digits {
		if sv.count >= sv.limit || sv.err != nil {
			return
		}
		next := &sv.stack[depth+1]
		*next = *b
		if next.place(sv.s, best, d) {
			sv.search(next, depth+1)
		}
	}
}

// digits returns the board's digits, row-major.
func (b *board) digits(s *Geometry) []int {
	out := make([]int, s.N*s.N)
	for c := range out {
		out[c] = int(b.vals[c])
	}
	return out
}

// propagate places hidden singles (place places the naked ones), and
// applies the extra constraint, until none applies; it reports false on
// a contradiction. It looks only at the units changed since it last
// looked at them (board.stale).
func (sv *solver) propagate(b *board) bool {
	s, n := sv.s, sv.s.N
	full := uint16(1)<<n - 1
	for {
		progress := false
		for u, unit := range s.Units {
			if b.stale&(1<<u) == 0 {
				continue
			}
			b.stale &^= 1 << u
			var once, twice uint16
			for _, c := range unit {
				m := b.cand[c]
				twice |= once & m
				once |= m
			}
			if once != full {
				return false
			}
			for single := once &^ twice; single != 0; single &= single - 1 {
				bit := single & -single
				for _, c := range unit {
					if b.cand[c]&bit != 0 {
						if b.vals[c] == 0 {
							if !b.place(s, c, bits.TrailingZeros16(bit)+1) {
								return false
							}
							progress = true
						}
						break
					}
				}
			}
		}
		if sv.extra != nil && !progress {
			before := b.cand
			if !sv.extra.Narrow(b.vals[:n*n], b.cand[:n*n]) {
				return false
			}
			for c := range n * n {
				if b.cand[c] != before[c] {
					b.stale |= s.unitBits[c]
				}
				if m := b.cand[c]; b.vals[c] == 0 && m != before[c] {
					if m == 0 || m&(m-1) == 0 && !b.place(s, c, bits.TrailingZeros16(m)+1) {
						return false
					}
					progress = true
				}
			}
		}
		if !progress {
			return true
		}
	}
}
