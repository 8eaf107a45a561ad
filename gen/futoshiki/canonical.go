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
	// 1), cell c's byte in the form for its digit (d 4), and its sign with
	// its neighbour in direction d (right, down, left, up: '.' none).
	var at [2][5][maxSize * maxSize]byte
	for r := range at {
		for d := range 4 {
			for c := range n * n {
				at[r][d][c] = '.'
			}
		}
		for c, v := range pz.cells {
			if v != 0 && r == 1 {
				v = n + 1 - v
			}
			at[r][4][c] = byte('0' + v)
		}
	}
	for _, s := range pz.signs {
		d := right
		if s.hi-s.lo == n || s.lo-s.hi == n {
			d = down
		}
		first, second := min(s.lo, s.hi), max(s.lo, s.hi)
		lt, gt := byte('<'), byte('>') // first's sign, then second's
		if first == s.hi {
			lt, gt = gt, lt
		}
		at[0][d][first], at[0][d+2][second] = lt, gt
		at[1][d][first], at[1][d+2][second] = gt, lt
	}
	// Each form is written in reading order of the turned grid and
	// compared with the least so far as it is written, so that a form
	// stops at its first byte over the least.
	var best [3 * maxSize * maxSize]byte
	turns := &symmetries()[n]
	for t := range 16 {
		turn, a := &turns[t&7], &at[t>>3]
		digit, toRight, below := &a[4], &a[turn.right], &a[turn.down]
		less := t == 0 // the form is under best so far: it is written over it
	form:
		for q, c := range turn.from[:n*n] {
			for i, b := range [3]byte{digit[c], toRight[c], below[c]} {
				switch {
				case less:
				case b > best[3*q+i]:
					break form
				case b < best[3*q+i]:
					less = true
				default:
					continue
				}
				best[3*q+i] = b
			}
		}
	}
	return string(best[:3*n*n])
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

// symmetries holds, for each size n, the eight symmetries t of the n x n
// square (bit 4: transposed, then bit 1: rows reversed, bit 2: columns
// reversed).
var symmetries = sync.OnceValue(func() *[maxSize + 1][8]symmetry {
	m := new([maxSize + 1][8]symmetry)
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
	for n := 1; n <= maxSize; n++ {
		for t := range 8 {
			sym := &m[n][t]
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
	return m
})
