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
	style := draw.CageStyle{Stroke: draw.Stroke{Width: cageLine, Gray: draw.Black}, Inset: cageInset, LabelScale: sumScale}
	gen.DrawCages(c, p.Cages, p.Rows, box, cell, style)
}
