package layout

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// Matter is an extra page of a book's front or back matter: an
// introduction, tips, a dedication, notes, a page about the author, the
// author's other books or a request for a review. Each starts a page;
// text longer than that page runs on to the next ones.
type Matter struct {
	// Title is the page's heading and its entry in the contents; empty
	// prints no heading and lists the page nowhere.
	Title string
	// Paras is the text, one paragraph a string. A paragraph wrapped
	// whole in **...** is set in bold, in *...* in italic; emphasis
	// marks inside a paragraph are dropped and its words set plain.
	Paras []string
	// Centred sets the text in the middle of one page, each line
	// centred, as a dedication is; such a page has no folio, and text
	// too long for it is set smaller, down to MinFontSize.
	Centred bool
	// Lines rules the rest of the page for writing, as notes pages are.
	Lines bool
}

// The type and spacing of matter pages.
var (
	matterHead = draw.Font{Face: draw.Bold, Size: 20}
	matterFont = draw.Font{Face: draw.Regular, Size: 11, Gray: 0.1}
	matterRule = draw.Stroke{Width: MinLineWidth, Gray: 0.6}
)

const (
	matterLead     = 1.4  // line spacing of the text, times its size
	matterRuleStep = 24.0 // between the ruled lines of a notes page, in points
	matterCentred  = 12.0 // the size of centred text such as a dedication
)

// addMatter plans the pages of each of ms and adds the contents entries
// of those with a title to toc. Text longer than a page flows onto pages
// of its own after it, broken for the narrowest body the book can have.
func (c *composer) addMatter(toc []contentsEntry, ms []Matter) []contentsEntry {
	for _, m := range ms {
		if m.Centred {
			n := c.add(func(safe draw.Rect, _ int) Page {
				return Page{Draw: c.typ.inFonts(func(cv draw.Canvas) { drawCentredMatter(cv, safe, m) })}
			})
			toc = addEntry(toc, m.Title, n)
			continue
		}
		safe := c.spec.ForPages(MaxPODPages).Safe()
		var lines []matterLine
		c.typ.inFonts(func(cv draw.Canvas) { lines = matterLines(cv, m.Paras, safe.W) })(&draw.Recorder{})
		room := safe.H - matterType.footerBand() - matterSlack()
		pages := matterPages(lines, room-matterTop(m.Title), room)
		for k, on := range pages {
			n := c.add(func(safe draw.Rect, n int) Page {
				return Page{Draw: c.typ.inFonts(func(cv draw.Canvas) { drawMatter(cv, safe, n, m, on, k == 0, k == len(pages)-1) })}
			})
			if k == 0 {
				toc = addEntry(toc, m.Title, n)
			}
		}
	}
	return toc
}

// addEntry adds title at page n to toc, unless title is empty.
func addEntry(toc []contentsEntry, title string, n int) []contentsEntry {
	if title == "" {
		return toc
	}
	return append(toc, contentsEntry{title: title, page: n})
}

// centred returns the pages of ms that are centred (c) or not, in order.
func centred(ms []Matter, c bool) []Matter {
	var out []Matter
	for _, m := range ms {
		if m.Centred == c {
			out = append(out, m)
		}
	}
	return out
}

// titled counts the pages of ms that have a contents entry.
func titled(ms []Matter) int {
	n := 0
	for _, m := range ms {
		if m.Title != "" {
			n++
		}
	}
	return n
}

// matterTop is how far down the safe area the text of a matter page's
// first page starts: under the heading, when it has one.
func matterTop(title string) float64 {
	if title == "" {
		return 0
	}
	return contentsHeadBand
}

// matterLine is one line of a matter page's text.
type matterLine struct {
	text string
	font draw.Font
	para bool // the first line of a paragraph
}

// matterStep is the distance between the baselines of matter text.
var matterStep = matterLead * matterFont.Size

// matterLines breaks paras into lines of matterFont (or the face their
// emphasis asks for) no wider than width.
func matterLines(c draw.Canvas, paras []string, width float64) []matterLine {
	var out []matterLine
	for _, p := range paras {
		text, face := Emphasis(p)
		f := matterFont
		f.Face = face
		var lines []string
		for _, l := range textset.BodyLines(c, text, f, width) {
			lines = append(lines, breakWide(c, l, f, width)...)
		}
		for i, l := range lines {
			out = append(out, matterLine{text: l, font: f, para: i == 0})
		}
	}
	return out
}

// breakWide breaks a line wider than width (a word too long for any
// line, such as a web address) between characters into lines that fit.
func breakWide(c draw.Canvas, l string, f draw.Font, width float64) []string {
	var out []string
	r := []rune(l)
	for len(r) > 0 && c.TextWidth(string(r), f) > width {
		k := 1
		for k < len(r) && c.TextWidth(string(r[:k+1]), f) <= width {
			k++
		}
		out, r = append(out, string(r[:k])), r[k:]
	}
	if len(r) > 0 {
		out = append(out, string(r))
	}
	return out
}

// matterBase is where a line's baseline is, down from the top of its
// step.
func matterBase(f draw.Font) float64 { return draw.CapHeight(f) + (matterStep-f.Size)/2 }

// shift is how far l, first on its page, moves down so that its ink
// (an accented capital, say) stays under the top of the text.
func (l matterLine) shift() float64 {
	box, ok := ink.Text(0, 0, l.text, l.font, draw.AlignLeft)
	if !ok {
		return 0
	}
	return max(0, -box.Y-matterBase(l.font))
}

// matterSlack is the most any line's shift can be: the room a page
// keeps for it.
func matterSlack() float64 {
	most := 0.0
	for _, face := range []draw.Face{draw.Regular, draw.Bold, draw.Italic} {
		f := matterFont
		f.Face = face
		most = max(most, ink.Ascent(f)-matterBase(f))
	}
	return most
}

// advance is how far down line l moves the text, when it follows others
// on its page (after) or not: a line, and half a line more before a
// paragraph.
func (l matterLine) advance(after bool) float64 {
	if l.para && after {
		return 1.5 * matterStep
	}
	return matterStep
}

// matterPages splits lines into pages, the first first high and the
// others rest high; there is always one page, empty when lines are.
func matterPages(lines []matterLine, first, rest float64) [][]matterLine {
	var pages [][]matterLine
	var on []matterLine
	y, room := 0.0, first
	for _, l := range lines {
		if len(on) > 0 && y+l.advance(true) > room+1e-9 {
			pages, on, y, room = append(pages, on), nil, 0, rest
		}
		y += l.advance(len(on) > 0)
		on = append(on, l)
	}
	return append(pages, on)
}

// matterType is the type scale of the extra pages: the usual one, as a
// large-print book takes no extra pages yet (its config refuses them).
var matterType = Type{}

// drawMatter draws page n of m, which holds lines: on the first page the
// heading under a rule at the top, then the lines and, on the last page
// of a notes page, ruled lines down to the folio.
func drawMatter(c draw.Canvas, safe draw.Rect, n int, m Matter, lines []matterLine, first, last bool) {
	y := safe.Y
	if first && m.Title != "" {
		head, f := textset.Shrink(c, m.Title, matterHead, safe.W)
		base := safe.Y + ink.Ascent(f)
		textset.DrawInside(c, safe.X, base, head, f, draw.AlignLeft)
		rule(c, safe.X, safe.X+safe.W, base+12, draw.Stroke{Width: 1, Gray: draw.Black})
		y += matterTop(m.Title)
	}
	top := y
	if len(lines) > 0 {
		y += lines[0].shift()
	}
	for i, l := range lines {
		y += l.advance(i > 0) - matterStep
		base := y + matterBase(l.font)
		textset.DrawInside(c, safe.X, base, l.text, l.font, draw.AlignLeft)
		y += matterStep
	}
	if m.Lines && last {
		from := y + matterRuleStep
		if y == top {
			from = y + matterRuleStep/2
		}
		for ly := from; ly <= safe.Y+safe.H-matterType.footerBand(); ly += matterRuleStep {
			rule(c, safe.X, safe.X+safe.W, ly, matterRule)
		}
	}
	matterType.drawFolio(c, safe, n)
}
