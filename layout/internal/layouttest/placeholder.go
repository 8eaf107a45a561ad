package layouttest

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Placeholder draws an n x n grid (n is 4 or 9) with thick box lines
// and a few digits, standing in for a puzzle kind's Draw.
func Placeholder(seed, n int) func(c draw.Canvas, area draw.Rect) {
	box := 3
	if n == 4 {
		box = 2
	}
	return func(c draw.Canvas, area draw.Rect) {
		cell := area.W / float64(n)
		thin := draw.Stroke{Width: max(0.75, cell/40), Gray: 0.35}
		thick := draw.Stroke{Width: max(1.5, cell/14), Gray: draw.Black}
		inner := area.Inset(thick.Width / 2)
		cell = inner.W / float64(n)
		for i := 1; i < n; i++ {
			s := thin
			if i%box == 0 {
				s = thick
			}
			x, y := inner.X+float64(i)*cell, inner.Y+float64(i)*cell
			c.Line(draw.Point{X: x, Y: inner.Y}, draw.Point{X: x, Y: inner.Y + inner.H}, s)
			c.Line(draw.Point{X: inner.X, Y: y}, draw.Point{X: inner.X + inner.W, Y: y}, s)
		}
		c.Rect(inner, nil, thick)
		f := draw.Font{Face: draw.Bold, Size: cell * 0.6}
		for k := range n * n / 3 {
			i := (k*7 + seed*5) % (n * n)
			r, col := i/n, i%n
			x := inner.X + (float64(col)+0.5)*cell
			y := inner.Y + (float64(r)+0.5)*cell + draw.CapHeight(f)/2
			c.Text(x, y, strconv.Itoa(1+(i+seed)%n), f, draw.AlignCenter)
		}
	}
}
