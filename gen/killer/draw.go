package killer

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Line weights and proportions of a printed killer, as newspapers print
// it: thin cell lines, bold boxes, and each cage dashed inside its cells
// with its sum small in its top-left cell.
const (
	thinLine   = 0.75 // cell lines, in points: the thinnest that prints
	thickLine  = 2.0  // box lines and the border
	cageLine   = 0.75 // the dashed cage outlines
	cageInset  = 0.12 // the cage outline's inset, as a fraction of the cell
	digitScale = 0.5  // digit size, as a fraction of the cell
	sumScale   = 0.24 // sum size, as a fraction of the cell
	answerInk  = draw.Gray(0.45)
)

// Draw draws p as a square grid centred in area: thin cell lines, bold
// box lines and border, each cage's dashed outline with its sum, and the
// givens. With opt.Answer it draws the whole solution, the solved cells in
// grey, as a Sudoku's answer: the cages' dashes and sums, which the
// digits make plain, would crowd the small grids of an answer key, which
// holds more to a page without them (AnswerTypeScale); opt.Clues keeps
// them, for a worked example.
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	if checkShape(p) != nil {
		return // nothing sensible to draw; Verify reports the problem
	}
	g := geoms.of(p.Rows)
	n := g.n
	side := min(area.W, area.H) - thickLine
	if side <= 0 {
		return
	}
	centre := area.Center()
	box := draw.Rect{X: centre.X - side/2, Y: centre.Y - side/2, W: side, H: side}
	cell := side / float64(n)
	thin := draw.Stroke{Width: thinLine, Gray: draw.Black}
	thick := draw.Stroke{Width: thickLine, Gray: draw.Black}
	for _, heavy := range []bool{false, true} {
		for i := 1; i < n; i++ {
			x, y := box.X+float64(i)*cell, box.Y+float64(i)*cell
			if (i%g.boxCols == 0) == heavy {
				c.Line(draw.Point{X: x, Y: box.Y}, draw.Point{X: x, Y: box.Y + box.H}, strokeOf(heavy, thick, thin))
			}
			if (i%g.boxRows == 0) == heavy {
				c.Line(draw.Point{X: box.X, Y: y}, draw.Point{X: box.X + box.W, Y: y}, strokeOf(heavy, thick, thin))
			}
		}
	}
	c.Rect(box, nil, thick)
	if !opt.Answer || opt.Clues {
		style := draw.CageStyle{Stroke: draw.Stroke{Width: cageLine, Gray: draw.Black}, Inset: cageInset, LabelScale: sumScale}
		gen.DrawCages(c, p.Cages, n, box, cell, style)
	}

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

// strokeOf returns a when heavy, else b.
func strokeOf(heavy bool, a, b draw.Stroke) draw.Stroke {
	if heavy {
		return a
	}
	return b
}
