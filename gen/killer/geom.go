package killer

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// geom is the fixed geometry of one size: the engine's rows, columns and
// boxes, with the boxes' shape.
type geom struct {
	*regions.Geometry
	n                int
	boxRows, boxCols int
	// innieNames name, per unit, its innies ([0]) and outies ([1]) as
	// the rule of 45's cages say where they come from.
	innieNames [2][]gen.Words
	// unitsOf holds, per cell, its units as a set: bit k for unit k.
	unitsOf [maxCells]uint32
	// unitCells holds, per unit, its cells as a set.
	unitCells []cellSet
	// moved holds, per mirror image and turn t of Canonical (bit 1
	// mirrors the rows, bit 2 the columns, bit 4 then transposes), per
	// cell, the cell that moves there.
	moved [8][]int
	// sides lists, per cell, the cells that share a side with it: above,
	// to the right, below, to the left.
	sides [][]int
}

// geoms are the sizes Killer Sudoku takes, with their boxes, each built
// on first use so that a program that never makes a killer of that size
// does not pay.
var geoms = newSized(func(n int) *geom {
	switch n {
	case 4:
		return newGeom(4, 2, 2)
	case 6:
		return newGeom(6, 2, 3)
	}
	return newGeom(9, 3, 3)
})

// geomFor returns the geometry of an n x n killer.
func geomFor(n int) (*geom, error) {
	g := geoms.of(n)
	if g == nil {
		return nil, fmt.Errorf("size %d: want 4, 6 or 9", n)
	}
	return g, nil
}

func newGeom(n, br, bc int) *geom {
	g := &geom{Geometry: regions.MustNew(n, regions.Boxes(n, br, bc), "box"), n: n, boxRows: br, boxCols: bc}
	g.unitCells = make([]cellSet, len(g.Units))
	for t := range g.moved {
		g.moved[t] = make([]int, n*n)
		for r := range n {
			for c := range n {
				fr, fc := r, c
				if t&4 != 0 {
					fr, fc = fc, fr
				}
				if t&1 != 0 {
					fr = n - 1 - fr
				}
				if t&2 != 0 {
					fc = n - 1 - fc
				}
				g.moved[t][r*n+c] = fr*n + fc
			}
		}
	}
	g.sides = make([][]int, n*n)
	all := make([]int, 0, 4*n*n) // every cell's list, one after another
	for i := range n * n {
		r, c := i/n, i%n
		start := len(all)
		if r > 0 {
			all = append(all, i-n)
		}
		if c < n-1 {
			all = append(all, i+1)
		}
		if r < n-1 {
			all = append(all, i+n)
		}
		if c > 0 {
			all = append(all, i-1)
		}
		g.sides[i] = all[start:len(all):len(all)]
	}
	for k, u := range g.Units {
		for _, i := range u {
			g.unitsOf[i] |= 1 << k
			g.unitCells[k].add(i)
		}
		g.innieNames[0] = append(g.innieNames[0], sideOf(0, g.unitName(k)))
		g.innieNames[1] = append(g.innieNames[1], sideOf(1, g.unitName(k)))
	}
	return g
}

// unitName names unit k for explanations: "row 3", "column 5", "box 7".
func (g *geom) unitName(k int) gen.Words {
	switch {
	case k < g.n:
		return gen.Say("row %d", k+1)
	case k < 2*g.n:
		return gen.Say("column %d", k-g.n+1)
	}
	return gen.Say("box %d", k-2*g.n+1)
}

// sideOf names the innies (side 0) or the outies (1) of a house named
// house ("row 3", "rows 1 to 3"): "the innies of row 3", a format of its
// own for each kind of house, so that a translation gives the house the
// article and case its language needs there.
func sideOf(side int, house gen.Words) gen.Words {
	return gen.Say([2]string{"the innies of ", "the outies of "}[side]+house.Format, house.Args...)
}
