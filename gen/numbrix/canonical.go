package numbrix

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the puzzle's canonical form: its givens (holes
// included) under the rotation or reflection of the grid, and the choice
// of numbering direction (1..M or M..1), that reads smallest. Two puzzles
// get the same form exactly when one is the other turned, mirrored or
// numbered from the other end, which are the same puzzle to a reader. It
// returns "" when p is malformed.
func (k Kind) Canonical(p *gen.Puzzle) string {
	if _, _, err := k.boardOf(p); err != nil {
		return ""
	}
	last := 0 // M: the number of open cells
	for _, row := range p.Givens {
		for _, v := range row {
			if v != -1 {
				last++
			}
		}
	}
	best := ""
	for t := range 8 {
		for _, reverse := range []bool{false, true} {
			if s := transformed(p, t, reverse, last); best == "" || s < best {
				best = s
			}
		}
	}
	return best
}

// transformed writes p's givens under symmetry t of the rectangle (bit 0:
// transpose, bit 1: flip rows, bit 2: flip columns), renumbered from the
// other end when reverse.
func transformed(p *gen.Puzzle, t int, reverse bool, last int) string {
	rows, cols := p.Rows, p.Cols
	if t&1 != 0 {
		rows, cols = cols, rows
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", rows, cols)
	for r := range rows {
		for c := range cols {
			sr, sc := r, c
			if t&2 != 0 {
				sr = rows - 1 - sr
			}
			if t&4 != 0 {
				sc = cols - 1 - sc
			}
			if t&1 != 0 {
				sr, sc = sc, sr
			}
			v := p.Givens[sr][sc]
			if reverse && v > 0 {
				v = last + 1 - v
			}
			fmt.Fprintf(&b, "%d,", v)
		}
	}
	return b.String()
}
