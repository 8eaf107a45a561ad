package calcudoku

import (
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Most layouts the ladder cannot finish have two solutions, and the
// second is usually the first with a few digits exchanged along a cycle
// of the Latin square:
//
//   - two rows along a cycle of columns: rows r and s hold the same
//     digits in columns C, so their digits in C can trade places;
//   - two columns along a cycle of rows, the same way;
//   - two digits along a cycle: the cells of a and b alternate by row
//     and column, and a and b trade places around it.
//
// Each gives another Latin square, so a layout whose every cage touched
// by one keeps its target (under its operation, or under some operation
// when hidden) has two solutions. The generator lists the cycles once a
// square (swapsOf) and checks each layout against them (allowed) before
// any run of the ladder. A layout one change away from a layout the
// ladder solved, which allows no swap, is checked only against the
// swaps that touch a cage the change made (allowedNear).

// swaps lists a Latin square's cycle swaps: swap k changes
// cells[at[k]:at[k+1]] to digits[at[k]:at[k+1]] (at starts at 0).
type swaps struct {
	cells  []uint8
	digits []uint8
	at     []int
	sets   []cellSet // per swap, its cells
}

// cellSet is a set of the cells of a grid of up to 9x9, one bit a cell.
type cellSet [2]uint64

// add adds cell c to s.
func (s *cellSet) add(c int) { s[c>>6] |= 1 << (c & 63) }

// has reports whether s holds cell c.
func (s *cellSet) has(c int) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// meets reports whether s and t share a cell.
func (s *cellSet) meets(t *cellSet) bool { return s[0]&t[0]|s[1]&t[1] != 0 }

// add appends cell c, which the swap sets to d.
func (s *swaps) add(c, d int) {
	s.cells, s.digits = append(s.cells, uint8(c)), append(s.digits, uint8(d))
}

// end ends the swap of the cells added since the last end, or drops it
// when it has no more than least cells.
func (s *swaps) end(least int) {
	lo := s.at[len(s.at)-1]
	if len(s.cells)-lo <= least {
		s.cells, s.digits = s.cells[:lo], s.digits[:lo]
		return
	}
	var set cellSet
	for _, c := range s.cells[lo:] {
		set.add(int(c))
	}
	s.at, s.sets = append(s.at, len(s.cells)), append(s.sets, set)
}

// len is the number of swaps.
func (s *swaps) len() int { return len(s.at) - 1 }

// cellsOf appends the cells of swap k to buf.
func (s *swaps) cellsOf(k int, buf []int) []int {
	for _, c := range s.cells[s.at[k]:s.at[k+1]] {
		buf = append(buf, int(c))
	}
	return buf
}

// swapsOf lists the cycle swaps of the n x n Latin square sol, reusing
// s's storage. A 2x2 square a b over b a is a cycle of each family; it
// is listed once, as a row cycle.
func swapsOf(s *swaps, sol []int, n int) {
	s.cells, s.digits, s.at, s.sets = s.cells[:0], s.digits[:0], append(s.at[:0], 0), s.sets[:0]
	var seen [maxCells]bool
	// cell is the cell of line u's position p, across (rows) or down.
	cell := func(down bool, u, p int) int {
		if down {
			return p*n + u
		}
		return u*n + p
	}
	for _, down := range [2]bool{false, true} {
		for u := range n {
			for v := u + 1; v < n; v++ {
				// where[d] is the position of digit d in line u.
				var where [maxSize + 1]int
				for p := range n {
					where[sol[cell(down, u, p)]] = p
				}
				clear(seen[:n])
				for p0 := range n {
					if seen[p0] {
						continue
					}
					for p := p0; !seen[p]; p = where[sol[cell(down, v, p)]] {
						seen[p] = true
						a, b := cell(down, u, p), cell(down, v, p)
						s.add(a, sol[b])
						s.add(b, sol[a])
					}
					if down {
						s.end(4)
					} else {
						s.end(0)
					}
				}
			}
		}
	}
	// Digit cycles: rowOf[d][c] is the row of digit d in column c,
	// colOf[d][r] its column in row r.
	var rowOf, colOf [maxSize + 1][maxSize]int
	for i, d := range sol[:n*n] {
		rowOf[d][i%n], colOf[d][i/n] = i/n, i%n
	}
	for a := 1; a <= n; a++ {
		for b := a + 1; b <= n; b++ {
			clear(seen[:n])
			for r0 := range n {
				if seen[r0] {
					continue
				}
				// From a in row r, to b in a's column, to a in b's row.
				for r := r0; !seen[r]; {
					seen[r] = true
					c := colOf[a][r]
					rb := rowOf[b][c]
					s.add(r*n+c, b)
					s.add(rb*n+c, a)
					r = rb
				}
				s.end(4)
			}
		}
	}
}

// allowed returns the index of a swap of s that a layout allows, -1
// when it allows none: every cage the swap touches keeps its target
// with the swapped digits of the solution sol, so the layout has two
// solutions. It is the first such swap.
func (s *swaps) allowed(cages []gen.Cage, sol []int, n int) int {
	return s.allowedNear(cages, sol, n, nil)
}

// allowedNear is allowed among the swaps that touch a cell of near (all
// when near is nil): where every swap the layout allows touches one of
// those cells, it returns what allowed does.
func (s *swaps) allowedNear(cages []gen.Cage, sol []int, n int, near *cellSet) int {
	var owner [maxCells]uint8
	for k, cg := range cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = uint8(k)
		}
	}
	var digits [maxCage]uint8
	for k := range s.len() {
		set := &s.sets[k]
		if near != nil && !set.meets(near) {
			continue
		}
		lo, hi := s.at[k], s.at[k+1]
		var read cellSet // the cells of the cages read
		ok := true
		for j := lo; j < hi && ok; j++ {
			if read.has(int(s.cells[j])) {
				continue
			}
			cg := &cages[owner[s.cells[j]]]
			for x, c := range cg.Cells {
				i := c.Row*n + c.Col
				read.add(i)
				digits[x] = uint8(sol[i])
				if set.has(i) {
					digits[x] = s.digits[lo+slices.Index(s.cells[lo:hi], uint8(i))]
				}
			}
			cc := cage{op: cg.Op, target: cg.Target, hidden: cg.Hidden}
			ok = cc.makesAny(digits[:len(cg.Cells)])
		}
		if ok {
			return k
		}
	}
	return -1
}
