package layout

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// HintsTitle names the hints in the contents and in the running header
// of their pages, in English (see Book.Words).
const HintsTitle = "Hints"

// Hint is the one step that unlocks a puzzle's hardest part, in words: a
// stuck reader reads it without seeing the answer.
type Hint struct {
	Label string // the puzzle's, e.g. "Puzzle 12"
	Text  string // e.g. "Row 3 needs a 7 and only row 3, column 5 can take it (hidden single)."
}

// HintSection is the hints of one puzzle section, under its title.
type HintSection struct {
	Title string
	Hints []Hint
}

// The type and spacing of the hints.
var (
	hintLabel = draw.Font{Face: draw.Bold, Size: 9.5}
	hintText  = draw.Font{Face: draw.Regular, Size: 9.5, Gray: 0.1}
)

const (
	hintLeading = 13 // line spacing of a hint's text
	hintGap     = 7  // between two hints
)

// addHints plans the hint pages of secs: each section under its heading,
// its hints one after another, a page filled before the next begins. It
// returns the page number of the first, or 0 when there are no hints.
func (c *composer) addHints(secs []HintSection) int {
	t := c.typ
	body := t.bodyArea(c.spec.Safe())
	labelFont, textFont, leading := t.font(hintLabel), t.font(hintText), t.lead(hintLeading, hintText)
	meas := &Recorder{} // measures as every canvas does
	list := make([]listSection, len(secs))
	for s, sec := range secs {
		list[s].title = sec.Title
		for _, h := range sec.Hints {
			label, text := h.Label, textset.SetParagraphs(meas, []string{h.Text}, textFont, body.W, leading)
			b := listBlock{h: leading + text.H + hintGap}
			b.draw = func(cv draw.Canvas, body draw.Rect, y float64) {
				box := draw.Rect{X: body.X, Y: y, W: body.W, H: b.h - hintGap}
				draw.DrawIn(cv, draw.Region{What: "hint", Box: box}, func(cv draw.Canvas) {
					textset.DrawInside(cv, body.X, y+ink.Ascent(labelFont), label, labelFont, draw.AlignLeft)
					text.Draw(cv, body.X, y+leading)
				})
			}
			list[s].blocks = append(list[s].blocks, b)
		}
	}
	return c.addList(list, c.words.Hints)
}

// listSection is a run of blocks (hints, index lines) under a heading.
type listSection struct {
	title  string
	blocks []listBlock
}

// listBlock is one block of a list: its height, the gap after it
// included, and how to draw it at y from the top of the page.
type listBlock struct {
	h    float64
	draw func(cv draw.Canvas, body draw.Rect, y float64)
}

// listPage is one page of a list: the section headings and blocks on it,
// each at its y from the top of the body.
type listPage struct {
	headings []listHeading
	blocks   []listBlock
	ys       []float64
	title    string // the section the page starts in, for the header
	typ      Type   // the book's type scale
}

type listHeading struct {
	title string
	y     float64
}

// addList plans the pages of a list of sections: each section under its
// heading, its blocks one after another, a page filled before the next
// begins; header names the list in the running header. It returns the
// page number of the first, or 0 when no section has blocks.
func (c *composer) addList(secs []listSection, header string) int {
	t := c.typ
	body := t.bodyArea(c.spec.Safe())
	var pages []listPage
	used := body.H // no page yet
	newPage := func(title string) {
		pages = append(pages, listPage{title: title, typ: t})
		used = 0
	}
	for _, sec := range secs {
		for i, b := range sec.blocks {
			need := b.h
			if i == 0 {
				need += t.keySectionBand()
				if used > 0 && used < body.H {
					used += 2 * hintGap // more room above a new section
				}
			}
			if used+need > body.H+1e-9 && used > 0 {
				newPage(sec.title)
			} else if len(pages) == 0 {
				newPage(sec.title)
			}
			pg := &pages[len(pages)-1]
			if i == 0 {
				pg.headings = append(pg.headings, listHeading{sec.title, used})
				used += t.keySectionBand()
			}
			pg.blocks = append(pg.blocks, b)
			pg.ys = append(pg.ys, used)
			used += b.h
		}
	}
	if len(pages) == 0 {
		return 0
	}
	first := len(c.plans) + 1
	for _, pg := range pages {
		c.add(pg.plan(header))
	}
	return first
}

// plan lays the page out once its safe area is known. list is the
// list's name in the running header.
func (pg listPage) plan(list string) planned {
	return func(safe draw.Rect, n int) Page {
		body := pg.typ.bodyArea(safe)
		return Page{Draw: func(cv draw.Canvas) {
			header := list
			if pg.title != "" {
				header += " · " + pg.title
			}
			pg.typ.drawHeader(cv, safe, n, header)
			pg.typ.drawFolio(cv, safe, n)
			for _, h := range pg.headings {
				pg.typ.drawKeyHeading(cv, body, body.Y+h.y, h.title)
			}
			for i, b := range pg.blocks {
				b.draw(cv, body, body.Y+pg.ys[i])
			}
		}}
	}
}

func hasHints(secs []HintSection) bool {
	for _, s := range secs {
		if len(s.Hints) > 0 {
			return true
		}
	}
	return false
}
