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
	Text  string // e.g. "Row 3 needs a 7 and only r3c5 can take it (hidden single)."
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

// hintBlock is one hint set for the body's width: its label line and its
// text's lines.
type hintBlock struct {
	label string
	text  textset.Paragraphs
	h     float64 // label, text and the gap after them
}

// hintPage is one page of hints: the section headings and hints on it,
// each at its y from the top of the body.
type hintPage struct {
	headings []hintHeading
	blocks   []hintBlock
	ys       []float64
	title    string // the section the page starts in, for the header
	typ      Type   // the book's type scale
	label    draw.Font
	leading  float64 // of the hints' text
}

type hintHeading struct {
	title string
	y     float64
}

// addHints plans the hint pages of secs: each section under its heading,
// its hints one after another, a page filled before the next begins. It
// returns the page number of the first, or 0 when there are no hints.
func (c *composer) addHints(secs []HintSection) int {
	t := c.typ
	body := t.bodyArea(c.spec.Safe())
	label, text, leading := t.font(hintLabel), t.font(hintText), t.lead(hintLeading, hintText)
	meas := &Recorder{} // measures as every canvas does
	var pages []hintPage
	used := body.H // no page yet
	newPage := func(title string) {
		pages = append(pages, hintPage{title: title})
		used = 0
	}
	for _, sec := range secs {
		if len(sec.Hints) == 0 {
			continue
		}
		for i, h := range sec.Hints {
			b := hintBlock{label: h.Label, text: textset.SetParagraphs(meas, []string{h.Text}, text, body.W, leading)}
			b.h = leading + b.text.H + hintGap
			need := b.h
			if i == 0 {
				need += t.keySectionBand()
				if used > 0 && used < body.H {
					used += 2 * hintGap // more room above a new section
				}
			}
			if used+need > body.H+1e-9 && used > 0 {
				newPage(sec.Title)
			} else if len(pages) == 0 {
				newPage(sec.Title)
			}
			pg := &pages[len(pages)-1]
			if i == 0 {
				pg.headings = append(pg.headings, hintHeading{sec.Title, used})
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
		pg.typ, pg.label, pg.leading = t, label, leading
		c.add(pg.plan(c.words.Hints))
	}
	return first
}

// plan lays the page out once its safe area is known.
// hints is their name in the running header.
func (pg hintPage) plan(hints string) planned {
	return func(safe draw.Rect, n int) Page {
		body := pg.typ.bodyArea(safe)
		return Page{Draw: func(cv draw.Canvas) {
			header := hints
			if pg.title != "" {
				header += " · " + pg.title
			}
			pg.typ.drawHeader(cv, safe, n, header)
			pg.typ.drawFolio(cv, safe, n)
			for _, h := range pg.headings {
				pg.typ.drawKeyHeading(cv, body, body.Y+h.y, h.title)
			}
			for i, b := range pg.blocks {
				y := body.Y + pg.ys[i]
				box := draw.Rect{X: body.X, Y: y, W: body.W, H: b.h - hintGap}
				draw.DrawIn(cv, draw.Region{What: "hint", Box: box}, func(cv draw.Canvas) {
					textset.DrawInside(cv, body.X, y+ink.Ascent(pg.label), b.label, pg.label, draw.AlignLeft)
					b.text.Draw(cv, body.X, y+pg.leading)
				})
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
