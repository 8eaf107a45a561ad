package numbrix

import (
	"fmt"
	"math/rand/v2"
)

// Shape names, as written in configs (gen.Params.Shape).
const (
	ShapeRectangle = "rectangle" // every cell of the grid (the Numbrix shape)
	ShapeBlob      = "blob"      // a random outline with a few holes (the Hidato default)
	ShapeDiamond   = "diamond"
	ShapeCircle    = "circle"
	ShapeCross     = "cross"
	ShapeRing      = "ring" // a frame around a central hole
)

// named are the fixed outlines: each says whether row r, column c of a
// rows x cols grid is open.
var named = map[string]func(rows, cols, r, c int) bool{
	ShapeDiamond: func(rows, cols, r, c int) bool {
		y, x := offset(r, rows), offset(c, cols)
		return x+y <= 1.0001
	},
	ShapeCircle: func(rows, cols, r, c int) bool {
		y, x := offset(r, rows), offset(c, cols)
		return x*x+y*y <= 1.0001
	},
	ShapeCross: func(rows, cols, r, c int) bool {
		return inBand(r, rows) || inBand(c, cols)
	},
	ShapeRing: func(rows, cols, r, c int) bool {
		t := max(2, min(rows, cols)/4)
		return r < t || c < t || r >= rows-t || c >= cols-t
	},
}

// offset returns how far the centre of cell i lies from the middle of n
// cells, where 1 is the centre of the outermost cell.
func offset(i, n int) float64 {
	if n < 2 {
		return 0
	}
	half := float64(n-1) / 2
	d := float64(i) - half
	return max(d, -d) / half
}

// inBand reports whether i lies in the middle third (at least two cells
// wide) of n.
func inBand(i, n int) bool {
	w := max(2, (n+2)/3)
	lo := (n - w) / 2
	return i >= lo && i < lo+w
}

// shapeNames lists the shapes Hidato accepts, for messages.
var shapeNames = []string{ShapeBlob, ShapeRectangle, ShapeCircle, ShapeCross, ShapeDiamond, ShapeRing}

// minNamedSide is the smallest side of a grid with a named shape: below it
// the outlines lose their form.
const minNamedSide = 6

// layoutPath returns a board of the configuration's shape and a random
// Hamiltonian path through it (the solution), or false when this attempt
// found none.
func (cf *config) layoutPath(rng *rand.Rand) (*board, []int, bool) {
	switch cf.shape {
	case ShapeRectangle:
		return cf.rectanglePath(rng)
	case ShapeBlob:
		return cf.blobPath(rng)
	}
	b, err := newBoard(cf.rows, cf.cols, cf.diagonal, func(r, c int) bool { return named[cf.shape](cf.rows, cf.cols, r, c) })
	if err != nil {
		panic(fmt.Sprintf("numbrix: validated shape: %v", err))
	}
	path := hamiltonian(b, rng, 50*b.n)
	if path == nil {
		return nil, nil, false
	}
	backbite(b, path, mixMoves*b.n, rng)
	return b, path, true
}

// rectanglePath mixes the serpentine of the full grid.
func (cf *config) rectanglePath(rng *rand.Rand) (*board, []int, bool) {
	b, err := newBoard(cf.rows, cf.cols, cf.diagonal, func(int, int) bool { return true })
	if err != nil {
		panic(fmt.Sprintf("numbrix: validated size: %v", err))
	}
	path := serpentine(b)
	backbite(b, path, mixMoves*b.n, rng)
	return b, path, true
}

// blobPath cuts a random outline out of a mixed path of the full grid: it
// drops a stretch from each end of the path (the cells left form the
// outline) and then single cells whose neighbours on the path touch, so
// the path stays whole, before mixing it again on the new shape.
func (cf *config) blobPath(rng *rand.Rand) (*board, []int, bool) {
	full, path, _ := cf.rectanglePath(rng)
	n := full.n
	head := rng.IntN(n/10 + 1)
	tail := rng.IntN(n/10 + 1)
	path = path[head : n-tail]
	holes := make(map[int]bool)
	for range n / 12 {
		i := 1 + rng.IntN(len(path)-2)
		c := path[i]
		if full.adjacent(path[i-1], path[i+1]) && !nearHole(full, c, holes) {
			holes[c] = true
			path = append(path[:i], path[i+1:]...)
		}
	}
	keep := make(map[int]bool, len(path))
	for _, c := range path {
		keep[c] = true
	}
	b, err := newBoard(cf.rows, cf.cols, cf.diagonal, func(r, c int) bool { return keep[r*cf.cols+c] })
	if err != nil {
		panic(fmt.Sprintf("numbrix: validated size: %v", err))
	}
	// Re-index the path on the new board (same cell numbering).
	backbite(b, path, mixMoves*b.n, rng)
	return b, path, true
}

// nearHole reports whether cell c or one of its neighbours is a hole, or c
// lies on the edge of the grid: holes are kept apart and inside.
func nearHole(b *board, c int, holes map[int]bool) bool {
	r, col := c/b.cols, c%b.cols
	if r == 0 || col == 0 || r == b.rows-1 || col == b.cols-1 {
		return true
	}
	for _, d := range king {
		if holes[(r+d[0])*b.cols+col+d[1]] {
			return true
		}
	}
	return holes[c]
}
