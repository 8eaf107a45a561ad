package layout

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// The answer key is one run of pages: its sections follow one another on
// the same page while there is room, each under a heading of its own, so
// that a short section does not leave a page nearly empty.

// The type of a section's heading in the answer key, and its rule.
var (
	keySectionFont = draw.Font{Face: draw.Bold, Size: 11.5, Gray: 0.1}
	keySectionRule = draw.Stroke{Width: 0.75, Gray: 0.55}
)

// keySectionBand is the height a section's heading and its rule take.
func (t Type) keySectionBand() float64 {
	return draw.CapHeight(t.font(keySectionFont)) + 5 + t.stroke(keySectionRule).Width + 10
}

// keyBlock is a run of one section's items on one page of the key, laid
// out in rows of cols slots.
type keyBlock struct {
	title string  // the section's title
	opens bool    // the section starts here: the block has a heading
	items []Item  // the items of the run
	y     float64 // top of the block, from the top of the body
	cols  int
	slot  draw.Rect // the size of every slot (X and Y unused)
	pitch float64   // from one row of slots to the next
	typ   Type      // the book's type scale
}

// keyBody is the body of an answer page under a section's heading: the
// area a section's slots are planned in (see keySlots).
func (t Type) keyBody(safe draw.Rect) draw.Rect {
	body := t.bodyArea(safe)
	return draw.Rect{X: body.X, Y: body.Y + t.keySectionBand(), W: body.W, H: body.H - t.keySectionBand()}
}

// keyRoomyBody is keyBody less the room of one more section starting on
// the page: its heading and the gap before it.
func (t Type) keyRoomyBody(safe draw.Rect) draw.Rect {
	b := t.keyBody(safe)
	_, gapY := gaps(t.bodyArea(safe))
	b.H -= t.keySectionBand() + 2*gapY
	return b
}

// keySlots returns the slots of an answer section of g's grids, per to a
// page, of the aspect. A section of two rows of slots or more is planned
// in keyRoomyBody when its grids keep their type there, so that a page on
// which one section ends mid-page still holds the next one's heading and
// rows to its foot: the key fills its pages evenly, rather than leaving
// the bottom third of a page blank where a section ends. Otherwise, and
// for a single row, the slots fill keyBody.
func (t Type) keySlots(safe draw.Rect, g Grid, per int, aspect float64) []draw.Rect {
	pl := answerPlacement(t)
	slots := slotGrid(t.keyBody(safe), per, aspect, pl.st)
	if cols := columns(slots); (len(slots)+cols-1)/cols < 2 {
		return slots
	}
	roomy := slotGrid(t.keyRoomyBody(safe), per, aspect, pl.st)
	if columns(roomy) == columns(slots) && pl.slotFits(roomy[0], g) {
		return roomy
	}
	return slots
}

// keyPage is one page of the answer key.
type keyPage struct {
	blocks []keyBlock
	typ    Type // the book's type scale
}

// addAnswerKey plans the pages of the answer sections secs, flowing one
// section after another, and returns the page number of every item. Each
// section keeps the slots it would have on a page of its own (PerPage of
// them), so its grids are as large as PerPage allows; rows of slots are
// stacked with the usual gap, and a section starts on the page in hand
// when its heading and one row of its slots still fit there. Slots are
// planned under the heading's band, so a section of one item a page still
// fits a page with its heading. The running header names the key and the
// section the page starts with. It returns the number of the first page.
func (c *composer) addAnswerKey(secs []Section) (where [][]int, first int) {
	pages, where := c.typ.planKey(c.spec.Safe(), secs, len(c.plans))
	first = len(c.plans) + 1
	for _, pg := range pages {
		c.add(pg.plan(c.words.Answers))
	}
	return where, first
}

// planKey plans the answer key's pages on pages of the safe area safe,
// and returns them with the page number of every item, the key starting
// after page before.
func (t Type) planKey(safe draw.Rect, secs []Section, before int) (pages []keyPage, where [][]int) {
	body := t.bodyArea(safe)
	_, gapY := gaps(t.keyBody(safe)) // as slotGrid spaces its rows
	pages = []keyPage{{typ: t}}
	used := 0.0
	where = make([][]int, len(secs))
	for s, sec := range secs {
		where[s] = make([]int, len(sec.Items))
		if len(sec.Items) == 0 {
			continue
		}
		slots := t.keySlots(safe, sec.Grid, max(sec.PerPage, 1), aspectOf(sec.Items))
		cols := columns(slots)
		slot := draw.Rect{W: slots[0].W, H: slots[0].H}
		pitch := slot.H + gapY
		for i := 0; i < len(sec.Items); {
			head := i == 0
			top := used
			if len(pages[len(pages)-1].blocks) > 0 {
				top += 2 * gapY
			}
			room := body.H - top
			if head {
				room -= t.keySectionBand()
			}
			rows := int((room + gapY + 1e-9) / pitch)
			if rows < 1 && len(pages[len(pages)-1].blocks) > 0 {
				pages = append(pages, keyPage{typ: t})
				used = 0
				continue
			}
			rows = max(rows, 1) // an empty page holds a row: the slots were planned to fit it
			end := min(len(sec.Items), i+rows*cols)
			b := keyBlock{title: sec.Title, opens: head, items: sec.Items[i:end], y: top, cols: cols, slot: slot, pitch: pitch, typ: t}
			pg := &pages[len(pages)-1]
			pg.blocks = append(pg.blocks, b)
			used = b.bottom()
			for k := i; k < end; k++ {
				where[s][k] = before + len(pages)
			}
			i = end
		}
	}
	return pages, where
}

// columns counts the slots of the first row of slots.
func columns(slots []draw.Rect) int {
	n := 0
	for _, s := range slots {
		if s.Y != slots[0].Y {
			break
		}
		n++
	}
	return max(n, 1)
}

// bottom is the y, from the top of the body, below the block's last row.
func (b keyBlock) bottom() float64 {
	rows := (len(b.items) + b.cols - 1) / b.cols
	top := b.y
	if b.opens {
		top += b.typ.keySectionBand()
	}
	return top + float64(rows-1)*b.pitch + b.slot.H
}

// plan lays the page out once its safe area is known.
// answers is the key's name in the running header.
func (pg keyPage) plan(answers string) planned {
	return func(safe draw.Rect, n int) Page {
		body := pg.typ.bodyArea(safe)
		return Page{Draw: func(cv draw.Canvas) {
			header := answers
			if len(pg.blocks) > 0 {
				header = keyHeader(answers, pg.blocks[0].title)
			}
			pg.typ.drawHeader(cv, safe, n, header)
			pg.typ.drawFolio(cv, safe, n)
			for _, b := range pg.blocks {
				b.draw(cv, body)
			}
		}}
	}
}

// drawKeyHeading draws a section's heading in the answer key (and the
// hints) at y, the top of its band: its title over a rule across body.
func (t Type) drawKeyHeading(cv draw.Canvas, body draw.Rect, y float64, title string) {
	hf, hr := t.font(keySectionFont), t.stroke(keySectionRule)
	base := y + draw.CapHeight(hf)
	title, f := textset.ShrinkTo(cv, title, hf, body.W, t.least())
	textset.DrawInside(cv, body.X, base, title, f, draw.AlignLeft)
	rule(cv, body.X, body.X+body.W, base+5+hr.Width/2, hr)
}

// keyHeader is the running header of an answer page that starts with
// section title: the key's name, answers, and the section's.
func keyHeader(answers, title string) string {
	if title == "" || containsFold(title, answers) {
		return answers
	}
	return answers + " · " + title
}

// draw draws the block's heading and its rows of items in body. Columns
// stand across body as they would on a page of their own (across). The slots were
// planned before the book's length set its gutter; a narrower body
// narrows them, and each grid still fits its slot.
func (b keyBlock) draw(cv draw.Canvas, body draw.Rect) {
	y := body.Y + b.y
	if b.opens {
		b.typ.drawKeyHeading(cv, body, y, b.title)
		y += b.typ.keySectionBand()
	}
	gapX, _ := gaps(body)
	w := min(b.slot.W, (body.W-gapX*float64(b.cols-1))/float64(b.cols))
	x0, dx := across(body, w, b.cols)
	for i, it := range b.items {
		slot := draw.Rect{X: x0 + float64(i%b.cols)*dx, Y: y + float64(i/b.cols)*b.pitch, W: w, H: b.slot.H}
		drawItem(cv, slot, it, "", answerPlacement(b.typ).st)
	}
}
