package futoshiki

import (
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the least text form of p among its disguises, so that
// a book never prints one Futoshiki twice and never takes two puzzles
// with the same givens but other signs for one: p turned and reflected
// (the eight symmetries of the square, the signs turning with it), and
// each digit d read as N+1-d, which turns every sign round. The form is
// the grid in reading order, three bytes a cell: the given ('0' blank),
// then the sign to the cell's right and the sign below it ('<' when this
// cell is the smaller, '>' when the greater, '.' none). It returns "" for
// a puzzle that does not read.
func (Kind) Canonical(p *gen.Puzzle) string {
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	pz, err := readInto(p, sc)
	if err != nil {
		return ""
	}
	n := pz.geo.N
	// at[r][d][c]: for the digits read as they are (r 0) or as N+1-d (r
	// 1), cell c's digit (d 4, 0 blank), and its sign with its neighbour
	// in direction d (right, down, left, up: 0 none, 1 '<', 2 '>'). These
	// order as the form's bytes do, which are written from them at the
	// end.
	var at [2][5][maxSize * maxSize]byte
	for c, v := range pz.cells {
		at[0][4][c] = byte(v)
		if v != 0 {
			at[1][4][c] = byte(n + 1 - v)
		}
	}
	for _, s := range pz.signs {
		d := right
		if s.hi-s.lo == n || s.lo-s.hi == n {
			d = down
		}
		first, second := min(s.lo, s.hi), max(s.lo, s.hi)
		lt, gt := byte(1), byte(2) // first's sign, then second's: '<', '>'
		if first == s.hi {
			lt, gt = gt, lt
		}
		at[0][d][first], at[0][d+2][second] = lt, gt
		at[1][d][first], at[1][d+2][second] = gt, lt
	}
	// Each form is written in reading order of the turned grid and
	// compared with the least so far as it is written, so that a form
	// stops at its first cell over the least. A cell's three bytes are
	// compared as one number, which orders them as the bytes do.
	var best [maxSize * maxSize]uint32
	turns := symmetries(n)
	for t := range 16 {
		turn, a := &turns[t&7], &at[t>>3]
		digit, toRight, below := &a[4], &a[turn.right], &a[turn.down]
		less := t == 0 // the form is under best so far: it is written over it
		for q, c := range turn.from[:n*n] {
			w := uint32(digit[c])<<16 | uint32(toRight[c])<<8 | uint32(below[c])
			if !less {
				if w > best[q] {
					break
				}
				less = w < best[q]
			}
			best[q] = w
		}
	}
	var form [3 * maxSize * maxSize]byte
	signByte := [3]byte{'.', '<', '>'}
	for q, w := range best[:n*n] {
		form[3*q], form[3*q+1], form[3*q+2] = '0'+byte(w>>16), signByte[byte(w>>8)], signByte[byte(w)]
	}
	return string(form[:3*n*n])
}

// The directions from a cell, as Canonical's table holds them: a
// direction and the one two on are opposites.
const (
	right = iota
	down
	left
	up
)

// symmetry is one of the eight symmetries of the n x n square: the cell
// of the square before it is turned at each place of the turned one, and
// the directions, before, of the turned square's right and down.
type symmetry struct {
	from        [maxSize * maxSize]uint8
	right, down int
}

// symmetries returns the eight symmetries t of the n x n square (bit 4:
// transposed, then bit 1: rows reversed, bit 2: columns reversed), made
// once for each size the process asks for.
func symmetries(n int) *[8]symmetry {
	symmetriesMade[n].Do(func() { makeSymmetries(n, &symmetriesOf[n]) })
	return &symmetriesOf[n]
}

var (
	symmetriesMade [maxSize + 1]sync.Once
	symmetriesOf   [maxSize + 1][8]symmetry
)

// makeSymmetries writes the eight symmetries of the n x n square into m.
func makeSymmetries(n int, m *[8]symmetry) {
	turn := func(t, r, col, n int) (int, int) {
		if t&4 != 0 {
			r, col = col, r
		}
		if t&1 != 0 {
			r = n - 1 - r
		}
		if t&2 != 0 {
			col = n - 1 - col
		}
		return r, col
	}
	steps := [4][2]int{right: {0, 1}, down: {1, 0}, left: {0, -1}, up: {-1, 0}}
	for t := range 8 {
		sym := &m[t]
		for c := range n * n {
			r, col := turn(t, c/n, c%n, n)
			sym.from[r*n+col] = uint8(c)
		}
		for d, step := range steps {
			// A step turns as the difference of two cells does.
			r0, c0 := turn(t, 1, 1, 3)
			r1, c1 := turn(t, 1+step[0], 1+step[1], 3)
			switch [2]int{r1 - r0, c1 - c0} {
			case steps[right]:
				sym.right = d
			case steps[down]:
				sym.down = d
			}
		}
	}
}
