package numbrix

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Line weights, inks and type proportions of a printed grid.
const (
	thinLine    = 0.75 // lines between cells, in points
	thickLine   = 2.0  // the outline of the grid and of its holes
	numberScale = 0.5  // font size as a fraction of the cell, for one or two digits
	numberFit   = 0.78 // the widest number takes at most this fraction of a cell
	ringScale   = 0.42 // radius of the ring round 1 and the last number, per cell
	pathScale   = 0.14 // width of the answer's path line, per cell
)

// Inks.
const (
	answerInk draw.Gray = 0.35 // numbers the solver fills in, in answer keys
	pathInk   draw.Gray = 0.75 // the answer's path line
	holeInk   draw.Gray = 0.6  // holes: darker than the path line, so neither reads as the other
)

// Draw draws p centred in area: thin lines between open cells, a thick
// outline round the shape and its holes, holes the shape encloses shaded
// solid, givens in bold, and rings round 1 and the last number. With opt.Answer every
// number is shown (the found ones in grey) over a light line that follows
// the path through the cell centres.
func (k Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	b, _, err := k.boardOf(p)
	if err != nil {
		return // nothing sensible to draw; Verify reports the problem
	}
	cell := min((area.W-thickLine)/float64(b.cols), (area.H-thickLine)/float64(b.rows))
	if cell <= 0 {
		return
	}
	centre := area.Center()
	g := grid{b: b, cell: cell,
		x0: centre.X - cell*float64(b.cols)/2, y0: centre.Y - cell*float64(b.rows)/2}
	if opt.Answer {
		g.drawPath(c, p.Solution)
	}
	g.drawHoles(c) // over the path line's round ends where a step cuts a hole's corner
	g.drawInnerLines(c)
	for _, loop := range g.outline() {
		c.Polyline(loop, draw.Stroke{Width: thickLine, Gray: draw.Black})
	}
	g.drawNumbers(c, p, opt.Answer)
}

// grid places a board on the page.
type grid struct {
	b      *board
	cell   float64
	x0, y0 float64 // top-left corner of the grid
}

// corner returns the page position of lattice point (r, c).
func (g *grid) corner(r, c int) draw.Point {
	return draw.Point{X: g.x0 + float64(c)*g.cell, Y: g.y0 + float64(r)*g.cell}
}

// centreOf returns the page position of the centre of cell i.
func (g *grid) centreOf(i int) draw.Point {
	p := g.corner(i/g.b.cols, i%g.b.cols)
	return draw.Point{X: p.X + g.cell/2, Y: p.Y + g.cell/2}
}

// drawInnerLines draws the sides shared by two open cells, as long runs.
func (g *grid) drawInnerLines(c draw.Canvas) {
	thin := draw.Stroke{Width: thinLine, Gray: draw.Black}
	b := g.b
	for r := 1; r < b.rows; r++ {
		g.runs(b.cols, func(i int) bool { return b.isOpen(r-1, i) && b.isOpen(r, i) }, func(from, to int) {
			c.Line(g.corner(r, from), g.corner(r, to), thin)
		})
	}
	for col := 1; col < b.cols; col++ {
		g.runs(b.rows, func(i int) bool { return b.isOpen(i, col-1) && b.isOpen(i, col) }, func(from, to int) {
			c.Line(g.corner(from, col), g.corner(to, col), thin)
		})
	}
}

// runs calls draw(from, to) for every maximal run of positions 0..n-1
// where on holds (to is one past the run).
func (g *grid) runs(n int, on func(int) bool, draw func(from, to int)) {
	for i := 0; i < n; {
		if !on(i) {
			i++
			continue
		}
		j := i
		for j < n && on(j) {
			j++
		}
		draw(i, j)
		i = j
	}
}

// drawPath draws the light line of the answer's path through the centres.
func (g *grid) drawPath(c draw.Canvas, solution [][]int) {
	pts := make([]draw.Point, g.b.n)
	seen := 0
	for r, row := range solution {
		for col, v := range row {
			if v >= 1 && v <= g.b.n && r < g.b.rows && col < g.b.cols {
				pts[v-1] = g.centreOf(r*g.b.cols + col)
				seen++
			}
		}
	}
	if seen != g.b.n || seen < 2 {
		return
	}
	c.Polyline(pts, draw.Stroke{Width: max(thinLine, pathScale*g.cell), Gray: pathInk, Round: true})
}

// drawNumbers writes the givens (and with answer the rest of the
// solution), ringing 1 and the last number.
func (g *grid) drawNumbers(c draw.Canvas, p *gen.Puzzle, answer bool) {
	b := g.b
	size := numberScale * g.cell
	widest := draw.Font{Face: draw.Bold, Size: size}
	if w := c.TextWidth(strconv.Itoa(b.n), widest); w > numberFit*g.cell {
		size *= numberFit * g.cell / w
	}
	bold := draw.Font{Face: draw.Bold, Size: size, Gray: draw.Black}
	found := draw.Font{Face: draw.Regular, Size: size, Gray: answerInk}
	ring := draw.Stroke{Width: thinLine, Gray: draw.Black}
	for r := range b.rows {
		for col := range b.cols {
			f, v := bold, at(p.Givens, r, col)
			if v <= 0 && answer {
				f, v = found, at(p.Solution, r, col)
			}
			if v <= 0 {
				continue
			}
			pt := g.centreOf(r*b.cols + col)
			text := strconv.Itoa(v)
			if answer {
				// Clear the path line behind the number.
				w, h := c.TextWidth(text, f)+0.15*size, draw.CapHeight(f)+0.3*size
				white := draw.White
				c.Rect(draw.Rect{X: pt.X - w/2, Y: pt.Y - h/2, W: w, H: h}, &white, draw.Stroke{})
			}
			if v == 1 || v == b.n {
				c.Circle(pt, ringScale*g.cell, nil, ring)
			}
			c.Text(pt.X, pt.Y+draw.CapHeight(f)/2, text, f, draw.AlignCenter)
		}
	}
}

// at returns g[r][c], or 0 when g does not reach that far.
func at(g [][]int, r, c int) int {
	if r < len(g) && c < len(g[r]) {
		return g[r][c]
	}
	return 0
}
