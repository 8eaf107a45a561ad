package ink

import (
	"cmp"
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// The collision rules, as Check names them.
const (
	ruleOverlap  = "text overlap"
	ruleOverflow = "text overflow"
	ruleOverGrid = "text over grid"
)

// inkTolerance is how far, in points, ink may reach into other ink or
// out of its box before a collision is reported: 0.5pt (0.18mm) is less
// than a reader sees, and more than the overshoot of round letters and
// the rounding of boxes computed to touch.
const inkTolerance = 0.5

// Collisions collects the glyph runs of one page (or cover) with the
// regions they were drawn in, and checks them against one another once
// the page is drawn. The preflight canvases and layout's Recorder share
// it, so the rules are written once. The zero value is ready to use.
type Collisions struct {
	regions []regionFrame // every region declared, in order
	open    []int         // the regions being drawn in, innermost last
	runs    []textRun
	// order and active are overlaps' scratch space, kept with the rest
	// from page to page so that checking a book allocates little.
	order  []sweepKey
	active []sweepItem
}

// regionFrame is a declared region as it lies on the page.
type regionFrame struct {
	draw.Region     // Box mapped onto the page
	parent      int // the enclosing region; -1 for none
}

// textRun is one call of Text: where its ink lies on the page, and what
// is needed to find each glyph's ink when that box meets another.
type textRun struct {
	text   string
	ink    draw.Rect // on the page
	x, y   float64
	font   draw.Font
	align  draw.Align
	m      Turn
	region int // the innermost region; -1 for none
}

// Placed is a text Collisions holds: its string, the box its ink covers
// on the page (turns applied), and the innermost region it was drawn in,
// its Box on the page (zero when drawn in none).
type Placed struct {
	Text   string
	Font   draw.Font
	Ink    draw.Rect
	Region draw.Region
}

// Placed returns every text recorded that has ink, in the order drawn.
func (t *Collisions) Placed() []Placed {
	out := make([]Placed, len(t.runs))
	for i, run := range t.runs {
		out[i] = Placed{Text: run.text, Font: run.font, Ink: run.ink}
		if run.region >= 0 {
			out[i].Region = t.regions[run.region].Region
		}
	}
	return out
}

// Enter opens r, whose box is in the coordinates that m maps onto the
// page, inside the regions already open.
func (t *Collisions) Enter(r draw.Region, m Turn) {
	f := regionFrame{Region: r, parent: -1}
	f.Box = m.Rect(r.Box)
	if n := len(t.open); n > 0 {
		f.parent = t.open[n-1]
	}
	t.regions = append(t.regions, f)
	t.open = append(t.open, len(t.regions)-1)
}

// Leave closes the innermost open region.
func (t *Collisions) Leave() { t.open = t.open[:len(t.open)-1] }

// In draws fn's calls inside r, on canvas c.
func (t *Collisions) In(r draw.Region, m Turn, c draw.Canvas, fn func(draw.Canvas)) {
	t.Enter(r, m)
	defer t.Leave()
	fn(c)
}

// Text records s drawn as Text draws it, through m, in the open regions;
// ink is Text's box of s before m.
func (t *Collisions) Text(x, y float64, s string, f draw.Font, a draw.Align, m Turn, ink draw.Rect) {
	run := textRun{text: s, ink: m.Rect(ink), x: x, y: y, font: f, align: a, m: m, region: -1}
	if n := len(t.open); n > 0 {
		run.region = t.open[n-1]
	}
	t.runs = append(t.runs, run)
}

// Reset forgets the page, keeping the room it took for the next.
func (t *Collisions) Reset() {
	t.regions, t.open, t.runs = t.regions[:0], t.open[:0], t.runs[:0]
}

// Check reports every collision on the page through add, run by run in
// the order drawn: text leaving its region's box, text over a grid it
// does not belong to, then overlapping pairs.
func (t *Collisions) Check(add func(rule, what string)) {
	var grids []int // one region a grid, however often it was declared
	for i, r := range t.regions {
		if r.Grid && !slices.ContainsFunc(grids, func(g int) bool { return t.regions[g].Box == r.Box }) {
			grids = append(grids, i)
		}
	}
	for _, run := range t.runs {
		if run.region >= 0 {
			r := t.regions[run.region]
			if over := overrun(run.ink, r.Box); over != "" {
				add(ruleOverflow, fmt.Sprintf("%s: %q runs %s its box", regionName(r.What), run.text, over))
			}
		}
		for _, g := range grids {
			if !t.within(run.region, g) && overlapBy(run.ink, t.regions[g].Box) {
				add(ruleOverGrid, fmt.Sprintf("%q lies over %s", run.text, gridName(t.regions[g].What)))
			}
		}
	}
	for _, p := range t.overlaps() {
		a, b := t.runs[p[0]], t.runs[p[1]]
		x := intersect(a.ink, b.ink)
		add(ruleOverlap, fmt.Sprintf("%q overlaps %q by %.1fx%.1fpt", a.text, b.text, x.W, x.H))
	}
}

// within reports whether region r is grid g or lies inside it. A grid is
// known by its box: drawing may declare one grid more than once.
func (t *Collisions) within(r, g int) bool {
	for ; r >= 0; r = t.regions[r].parent {
		if t.regions[r].Grid && t.regions[r].Box == t.regions[g].Box {
			return true
		}
	}
	return false
}

// overlaps returns the pairs of runs (in the order drawn) whose glyphs
// overlap. It sweeps across the page from the left, so that only runs
// whose ink shares a stretch of x are compared: a page of grids compares
// each digit with those of its column, not with every other.
func (t *Collisions) overlaps() [][2]int {
	order := t.order[:0]
	for i, r := range t.runs {
		order = append(order, sweepKey{r.ink.X, i})
	}
	slices.SortFunc(order, func(a, b sweepKey) int {
		switch {
		case a.x < b.x:
			return -1
		case a.x > b.x:
			return 1
		}
		return a.run - b.run
	})
	var pairs [][2]int
	active := t.active[:0]
	for _, k := range order {
		a := t.runs[k.run].ink
		kept := active[:0]
		for _, b := range active {
			if b.ink.X+b.ink.W-inkTolerance <= a.X {
				continue // b ends before a and all the runs still to come
			}
			kept = append(kept, b)
			if overlapBy(a, b.ink) && t.glyphsMeet(k.run, b.run) {
				pairs = append(pairs, [2]int{min(k.run, b.run), max(k.run, b.run)})
			}
		}
		active = append(kept, sweepItem{a, k.run})
	}
	t.order, t.active = order, active
	slices.SortFunc(pairs, func(p, q [2]int) int { return cmp.Or(cmp.Compare(p[0], q[0]), cmp.Compare(p[1], q[1])) })
	return pairs
}

// sweepKey orders the runs for the sweep: by the left of their ink.
type sweepKey struct {
	x   float64
	run int
}

// sweepItem is a run's ink and index, kept together while it is swept.
type sweepItem struct {
	ink draw.Rect
	run int
}

// glyphsMeet reports whether a glyph of run i overlaps a glyph of run j.
// The boxes of whole runs are not enough: the descender at the start of
// one line and the ascender at the end of the next share a box but no ink.
func (t *Collisions) glyphsMeet(i, j int) bool {
	a, b := t.runs[i], t.runs[j]
	for ga := range glyphInks(a.x, a.y, a.text, a.font, a.align) {
		ga = a.m.Rect(ga)
		if !overlapBy(ga, b.ink) {
			continue
		}
		for gb := range glyphInks(b.x, b.y, b.text, b.font, b.align) {
			if overlapBy(ga, b.m.Rect(gb)) {
				return true
			}
		}
	}
	return false
}

// glyphInks yields the ink box of each glyph of s drawn as Text draws it,
// skipping glyphs without ink.
func glyphInks(x, y float64, s string, f draw.Font, a draw.Align) iter.Seq[draw.Rect] {
	return func(yield func(draw.Rect) bool) {
		fi := fontFor(f.Face)
		x := draw.Left(x, s, f, a)
		for _, r := range s {
			if b, ok := fi.glyphInk(r); ok {
				if !yield(draw.Rect{X: x + b.minX*f.Size, Y: y - b.maxY*f.Size, W: (b.maxX - b.minX) * f.Size, H: (b.maxY - b.minY) * f.Size}) {
					return
				}
			}
			x += float64(draw.Advance(f.Face, r)) * f.Size / 1000
		}
	}
}

// overlapBy reports whether a and b overlap by more than inkTolerance
// both across and down.
func overlapBy(a, b draw.Rect) bool {
	return min(a.Y+a.H, b.Y+b.H)-max(a.Y, b.Y) > inkTolerance &&
		min(a.X+a.W, b.X+b.W)-max(a.X, b.X) > inkTolerance
}

// intersect returns the part a and b share; W or H is negative when they
// do not meet.
func intersect(a, b draw.Rect) draw.Rect {
	x0, y0 := max(a.X, b.X), max(a.Y, b.Y)
	return draw.Rect{X: x0, Y: y0, W: min(a.X+a.W, b.X+b.W) - x0, H: min(a.Y+a.H, b.Y+b.H) - y0}
}

// overrun says how far ink leaves box, e.g. "12.3pt below", or "" when it
// stays inside give or take inkTolerance.
func overrun(ink, box draw.Rect) string {
	var parts []string
	for _, side := range []struct {
		by   float64
		name string
	}{
		{box.Y - ink.Y, "above"},
		{ink.Y + ink.H - (box.Y + box.H), "below"},
		{box.X - ink.X, "left of"},
		{ink.X + ink.W - (box.X + box.W), "right of"},
	} {
		if side.by > inkTolerance {
			parts = append(parts, fmt.Sprintf("%.1fpt %s", side.by, side.name))
		}
	}
	return strings.Join(parts, " and ")
}

// regionName is what a message calls a region.
func regionName(what string) string {
	if what == "" {
		return "a region"
	}
	return what
}

// gridName is what a message calls a grid region.
func gridName(what string) string {
	if what == "" {
		return "a grid"
	}
	return "the grid of " + what
}
