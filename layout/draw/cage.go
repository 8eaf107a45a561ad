package draw

// Cage is one cage of a grid, as CageOutlines draws it: its cells as
// [row, col] pairs, the first the one its label goes in, and its label
// (a sum, or a target with its operation).
type Cage struct {
	Cells [][2]int
	Label string
}

// CageStyle is how CageOutlines draws: the stroke of the dashes, the
// inset of the outline as a fraction of the cell, and the label's font
// size as a fraction of the cell.
type CageStyle struct {
	Stroke     Stroke
	Inset      float64
	LabelScale float64
}

// CageOutlines draws each cage of an n x n grid filling box, with cells
// of side cell: its outline dashed inside its cells, inset so that it
// stays clear of the grid's lines, and its label small in its first cell
// on a white ground that the dashes stop at.
func CageOutlines(c Canvas, cages []Cage, n int, box Rect, cell float64, st CageStyle) {
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	for k, cg := range cages {
		for _, x := range cg.Cells {
			owner[x[0]*n+x[1]] = k
		}
	}
	same := func(r, col, k int) bool { return r >= 0 && r < n && col >= 0 && col < n && owner[r*n+col] == k }
	d := st.Inset * cell
	on, off := cell/8, cell/12
	for r := range n {
		for col := range n {
			k := owner[r*n+col]
			left, top := box.X+float64(col)*cell, box.Y+float64(r)*cell
			right, bottom := left+cell, top+cell
			// Each side of the outline runs inset by d; it reaches the
			// cell's edge where the cage goes on beside it.
			x0, x1, y0, y1 := left+d, right-d, top+d, bottom-d
			if same(r, col-1, k) {
				x0 = left
			}
			if same(r, col+1, k) {
				x1 = right
			}
			if same(r-1, col, k) {
				y0 = top
			}
			if same(r+1, col, k) {
				y1 = bottom
			}
			if !same(r-1, col, k) {
				Dashed(c, Point{X: x0, Y: top + d}, Point{X: x1, Y: top + d}, st.Stroke, on, off)
			}
			if !same(r+1, col, k) {
				Dashed(c, Point{X: x0, Y: bottom - d}, Point{X: x1, Y: bottom - d}, st.Stroke, on, off)
			}
			if !same(r, col-1, k) {
				Dashed(c, Point{X: left + d, Y: y0}, Point{X: left + d, Y: y1}, st.Stroke, on, off)
			}
			if !same(r, col+1, k) {
				Dashed(c, Point{X: right - d, Y: y0}, Point{X: right - d, Y: y1}, st.Stroke, on, off)
			}
		}
	}
	f := Font{Face: Bold, Size: st.LabelScale * cell, Gray: Black}
	white := White
	for _, cg := range cages {
		first := cg.Cells[0]
		x := box.X + float64(first[1])*cell + d/2
		y := box.Y + float64(first[0])*cell + d/2
		w := c.TextWidth(cg.Label, f) + d/2
		c.Rect(Rect{X: x, Y: y, W: w, H: f.Size * 1.05}, &white, Stroke{})
		c.Text(x+d/4, y+CapHeight(f)+d/4, cg.Label, f, AlignLeft)
	}
}
