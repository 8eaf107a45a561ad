package layout

import (
	"math"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
)

// textBlock is a run of text set in lines of one font, ready to draw at
// an anchor x and the y of its top: its lines, their baselines, its
// height and how far its widest line runs past the width it was set to.
type textBlock struct {
	font  draw.Font
	align draw.Align
	lines []string
	base  []float64 // each line's baseline, down from the run's top
	// h is the run's height: from its top (room for the ink of any
	// printable ASCII character above the first baseline, or more for an
	// accented capital) to as far below the last baseline.
	h float64
	// inkTop and inkBottom are where the ink of the lines actually begins
	// and ends, down from the run's top.
	inkTop, inkBottom float64
	// over is how far the widest line's ink runs past the width the run
	// was set to, on either side for centred text; 0 when it fits.
	over float64
}

// lineGap is the least clear space between the ink of two lines of a run,
// as a share of the type size: lines never touch, whatever they hold.
const lineGap = 0.08

// setRun sets s in f for width: broken evenly when balanced (for display
// text), filled otherwise; lines lead times the size apart, or more where
// their ink would come closer than lineGap.
func setRun(c draw.Canvas, s string, f draw.Font, width, lead float64, a draw.Align, balanced bool) textBlock {
	var lines []string
	if balanced {
		lines = balancedLines(c, s, f, width)
	} else {
		lines = bodyLines(c, s, f, width)
	}
	return setLines(lines, f, width, lead, a)
}

// setLines sets lines, already broken, as setRun does.
func setLines(lines []string, f draw.Font, width, lead float64, a draw.Align) textBlock {
	r := textBlock{font: f, align: a, lines: lines}
	if len(lines) == 0 {
		return r
	}
	y, prevBelow := 0.0, 0.0
	plainAbove, plainBelow := ink.PlainExtent(f)
	r.inkTop, r.inkBottom = math.Inf(1), math.Inf(-1)
	for i, l := range lines {
		above, below := 0.0, 0.0
		box, ok := ink.Text(0, 0, l, f, a)
		if ok {
			above, below = -box.Y, box.Y+box.H
			r.over = max(r.over, lineOver(box, a, width))
		}
		if i == 0 {
			y = max(plainAbove, above)
		} else {
			y += max(lead*f.Size, prevBelow+lineGap*f.Size+above)
		}
		r.base = append(r.base, y)
		if ok {
			r.inkTop, r.inkBottom = min(r.inkTop, y-above), max(r.inkBottom, y+below)
		}
		prevBelow = below
	}
	r.h = y + max(plainBelow, prevBelow)
	if math.IsInf(r.inkTop, 0) {
		r.inkTop, r.inkBottom = 0, 0
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
		// textInside moves the line right by what leans left of the anchor.
		return max(0, ink.X+ink.W+max(0, -ink.X)-width)
	case draw.AlignRight:
		return max(0, max(0, ink.X+ink.W)-ink.X-width)
	}
	return max(0, -ink.X-width/2, ink.X+ink.W-width/2)
}

// draw draws the run's lines with their anchor at x and the run's top at
// top.
func (r textBlock) draw(c draw.Canvas, x, top float64) {
	for i, l := range r.lines {
		if r.align == draw.AlignCenter {
			c.Text(x, top+r.base[i], l, r.font, draw.AlignCenter)
		} else {
			textInside(c, x, top+r.base[i], l, r.font, r.align)
		}
	}
}

// empty reports whether the run has no lines.
func (r textBlock) empty() bool { return len(r.lines) == 0 }

// runBox is the box a run was set in: width wide about the anchor x as
// the run is aligned, from top down its height, but no lower than bottom
// (text that does not fit then runs out of its box, where a checking
// canvas sees it).
func runBox(r textBlock, x, top, width, bottom float64) draw.Rect {
	switch r.align {
	case draw.AlignCenter:
		x -= width / 2
	case draw.AlignRight:
		x -= width
	}
	return draw.Rect{X: x, Y: min(top, bottom), W: width, H: max(0, min(r.h, bottom-top))}
}

// placed reports whether runs drawn at the tops given fit width and end
// above bottom, and lists how far the ink of each that does not runs out
// of its box (runBox), naming it by what.
func placed(runs []textBlock, tops []float64, what []string, bottom float64) (fits bool, out []textOverrun) {
	fits = true
	for i, r := range runs {
		if r.empty() {
			continue
		}
		if r.over > 0 || tops[i]+r.h > bottom+1e-6 {
			fits = false
		}
		if by := max(r.over, tops[i]+r.inkBottom-bottom); by > 1e-6 {
			out = append(out, textOverrun{what[i], by})
		}
	}
	return fits, out
}

// paraSet is paragraphs set in lines of one font, ready to draw: each
// line's baseline down from the top of the set, and its height.
type paraSet struct {
	font  draw.Font
	lines []string
	base  []float64
	h     float64
	over  float64 // how far the widest line's ink runs past the width
	// inkBottom is where the ink of the last line ends, down from the top.
	inkBottom float64
}

// setParagraphs fills paras into lines of f no wider than width, leading
// apart, half a leading between paragraphs: the one measure of body
// text, by which boxes are sized and text is drawn.
func setParagraphs(c draw.Canvas, paras []string, f draw.Font, width, leading float64) paraSet {
	p := paraSet{font: f}
	y := 0.0
	for i, para := range paras {
		if i > 0 {
			y += leading / 2
		}
		for _, l := range bodyLines(c, para, f, width) {
			p.lines = append(p.lines, l)
			p.base = append(p.base, y+draw.CapHeight(f)+(leading-f.Size)/2)
			if box, ok := ink.Text(0, 0, l, f, draw.AlignLeft); ok {
				p.over = max(p.over, lineOver(box, draw.AlignLeft, width))
				p.inkBottom = max(p.inkBottom, p.base[len(p.base)-1]+box.Y+box.H)
			}
			y += leading
		}
	}
	p.h = y
	return p
}

// fitParagraphs sets paras as setParagraphs does, in f when they fit
// width and height, else in the largest size down to MinFontSize that
// fits, the leading shrinking with the type; at MinFontSize they are set
// whatever their height, to run out of their box rather than be cut.
func fitParagraphs(c draw.Canvas, paras []string, f draw.Font, leading, width, height float64) paraSet {
	full := f.Size
	for {
		set := setParagraphs(c, paras, f, width, leading*f.Size/full)
		if (set.h <= height+1e-9 && set.over <= 0) || f.Size-sizeStep < MinFontSize-1e-9 {
			return set
		}
		f.Size -= sizeStep
	}
}

// draw draws every line of p from the top left corner x, top.
func (p paraSet) draw(c draw.Canvas, x, top float64) {
	for i, l := range p.lines {
		textInside(c, x, top+p.base[i], l, p.font, draw.AlignLeft)
	}
}
