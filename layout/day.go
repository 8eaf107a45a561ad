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

// stripTitleBand is the height of a strip's rule and title, set in f,
// above its grids.
func stripTitleBand(f draw.Font) float64 {
	return headerRule.Width + ruleGap + draw.CapHeight(f) + 0.8*f.Size
}

// DayPage lays out the one page of a day on a page of spec, its text and
// its grids' numbers in t's fonts (the zero Type: the usual type in
// Lato): header at the top, items as large as fit (as a section's page
// with len(items) to a page), and strip, when it has items, across the
// foot of the body.
func DayPage(spec PageSpec, t Type, header string, items []Item, strip Strip) Page {
	return dayPage(spec, t, header, 1, items, strip)
}

// dayPage is DayPage with page number folio.
func dayPage(spec PageSpec, t Type, header string, folio int, items []Item, strip Strip) Page {
	safe := spec.Safe()
	body := t.bodyArea(safe)
	puzzles, answers := puzzleStyle, stripStyle
	puzzles.typ, answers.typ = t, t
	titleFont := t.font(stripTitleFont)
	var band draw.Rect
	if len(strip.Items) > 0 {
		band = stripBand(body, strip.Items, answers, titleFont)
		body.H -= band.H + bodyGap
	}
	slots := slotGrid(body, len(items), aspectOf(items), puzzles)
	var small []draw.Rect
	if len(strip.Items) > 0 {
		grids := band
		grids.Y += stripTitleBand(titleFont)
		grids.H -= stripTitleBand(titleFont)
		small = slotGrid(grids, len(strip.Items), aspectOf(strip.Items), answers)
	}
	return Page{Draw: func(c draw.Canvas) {
		t.drawHeader(c, safe, folio, header)
		t.drawFolio(c, safe, folio)
		for i, it := range items {
			drawItem(c, slots[i], it, "", puzzles)
		}
		if len(small) == 0 {
			return
		}
		rule(c, band.X, band.X+band.W, band.Y+headerRule.Width/2, headerRule)
		base := band.Y + headerRule.Width + ruleGap + draw.CapHeight(titleFont)
		draw.DrawIn(c, draw.Region{What: "strip title", Box: draw.Rect{X: band.X, Y: band.Y, W: band.W, H: stripTitleBand(titleFont)}}, func(c draw.Canvas) {
			textset.DrawInside(c, band.X, base, textset.Shorten(c, strip.Title, titleFont, band.W), titleFont, draw.AlignLeft)
		})
		for i, it := range strip.Items {
			drawItem(c, small[i], it, "", answers)
		}
	}}
}

// stripBand is the band at the foot of body that holds items side by
// side, each grid at most stripGrid wide, labelled in st, under a title
// in titleFont.
func stripBand(body draw.Rect, items []Item, st slotStyle, titleFont draw.Font) draw.Rect {
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
	h := stripTitleBand(titleFont) + labelBand(st.labelFont(w)) + tallest
	return draw.Rect{X: body.X, Y: body.Y + body.H - h, W: body.W, H: h}
}
