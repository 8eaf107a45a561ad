package futoshiki

import (
	"slices"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// scratch is the space a puzzle is read into by the book's check
// (Verify, Solve), its key (Canonical) and its text (Format), kept in a
// pool so that these allocate nothing of their own per puzzle: at 1000
// 5x5 puzzles a run, fewer fresh heap pages, each a page fault.
type scratch struct {
	cells, sol [maxSize * maxSize]int
	signs      [2 * maxSize * (maxSize - 1)]sign
	con        constraint // signs as the solver's constraint, by pointer
	line       [maxSize*maxSize + 2*maxSize*(maxSize-1) + 3]byte
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

// flatten is regions.Flatten writing over dst's space (nil: a new
// slice); a grid that does not read is left to regions.Flatten, for its
// error.
func flatten(dst []int, n int, g [][]int, what string, lo int) ([]int, error) {
	cells := slices.Grow(dst[:0], n*n)
	ok := len(g) == n
	for _, row := range g {
		if !ok || len(row) != n {
			ok = false
			break
		}
		for _, v := range row {
			ok = ok && v >= lo && v <= n
		}
		cells = append(cells, row...)
	}
	if !ok {
		return regions.Flatten(n, g, what, lo)
	}
	return cells, nil
}
