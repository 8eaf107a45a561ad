package sudoku

import "github.com/puzzlebook/puzzlebook/gen"

// An unavoidable set of a solution grid is a set of cells whose digits can
// be rearranged into another valid grid; a puzzle that leaves every cell of
// one blank has two solutions. Most removals the generator rejects empty
// such a set, so counting the givens left in each small set rejects them
// without running the solver or the grader.
//
// The sets found here use two digits a and b: swapping a and b in a set T
// of the cells holding them gives a valid grid exactly when every unit
// holds both or neither of its a-cell and b-cell in T. The smallest such
// sets are the connected pieces of the graph that joins each a-cell to the
// b-cells of its row, column and box (a deadly rectangle is one of four
// cells). Each cell lies in one piece per other digit.

// unavoidables lists the two-digit unavoidable sets of one solution grid.
// The givens a puzzle leaves in each set are counted in a separate slice
// (a state's left), so that puzzles on the way copy cheaply.
type unavoidables struct {
	per  int     // sets per cell: one for each other digit
	of   []int16 // cell c's sets: of[c*per : (c+1)*per]
	size []int   // set index -> its size: the counts of the full grid
}

// newUnavoidables finds the two-digit unavoidable sets of solution (a
// complete grid of shape s), with every cell given. Fresh grids come
// once a puzzle or so, so it works in fixed arrays and allocates only
// what it returns.
func newUnavoidables(s *shape, solution []int) *unavoidables {
	n := s.n
	u := &unavoidables{per: n - 1, of: make([]int16, n*n*(n-1)), size: make([]int, 0, n*(n-1)/2*n)}
	// at[k][d-1] is the cell of unit k holding digit d.
	var at [3 * maxN][maxN]int8
	for k, unit := range s.units {
		for _, c := range unit {
			at[k][solution[c]-1] = int8(c)
		}
	}
	var piece [maxN * maxN]int16
	var stack [maxN * maxN]int8
	for a := 1; a <= n; a++ {
		for b := a + 1; b <= n; b++ {
			for i := range n * n {
				piece[i] = -1
			}
			// Every piece holds an a-cell, so starting from each row's
			// a-cell not yet in a piece finds them all.
			for row := range n {
				start := at[row][a-1]
				if piece[start] >= 0 {
					continue
				}
				id := int16(len(u.size))
				size := 0
				piece[start] = id
				stack[0] = start
				top := 1
				for top > 0 {
					top--
					c := int(stack[top])
					size++
					v := solution[c]
					other := a + b - v
					// The set is this cell's for the other digit.
					slot := other - 1
					if other > v {
						slot--
					}
					u.of[c*u.per+slot] = id
					for _, k := range s.cellUnits[c] {
						if m := at[k][other-1]; piece[m] < 0 {
							piece[m] = id
							stack[top] = m
							top++
						}
					}
				}
				u.size = append(u.size, size)
			}
		}
	}
	return u
}

// sets returns the sets holding cell c.
func (u *unavoidables) sets(c int) []int16 {
	return u.of[c*u.per : (c+1)*u.per]
}

// clear takes the cells of orbit out of the counts left, and reports
// whether the puzzle can still be unique: false when some set lost its
// last given (left is then as it was).
func (u *unavoidables) clear(left []int, orbit []int) bool {
	ok := true
	for _, c := range orbit {
		for _, id := range u.sets(c) {
			left[id]--
			if left[id] == 0 {
				ok = false
			}
		}
	}
	if !ok {
		u.fill(left, orbit)
	}
	return ok
}

// fill puts the cells of orbit back into the counts left.
func (u *unavoidables) fill(left []int, orbit []int) {
	for _, c := range orbit {
		for _, id := range u.sets(c) {
			left[id]++
		}
	}
}

// origin is the full grid a carve works from and the unavoidable sets
// known of it: the two-digit sets, counted as givens go (nil for an easy
// target, whose singles check settles uniqueness by itself), and on 9x9
// the sets harvested from the second solutions the solver finds, as band
// masks. A harvested set is where a second solution differs from the
// grid; most rejected removals of a local search are tried again after a
// few orbits come back, and the same second solution usually still fits.
type origin struct {
	solution []int
	ua       *unavoidables
	found    [][3]uint32
	planes   [planes]uint32 // 9x9: the solution's digit planes
}

// newOrigin returns the origin of solution for g's carves.
func (g *carver) newOrigin(solution []int) *origin {
	src := &origin{solution: solution}
	if g.target != gen.Easy {
		src.ua = newUnavoidables(g.s, solution)
	}
	if g.s.n == 9 {
		for c, v := range solution {
			src.planes[3*(v-1)+c/bandBits] |= 1 << (c % bandBits)
		}
	}
	return src
}

// blankSet reports whether the givens (band masks) leave some harvested
// set blank, which proves a second solution.
func (src *origin) blankSet(given [3]uint32) bool {
	for _, f := range src.found {
		if f[0]&given[0]|f[1]&given[1]|f[2]&given[2] == 0 {
			return true
		}
	}
	return false
}

// unique reports whether the 9x9 puzzle whose singles closure is sb has
// one solution, when it is a puzzle with one solution, src.solution, with
// the cells of orbit just cleared. Every other solution then differs from
// src.solution in one of those cells, so the solver need not count to two:
// it looks for one solution with the first cell's digit ruled out, then
// with that digit placed and the second cell's ruled out. Each of these
// searches is small (a wrong digit mostly breaks the grid within a few
// nodes), where a count to two walks the whole tree of a unique puzzle and
// reaches the known solution first in many non-unique ones. b is the
// puzzle's board, propagated. When another solution exists, where it
// differs from src.solution is harvested.
func (src *origin) unique(b bandBoard, orbit []int) bool {
	for i, c := range orbit {
		d, j, bit := src.solution[c]-1, c/bandBits, uint32(1)<<(c%bandBits)
		if b.unsolved[j]&bit == 0 {
			continue // propagation fixed it, to the solution's digit
		}
		other := b
		other.plane[3*d+j] &^= bit
		if other.propagate() {
			sv := bandSolver{limit: 1, prefer: src.solution}
			sv.search(other)
			if sv.count > 0 {
				src.found = append(src.found, src.diff(&sv.first))
				return false
			}
		}
		if rest := orbit[i+1:]; len(rest) > 0 {
			// Place the digit; propagation may stop once it has fixed the
			// cells left, which then need no search.
			if !b.fix(d, j, c%bandBits) || !b.settle(cellMask(rest)) {
				panic("sudoku: a full grid's digit broke its own puzzle")
			}
		}
	}
	return true
}

// diff returns the cells where the solved board w differs from the
// solution.
func (src *origin) diff(w *bandBoard) [3]uint32 {
	var d [3]uint32
	for j, m := range w.plane {
		d[j%3] |= m &^ src.planes[j]
	}
	return d
}

// givenMask returns the given cells of a 9x9 puzzle as band masks, from
// its givens' digit planes (givenPlanes).
func givenMask(given *[planes]uint32) [3]uint32 {
	var m [3]uint32
	for j, a := range given {
		m[j%3] |= a
	}
	return m
}

// cellMask returns 9x9 cells as band masks.
func cellMask(cells []int) [3]uint32 {
	var m [3]uint32
	for _, c := range cells {
		m[c/bandBits] |= 1 << (c % bandBits)
	}
	return m
}
