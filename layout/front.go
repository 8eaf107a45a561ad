package layout

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// The type of the front matter.
var (
	copyrightFont = draw.Font{Face: draw.Regular, Size: 9, Gray: 0.2}
	contentsHead  = draw.Font{Face: draw.Bold, Size: 20}
	contentsFont  = draw.Font{Face: draw.Regular, Size: 12}
	contentsNote  = draw.Font{Face: draw.Regular, Size: 9, Gray: 0.35}
	leaderFont    = draw.Font{Face: draw.Regular, Size: 12, Gray: 0.5}
)

// Spacing of the contents, in points.
const (
	contentsHeadBand = 64 // from the top of the safe area to the first entry
	contentsStep     = 34 // one entry: its title line and its note line
	copyrightLeading = 13
)

// drawCopyright sets the copyright page: its paragraphs in small type,
// ending at the foot of the safe area as copyright notices do, or from the
// top when they are too long for that (see setCopyright).
func (t Type) drawCopyright(c draw.Canvas, safe draw.Rect, paras []string) {
	t.setCopyright(c, safe, paras).draw(c)
}

// contentsEntry is one line of the table of contents.
type contentsEntry struct {
	title, detail string
	page          int
}

// Detail is the note under a section's entry in the contents, and on the
// back cover's list: its count of puzzles, its grade and whether it is
// worksheets, e.g. "20 puzzles · Easy", in English.
func (sec Section) Detail() string { return sec.DetailIn(lang.English) }

// DetailIn is Detail in the words w.
func (sec Section) DetailIn(w lang.Words) string {
	d := fmt.Sprintf(w.Puzzles, len(sec.Items))
	if len(sec.Items) == 1 {
		d = w.OnePuzzle
	}
	if sec.Grade != "" {
		d += " · " + sec.Grade
	}
	if sec.Worksheet {
		d += " · " + w.Worksheets
	}
	return d
}

// contentsPerPage is how many entries fit on one contents page of safe.
func (t Type) contentsPerPage(safe draw.Rect) int {
	return max(1, int((safe.H-t.contentsHeadBand()-t.footerBand())/t.contentsStep()))
}

// contentsHeadBand is the room above the contents' first entry in t's
// type scale.
func (t Type) contentsHeadBand() float64 { return t.lead(contentsHeadBand, contentsFont) }

// contentsStep is one entry of the contents in t's type scale: its
// title line and the note line under it, each as much taller as its type.
func (t Type) contentsStep() float64 {
	grow := t.font(contentsFont).Size - contentsFont.Size + 2*(t.font(contentsNote).Size-contentsNote.Size)
	return contentsStep + grow
}

// contentsPages returns how many pages the contents of b take: one entry
// for each section with items, and one for the answers.
func contentsPages(b Book) int {
	n := 0
	for _, s := range b.Puzzles {
		if len(s.Items) > 0 {
			n++
		}
	}
	if !b.AnswerBook && hasItems(b.Answers) {
		n++
	}
	if hasHints(b.Hints) {
		n++
	}
	if b.Index && hasItems(b.Puzzles) {
		n++
	}
	n += titled(b.Front) + titled(b.Back)
	per := b.Type.contentsPerPage(b.Page.Safe())
	return max(1, (n+per-1)/per)
}

// fillContents plans the contents pages reserved from index at.
func (c *composer) fillContents(at int, toc []contentsEntry) {
	per := c.typ.contentsPerPage(c.spec.Safe())
	for i := at; i < len(c.plans) && c.plans[i] == nil; i++ {
		k := i - at
		entries := toc[min(k*per, len(toc)):min((k+1)*per, len(toc))]
		c.plans[i] = func(safe draw.Rect, n int) Page {
			return Page{Draw: func(cv draw.Canvas) { c.typ.drawContents(cv, safe, n, entries, k == 0, c.words.Contents) }}
		}
	}
}

// drawContents draws one page of the table of contents: the heading (on
// the first page), then each entry's title, dot leaders and page number,
// with its note under the title.
func (t Type) drawContents(c draw.Canvas, safe draw.Rect, n int, entries []contentsEntry, first bool, heading string) {
	head, entry, note, dots := t.font(contentsHead), t.font(contentsFont), t.font(contentsNote), t.font(leaderFont)
	if first {
		y := safe.Y + ink.Ascent(head)
		textset.DrawInside(c, safe.X, y, heading, head, draw.AlignLeft)
		y += 12
		rule(c, safe.X, safe.X+safe.W, y, t.stroke(draw.Stroke{Width: 1, Gray: draw.Black}))
	}
	y := safe.Y + t.contentsHeadBand()
	for _, e := range entries {
		num := strconv.Itoa(e.page)
		numW := c.TextWidth(num, entry)
		title, titleFont := textset.ShrinkTo(c, e.title, entry, safe.W*0.8, t.least())
		textset.DrawInside(c, safe.X, y, title, titleFont, draw.AlignLeft)
		textset.DrawInside(c, safe.X+safe.W, y, num, entry, draw.AlignRight)
		from, to := safe.X+c.TextWidth(title+" ", titleFont), safe.X+safe.W-numW-c.TextWidth(" ", entry)
		if d := leaders(c, to-from, dots); d != "" {
			c.Text(to, y, d, dots, draw.AlignRight)
		}
		if e.detail != "" {
			detail, f := textset.ShrinkTo(c, e.detail, note, safe.W, t.least())
			textset.DrawInside(c, safe.X, y+note.Size+4, detail, f, draw.AlignLeft)
		}
		y += t.contentsStep()
	}
	t.drawFolio(c, safe, n)
}

// leaders returns the longest run of spaced dots in f no wider than
// width.
func leaders(c draw.Canvas, width float64, f draw.Font) string {
	unit := c.TextWidth(" .", f)
	k := int(width / unit)
	if k < 2 {
		return ""
	}
	return strings.Repeat(" .", k)
}
