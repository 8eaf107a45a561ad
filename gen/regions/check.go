package regions

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Flatten checks that g is an n x n grid of values from lo to n (lo 0 for
// givens, 1 for a solution) and returns its cells row by row. what names
// the grid in an error ("givens"); the error wraps gen.ErrMalformed and
// names no package, for the kind to add its own.
func Flatten(n int, g [][]int, what string, lo int) ([]int, error) {
	return AppendFlat(nil, n, g, what, lo)
}

// AppendFlat is Flatten writing the cells after dst's (dst[:0] reuses
// its space: a caller's scratch, so that reading a puzzle allocates
// nothing).
func AppendFlat(dst []int, n int, g [][]int, what string, lo int) ([]int, error) {
	if len(g) != n {
		return nil, fmt.Errorf("%w: %s has %d rows, want %d", gen.ErrMalformed, what, len(g), n)
	}
	cells := slices.Grow(dst, n*n)
	for r, row := range g {
		if len(row) != n {
			return nil, fmt.Errorf("%w: %s row %d has %d cells, want %d", gen.ErrMalformed, what, r+1, len(row), n)
		}
		for c, v := range row {
			if v < lo || v > n {
				return nil, fmt.Errorf("%w: %s r%dc%d holds %d, want %d to %d", gen.ErrMalformed, what, r+1, c+1, v, lo, n)
			}
		}
		cells = append(cells, row...)
	}
	return cells, nil
}

// Repeat reports the first unit in which cells (values up to g.N, 0 for
// a blank) repeat a value, as an error that wraps gen.ErrMalformed and
// names no package ("givens: row 3 has two 7s").
func (g *Geometry) Repeat(cells []int, what string) error {
	for u, unit := range g.Units {
		seen := 0
		for _, c := range unit {
			v := cells[c]
			if v == 0 {
				continue
			}
			if seen&(1<<v) != 0 {
				name := [3]string{"row", "column", g.Word}[u/g.N]
				return fmt.Errorf("%w: %s: %s %d has two %ds", gen.ErrMalformed, what, name, u%g.N+1, v)
			}
			seen |= 1 << v
		}
	}
	return nil
}
