package sudoku

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Line weights and type proportions of a printed grid.
const (
	thinLine    = 0.75 // cell lines, in points: heavy enough to print, never a hairline
	thickLine   = 2.0  // box lines and the outer border
	digitScale  = 0.6  // font size as a fraction of the cell size
	baselineOff = 0.35 // baseline below the cell centre, as a fraction of the font size
)

// answerInk is the grey of the digits a solver fills in, in answer keys.
const answerInk draw.Gray = 0.45

// Draw draws p as a square grid centred in area: thin cell lines, thick
// box lines and border, givens in bold black. With opt.Answer the rest of
// the solution is filled in, in regular mid grey.
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	s, err := shapeOf(p)
	if err != nil {
		return // nothing sensible to draw; Verify reports the problem
	}
	side := min(area.W, area.H) - thickLine // keep the border's ink inside area
	if side <= 0 {
		return
	}
	centre := area.Center()
	box := draw.Rect{X: centre.X - side/2, Y: centre.Y - side/2, W: side, H: side}
	cell := side / float64(s.n)
	drawLines(c, box, s.n, s.boxRows, s.boxCols)

	size := digitScale * cell
	bold := draw.Font{Face: draw.Bold, Size: size, Gray: draw.Black}
	filled := draw.Font{Face: draw.Regular, Size: size, Gray: answerInk}
	for r := 0; r < s.n; r++ {
		for col := 0; col < s.n; col++ {
			f, v := bold, at(p.Givens, r, col)
			if v <= 0 && opt.Answer {
				f, v = filled, at(p.Solution, r, col)
			}
			if v <= 0 {
				continue
			}
			x := box.X + (float64(col)+0.5)*cell
			y := box.Y + (float64(r)+0.5)*cell + baselineOff*size
			c.Text(x, y, strconv.Itoa(v), f, draw.AlignCenter)
		}
	}
}

// drawLines draws the rules of an n x n grid filling box: thin cell lines
// first, thick box lines over them, then the border as one closed
// rectangle so that its corners join cleanly.
func drawLines(c draw.Canvas, box draw.Rect, n, boxRows, boxCols int) {
	cell := box.W / float64(n)
	thin := draw.Stroke{Width: thinLine, Gray: draw.Black}
	thick := draw.Stroke{Width: thickLine, Gray: draw.Black}
	for _, heavy := range []bool{false, true} {
		for i := 1; i < n; i++ {
			x := box.X + float64(i)*cell
			if (i%boxCols == 0) == heavy {
				c.Line(draw.Point{X: x, Y: box.Y}, draw.Point{X: x, Y: box.Y + box.H}, pick(heavy, thick, thin))
			}
			y := box.Y + float64(i)*cell
			if (i%boxRows == 0) == heavy {
				c.Line(draw.Point{X: box.X, Y: y}, draw.Point{X: box.X + box.W, Y: y}, pick(heavy, thick, thin))
			}
		}
	}
	c.Rect(box, nil, thick)
}

// pick returns a when cond holds, else b.
func pick(cond bool, a, b draw.Stroke) draw.Stroke {
	if cond {
		return a
	}
	return b
}

// at returns g[r][c], or 0 when g does not reach that far.
func at(g [][]int, r, c int) int {
	if r < len(g) && c < len(g[r]) {
		return g[r][c]
	}
	return 0
}
