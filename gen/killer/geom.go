package killer

import "fmt"

// geom is the fixed geometry of one size: its boxes and units.
type geom struct {
	n                int
	boxRows, boxCols int
	// units are the rows, the columns and the boxes, in that order, each
	// as its cells' indexes (row*n + col).
	units [][]int
	// unitsOf gives each cell's row, column and box unit.
	unitsOf [][3]int
	// peers lists, per cell, the other cells of its row, column and box.
	peers [][]int
}

// The sizes Killer Sudoku takes, with their boxes.
var geoms = map[int]*geom{
	4: newGeom(4, 2, 2),
	6: newGeom(6, 2, 3),
	9: newGeom(9, 3, 3),
}

// geomFor returns the geometry of an n x n killer.
func geomFor(n int) (*geom, error) {
	g, ok := geoms[n]
	if !ok {
		return nil, fmt.Errorf("size %d: want 4, 6 or 9", n)
	}
	return g, nil
}

func newGeom(n, br, bc int) *geom {
	g := &geom{n: n, boxRows: br, boxCols: bc, unitsOf: make([][3]int, n*n), peers: make([][]int, n*n)}
	g.units = make([][]int, 3*n)
	for i := range n * n {
		r, c := i/n, i%n
		b := (r/br)*(n/bc) + c/bc
		u := [3]int{r, n + c, 2*n + b}
		g.unitsOf[i] = u
		for _, k := range u {
			g.units[k] = append(g.units[k], i)
		}
	}
	for i := range n * n {
		seen := map[int]bool{i: true}
		for _, k := range g.unitsOf[i] {
			for _, j := range g.units[k] {
				if !seen[j] {
					seen[j] = true
					g.peers[i] = append(g.peers[i], j)
				}
			}
		}
	}
	return g
}

// box returns the index of the box of cell i, from 0 in reading order.
func (g *geom) box(i int) int { return g.unitsOf[i][2] - 2*g.n }

// unitName names unit k for explanations: "row 3", "column 5", "box 7".
func (g *geom) unitName(k int) string {
	switch {
	case k < g.n:
		return fmt.Sprintf("row %d", k+1)
	case k < 2*g.n:
		return fmt.Sprintf("column %d", k-g.n+1)
	}
	return fmt.Sprintf("box %d", k-2*g.n+1)
}
