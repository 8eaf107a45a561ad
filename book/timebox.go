package book

import (
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// timeBoxed returns it, a puzzle of section s, with a "Time: ____" line
// under its grid where the section has one (config.TimeBoxed), set at the
// right under the grid: the grid shrinks, keeping its shape, to leave the
// line a band at the bottom of its area (config.TimeBoxBand): in the
// usual print 15 pt or config.TimeBoxShare of the area's height if that
// is less, the type shrinking with it; in large print a band that holds
// its type, which the layout keeps under the grid (layout.Grid.Foot)
// besides the grid's own area. Elsewhere it returns it as it is.
func timeBoxed(cfg *config.Config, s int, it layout.Item) layout.Item {
	if !cfg.TimeBoxed(s) {
		return it
	}
	text := cfg.Text().Punctuate(lang.TimeBox(cfg.Language))
	least := max(layout.MinFontSize, cfg.Type().MinText)
	font := cfg.TimeBoxFont()
	most, fixed := cfg.TimeBoxBand()
	grid, aspect := it.Draw, it.Aspect
	if aspect == 0 {
		aspect = 1
	}
	it.Draw = func(c draw.Canvas, area draw.Rect) {
		band := most
		if !fixed {
			band = min(most, area.H*config.TimeBoxShare)
		}
		f := font
		f.Size = max(least, min(font.Size, band-5))
		h := area.H - band
		w := min(area.W, h*aspect)
		h = w / aspect
		g := draw.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-band-h)/2, W: w, H: h}
		grid(c, g)
		draw.DrawIn(c, draw.Region{What: "time box", Box: draw.Rect{X: g.X, Y: g.Y + g.H, W: g.W, H: band}}, func(c draw.Canvas) {
			// The underscores' descent: 2 pt at 9 pt.
			c.Text(g.X+g.W, g.Y+g.H+band-f.Size*2/9, text, f, draw.AlignRight)
		})
	}
	return it
}
