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
	for t := range gen.Symmetries {
		if s := relabelled(gen.Transform(p.Givens, t)); best == "" || s < best {
			best = s
		}
	}
	return best
}

// relabelled writes g with its size first and its paths numbered 1, 2,
// ... in reading order of first appearance.
func relabelled(g [][]int) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(len(g)) + "x" + strconv.Itoa(len(g[0])) + ":")
	label := map[int]int{}
	for _, row := range g {
		for _, v := range row {
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
