package killer

import (
	"math/bits"
	"slices"
)

// other is a grid other than sol that keeps its rows, columns, boxes and
// givens, as the cells where the two differ and its digits there.
type other struct {
	differ []int // in reading order
	to     []int // per cell of differ, the other's digit
	cells  cellSet
}

// cellSet is a set of the cells of a grid, bit i%64 of word i/64 for
// cell i.
type cellSet [2]uint64

// add puts cell i in s.
func (s *cellSet) add(i int) { s[i>>6] |= 1 << (i & 63) }

// within reports whether every cell of s is in t.
func (s cellSet) within(t cellSet) bool { return s[0]&^t[0] == 0 && s[1]&^t[1] == 0 }

// without returns the cells of s not in t.
func (s cellSet) without(t cellSet) cellSet { return cellSet{s[0] &^ t[0], s[1] &^ t[1]} }

// len returns how many cells s holds.
func (s cellSet) len() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// first returns the first cell of s, or -1 when s is empty.
func (s cellSet) first() int {
	c := s
	return c.next()
}

// meets reports whether s and t share a cell.
func (s cellSet) meets(t cellSet) bool { return s[0]&t[0] != 0 || s[1]&t[1] != 0 }

// otherOf returns grid as an other of sol.
func otherOf(sol, grid []int) other {
	var o other
	for i := range sol {
		if sol[i] != grid[i] {
			o.differ = append(o.differ, i)
			o.to = append(o.to, grid[i])
			o.cells.add(i)
		}
	}
	return o
}

// at returns o's digit at cell i, where sol holds d.
func (o *other) at(i, d int) int {
	if o.cells[i>>6]&(1<<(i&63)) == 0 { // most cells a check reads are sol's
		return d
	}
	k := 0
	for o.differ[k] != i { // a few cells: faster than a binary search
		k++
	}
	return o.to[k]
}

// swaps returns the others of sol (n*n digits) found without a search:
// two rows of one band that hold the same digits in some columns, in
// another order, swap their digits there, and so do two columns of one
// stack in some rows. The boxes keep their digits (the two lines cross
// the same boxes), and so do the lines and the cross lines. The fewest
// such columns are a cycle: from a column, the one where the first row
// holds the second row's digit, until back. (With givens, those that
// change one are dropped: see withoutGivens.) A layout whose cages allow
// one of them has two solutions, which a look at the cages of the cells
// swapped finds (see uniqueLayout).
func swaps(sol []int, n int) []other { return new(swapStore).find(sol, n) }

// swapStore keeps the storage of swaps from one grid to the next: a
// generator drops a grid's swaps when it makes the next grid.
type swapStore struct {
	out  []other
	pool []int
}

// find returns swaps(sol, n) in s's storage, which it overwrites.
func (s *swapStore) find(sol []int, n int) []other {
	g := geoms.of(n)
	out := s.out[:0]
	// pool holds every swap's cells and digits: per pair of lines, 2n
	// cells and their 2n digits
	pool := slices.Grow(s.pool[:0], 2*n*n*(g.boxRows+g.boxCols-2))
	defer func() { s.out, s.pool = out, pool }()
	// lines is every pair of lines a < b of one band of band lines,
	// cell x of line a being a*step+x*across.
	lines := func(band, step, across int) {
		for a := range n {
			for b := a + 1; b < n && b/band == a/band; b++ {
				apart := (b - a) * step
				var where [10]int // per digit, where line a holds it
				for x := range n {
					where[sol[a*step+x*across]] = x
				}
				seen := uint16(0) // the places x of the cycles so far
				for start := range n {
					if seen&(1<<start) != 0 {
						continue
					}
					cycle := uint16(0)
					for x := start; cycle&(1<<x) == 0; x = where[sol[b*step+x*across]] {
						cycle |= 1 << x
					}
					seen |= cycle
					// the cycle's cells in reading order: along rows, line
					// a's before line b's; down columns, place by place
					from := len(pool)
					for m := cycle; m != 0; m &= m - 1 {
						i := a*step + bits.TrailingZeros16(m)*across
						if pool = append(pool, i); across != 1 {
							pool = append(pool, i+apart)
						}
					}
					if across == 1 {
						for m := cycle; m != 0; m &= m - 1 {
							pool = append(pool, b*step+bits.TrailingZeros16(m))
						}
					}
					cells := pool[from:len(pool):len(pool)]
					pool = append(pool, cells...) // room for the digits
					o := other{differ: cells, to: pool[len(pool)-len(cells) : len(pool) : len(pool)]}
					for k, i := range cells {
						o.cells.add(i)
						if i/step%n == a { // on line a: it takes line b's digit
							o.to[k] = sol[i+apart]
						} else {
							o.to[k] = sol[i-apart]
						}
					}
					out = append(out, o)
				}
			}
		}
	}
	lines(g.boxRows, n, 1)
	lines(g.boxCols, 1, n)
	return out
}

// withoutGivens returns the others that change no given: others itself,
// clipped (an append copies it), when there are no givens, else a new
// slice.
func withoutGivens(others []other, givens [][]int) []other {
	n := len(givens)
	if !slices.ContainsFunc(givens, func(row []int) bool { return slices.ContainsFunc(row, func(v int) bool { return v != 0 }) }) {
		return slices.Clip(others)
	}
	out := make([]other, 0, len(others))
	for _, o := range others {
		if !slices.ContainsFunc(o.differ, func(i int) bool { return givens[i/n][i%n] != 0 }) {
			out = append(out, o)
		}
	}
	return out
}
