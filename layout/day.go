package layout

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// A day's page (a daily feed's day.pdf) is one page of puzzles laid out as
// a page of a section, with, at its foot, an optional strip of small
// grids: the previous day's answers, as newspapers print them.

// Strip is a band of small items at the foot of a day's page.
type Strip struct {
	Title string // e.g. "Yesterday's answers"
	Items []Item
}

// stripGrid is the widest grid of a strip: small, as a newspaper sets
// yesterday's answers, yet with digits that read.
const stripGrid = 1.25 * Inch

var (
	stripTitleFont = draw.Font{Face: draw.Bold, Size: 9}
	stripStyle     = slotStyle{maxLabel: 8, note: true, face: draw.Bold, bold: draw.Bold}
)

// dayType is the type scale of a day's page: the usual one.
var dayType Type

// stripTitleBand is the height of a strip's rule and title above its
// grids.
func stripTitleBand() float64 {
	return headerRule.Width + ruleGap + draw.CapHeight(stripTitleFont) + 0.8*stripTitleFont.Size
}

// DayPage lays out the one page of a day on a page of spec: header at the
// top, items as large as fit (as a section's page with len(items) to a
// page), and strip, when it has items, across the foot of the body.
func DayPage(spec PageSpec, header string, items []Item, strip Strip) Page {
	safe := spec.Safe()
	body := dayType.bodyArea(safe)
	var band draw.Rect
	if len(strip.Items) > 0 {
		band = stripBand(body, strip.Items)
		body.H -= band.H + bodyGap
	}
	slots := slotGrid(body, len(items), aspectOf(items), puzzleStyle)
	var small []draw.Rect
	if len(strip.Items) > 0 {
		grids := band
		grids.Y += stripTitleBand()
		grids.H -= stripTitleBand()
		small = slotGrid(grids, len(strip.Items), aspectOf(strip.Items), stripStyle)
	}
	return Page{Draw: func(c draw.Canvas) {
		dayType.drawHeader(c, safe, 1, header)
		dayType.drawFolio(c, safe, 1)
		for i, it := range items {
			drawItem(c, slots[i], it, "", puzzleStyle)
		}
		if len(small) == 0 {
			return
		}
		rule(c, band.X, band.X+band.W, band.Y+headerRule.Width/2, headerRule)
		base := band.Y + headerRule.Width + ruleGap + draw.CapHeight(stripTitleFont)
		draw.DrawIn(c, draw.Region{What: "strip title", Box: draw.Rect{X: band.X, Y: band.Y, W: band.W, H: stripTitleBand()}}, func(c draw.Canvas) {
			textset.DrawInside(c, band.X, base, textset.Shorten(c, strip.Title, stripTitleFont, band.W), stripTitleFont, draw.AlignLeft)
		})
		for i, it := range strip.Items {
			drawItem(c, small[i], it, "", stripStyle)
		}
	}}
}

// stripBand is the band at the foot of body that holds items side by
// side, each grid at most stripGrid wide.
func stripBand(body draw.Rect, items []Item) draw.Rect {
	gapX, _ := gaps(body)
	n := float64(len(items))
	w := min(stripGrid, (body.W-gapX*(n-1))/n)
	tallest := 0.0
	for _, it := range items {
		a := it.Aspect
		if !(a > 0) {
			a = 1
		}
		tallest = max(tallest, w/a)
	}
	h := stripTitleBand() + labelBand(stripStyle.labelFont(w)) + tallest
	return draw.Rect{X: body.X, Y: body.Y + body.H - h, W: body.W, H: h}
}
