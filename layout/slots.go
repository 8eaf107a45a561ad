package layout

import (
	"math"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// slotStyle is how items are labelled in one part of the book.
type slotStyle struct {
	maxLabel float64   // largest label size in points; labels shrink with the grid
	note     bool      // show the item's Note beside its label
	foot     bool      // leave room under each grid for a line (where the solution is)
	face     draw.Face // of the label
	// bold, when not Bold, replaces Bold in what the items draw.
	bold draw.Face
	// stack prefers one column: worksheets stack their grids, so that a
	// child works down the page, unless side by side the grids would be
	// much larger (see stackBias).
	stack bool
	// typ is the book's type scale: labels, notes and the line under a
	// grid are set at its MinText or more, and grids' lines weighted.
	typ Type
	// under is the height of a band each item draws under its grid, in
	// the area it is given (a section's Grid.Foot): the grid is fitted
	// with that room under it, above the foot line.
	under float64
}

// stackBias is how much smaller a stacked grid may be than the best side
// by side before a stacking style sets grids side by side.
const stackBias = 0.85

var (
	puzzleStyle = slotStyle{maxLabel: 12, note: true, face: draw.Bold, bold: draw.Bold}
	answerStyle = slotStyle{maxLabel: 10, note: true, face: draw.Bold, bold: draw.Bold}
)

// Label sizes never go below minText points.
const minText = 7

// labelFont is the label of an item whose grid is w points wide.
func (st slotStyle) labelFont(w float64) draw.Font {
	return st.typ.font(draw.Font{Face: st.face, Size: math.Round(2*max(minText, min(st.maxLabel, w/20))) / 2})
}

// footFont is the small type under a grid that says where its solution is.
var footFont = draw.Font{Face: draw.Italic, Size: 8, Gray: 0.3}

// footFont is footFont in st's type scale.
func (st slotStyle) footFont() draw.Font { return st.typ.font(footFont) }

// footBand is the height the line under a grid takes, when st has one.
func (st slotStyle) footBand() float64 {
	if !st.foot {
		return 0
	}
	return footGap + draw.CapHeight(st.footFont())
}

// footGap is the space between a grid and the line under it.
const footGap = 9

// noteFont is the smaller grey type of the note beside a label.
func (st slotStyle) noteFont(label draw.Font) draw.Font {
	return st.typ.font(draw.Font{Face: draw.Regular, Size: max(minText, label.Size-1.5), Gray: 0.4})
}

// labelBand is the height a label takes above its grid.
func labelBand(f draw.Font) float64 { return draw.CapHeight(f) + 0.6*f.Size }

// slotGrid divides body into per equal slots, in reading order, choosing
// the number of columns that makes the grids (of width/height aspect)
// largest (a stacking style favours one column); ties go to the layout
// with fewer empty slots. Each slot is just the size of its label and
// grid. The block of slots is centred on body, across and down, with
// equal space between its columns and between its rows, each growing
// from the usual gap to at most three times it as the room allows.
func slotGrid(body draw.Rect, per int, aspect float64, st slotStyle) []draw.Rect {
	per = max(per, 1)
	gapX, gapY := gaps(body)
	cell := func(cols int) (draw.Rect, int) {
		rows := (per + cols - 1) / cols
		return draw.Rect{
			W: (body.W - gapX*float64(cols-1)) / float64(cols),
			H: (body.H - gapY*float64(rows-1)) / float64(rows),
		}, rows
	}
	best, cols, bestWaste := -1.0, 1, 0
	for c := 1; c <= per; c++ {
		r, rows := cell(c)
		g, _ := fitGrid(r, aspect, st)
		score := g.W
		if st.stack && c == 1 {
			score /= stackBias
		}
		waste := c*rows - per
		if score > best+1e-9 || (math.Abs(score-best) <= 1e-9 && waste < bestWaste) {
			best, cols, bestWaste = score, c, waste
		}
	}
	r, rows := cell(cols)
	g, lf := fitGrid(r, aspect, st)
	w, h := g.W, g.H+labelBand(lf)+st.footBand()+st.under
	x0, dx := across(body, w, cols)
	dy := 0.0
	if rows > 1 {
		dy = h + min((body.H-h*float64(rows))/float64(rows-1), 3*gapY)
	}
	y0 := body.Y + (body.H-h-dy*float64(rows-1))/2
	slots := make([]draw.Rect, per)
	for i := range slots {
		slots[i] = draw.Rect{X: x0 + float64(i%cols)*dx, Y: y0 + float64(i/cols)*dy, W: w, H: h}
	}
	return slots
}

// placed returns the slots of n items on a page laid out as slots: the
// first n, with those of a last row the items do not fill moved to
// stand centred under the rows above (a single leftover grid in the
// middle).
func placed(slots []draw.Rect, n int) []draw.Rect {
	n = min(n, len(slots))
	out := append([]draw.Rect(nil), slots[:n]...)
	cols := columns(slots)
	if n == 0 || cols < 2 || n%cols == 0 {
		return out
	}
	last := (n - 1) / cols * cols // the first item of the last row
	shift := float64(cols-(n-last)) * (slots[1].X - slots[0].X) / 2
	for i := last; i < n; i++ {
		out[i].X += shift
	}
	return out
}

// across returns the left edge of the first of cols columns of slots w
// wide on body, and the pitch from one to the next: the block centred,
// the space between columns the same, growing from the usual gap to at
// most three times it as the room allows.
func across(body draw.Rect, w float64, cols int) (x0, dx float64) {
	if cols > 1 {
		gapX, _ := gaps(body)
		dx = w + min((body.W-w*float64(cols))/float64(cols-1), 3*gapX)
	}
	return body.X + (body.W-w-dx*float64(cols-1))/2, dx
}

// gaps returns the space between slots across and down.
func gaps(body draw.Rect) (x, y float64) {
	return max(14, body.W*0.05), max(14, body.H*0.035)
}

// fitGrid returns the largest grid of the aspect that fits in slot under
// its label, and the label's font.
func fitGrid(slot draw.Rect, aspect float64, st slotStyle) (draw.Rect, draw.Font) {
	if !(aspect > 0) {
		aspect = 1
	}
	f := st.labelFont(slot.W)
	room := slot.H - st.footBand() - st.under
	for range 3 { // the label shrinks with the grid; settle both
		h := room - labelBand(f)
		w := min(slot.W, h*aspect)
		f = st.labelFont(w)
		if h2 := room - labelBand(f); min(slot.W, h2*aspect) == w {
			break
		}
	}
	w := max(0, min(slot.W, (room-labelBand(f))*aspect))
	return draw.Rect{W: w, H: w / aspect}, f
}

// itemGrid returns where drawItem puts the grid of it in slot, with the
// band st keeps under it (st.under), and its label's font.
func itemGrid(slot draw.Rect, it Item, st slotStyle) (draw.Rect, draw.Font) {
	g, lf := fitGrid(slot, it.Aspect, st)
	band := labelBand(lf)
	g.X = slot.X + (slot.W-g.W)/2
	g.Y = slot.Y + (slot.H-g.H-st.under-band-st.footBand())/2 + band
	g.H += st.under
	return g, lf
}

// drawItem draws it in slot: the grid as large as fits, centred in the
// slot together with its label, which sits above the grid's left edge
// (made to fit the grid's width, see textset.Shrink),
// the note above its right edge, and foot (where the solution is) under
// the grid's right edge. Each is drawn in a draw.Region of its own: the label
// and the note in the band above the grid, as wide as the grid; the foot
// in the band under it; the grid in its area.
func drawItem(c draw.Canvas, slot draw.Rect, it Item, foot string, st slotStyle) {
	g, lf := itemGrid(slot, it, st)
	base := g.Y - 0.6*lf.Size
	above := draw.Rect{X: g.X, Y: base - ink.Ascent(lf), W: g.W, H: g.Y - base + ink.Ascent(lf)}
	labelW := 0.0
	if it.Label != "" {
		// A long label (labels: in the config) shrinks, then is shortened,
		// to the grid's width.
		label, f := textset.ShrinkTo(c, it.Label, lf, g.W, st.typ.least())
		draw.DrawIn(c, draw.Region{What: "label", Box: above}, func(c draw.Canvas) {
			textset.DrawInside(c, g.X, base, label, f, draw.AlignLeft)
		})
		labelW = c.TextWidth(label, f)
	}
	if st.note && it.Note != "" {
		nf := st.noteFont(lf)
		// Keep a space's width between label and note, or leave the note out.
		if labelW+c.TextWidth(" "+it.Note, nf) <= g.W {
			draw.DrawIn(c, draw.Region{What: "note", Box: above}, func(c draw.Canvas) {
				textset.DrawInside(c, g.X+g.W, base, it.Note, nf, draw.AlignRight)
			})
		}
	}
	if foot != "" && st.foot {
		ff := st.footFont()
		below := draw.Rect{X: g.X, Y: g.Y + g.H, W: g.W, H: st.footBand() + ink.Descent(ff)}
		draw.DrawIn(c, draw.Region{What: "solution reference", Box: below}, func(c draw.Canvas) {
			textset.DrawInside(c, g.X+g.W, g.Y+g.H+st.footBand(), textset.Shorten(c, foot, ff, g.W), ff, draw.AlignRight)
		})
	}
	if it.Draw != nil {
		draw.DrawIn(c, draw.Region{What: it.Label, Box: g, Grid: true}, func(c draw.Canvas) {
			it.Draw(st.typ.heavier(st.typ.withDigits(c, st.bold)), g)
		})
	}
}
