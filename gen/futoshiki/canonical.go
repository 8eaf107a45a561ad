package futoshiki

import (
	"bytes"
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
	pz, err := read(p)
	if err != nil {
		return ""
	}
	n := pz.geo.N
	var best []byte
	form := make([]byte, 3*n*n)
	turns := &symmetries()[n]
	for t := range 16 {
		to := &turns[t&7] // each cell's place in the turned grid
		reverse := t&8 != 0
		for c := range n * n {
			form[3*c], form[3*c+1], form[3*c+2] = '0', '.', '.'
		}
		for c, v := range pz.cells {
			if v != 0 && reverse {
				v = n + 1 - v
			}
			form[3*int(to[c])] = byte('0' + v)
		}
		for _, s := range pz.signs {
			lo, hi := int(to[s.lo]), int(to[s.hi])
			if reverse {
				lo, hi = hi, lo
			}
			first, rel := min(lo, hi), byte('<')
			if first == hi {
				rel = '>'
			}
			at := 3*first + 1 // the sign to the right
			if max(lo, hi)-first == n {
				at++ // the sign below
			}
			form[at] = rel
		}
		if best == nil || bytes.Compare(form, best) < 0 {
			best = append(best[:0], form...)
		}
	}
	return string(best)
}

// symmetries holds, for each size n and each of the eight symmetries t
// of the n x n square (bit 4: transposed, then bit 1: rows reversed,
// bit 2: columns reversed), each cell's place in the turned grid.
var symmetries = sync.OnceValue(func() *[maxSize + 1][8][maxSize * maxSize]uint8 {
	m := new([maxSize + 1][8][maxSize * maxSize]uint8)
	for n := 1; n <= maxSize; n++ {
		for t := range 8 {
			for c := range n * n {
				r, col := c/n, c%n
				if t&4 != 0 {
					r, col = col, r
				}
				if t&1 != 0 {
					r = n - 1 - r
				}
				if t&2 != 0 {
					col = n - 1 - col
				}
				m[n][t][c] = uint8(r*n + col)
			}
		}
	}
	return m
})
