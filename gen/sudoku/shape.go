package sudoku

import (
	"fmt"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// shape is the geometry of one Sudoku size: n x n cells in boxes of
// boxRows x boxCols, with every unit (row, column, box) and every cell's
// peers precomputed (those of its regions.Geometry). Cells are numbered
// r*n+c.
type shape struct {
	n, boxRows, boxCols int
	units               [][]int // 3n units of n cells: rows, then columns, then boxes
	cellUnits           [][3]int
	peers               [][]int           // every other cell sharing a unit, without repeats
	geo                 *regions.Geometry // the same geometry for the grader
	tab                 *tables           // the same geometry in fixed-size arrays for the solver
}

// shapes returns the shapes of the three sizes by n, built on first use:
// a process that reads no Sudoku (solve --kind numberlink, one process a
// puzzle) does not pay for them.
var shapes = sync.OnceValue(func() map[int]*shape {
	return map[int]*shape{4: newShape(4, 2, 2), 6: newShape(6, 2, 3), 9: newShape(9, 3, 3)}
})

// shapeFor returns the shape of an n x n Sudoku, or an error when n is not 4, 6 or 9.
func shapeFor(n int) (*shape, error) {
	s, ok := shapes()[n]
	if !ok {
		return nil, fmt.Errorf("sudoku: size must be 4, 6 or 9, not %d", n)
	}
	return s, nil
}

func newShape(n, boxRows, boxCols int) *shape {
	g := regions.MustNew(n, regions.Boxes(n, boxRows, boxCols), "box")
	s := &shape{n: n, boxRows: boxRows, boxCols: boxCols, units: g.Units, cellUnits: g.CellUnits, peers: g.Peers, geo: g}
	s.tab = newTables(s)
	return s
}
