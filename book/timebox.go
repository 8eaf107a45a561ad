package book

import (
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// The time box's type, at most, and the most height its band takes.
var timeBoxFont = draw.Font{Face: draw.Regular, Size: 9}

const timeBoxBand = 15

// timeBoxed returns it, a puzzle of section s, with a "Time: ____" line
// under its grid where the section has one (config.TimeBoxed), set at the
// right under the grid: the grid shrinks, keeping its shape, to leave the
// line a band at the bottom of its area, 15 pt or config.TimeBoxShare of
// the area's height if that is less. (A large-print book takes no time
// box yet: its config refuses one.) Elsewhere it returns it as it is.
func timeBoxed(cfg *config.Config, s int, it layout.Item) layout.Item {
	if !cfg.TimeBoxed(s) {
		return it
	}
	text := cfg.Text().Punctuate(lang.TimeBox(cfg.Language))
	least := float64(layout.MinFontSize)
	size := timeBoxFont.Size
	most := float64(timeBoxBand)
	grid, aspect := it.Draw, it.Aspect
	if aspect == 0 {
		aspect = 1
	}
	it.Draw = func(c draw.Canvas, area draw.Rect) {
		band := min(most, area.H*config.TimeBoxShare)
		f := timeBoxFont
		f.Size = max(least, min(size, band-5))
		h := area.H - band
		w := min(area.W, h*aspect)
		h = w / aspect
		g := draw.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-band-h)/2, W: w, H: h}
		grid(c, g)
		draw.DrawIn(c, draw.Region{What: "time box", Box: draw.Rect{X: g.X, Y: g.Y + g.H, W: g.W, H: band}}, func(c draw.Canvas) {
			c.Text(g.X+g.W, g.Y+g.H+band-2, text, f, draw.AlignRight)
		})
	}
	return it
}
