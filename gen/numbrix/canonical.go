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
	for t := range gen.Symmetries {
		g := gen.Transform(p.Givens, t)
		for _, reverse := range []bool{false, true} {
			if s := numbered(g, reverse, last); best == "" || s < best {
				best = s
			}
		}
	}
	return best
}

// numbered writes g with its size first, renumbered from the other end
// when reverse.
func numbered(g [][]int, reverse bool, last int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", len(g), len(g[0]))
	for _, row := range g {
		for _, v := range row {
			if reverse && v > 0 {
				v = last + 1 - v
			}
			fmt.Fprintf(&b, "%d,", v)
		}
	}
	return b.String()
}
