package kakuro

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the least text form of p among its disguises, so that
// a book or a feed never prints one Kakuro twice: p turned over its
// diagonal (rows for columns, down sums for across sums; no other turn
// keeps clue cells before their runs), and each digit d read as 10 - d,
// which turns a run's sum s over n cells into 10n - s. The form is the
// grid, a cell a token: "#" a block, "." a white cell, "D\A" a clue cell
// (0 where it heads no run that way), and a digit given in a white cell.
// It returns "" for a puzzle whose grid or clues do not fit its size.
func (Kind) Canonical(p *gen.Puzzle) string {
	if checkShape(p) != nil || !drawable(p) {
		return ""
	}
	clue := map[gen.Cell]gen.ClueCell{}
	for _, cl := range p.Clues {
		clue[cl.Cell] = cl
	}
	// runLength counts the white cells from (r, c) on by (dr, dc).
	runLength := func(r, c, dr, dc int) int {
		n := 0
		for r, c = r+dr, c+dc; r < p.Rows && c < p.Cols && p.Givens[r][c] >= 0; r, c = r+dr, c+dc {
			n++
		}
		return n
	}
	best := ""
	for _, turn := range []bool{false, true} {
		for _, flip := range []bool{false, true} {
			rows, cols := p.Rows, p.Cols
			if turn {
				rows, cols = cols, rows
			}
			var b strings.Builder
			fmt.Fprintf(&b, "%dx%d", rows, cols)
			for r := range rows {
				b.WriteByte('\n')
				for c := range cols {
					at := gen.Cell{Row: r, Col: c}
					if turn {
						at = gen.Cell{Row: c, Col: r}
					}
					v := p.Givens[at.Row][at.Col]
					cl, isClue := clue[at]
					switch {
					case isClue:
						down, across := cl.Down, cl.Across
						if flip {
							down = complement(down, runLength(at.Row, at.Col, 1, 0))
							across = complement(across, runLength(at.Row, at.Col, 0, 1))
						}
						if turn {
							down, across = across, down
						}
						fmt.Fprintf(&b, " %d\\%d", down, across)
					case v < 0:
						b.WriteString(" #")
					case v == 0:
						b.WriteString(" .")
					case flip:
						fmt.Fprintf(&b, " %d", 10-v)
					default:
						fmt.Fprintf(&b, " %d", v)
					}
				}
			}
			if form := b.String(); best == "" || form < best {
				best = form
			}
		}
	}
	return best
}

// complement is the sum of a run of n cells whose digits d are read as
// 10 - d; 0 (no run) stays 0.
func complement(sum, n int) int {
	if sum == 0 {
		return 0
	}
	return 10*n - sum
}
