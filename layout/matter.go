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
	// Paras is the text, one paragraph a string, with its emphasis:
	// words between ** and ** set in bold, between * and * in italic
	// (see emphasis for where a star is a mark).
	Paras []string
	// Centred sets the text in the middle of one page, each line
	// centred, as a dedication is; such a page has no folio, and text
	// too long for it is set smaller, down to MinFontSize (in large
	// print, down to its MinText).
	Centred bool
	// Lines rules the rest of the page for writing, as notes pages are.
	Lines bool
	// Image, when set, is a picture under the heading, before the text
	// (matter_image.go).
	Image *draw.Image

	picture draw.Rect // the picture's size (W, H) once planned; zero for none
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

// matterStyle is the type and spacing of matter pages in a type scale:
// in large print the text at MinText, its lines and a notes page's ruled
// lines spaced as much wider as the text is larger, for large
// handwriting.
type matterStyle struct {
	typ        Type
	head, text draw.Font
	step       float64 // between the baselines of the text
	ruleStep   float64 // between the ruled lines of a notes page
	rule       draw.Stroke
}

// matter is the style of matter pages in t.
func (t Type) matter() matterStyle {
	text := t.font(matterFont)
	return matterStyle{
		typ: t, head: t.font(matterHead), text: text,
		step:     matterLead * text.Size,
		ruleStep: matterRuleStep * text.Size / matterFont.Size,
		rule:     t.stroke(matterRule),
	}
}

// addMatter plans the pages of each of ms and adds the contents entries
// of those with a title to toc. Text longer than a page flows onto pages
// of its own after it, broken for the narrowest body the book can have.
func (c *composer) addMatter(toc []contentsEntry, ms []Matter) []contentsEntry {
	st := c.typ.matter()
	for _, m := range ms {
		m.picture.W, m.picture.H, _ = matterPicture(m, c.spec.ForPages(MaxPODPages).Safe())
		if m.Centred {
			n := c.add(func(safe draw.Rect, _ int) Page {
				return Page{Draw: c.typ.inFonts(func(cv draw.Canvas) { c.typ.drawCentredMatter(cv, safe, m) })}
			})
			toc = addEntry(toc, m.Title, n)
			continue
		}
		safe := c.spec.ForPages(MaxPODPages).Safe()
		var lines []matterLine
		c.typ.inFonts(func(cv draw.Canvas) { lines = st.lines(cv, m.Paras, safe.W) })(&draw.Recorder{})
		room := safe.H - c.typ.footerBand() - st.slack()
		pages := st.pages(lines, room-st.top(m.Title)-m.pictureBand(), room)
		for k, on := range pages {
			n := c.add(func(safe draw.Rect, n int) Page {
				return Page{Draw: c.typ.inFonts(func(cv draw.Canvas) { st.draw(cv, safe, n, m, on, k == 0, k == len(pages)-1) })}
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

// top is how far down the safe area the text of a matter page's first
// page starts: under the heading, when it has one, as far as the
// contents' first entry.
func (st matterStyle) top(title string) float64 {
	if title == "" {
		return 0
	}
	return st.typ.contentsHeadBand()
}

// matterLine is one line of a matter page's text: its spans, in the
// paragraph's font or, for emphasis, in its bold and italic.
type matterLine struct {
	spans []textset.Span
	font  draw.Font // the paragraph's, which places the baseline
	para  bool      // the first line of a paragraph
}

// lines breaks paras into lines of st's text, with their emphasis, no
// wider than width. A paragraph in one face (emphasised whole, or not
// at all) is filled as textset.BodyLines fills it; one whose words
// change face, as textset.SpanLines does.
func (st matterStyle) lines(c draw.Canvas, paras []string, width float64) []matterLine {
	var out []matterLine
	for _, p := range paras {
		spans := emphasis(p, st.text)
		f := st.text
		var lines [][]textset.Span
		if len(spans) == 1 {
			f = spans[0].Font
			for _, l := range textset.BodyLines(c, spans[0].Text, f, width) {
				for _, w := range breakWide(c, l, f, width) {
					lines = append(lines, []textset.Span{{Text: w, Font: f}})
				}
			}
		} else {
			lines = textset.SpanLines(c, spans, width)
		}
		for i, l := range lines {
			out = append(out, matterLine{spans: l, font: f, para: i == 0})
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

// base is where a line in f has its baseline, down from the top of its
// step.
func (st matterStyle) base(f draw.Font) float64 { return draw.CapHeight(f) + (st.step-f.Size)/2 }

// shift is how far l, first on its page, moves down so that its ink
// (an accented capital, say) stays under the top of the text.
func (st matterStyle) shift(l matterLine) float64 {
	most := 0.0
	for _, s := range l.spans {
		if box, ok := ink.Text(0, 0, s.Text, s.Font, draw.AlignLeft); ok {
			most = max(most, -box.Y-st.base(l.font))
		}
	}
	return most
}

// slack is the most any line's shift can be: the room a page keeps for
// it.
func (st matterStyle) slack() float64 {
	most := 0.0
	for _, face := range []draw.Face{draw.Regular, draw.Bold, draw.Italic} {
		f := st.text
		f.Face = face
		most = max(most, ink.Ascent(f)-st.base(f))
	}
	return most
}

// advance is how far down line l moves the text, when it follows others
// on its page (after) or not: a line, and half a line more before a
// paragraph.
func (st matterStyle) advance(l matterLine, after bool) float64 {
	if l.para && after {
		return 1.5 * st.step
	}
	return st.step
}

// pages splits lines into pages, the first first high and the others
// rest high; there is always one page, empty when lines are.
func (st matterStyle) pages(lines []matterLine, first, rest float64) [][]matterLine {
	var pages [][]matterLine
	var on []matterLine
	y, room := 0.0, first
	for _, l := range lines {
		if len(on) > 0 && y+st.advance(l, true) > room+1e-9 {
			pages, on, y, room = append(pages, on), nil, 0, rest
		}
		y += st.advance(l, len(on) > 0)
		on = append(on, l)
	}
	return append(pages, on)
}

// draw draws page n of m, which holds lines: on the first page the
// heading under a rule at the top and its picture, then the lines and, on
// the last page of a notes page, ruled lines down to the folio.
func (st matterStyle) draw(c draw.Canvas, safe draw.Rect, n int, m Matter, lines []matterLine, first, last bool) {
	y := safe.Y
	if first && m.Title != "" {
		head, f := textset.ShrinkTo(c, m.Title, st.head, safe.W, st.typ.least())
		base := safe.Y + ink.Ascent(f)
		textset.DrawInside(c, safe.X, base, head, f, draw.AlignLeft)
		rule(c, safe.X, safe.X+safe.W, base+12, st.typ.stroke(draw.Stroke{Width: 1, Gray: draw.Black}))
		y += st.top(m.Title)
	}
	if first {
		m.drawPicture(c, safe, y)
		y += m.pictureBand()
	}
	top := y
	if len(lines) > 0 {
		y += st.shift(lines[0])
	}
	for i, l := range lines {
		y += st.advance(l, i > 0) - st.step
		base := y + st.base(l.font)
		textset.DrawSpans(c, safe.X, base, l.spans, draw.AlignLeft)
		y += st.step
	}
	if m.Lines && last {
		from := y + st.ruleStep
		if y == top {
			from = y + st.ruleStep/2
		}
		for ly := from; ly <= safe.Y+safe.H-st.typ.footerBand(); ly += st.ruleStep {
			rule(c, safe.X, safe.X+safe.W, ly, st.rule)
		}
	}
	st.typ.drawFolio(c, safe, n)
}
