package cagesum

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Line weights and proportions of a printed Cage Sum.
const (
	thinLine   = 0.75 // cell lines, in points: the thinnest that prints
	thickLine  = 2.0  // the border
	cageLine   = 0.75 // the dashed cage outlines
	cageInset  = 0.12 // the cage outline's inset, as a fraction of the cell
	digitScale = 0.55 // digit size, as a fraction of the cell
	sumScale   = 0.24 // target size, as a fraction of the cell
	answerInk  = draw.Gray(0.45)
)

// Draw draws p as a square grid centred in area: thin cell lines, a thick
// border, each cage's outline dashed inside its cells with its target
// small in its first cell, and the givens (with opt.Answer the whole
// solution, the solved cells in grey).
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	if checkShape(p) != nil {
		return // nothing sensible to draw; Verify reports the problem
	}
	n := p.Rows
	side := min(area.W, area.H) - thickLine
	if side <= 0 {
		return
	}
	centre := area.Center()
	box := draw.Rect{X: centre.X - side/2, Y: centre.Y - side/2, W: side, H: side}
	cell := side / float64(n)
	thin := draw.Stroke{Width: thinLine, Gray: draw.Black}
	for i := 1; i < n; i++ {
		x, y := box.X+float64(i)*cell, box.Y+float64(i)*cell
		c.Line(draw.Point{X: x, Y: box.Y}, draw.Point{X: x, Y: box.Y + box.H}, thin)
		c.Line(draw.Point{X: box.X, Y: y}, draw.Point{X: box.X + box.W, Y: y}, thin)
	}
	c.Rect(box, nil, draw.Stroke{Width: thickLine, Gray: draw.Black})
	drawCages(c, p, box, cell)

	size := digitScale * cell
	bold := draw.Font{Face: draw.Bold, Size: size, Gray: draw.Black}
	solved := draw.Font{Face: draw.Regular, Size: size, Gray: answerInk}
	for r := range n {
		for col := range n {
			f, v := bold, p.Givens[r][col]
			if v == 0 && opt.Answer && r < len(p.Solution) && col < len(p.Solution[r]) {
				f, v = solved, p.Solution[r][col]
			}
			if v > 0 {
				x := box.X + (float64(col)+0.5)*cell
				y := box.Y + (float64(r)+0.62)*cell + 0.3*size
				c.Text(x, y, strconv.Itoa(v), f, draw.AlignCenter)
			}
		}
	}
}

// drawCages dashes every cage's outline, inset into its cells, and writes
// its target in its first cell on a white ground that the dashes stop at.
func drawCages(c draw.Canvas, p *gen.Puzzle, box draw.Rect, cell float64) {
	n := p.Rows
	owner := gen.NewGrid(n, n)
	for k, cg := range p.Cages {
		for _, x := range cg.Cells {
			owner[x.Row][x.Col] = k
		}
	}
	same := func(r, col, k int) bool { return r >= 0 && r < n && col >= 0 && col < n && owner[r][col] == k }
	d := cageInset * cell
	dash := draw.Stroke{Width: cageLine, Gray: draw.Black}
	on, off := cell/8, cell/12
	for r := range n {
		for col := range n {
			k := owner[r][col]
			left, top := box.X+float64(col)*cell, box.Y+float64(r)*cell
			right, bottom := left+cell, top+cell
			// Each side of the cage's outline runs inset by d; it reaches
			// the cell's edge where the cage goes on beside it.
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
				draw.Dashed(c, draw.Point{X: x0, Y: top + d}, draw.Point{X: x1, Y: top + d}, dash, on, off)
			}
			if !same(r+1, col, k) {
				draw.Dashed(c, draw.Point{X: x0, Y: bottom - d}, draw.Point{X: x1, Y: bottom - d}, dash, on, off)
			}
			if !same(r, col-1, k) {
				draw.Dashed(c, draw.Point{X: left + d, Y: y0}, draw.Point{X: left + d, Y: y1}, dash, on, off)
			}
			if !same(r, col+1, k) {
				draw.Dashed(c, draw.Point{X: right - d, Y: y0}, draw.Point{X: right - d, Y: y1}, dash, on, off)
			}
		}
	}
	f := draw.Font{Face: draw.Bold, Size: sumScale * cell, Gray: draw.Black}
	white := draw.White
	for _, cg := range p.Cages {
		first := cg.Cells[0]
		text := strconv.Itoa(cg.Target)
		x := box.X + float64(first.Col)*cell + d/2
		y := box.Y + float64(first.Row)*cell + d/2
		w := c.TextWidth(text, f) + d/2
		c.Rect(draw.Rect{X: x, Y: y, W: w, H: f.Size * 1.05}, &white, draw.Stroke{})
		c.Text(x+d/4, y+draw.CapHeight(f)+d/4, text, f, draw.AlignLeft)
	}
}
