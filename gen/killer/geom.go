package killer

import (
	"fmt"
	"sync"

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
}

// geoms are the sizes Killer Sudoku takes, with their boxes, built on
// first use so that a program that never makes a killer does not pay.
var geoms = sync.OnceValue(func() map[int]*geom {
	return map[int]*geom{4: newGeom(4, 2, 2), 6: newGeom(6, 2, 3), 9: newGeom(9, 3, 3)}
})

// geomFor returns the geometry of an n x n killer.
func geomFor(n int) (*geom, error) {
	g, ok := geoms()[n]
	if !ok {
		return nil, fmt.Errorf("size %d: want 4, 6 or 9", n)
	}
	return g, nil
}

func newGeom(n, br, bc int) *geom {
	g := &geom{Geometry: regions.MustNew(n, regions.Boxes(n, br, bc), "box"), n: n, boxRows: br, boxCols: bc}
	g.unitCells = make([]cellSet, len(g.Units))
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
