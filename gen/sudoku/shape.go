package sudoku

import (
	"fmt"
	"sync"
)

// shape is the geometry of one Sudoku size: n x n cells in boxes of
// boxRows x boxCols, with every unit (row, column, box) and every cell's
// peers precomputed. Cells are numbered r*n+c.
type shape struct {
	n, boxRows, boxCols int
	units               [][]int // 3n units of n cells: rows, then columns, then boxes
	cellUnits           [][3]int
	peers               [][]int // every other cell sharing a unit, without repeats
	tab                 *tables // the same geometry in fixed-size arrays for the solver
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
	s := &shape{n: n, boxRows: boxRows, boxCols: boxCols}
	s.cellUnits = make([][3]int, n*n)
	for i := 0; i < n; i++ {
		row, col, box := make([]int, n), make([]int, n), make([]int, n)
		br, bc := (i/(n/boxCols))*boxRows, (i%(n/boxCols))*boxCols
		for j := 0; j < n; j++ {
			row[j] = i*n + j
			col[j] = j*n + i
			box[j] = (br+j/boxCols)*n + bc + j%boxCols
		}
		s.units = append(s.units, row, col, box)
	}
	// units were appended interleaved; reorder to rows, columns, boxes.
	ordered := make([][]int, 0, 3*n)
	for k := 0; k < 3; k++ {
		for i := 0; i < n; i++ {
			ordered = append(ordered, s.units[3*i+k])
		}
	}
	s.units = ordered
	for u, cells := range s.units {
		for _, c := range cells {
			s.cellUnits[c][u/n] = u
		}
	}
	s.peers = make([][]int, n*n)
	seen := make([]bool, n*n)
	npeers := 3*(n-1) - (boxRows - 1) - (boxCols - 1)
	all := make([]int, 0, n*n*npeers) // every cell's peers, in one allocation
	for c := range s.peers {
		clear(seen)
		seen[c] = true
		s.peers[c] = all[len(all) : len(all) : len(all)+npeers]
		all = all[:len(all)+npeers]
		for _, u := range s.cellUnits[c] {
			for _, p := range s.units[u] {
				if !seen[p] {
					seen[p] = true
					s.peers[c] = append(s.peers[c], p)
				}
			}
		}
	}
	s.tab = newTables(s)
	return s
}
