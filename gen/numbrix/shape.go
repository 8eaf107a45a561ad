package numbrix

import (
	"fmt"
	"math/rand/v2"
)

// Shape names, as written in configs (Options.Shape).
const (
	ShapeRectangle = "rectangle" // every cell of the grid (the Numbrix shape)
	ShapeBlob      = "blob"      // a random outline with a few holes (the Hidato default)
	ShapeDiamond   = "diamond"
	ShapeCircle    = "circle"
	ShapeCross     = "cross"
	ShapeRing      = "ring" // a frame around a central hole
)

// named are the fixed outlines: each says whether row r, column c of a
// rows x cols grid is open. Each reaches all four sides of the grid, so
// the puzzle fills the size it was asked for.
var named = map[string]func(rows, cols, r, c int) bool{
	ShapeDiamond: func(rows, cols, r, c int) bool {
		y, x := tipOffset(r, rows), tipOffset(c, cols)
		return x+y <= 1.0001
	},
	ShapeCircle: func(rows, cols, r, c int) bool {
		y, x := edgeOffset(r, rows), edgeOffset(c, cols)
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

// edgeOffset returns how far the centre of cell i lies from the middle of
// n cells, where 1 is the outer edge of the grid: the outermost cells lie
// within 1, so a circle of radius 1 keeps a few cells of every edge row.
func edgeOffset(i, n int) float64 {
	half := float64(n) / 2
	d := float64(i) + 0.5 - half
	return max(d, -d) / half
}

// tipOffset returns how far cell i lies from the middle of n cells, where
// 0 is the middle cell (both middle cells when n is even) and 1 the
// outermost: a diamond's tips then lie on the edge, one or two cells wide.
func tipOffset(i, n int) float64 {
	half := float64(n-1) / 2
	d := float64(i) - half
	d = max(d, -d)
	if n%2 == 0 {
		d, half = d-0.5, half-0.5
	}
	if half <= 0 {
		return 0
	}
	return d / half
}

// inBand reports whether i lies in the middle third (at least two cells
// wide) of n. The band's width has the parity of n, so it lies in the
// middle.
func inBand(i, n int) bool {
	w := max(2, (n+2)/3)
	if (n-w)%2 != 0 {
		w++
	}
	lo := (n - w) / 2
	return i >= lo && i < lo+w
}

// reachesSides reports whether the cells (numbered r*cols+c) include one
// in the first row, the last row, the first column and the last column:
// the outline fills its rows x cols box.
func reachesSides(rows, cols int, cells []int) bool {
	var top, bottom, left, right bool
	for _, i := range cells {
		r, c := i/cols, i%cols
		top = top || r == 0
		bottom = bottom || r == rows-1
		left = left || c == 0
		right = right || c == cols-1
	}
	return top && bottom && left && right
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
// outline, which still reaches every side of the grid) and then single
// inner cells whose neighbours on the path touch, so the path stays
// whole, before mixing it again on the new shape.
func (cf *config) blobPath(rng *rand.Rand) (*board, []int, bool) {
	full, path, _ := cf.rectanglePath(rng)
	n := full.n
	head := rng.IntN(n/10 + 1)
	tail := rng.IntN(n/10 + 1)
	// Give cells back to the longer cut until the outline reaches every
	// side: the grid stays the size asked for (the full path does).
	for !reachesSides(cf.rows, cf.cols, path[head:n-tail]) {
		if head > tail {
			head--
		} else {
			tail--
		}
	}
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
