package preflight

import (
	"math"

	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// A cover is the one print file in colour, so its preflight also checks
// that text can be read against what lies under it: each fill drawn is
// kept as a ground, and each string's ink is read against the grounds
// under a few points of it.

// ground is a fill drawn on the cover, on the sheet: a rectangle, or with
// a radius a disc about centre.
type ground struct {
	area   draw.Rect
	centre draw.Point
	radius float64
	colour draw.RGB
}

// grounds are the fills drawn on a cover so far, in drawing order.
type grounds struct{ list []ground }

// paper is the colour of the sheet where nothing is drawn.
var paper = draw.RGB{R: 1, G: 1, B: 1}

// under returns the colour that shows at p: the last fill drawn over it,
// or the paper.
func (g *grounds) under(p draw.Point) draw.RGB {
	for i := len(g.list) - 1; i >= 0; i-- {
		gr := g.list[i]
		if gr.radius > 0 {
			if math.Hypot(p.X-gr.centre.X, p.Y-gr.centre.Y) <= gr.radius {
				return gr.colour
			}
			continue
		}
		if a := gr.area; p.X >= a.X && p.X <= a.X+a.W && p.Y >= a.Y && p.Y <= a.Y+a.H {
			return gr.colour
		}
	}
	return paper
}

// InColour returns a checking canvas whose calls draw in col: a cover's
// check sees the colours its PDF will have.
func (c *coverCheck) InColour(col draw.RGB) draw.Canvas {
	d := *c
	d.tint = &col
	return &d
}

// colour is the colour grey g is drawn in on c.
func (c *coverCheck) colour(g draw.Gray) draw.RGB {
	if c.tint != nil {
		return *c.tint
	}
	return draw.Grey(g)
}

// fillRect keeps a rectangle's fill as a ground.
func (c *coverCheck) fillRect(r draw.Rect, fill draw.Gray) {
	c.grounds.list = append(c.grounds.list, ground{area: c.m.Rect(r), colour: c.colour(fill)})
}

// fillDisc keeps a circle's fill as a ground.
func (c *coverCheck) fillDisc(p draw.Point, radius float64, fill draw.Gray) {
	c.grounds.list = append(c.grounds.list, ground{centre: c.m.Point(p), radius: radius, colour: c.colour(fill)})
}

// minContrast is the contrast text in f needs: cover.MinTextContrast, or
// cover.MinLargeTextContrast for large or large bold type.
func minContrast(f draw.Font) float64 {
	bold := f.Face == draw.Bold || f.Face == draw.Heavy
	if f.Size >= cover.LargeText || bold && f.Size >= cover.LargeBoldText {
		return cover.MinLargeTextContrast
	}
	return cover.MinTextContrast
}

// contrast checks text s in f, whose ink is ink (before the turn in
// force), against the grounds under the middle of its ink and a quarter
// of the way in from each end.
func (c *coverCheck) contrast(what string, ink draw.Rect, f draw.Font) {
	text := c.colour(f.Gray)
	worst, on := math.Inf(1), paper
	mid := ink.Y + ink.H/2
	for _, x := range []float64{ink.X + ink.W/4, ink.X + ink.W/2, ink.X + 3*ink.W/4} {
		g := c.grounds.under(c.m.Point(draw.Point{X: x, Y: mid}))
		if k := draw.Contrast(text, g); k < worst {
			worst, on = k, g
		}
	}
	r := c.chk.r
	r.MinContrast = minPositive(r.MinContrast, worst)
	if need := minContrast(f); worst < need-1e-9 {
		r.add(0, "contrast", "%s in %s on %s has a contrast of %.1f:1; %.3gpt type needs %g:1",
			what, text.Hex(), on.Hex(), worst, f.Size, need)
	}
}
