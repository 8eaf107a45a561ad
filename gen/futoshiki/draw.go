package futoshiki

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// A printed Futoshiki is drawn as the best publishers print it: each cell
// a square of its own, apart from its neighbours, with the signs upright
// in the gaps, < and > between the cells of a row and ∧ and ∨ between
// rows, centred in their gap and drawn as strokes, so every face and
// backend prints the same shape.
const (
	cellLine    = 1.0  // the outline of each cell, in points
	gapRatio    = 0.5  // the gap between two cells, as a fraction of a cell
	digitScale  = 0.6  // font size of the digits, as a fraction of the cell
	baselineOff = 0.35 // digit baseline below the cell centre, as a fraction of the font size
	signLong    = 0.45 // a sign's opening (across its gap), as a fraction of the cell
	signDeep    = 0.3  // a sign's depth (along its gap), as a fraction of the cell
	signLine    = 1.25 // the stroke of a sign, in points (never below draw's 0.75 pt)
)

// answerInk is the grey of the digits a solver fills in, in answer keys.
const answerInk draw.Gray = 0.45

// geometry is where the cells of an n x n Futoshiki fall in an area: the
// top-left corner of the grid, the side of a cell and the step from one
// cell to the next (a cell and a gap).
type geometry struct {
	x, y, cell, step float64
}

// place centres an n x n grid of gapped cells in area, its outlines
// inside area.
func place(n int, area draw.Rect) geometry {
	side := min(area.W, area.H) - cellLine
	cell := side / (float64(n) + gapRatio*float64(n-1))
	c := area.Center()
	return geometry{x: c.X - side/2, y: c.Y - side/2, cell: cell, step: cell * (1 + gapRatio)}
}

// Draw draws p as gapped cells centred in area, the signs in the gaps,
// givens in bold black; with opt.Answer the rest of the solution in
// mid grey.
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	n := p.Rows
	if n < 1 || n > maxSize || p.Cols != n {
		return // nothing sensible to draw; Verify reports the problem
	}
	signs, err := signsOf(nil, n, p.Marks)
	if err != nil {
		return
	}
	g := place(n, area)
	if g.cell <= 0 {
		return
	}
	outline := draw.Stroke{Width: cellLine, Gray: draw.Black}
	size := digitScale * g.cell
	bold := draw.Font{Face: draw.Bold, Size: size, Gray: draw.Black}
	filled := draw.Font{Face: draw.Regular, Size: size, Gray: answerInk}
	for r := range n {
		for col := range n {
			x, y := g.x+float64(col)*g.step, g.y+float64(r)*g.step
			c.Rect(draw.Rect{X: x, Y: y, W: g.cell, H: g.cell}, nil, outline)
			f, v := bold, at(p.Givens, r, col)
			if v <= 0 && opt.Answer {
				f, v = filled, at(p.Solution, r, col)
			}
			if v > 0 {
				c.Text(x+g.cell/2, y+g.cell/2+baselineOff*size, strconv.Itoa(v), f, draw.AlignCenter)
			}
		}
	}
	for _, s := range signs {
		drawSign(c, g, n, s)
	}
}

// drawSign draws one sign as a chevron whose point faces the smaller
// cell, centred in the gap between its two cells.
func drawSign(c draw.Canvas, g geometry, n int, s sign) {
	a, b := min(s.lo, s.hi), max(s.lo, s.hi)
	long, deep := signLong*g.cell/2, signDeep*g.cell/2
	// The gap's centre, and the unit step from a towards b.
	dx, dy := 1.0, 0.0
	if b == a+n {
		dx, dy = 0, 1
	}
	mid := draw.Point{
		X: g.x + float64(a%n)*g.step + g.cell/2 + dx*g.step/2,
		Y: g.y + float64(a/n)*g.step + g.cell/2 + dy*g.step/2,
	}
	// The point faces the smaller cell: towards a when a is smaller.
	toward := 1.0
	if s.lo == a {
		toward = -1
	}
	tip := draw.Point{X: mid.X + toward*dx*deep, Y: mid.Y + toward*dy*deep}
	back := draw.Point{X: mid.X - toward*dx*deep, Y: mid.Y - toward*dy*deep}
	// The open ends lie across the gap, either side of back.
	ends := [2]draw.Point{
		{X: back.X + dy*long, Y: back.Y + dx*long},
		{X: back.X - dy*long, Y: back.Y - dx*long},
	}
	c.Polyline([]draw.Point{ends[0], tip, ends[1]}, draw.Stroke{Width: signLine, Gray: draw.Black})
}
