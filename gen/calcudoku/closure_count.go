package calcudoku

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
)

// A layout the closure at hard leaves unfilled has two solutions more
// often than not at 6x6 hard (about four stalls in ten at expert), and
// the generator asks which before it runs the grader. The search below
// answers it with the closure's own rules as its propagation: from the
// closure at hard it places a digit in the empty cell of fewest
// candidates, closes at medium (singles and cage tuples) from there,
// and goes on until a branch fills the grid or breaks. The closure only
// removes digits no solution has, so the branches' grids are all the
// solutions, each found once. Cage tuples settle most branches at once,
// where the solver's search (regions.Count, which read every cage again
// at every node) went several levels deep; cage and line at every node
// costs more than the levels it spares.

// marks is the part of a closure a branch changes.
type marks struct {
	left int
	cand [maxCells]uint16 // a placed cell's digit alone
	vals [maxCells]uint8
	// seen is, per cage, the masks its cage rule last read: a cage whose
	// masks have not changed has nothing new (see rules.idle).
	seen [maxCells][maxCage]uint16
	memo [maxCells]linesMemo
	// touched marks the rows and columns (as units) whose marks changed
	// since the last pass of the cage rules at hard began.
	touched uint32
	// lines marks the rows and columns whose marks changed since singles
	// last looked for hidden singles in them, and one the empty cells
	// that may have been left with one digit since it looked for naked
	// singles.
	lines uint32
	one   cellSet
	// placed holds, per row and column, the digits placed in it.
	placed [2 * maxSize]uint16
}

// copyMarks copies the marks of the first cells cells and cages cages
// of src into dst.
func copyMarks(dst, src *marks, cells, cages int) {
	copy(dst.cand[:cells], src.cand[:cells])
	copy(dst.vals[:cells], src.vals[:cells])
	copy(dst.seen[:cages], src.seen[:cages])
	copy(dst.memo[:cages], src.memo[:cages])
	dst.left, dst.touched, dst.lines, dst.one, dst.placed = src.left, src.touched, src.lines, src.one, src.placed
}

// save copies z's marks into m.
func (z *closure) save(m *marks) { copyMarks(m, &z.marks, z.n*z.n, len(z.b.cages)) }

// restore puts back the marks save copied into m.
func (z *closure) restore(m *marks) { copyMarks(&z.marks, m, z.n*z.n, len(z.b.cages)) }

// twoSolutions reports whether the layout has two solutions or more,
// searching from the closure at hard (solves has just computed it),
// whose marks it leaves as they were. When sol, the square the layout
// was cut from, is given (not nil), it is one solution already: the
// search looks for another, trying sol's digit last where every digit
// placed so far is sol's, and stops at the first it finds.
func (z *closure) twoSolutions(sol []int) bool {
	if len(z.stack) == 0 {
		z.stack = make([]marks, 1)
	}
	need := 2
	if sol != nil {
		need = 1
	}
	z.save(&z.stack[0])
	z.tries = z.budget
	found := z.branch(1, sol, need, 0)
	z.restore(&z.stack[0])
	return found >= need
}

// branch counts, up to need, the solutions within z's closed marks, with
// z.stack[depth-1] holding them; found is the count so far. sol, when
// not nil, is a solution within the marks: its own grid is not counted,
// and its digit is tried last.
func (z *closure) branch(depth int, sol []int, need, found int) int {
	best, fewest := -1, 99
	for c := range z.n * z.n {
		if z.vals[c] == 0 {
			if k := bits.OnesCount16(z.cand[c]); k < fewest {
				best, fewest = c, k
				if k == 2 {
					break
				}
			}
		}
	}
	if depth == len(z.stack) {
		z.stack = append(z.stack, marks{})
	}
	here := &z.stack[depth-1]
	// The digits to try, sol's moved past the others (bit maxSize+d-1).
	digits := uint32(z.cand[best])
	if sol != nil {
		last := uint32(bit(sol[best])) // among the marks: sol keeps to them
		digits = digits&^last | last<<maxSize
	}
	for m := digits; m != 0 && found < need && z.spend(); m &= m - 1 {
		d, on := bits.TrailingZeros32(m)+1, []int(nil)
		if d > maxSize {
			d, on = d-maxSize, sol // still on sol's path
		}
		if m != digits {
			z.restore(here)
		}
		if !z.place(best, d) || !z.close(gen.Medium) {
			continue
		}
		if z.left == 0 {
			if on == nil && z.cagesMade() {
				found++
			}
			continue
		}
		z.save(&z.stack[depth])
		found = z.branch(depth+1, on, need, found)
		here = &z.stack[depth-1] // the stack may have grown
	}
	return found
}

// spend takes one digit tried from what is left of the count's budget,
// and reports false when none is left (a budget of 0 is none at all).
func (z *closure) spend() bool {
	if z.budget == 0 {
		return true
	}
	z.tries--
	return z.tries >= 0
}

// cagesMade reports whether the digits of z's filled grid make every
// cage's target (the rows and columns hold each digit once: place saw
// to it).
func (z *closure) cagesMade() bool {
	var digits [maxCage]uint8
	for k := range z.b.cages {
		c := &z.b.cages[k]
		for j, i := range c.cells {
			digits[j] = z.vals[i]
		}
		if !c.makesAny(digits[:len(c.cells)]) {
			return false
		}
	}
	return true
}
