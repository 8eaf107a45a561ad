package textset

import (
	"math"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
)

// Block is a run of text set in lines of one font, ready to draw at
// an anchor x and the y of its top: its lines, their baselines, its
// height and how far its widest line runs past the width it was set to.
type Block struct {
	Font  draw.Font
	Align draw.Align
	Lines []string
	Base  []float64 // each line's baseline, down from the run's top
	// H is the run's height: from its top (room for the ink of any
	// printable ASCII character above the first baseline, or more for an
	// accented capital) to as far below the last baseline.
	H float64
	// InkTop and InkBottom are where the ink of the lines actually begins
	// and ends, down from the run's top.
	InkTop, InkBottom float64
	// Over is how far the widest line's ink runs past the width the run
	// was set to, on either side for centred text; 0 when it fits.
	Over float64
	// Spans, when not nil, are the lines as they draw, in the fonts of
	// their pieces (SetSpanLines); Lines then hold their text only.
	Spans [][]Span
}

// lineGap is the least clear space between the ink of two lines of a run,
// as a share of the type size: lines never touch, whatever they hold.
const lineGap = 0.08

// SetRun sets s in f for width: broken evenly when balanced (for display
// text), filled otherwise; lines lead times the size apart, or more where
// their ink would come closer than lineGap.
func SetRun(c draw.Canvas, s string, f draw.Font, width, lead float64, a draw.Align, balanced bool) Block {
	f = draw.Resolve(c, f) // its ink is measured in the face c draws
	var lines []string
	if balanced {
		lines = BalancedLines(c, s, f, width)
	} else {
		lines = BodyLines(c, s, f, width)
	}
	return SetLines(lines, f, width, lead, a)
}

// SetLines sets lines, already broken, as SetRun does.
func SetLines(lines []string, f draw.Font, width, lead float64, a draw.Align) Block {
	r := Block{Font: f, Align: a, Lines: lines}
	if len(lines) == 0 {
		return r
	}
	y, prevBelow := 0.0, 0.0
	plainAbove, plainBelow := ink.PlainExtent(f)
	r.InkTop, r.InkBottom = math.Inf(1), math.Inf(-1)
	for i, l := range lines {
		above, below := 0.0, 0.0
		box, ok := ink.Text(0, 0, l, f, a)
		if ok {
			above, below = -box.Y, box.Y+box.H
			r.Over = max(r.Over, lineOver(box, a, width))
		}
		if i == 0 {
			y = max(plainAbove, above)
		} else {
			y += max(lead*f.Size, prevBelow+lineGap*f.Size+above)
		}
		r.Base = append(r.Base, y)
		if ok {
			r.InkTop, r.InkBottom = min(r.InkTop, y-above), max(r.InkBottom, y+below)
		}
		prevBelow = below
	}
	r.H = y + max(plainBelow, prevBelow)
	if math.IsInf(r.InkTop, 0) {
		r.InkTop, r.InkBottom = 0, 0
	}
	return r
}

// lineOver is how far the ink of a line (measured at anchor 0) runs
// past width when drawn as a run draws it: left-aligned text from the
// anchor, right-aligned text back from it, centred text either side of
// it.
func lineOver(ink draw.Rect, a draw.Align, width float64) float64 {
	switch a {
	case draw.AlignLeft:
		// DrawInside moves the line right by what leans left of the anchor.
		return max(0, ink.X+ink.W+max(0, -ink.X)-width)
	case draw.AlignRight:
		return max(0, max(0, ink.X+ink.W)-ink.X-width)
	}
	return max(0, -ink.X-width/2, ink.X+ink.W-width/2)
}

// Draw draws the run's lines with their anchor at x and the run's top at
// top.
func (r Block) Draw(c draw.Canvas, x, top float64) {
	for i, l := range r.Lines {
		if r.Spans != nil {
			DrawSpans(c, x, top+r.Base[i], r.Spans[i], r.Align)
			continue
		}
		if r.Align == draw.AlignCenter {
			c.Text(x, top+r.Base[i], l, r.Font, draw.AlignCenter)
		} else {
			DrawInside(c, x, top+r.Base[i], l, r.Font, r.Align)
		}
	}
}

// Empty reports whether the run has no lines.
func (r Block) Empty() bool { return len(r.Lines) == 0 }

// RunBox is the box a run was set in: width wide about the anchor x as
// the run is aligned, from top down its height, but no lower than bottom
// (text that does not fit then runs out of its box, where a checking
// canvas sees it).
func RunBox(r Block, x, top, width, bottom float64) draw.Rect {
	switch r.Align {
	case draw.AlignCenter:
		x -= width / 2
	case draw.AlignRight:
		x -= width
	}
	return draw.Rect{X: x, Y: min(top, bottom), W: width, H: max(0, min(r.H, bottom-top))}
}

// Placed reports whether runs drawn at the tops given fit width and end
// above bottom, and lists how far the ink of each that does not runs out
// of its box (RunBox), naming it by what.
func Placed(runs []Block, tops []float64, what []string, bottom float64) (fits bool, out []Overrun) {
	fits = true
	for i, r := range runs {
		if r.Empty() {
			continue
		}
		if r.Over > 0 || tops[i]+r.H > bottom+1e-6 {
			fits = false
		}
		if by := max(r.Over, tops[i]+r.InkBottom-bottom); by > 1e-6 {
			out = append(out, Overrun{what[i], by})
		}
	}
	return fits, out
}

// DrawInside draws s like c.Text, but nudged so that its ink does not
// cross the anchor: left-aligned text starts at x, right-aligned text ends
// at x, although some glyphs (italics, a round "t") lean past their
// advance. Text set against the edge of the safe area then stays in it.
func DrawInside(c draw.Canvas, x, y float64, s string, f draw.Font, a draw.Align) {
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
