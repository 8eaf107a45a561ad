package numberlink

import (
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the puzzle's canonical form: its givens (solid cells
// included) under the rotation or reflection of the grid that reads
// smallest, with the paths renumbered in reading order of their first
// endpoint. Two puzzles get the same form exactly when one is the other
// turned, mirrored or with its paths relabelled, which are the same
// puzzle to a reader. A non-square grid takes only the four symmetries
// that keep it a rectangle of its own shape or its transpose, and the
// dimensions lead the string. It returns "" when p is malformed.
func (Kind) Canonical(p *gen.Puzzle) string {
	if _, err := newBoard(p.Givens); err != nil {
		return ""
	}
	best := ""
	for t := range 8 {
		if s := relabelled(p.Givens, t); best == "" || s < best {
			best = s
		}
	}
	return best
}

// relabelled writes g under symmetry t of the rectangle (bit 0:
// transpose, bit 1: flip rows, bit 2: flip columns), numbering its paths
// 1, 2, ... in reading order of first appearance.
func relabelled(g [][]int, t int) string {
	rows, cols := len(g), len(g[0])
	if t&1 != 0 {
		rows, cols = cols, rows
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(rows) + "x" + strconv.Itoa(cols) + ":")
	label := map[int]int{}
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
			v := g[sr][sc]
			if v > 0 {
				if label[v] == 0 {
					label[v] = len(label) + 1
				}
				v = label[v]
			}
			b.WriteString(strconv.Itoa(v) + ",")
		}
	}
	return b.String()
}
