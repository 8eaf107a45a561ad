package layout

import (
	"math"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
)

// Text is set, not cut. Display text (a title, a subtitle, an author) is
// set by trying type sizes from a ladder, largest first, and taking the
// first at which the whole block fits its box; its lines are broken
// evenly. Body text (the copyright notice, the blurb) is filled line by
// line, without a word alone on a paragraph's last line where one can
// move down. Text that does not fit even at MinFontSize is drawn at it
// all the same, running out of its box, and reported as a textOverrun:
// it is never shortened or left out.

// textOverrun is text that does not fit its box at the smallest size
// allowed: what it is, and how many points its ink runs past the box.
type textOverrun struct {
	what string
	by   float64
}

// sizeStep is how much the largest part of a block shrinks from one size
// tried to the next, in points.
const sizeStep = 0.5

// sizeLadder lists the type sizes to try for the parts of a block,
// largest first, and how many of them keep every part at or above its
// least size. First all parts shrink in proportion from full, each
// stopping at its least; then all shrink in proportion from their least
// sizes down to MinFontSize. A least size above full is taken as full.
func sizeLadder(full, least []float64) (steps [][]float64, preferred int) {
	least = clampLeast(full, least)
	add := func(from, floor []float64) {
		top := 0.0
		for _, f := range from {
			top = max(top, f)
		}
		for k := 0; ; k++ {
			scale := 1 - float64(k)*sizeStep/top
			s := make([]float64, len(from))
			done := true
			for i := range from {
				s[i] = max(floor[i], from[i]*scale)
				done = done && s[i] <= floor[i]
			}
			steps = append(steps, s)
			if done || scale <= 0 {
				return
			}
		}
	}
	add(full, least)
	preferred = len(steps)
	floor := make([]float64, len(least))
	for i := range floor {
		floor[i] = min(MinFontSize, least[i])
	}
	add(least, floor)
	return steps, preferred
}

// clampLeast returns least with each size at most full's and at least
// MinFontSize (or full, when full is smaller still).
func clampLeast(full, least []float64) []float64 {
	out := make([]float64, len(full))
	for i := range full {
		out[i] = min(full[i], max(least[i], MinFontSize))
	}
	return out
}

// firstFit returns the first of steps at which set fits. set returns
// what it set, whether it fits, and for each part whether it runs to more
// lines than that part wants. Among the preferred steps firstFit also
// wants each part within its lines, but for a part too long for them even
// at its least size (the last preferred step), which it wants at that
// size, long, rather than larger and longer still; failing that, it takes
// the first step that fits of all; failing that, the last step, which
// does not fit.
func firstFit[T any](steps [][]float64, preferred int, set func(sizes []float64) (v T, fits bool, long []bool)) T {
	least := steps[preferred-1]
	_, _, never := set(least)
	keeps := func(sizes []float64, long []bool) bool {
		for i, l := range long {
			if l && !(never[i] && sizes[i] <= least[i]+1e-9) {
				return false
			}
		}
		return true
	}
	for _, s := range steps[:preferred] {
		if v, ok, long := set(s); ok && keeps(s, long) {
			return v
		}
	}
	var v T
	for _, s := range steps {
		var ok bool
		if v, ok, _ = set(s); ok {
			return v
		}
	}
	return v
}

// widowPenalty outweighs any spread of line lengths, so that a break with
// a one-word last line is taken only when every break has one.
const widowPenalty = 1e6

// maxBalancedLines is the most lines balancedLines spreads words over;
// text longer than that is a paragraph, filled line by line.
const maxBalancedLines = 12

// balancedLines breaks s into lines no wider than width in f, for display
// text: as many lines as filling each line in turn needs, with the words
// spread as evenly over them as the breaks allow, and no word alone on
// the last line when another break into as many lines avoids it. A word
// wider than width gets a line of its own. Past maxBalancedLines lines it
// fills lines as bodyLines does.
func balancedLines(c draw.Canvas, s string, f draw.Font, width float64) []string {
	words := strings.Fields(s)
	n := len(wrap(c, s, f, width))
	switch {
	case n <= 1 || n == len(words):
		return wrap(c, s, f, width)
	case n > maxBalancedLines:
		return bodyLines(c, s, f, width)
	}
	// at[i] is the width of words[:i] set without spaces.
	at := make([]float64, len(words)+1)
	for i, w := range words {
		at[i+1] = at[i] + c.TextWidth(w, f)
	}
	space := c.TextWidth(" ", f)
	lineWidth := func(i, j int) float64 { return at[j] - at[i] + space*float64(j-i-1) }
	// cost[k][j] is the least cost of words[:j] in k lines, from[k][j]
	// where its last line starts.
	inf := math.Inf(1)
	cost := make([][]float64, n+1)
	from := make([][]int, n+1)
	for k := range cost {
		cost[k] = make([]float64, len(words)+1)
		from[k] = make([]int, len(words)+1)
		for j := range cost[k] {
			cost[k][j] = inf
		}
	}
	cost[0][0] = 0
	for k := 1; k <= n; k++ {
		for j := k; j <= len(words); j++ {
			for i := j - 1; i >= k-1; i-- {
				w := lineWidth(i, j)
				if w > width+1e-9 && j-i > 1 {
					break // longer lines only get wider
				}
				if math.IsInf(cost[k-1][i], 1) {
					continue
				}
				slack := max(0, width-w)
				v := cost[k-1][i] + slack*slack
				if k == n && j == len(words) && j-i == 1 {
					v += widowPenalty * width * width
				}
				if v < cost[k][j] {
					cost[k][j], from[k][j] = v, i
				}
			}
		}
	}
	if math.IsInf(cost[n][len(words)], 1) {
		return wrap(c, s, f, width)
	}
	lines := make([]string, n)
	for k, j := n, len(words); k > 0; k-- {
		i := from[k][j]
		lines[k-1] = strings.Join(words[i:j], " ")
		j = i
	}
	return lines
}

// bodyLines fills s into lines no wider than width in f, like wrap, but
// moves a word down to a last line that would hold one word alone, when
// the line above keeps two or more and the last line still fits.
func bodyLines(c draw.Canvas, s string, f draw.Font, width float64) []string {
	lines := wrap(c, s, f, width)
	n := len(lines)
	if n < 2 || strings.Contains(lines[n-1], " ") {
		return lines
	}
	above := strings.Fields(lines[n-2])
	if len(above) < 3 {
		return lines
	}
	last := above[len(above)-1] + " " + lines[n-1]
	if c.TextWidth(last, f) > width {
		return lines
	}
	lines[n-2], lines[n-1] = strings.Join(above[:len(above)-1], " "), last
	return lines
}

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
