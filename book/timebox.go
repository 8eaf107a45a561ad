package book

import (
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// The time box's type and the band it takes under the grid.
var timeBoxFont = draw.Font{Face: draw.Regular, Size: 9}

const timeBoxBand = 15

// timeBoxed returns it with, for time_box: true, a "Time: ____" line
// under its grid, set right under the grid's right edge: the grid shrinks,
// keeping its shape, to leave the line a band at the bottom of its area.
// Without time_box it returns it as it is.
func timeBoxed(cfg *config.Config, it layout.Item) layout.Item {
	if !cfg.TimeBox {
		return it
	}
	text := cfg.Text().Punctuate(lang.TimeBox(cfg.Language))
	grid, aspect := it.Draw, it.Aspect
	if aspect == 0 {
		aspect = 1
	}
	it.Draw = func(c draw.Canvas, area draw.Rect) {
		h := area.H - timeBoxBand
		w := min(area.W, h*aspect)
		h = w / aspect
		g := draw.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-timeBoxBand-h)/2, W: w, H: h}
		grid(c, g)
		draw.DrawIn(c, draw.Region{What: "time box", Box: draw.Rect{X: g.X, Y: g.Y + g.H, W: g.W, H: timeBoxBand}}, func(c draw.Canvas) {
			c.Text(g.X+g.W, g.Y+g.H+timeBoxBand-3, text, timeBoxFont, draw.AlignRight)
		})
	}
	return it
}
