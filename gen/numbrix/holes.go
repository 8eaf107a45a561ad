package numbrix

import "github.com/puzzlebook/puzzlebook/layout/draw"

// holes returns, for every cell of the grid, whether it is shaded: a cell
// that is not part of the puzzle is shaded when the shape lies on both
// sides of it, along its row or along its column. That covers every hole
// the shape encloses and every bite into an edge, which printed Hidato
// books shade so that no one takes them for empty cells, and leaves blank
// the cells round the outside of the shape, in its corners: the outline
// shows the shape there, and a circle or diamond on a grey square would
// look heavy.
func (g *grid) holes() []bool {
	b := g.b
	rowFirst, rowLast := spans(b.rows, b.cols, func(r, c int) bool { return b.isOpen(r, c) })
	colFirst, colLast := spans(b.cols, b.rows, func(c, r int) bool { return b.isOpen(r, c) })
	shade := make([]bool, b.rows*b.cols)
	for r := range b.rows {
		for c := range b.cols {
			between := (rowFirst[r] < c && c < rowLast[r]) || (colFirst[c] < r && r < colLast[c])
			shade[r*b.cols+c] = !b.isOpen(r, c) && between
		}
	}
	return shade
}

// spans returns, for each of n lines of m cells, the first and the last
// position where open holds (-1 and -1 for a line without any).
func spans(n, m int, open func(line, i int) bool) (first, last []int) {
	first, last = make([]int, n), make([]int, n)
	for l := range n {
		first[l], last[l] = -1, -1
		for i := range m {
			if open(l, i) {
				if first[l] < 0 {
					first[l] = i
				}
				last[l] = i
			}
		}
	}
	return first, last
}

// drawHoles fills the shaded cells solid, as blocks of whole runs (a run
// of a row, joined with the runs of the same columns in the rows below)
// so that no seam shows between the cells of one hole.
func (g *grid) drawHoles(c draw.Canvas) {
	b := g.b
	shade := g.holes()
	ink := holeInk
	done := make([]bool, len(shade))
	for r := range b.rows {
		g.runs(b.cols, func(i int) bool { return shade[r*b.cols+i] && !done[r*b.cols+i] }, func(from, to int) {
			end := r + 1
			for end < b.rows && sameRun(shade, done, b.cols, end, from, to) {
				end++
			}
			for rr := r; rr < end; rr++ {
				for i := from; i < to; i++ {
					done[rr*b.cols+i] = true
				}
			}
			tl := g.corner(r, from)
			c.Rect(draw.Rect{X: tl.X, Y: tl.Y, W: float64(to-from) * g.cell, H: float64(end-r) * g.cell}, &ink, draw.Stroke{})
		})
	}
}

// sameRun reports whether row r of shade holds a run of cells not done
// from column from to one before to, and no more.
func sameRun(shade, done []bool, cols, r, from, to int) bool {
	on := func(c int) bool { return c >= 0 && c < cols && shade[r*cols+c] && !done[r*cols+c] }
	if on(from-1) || on(to) {
		return false
	}
	for c := from; c < to; c++ {
		if !on(c) {
			return false
		}
	}
	return true
}
