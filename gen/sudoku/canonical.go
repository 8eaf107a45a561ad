package sudoku

import (
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

var (
	_ gen.Canonicalizer = Kind{}
	_ gen.Bounded       = Kind{}
)

// Canonical returns the puzzle's canonical form: its givens, one
// character a cell ('.' for a blank), after the symmetry of the grid that
// makes (solution, pattern of givens) smallest. The symmetries are those
// that keep every Sudoku a Sudoku: transposition (when boxes are square),
// permutations of bands and of the rows within a band, the same for
// stacks and columns, and relabelling of the digits. They include the
// eight rotations and reflections of square boxes and the half turn and
// mirrors of 6x6. Two puzzles get the same form exactly when one is the
// other in disguise. It returns "" when p's solution is missing or wrong.
//
// Working on the solution (a full grid) rather than the givens keeps the
// search small: once the first output row and the column order are
// chosen, the relabelling is fixed (the first row reads 1..n), and as two
// rows of a band differ in every column, the first column alone orders
// the rest of the rows.
func (Kind) Canonical(p *gen.Puzzle) string {
	if p == nil || (Kind{}).Verify(p) != nil {
		return ""
	}
	s, _ := shapeFor(p.Rows) // Verify checked the size
	n := s.n
	solution := make([]int8, 0, n*n)
	given := make([]bool, 0, n*n)
	for r := range n {
		for c := range n {
			solution = append(solution, int8(p.Solution[r][c]))
			given = append(given, p.Givens[r][c] != 0)
		}
	}
	sy := symmetriesOf(s)
	m := minimizer{sy: sy, best: make([]int8, n*n), cand: make([]int8, n*n), order: make([]int, n)}
	m.search(solution, given)
	if sy.transpose {
		m.search(transposed(solution, n), transposed(given, n))
	}
	return m.key()
}

// symmetries are the row and column moves that keep a grid of one shape
// valid.
type symmetries struct {
	n, boxRows int
	transpose  bool     // boxes are square, so the grid may be transposed
	colOrders  [][]int  // every order of the columns that keeps boxes whole
	colPlaces  [][]int8 // colPlaces[k][c]: where colOrders[k] puts column c
	// opening[c*n+y] lists the orders k that put column c first and
	// column y first in the second stack.
	opening [][]int
}

// symmetriesOf returns the symmetries of s.
func symmetriesOf(s *shape) *symmetries {
	return allSymmetries[s.n]
}

// allSymmetries holds the symmetries of every supported size.
var allSymmetries = func() map[int]*symmetries {
	out := map[int]*symmetries{}
	for n, s := range shapes {
		sy := &symmetries{
			n:         n,
			boxRows:   s.boxRows,
			transpose: s.boxRows == s.boxCols,
			colOrders: blockOrders(n/s.boxCols, s.boxCols),
		}
		sy.opening = make([][]int, n*n)
		for k, cols := range sy.colOrders {
			places := make([]int8, n)
			for j, c := range cols {
				places[c] = int8(j)
			}
			sy.colPlaces = append(sy.colPlaces, places)
			at := cols[0]*n + cols[s.boxCols]
			sy.opening[at] = append(sy.opening[at], k)
		}
		out[n] = sy
	}
	return out
}()

// blockOrders returns every order of blocks*size lines that permutes the
// blocks and the lines within each block.
func blockOrders(blocks, size int) [][]int {
	var out [][]int
	within := permutations(size)
	for _, bp := range permutations(blocks) {
		var fill func(prefix []int, b int)
		fill = func(prefix []int, b int) {
			if b == blocks {
				out = append(out, append([]int(nil), prefix...))
				return
			}
			for _, wp := range within {
				next := prefix
				for _, i := range wp {
					next = append(next, bp[b]*size+i)
				}
				fill(next, b+1)
			}
		}
		fill(make([]int, 0, blocks*size), 0)
	}
	return out
}

// permutations returns every permutation of 0..k-1.
func permutations(k int) [][]int {
	if k == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(k - 1) {
		for at := 0; at <= len(p); at++ {
			q := make([]int, 0, k)
			q = append(q, p[:at]...)
			q = append(q, k-1)
			q = append(q, p[at:]...)
			out = append(out, q)
		}
	}
	return out
}

// transposed returns the n x n grid g with rows and columns swapped.
func transposed[T any](g []T, n int) []T {
	out := make([]T, len(g))
	for r := range n {
		for c := range n {
			out[c*n+r] = g[r*n+c]
		}
	}
	return out
}

// minimizer keeps the smallest (solution, givens pattern) seen over the
// symmetries tried so far.
type minimizer struct {
	sy        *symmetries
	solution  []int8 // the grid being searched, maybe transposed
	given     []bool // its pattern of givens
	found     bool
	best      []int8 // smallest relabelled solution so far
	bestGiven []bool // its smallest pattern of givens
	cand      []int8 // scratch: the candidate being built
	order     []int  // scratch: source row of each output row
	label     [10]int8
}

// search tries every first row r0 and column order on solution. With r0
// first, digit d is relabelled 1 + the place of its column in r0, so a
// candidate's second row can be read, and most candidates dropped, before
// anything else is built.
//
// Only column orders that can give the second row its smallest possible
// start are tried: its first cell holds a digit that r0 has in another
// stack (the two rows share a band), so the best it can read is the first
// label of the second stack, and every r0 and first column can reach that
// by putting that digit's column first in the second stack.
func (m *minimizer) search(solution []int8, given []bool) {
	n, br := m.sy.n, m.sy.boxRows
	m.solution, m.given = solution, given
	var col0 [10]int8 // the column of each digit in row r0
	for r0 := range n {
		for c := range n {
			col0[solution[r0*n+c]] = int8(c)
		}
		band := r0 / br
		for c0 := range n {
			for r := band * br; r < band*br+br; r++ {
				if r == r0 {
					continue
				}
				y := int(col0[solution[r*n+c0]])
				for _, k := range m.sy.opening[c0*n+y] {
					m.consider(r0, r, m.sy.colOrders[k], m.sy.colPlaces[k], &col0)
				}
			}
		}
	}
}

// consider tries first row r0, second row r1 and the column order cols.
func (m *minimizer) consider(r0, r1 int, cols []int, places []int8, col0 *[10]int8) {
	if m.found && m.beaten(r1, cols, places, col0) {
		return
	}
	n := m.sy.n
	for d := 1; d <= n; d++ {
		m.label[d] = 1 + places[col0[d]]
	}
	m.rowOrder(r0, cols[0])
	m.try(cols)
}

// beaten reports whether row r read in the order cols is larger than the
// second row of the best candidate.
func (m *minimizer) beaten(r int, cols []int, places []int8, col0 *[10]int8) bool {
	n := m.sy.n
	for j, c := range cols {
		v := 1 + places[col0[m.solution[r*n+c]]]
		if b := m.best[n+j]; v != b {
			return v > b
		}
	}
	return false
}

// rowOrder fills m.order: r0, the rest of its band, then the other bands,
// each band's rows and the bands themselves ordered by their relabelled
// value in column c0. That is the smallest arrangement, since rows of one
// band (and first rows of different bands) differ in every column.
func (m *minimizer) rowOrder(r0, c0 int) {
	n, br := m.sy.n, m.sy.boxRows
	first := func(r int) int8 { return m.label[m.solution[r*n+c0]] }
	o := m.order[:0]
	band := r0 / br
	o = append(o, r0)
	o = appendSorted(o, band*br, br, r0, first)
	// The other bands, each by its smallest first-column value.
	var bands [9]int
	var keys [9]int8
	nb := 0
	for b := range n / br {
		if b == band {
			continue
		}
		k := int8(127)
		for r := b * br; r < b*br+br; r++ {
			k = min(k, first(r))
		}
		i := nb
		for ; i > 0 && keys[i-1] > k; i-- {
			bands[i], keys[i] = bands[i-1], keys[i-1]
		}
		bands[i], keys[i] = b, k
		nb++
	}
	for _, b := range bands[:nb] {
		o = appendSorted(o, b*br, br, -1, first)
	}
	m.order = o
}

// appendSorted appends rows start..start+size-1 except skip to o, in
// increasing order of key.
func appendSorted(o []int, start, size, skip int, key func(int) int8) []int {
	from := len(o)
	for r := start; r < start+size; r++ {
		if r == skip {
			continue
		}
		o = append(o, r)
		for i := len(o) - 1; i > from && key(o[i-1]) > key(o[i]); i-- {
			o[i-1], o[i] = o[i], o[i-1]
		}
	}
	return o
}

// try builds the candidate for the current labels, row order and column
// order, and keeps it when it is smaller than the best.
func (m *minimizer) try(cols []int) {
	n := m.sy.n
	cmp := 0 // of the candidate's cells so far against the best's
	if !m.found {
		cmp = -1
	}
	for i, r := range m.order {
		for j, c := range cols {
			v := m.label[m.solution[r*n+c]]
			if cmp == 0 {
				if b := m.best[i*n+j]; v > b {
					return
				} else if v < b {
					cmp = -1
				}
			}
			m.cand[i*n+j] = v
		}
	}
	if cmp < 0 {
		m.best, m.cand = m.cand, m.best
		m.found = true
		m.bestGiven = m.pattern(cols)
		return
	}
	// The same solution by another symmetry (an automorphism of the
	// grid): keep the smaller pattern of givens.
	p := m.pattern(cols)
	if lessPattern(p, m.bestGiven) {
		m.bestGiven = p
	}
}

// pattern returns the givens pattern under the current row and column
// order.
func (m *minimizer) pattern(cols []int) []bool {
	n := m.sy.n
	out := make([]bool, 0, n*n)
	for _, r := range m.order {
		for _, c := range cols {
			out = append(out, m.given[r*n+c])
		}
	}
	return out
}

// lessPattern orders patterns with a blank before a given, cell by cell.
func lessPattern(a, b []bool) bool {
	for i := range a {
		if a[i] != b[i] {
			return !a[i]
		}
	}
	return false
}

// key writes the best candidate's givens.
func (m *minimizer) key() string {
	var b strings.Builder
	b.Grow(len(m.best))
	for i, v := range m.best {
		if m.bestGiven[i] {
			b.WriteByte(byte('0' + v))
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// distinct4x4 is, for each clue symmetry, the number of 4x4 puzzles with
// exactly one solution that differ in canonical form (of any grade and
// any number of givens). TestDistinct4x4 recounts them by trying every
// pattern of givens on every grid. Larger sizes admit far more puzzles
// than a book can hold.
var distinct4x4 = map[gen.Symmetry]int{
	gen.SymmetryNone:       4710,
	gen.SymmetryRotational: 158,
	gen.SymmetryMirror:     107,
}

// MaxDistinct returns how many 4x4 puzzles with p's clue symmetry differ
// in canonical form (see Canonical), and 0 for larger sizes.
func (Kind) MaxDistinct(p gen.Params) int {
	if p.Rows != 4 {
		return 0
	}
	sym := p.Symmetry
	if sym == gen.SymmetryDefault {
		sym = defaultSymmetry
	}
	return distinct4x4[sym]
}
