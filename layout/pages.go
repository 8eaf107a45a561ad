package layout

import (
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
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
func headerBand() float64 { return ink.Ascent(headerFont) + ruleGap + headerRule.Width + bodyGap }

// footerBand is the height the folio takes at the bottom of the safe area.
func footerBand() float64 { return ink.Ascent(folioFont) + ink.Descent(folioFont) + bodyGap }

// bodyArea is the part of the safe area left for puzzles.
func bodyArea(safe draw.Rect) draw.Rect {
	top, bottom := headerBand(), footerBand()
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
func drawHeader(c draw.Canvas, safe draw.Rect, n int, title string) {
	base := safe.Y + ink.Ascent(headerFont)
	if title != "" {
		x, a := outside(safe, n)
		text, f := shrinkText(c, title, headerFont, safe.W)
		textInside(c, x, base, text, f, a)
	}
	y := base + ruleGap + headerRule.Width/2
	rule(c, safe.X, safe.X+safe.W, y, headerRule)
}

// drawFolio draws page number n in the bottom outer corner of the safe area.
func drawFolio(c draw.Canvas, safe draw.Rect, n int) {
	x, a := outside(safe, n)
	textInside(c, x, safe.Y+safe.H-ink.Descent(folioFont), strconv.Itoa(n), folioFont, a)
}

// rule draws a horizontal line whose ink, caps included, runs from x0 to
// x1.
func rule(c draw.Canvas, x0, x1, y float64, s draw.Stroke) {
	c.Line(draw.Point{X: x0 + s.Width/2, Y: y}, draw.Point{X: x1 - s.Width/2, Y: y}, s)
}

// drawTitlePage draws the title between two rules in the upper third of
// the page, the subtitle under it and the author lower down, set by
// setTitlePage to fit together.
func drawTitlePage(c draw.Canvas, safe draw.Rect, m Meta) { setTitlePage(c, safe, m).draw(c) }

// wrap breaks s into lines no wider than width, at spaces. A word wider
// than width gets a line of its own.
func wrap(c draw.Canvas, s string, f draw.Font, width float64) []string {
	var lines []string
	line := ""
	for _, w := range words(c, s, f, width) {
		if line != "" && c.TextWidth(line+" "+w, f) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// words splits s at spaces, and a word wider than width (a web address)
// after the characters where addresses break (see urlBreaks), into pieces
// each as wide as fits; a piece no break can make narrow enough stays
// whole. The pieces of a word follow one another on lines of their own.
func words(c draw.Canvas, s string, f draw.Font, width float64) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		for {
			// The places w may be cut, then its end; the widths of the
			// pieces before them only grow, so lastFit finds the last
			// that fits without measuring every one.
			var ends []int
			for i := 0; i+1 < len(w); i++ {
				if strings.IndexByte(urlBreaks, w[i]) >= 0 {
					ends = append(ends, i+1)
				}
			}
			ends = append(ends, len(w))
			k := lastFit(len(ends), func(k int) bool { return c.TextWidth(w[:ends[k-1]], f) <= width })
			if k == 0 || k == len(ends) {
				break // no cut fits, or w fits whole
			}
			out = append(out, w[:ends[k-1]])
			w = w[ends[k-1]:]
		}
		out = append(out, w)
	}
	return out
}

// urlBreaks are the characters after which a long word may break.
const urlBreaks = "/.-_?&=@:"

// shrinkText returns s and f made to fit width: f as it is when s fits,
// else smaller by half points down to MinFontSize, and only there s
// shortened with an ellipsis (fitText). One-line text (a running header,
// a heading, an entry of the contents) is so never cut while a size that
// prints would hold it.
func shrinkText(c draw.Canvas, s string, f draw.Font, width float64) (string, draw.Font) {
	for c.TextWidth(s, f) > width && f.Size-sizeStep >= MinFontSize-1e-9 {
		f.Size -= sizeStep
	}
	return fitText(c, s, f, width), f
}

// fitText shortens s with an ellipsis until it fits width: to the
// longest run of its first characters that fits with the ellipsis.
func fitText(c draw.Canvas, s string, f draw.Font, width float64) string {
	if c.TextWidth(s, f) <= width {
		return s
	}
	r := []rune(s)
	k := lastFit(len(r), func(k int) bool { return c.TextWidth(string(r[:k])+"…", f) <= width })
	return strings.TrimSpace(string(r[:k])) + "…"
}

// lastFit returns the largest k from 0 to n for which fits(k) holds, or 0
// when none does, for a fits that holds up to some k and not beyond (as
// the width of a string's first k characters only grows with k). It
// tries 1, 2, 4, ... and then halves the gap, so it measures about
// 2 log2(k) times, each no longer than about twice the answer: the time
// depends on how much fits, not on how long the whole is.
func lastFit(n int, fits func(k int) bool) int {
	lo, hi := 0, 1 // fits(lo) is taken to hold; hi is the next to try
	for hi <= n && fits(hi) {
		lo, hi = hi, 2*hi
	}
	hi = min(hi, n+1) // the least known not to fit, or n+1
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// containsFold reports whether s contains sub, ignoring case.
func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// textInside draws s like c.Text, but nudged so that its ink does not
// cross the anchor: left-aligned text starts at x, right-aligned text ends
// at x, although some glyphs (italics, a round "t") lean past their
// advance. Text set against the edge of the safe area then stays in it.
func textInside(c draw.Canvas, x, y float64, s string, f draw.Font, a draw.Align) {
	if box, ok := ink.Text(x, y, s, f, a); ok {
		switch a {
		case draw.AlignLeft:
			x += max(0, x-box.X)
		case draw.AlignRight:
			x -= max(0, box.X+box.W-x)
		}
	}
	c.Text(x, y, s, f, a)
}
