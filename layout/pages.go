package layout

import (
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// The page furniture: running header, page number (folio) and rules.
var (
	headerFont = draw.Font{Face: draw.Regular, Size: 9, Gray: 0.3}
	folioFont  = draw.Font{Face: draw.Regular, Size: 9, Gray: 0.2}
	headerRule = draw.Stroke{Width: 0.75, Gray: 0.55}
)

// Vertical spacing of the furniture, in points.
const (
	ruleGap = 5  // from the header's baseline down to its rule
	bodyGap = 16 // between the header rule (or folio) and the body
)

// headerBand is the height the header takes at the top of the safe area.
func (t Type) headerBand() float64 {
	return ink.Ascent(t.font(headerFont)) + ruleGap + t.stroke(headerRule).Width + bodyGap
}

// footerBand is the height the folio takes at the bottom of the safe area.
func (t Type) footerBand() float64 {
	f := t.font(folioFont)
	return ink.Ascent(f) + ink.Descent(f) + bodyGap
}

// bodyArea is the part of the safe area left for puzzles.
func (t Type) bodyArea(safe draw.Rect) draw.Rect {
	top, bottom := t.headerBand(), t.footerBand()
	return draw.Rect{X: safe.X, Y: safe.Y + top, W: safe.W, H: safe.H - top - bottom}
}

// outside returns the x and alignment of text set at the outer edge of
// page n: the right of odd (right-hand) pages, the left of even ones.
func outside(safe draw.Rect, n int) (float64, draw.Align) {
	if n%2 == 1 {
		return safe.X + safe.W, draw.AlignRight
	}
	return safe.X, draw.AlignLeft
}

// drawHeader draws the running header: the title at the outer edge of the
// safe area's top, over a rule across it.
func (t Type) drawHeader(c draw.Canvas, safe draw.Rect, n int, title string) {
	hf, hr := t.font(headerFont), t.stroke(headerRule)
	base := safe.Y + ink.Ascent(hf)
	if title != "" {
		x, a := outside(safe, n)
		text, f := textset.ShrinkTo(c, title, hf, safe.W, t.least())
		textset.DrawInside(c, x, base, text, f, a)
	}
	y := base + ruleGap + hr.Width/2
	rule(c, safe.X, safe.X+safe.W, y, hr)
}

// drawFolio draws page number n in the bottom outer corner of the safe area.
func (t Type) drawFolio(c draw.Canvas, safe draw.Rect, n int) {
	x, a := outside(safe, n)
	f := t.font(folioFont)
	textset.DrawInside(c, x, safe.Y+safe.H-ink.Descent(f), strconv.Itoa(n), f, a)
}

// rule draws a horizontal line whose ink, caps included, runs from x0 to
// x1.
func rule(c draw.Canvas, x0, x1, y float64, s draw.Stroke) {
	c.Line(draw.Point{X: x0 + s.Width/2, Y: y}, draw.Point{X: x1 - s.Width/2, Y: y}, s)
}

// drawTitlePage draws the title between two rules in the upper third of
// the page, the subtitle under it and the author lower down, set by
// setTitlePage to fit together.
func (t Type) drawTitlePage(c draw.Canvas, safe draw.Rect, m Meta) {
	t.setTitlePage(c, safe, m).draw(c)
}

// containsFold reports whether s contains sub, ignoring case.
func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}
