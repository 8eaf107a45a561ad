package layout

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// The title page's type: the largest sizes, the least sizes kept while
// the text still fits, the most lines wanted at those sizes, and the
// spacing of lines as a multiple of the size.
const (
	titlePageMax     = 40
	titlePageLeast   = 14
	titleSubLeast    = 10
	titleAuthorLeast = 10
	titlePageLines   = 3 // of the title, and of the subtitle
	titleAuthorLines = 2
	titleLead        = 1.15
	titleSubLead     = 1.35
	titleAuthorLead  = 1.3
	titleColumn      = 0.88 // of the safe area's width
	titleRuleShare   = 0.55 // of the safe area's width
)

// titlePage is the title page's text once set: the title between two
// rules in the upper third of the page, the subtitle under it, the author
// lower down, each run with the y of its top.
type titlePage struct {
	safe                  draw.Rect
	width                 float64 // of the text column
	title, sub, author    textset.Block
	titleTop, subTop      float64
	authorTop             float64
	ruleTop, ruleBottom   float64 // the rules' centres
	ruleTopW, ruleBottomW float64 // their widths
	fits                  bool
	overruns              []textset.Overrun // when it does not fit
}

// setTitlePage sets m's title, subtitle and author on the title page of
// safe: as large as they fit together (the title in at most
// titlePageLines lines and at least titlePageLeast points while that
// fits), the author at 72% of the page, or lower or higher so that it
// keeps clear of the rest, and nothing under MinFontSize. When even that
// does not fit, the text is set at MinFontSize from the top of the page
// and the overruns say what runs out of its box, and by how much.
func (t Type) setTitlePage(c draw.Canvas, safe draw.Rect, m Meta) titlePage {
	width := safe.W * titleColumn
	top := max(min(titlePageMax, safe.W/9), t.MinText)
	full := []float64{top, max(titleSubLeast, 0.4*top, t.MinText), max(titleAuthorLeast, 0.36*top, t.MinText)}
	least := []float64{max(titlePageLeast, t.MinText), max(titleSubLeast, t.MinText), max(titleAuthorLeast, t.MinText)}
	steps, preferred := textset.Ladder(full, least)
	return textset.FirstFit(steps, preferred, func(s []float64) (titlePage, bool, []bool) {
		p := t.placeTitlePage(c, safe, m, width, s)
		long := []bool{len(p.title.Lines) > titlePageLines, len(p.sub.Lines) > titlePageLines, len(p.author.Lines) > titleAuthorLines}
		return p, p.fits, long
	})
}

// placeTitlePage sets the title page's text at sizes (title, subtitle,
// author) and places it.
func (ty Type) placeTitlePage(c draw.Canvas, safe draw.Rect, m Meta, width float64, sizes []float64) titlePage {
	t, s, a := sizes[0], sizes[1], sizes[2]
	p := titlePage{safe: safe, width: width, ruleTopW: 2, ruleBottomW: ty.stroke(draw.Stroke{Width: 0.75}).Width}
	p.title = textset.SetRun(c, m.Title, draw.Font{Face: ty.Fonts.Face(draw.Bold), Size: t}, width, titleLead, draw.AlignCenter, true)
	p.sub = textset.SetRun(c, m.Subtitle, draw.Font{Face: ty.Fonts.Face(draw.Regular), Size: s, Gray: 0.3}, width, titleSubLead, draw.AlignCenter, true)
	p.author = textset.SetRun(c, m.Author, draw.Font{Face: ty.Fonts.Face(draw.Regular), Size: a, Gray: 0.15}, width, titleAuthorLead, draw.AlignCenter, true)

	// The block from the upper rule to the lower, measured from the upper
	// rule's top edge.
	titleAt := p.ruleTopW + 0.8*t
	y := titleAt + p.title.H
	subAt := y
	if !p.sub.Empty() {
		subAt = y + 0.55*t
		y = subAt + p.sub.H
	}
	lowerAt := y + 0.6*t
	block := lowerAt + p.ruleBottomW
	gap := max(1.5*a, 0.6*t) // from the lower rule to the author

	bottom := safe.Y + safe.H
	at := safe.Y + 0.26*safe.H // the block's top
	authorAt := 0.0
	if !p.author.Empty() {
		authorAt = max(safe.Y+0.72*safe.H-p.author.Base[0], at+block+gap)
		if authorAt+p.author.H > bottom {
			authorAt = bottom - p.author.H
			at = min(at, authorAt-gap-block)
		}
	} else if at+block > bottom {
		at = bottom - block
	}
	if at < safe.Y { // too tall: set from the top, the end running out
		at = safe.Y
		authorAt = at + block + gap
	}
	p.ruleTop = at + p.ruleTopW/2
	p.titleTop, p.subTop = at+titleAt, at+subAt
	p.ruleBottom = at + lowerAt + p.ruleBottomW/2
	p.authorTop = authorAt
	p.fits, p.overruns = textset.Placed([]textset.Block{p.title, p.sub, p.author}, []float64{p.titleTop, p.subTop, p.authorTop},
		[]string{"title", "subtitle", "author"}, bottom)
	p.fits = p.fits && p.ruleBottom+p.ruleBottomW/2 <= bottom+1e-6
	return p
}

// draw draws the title page, each text in the region of its box.
func (p titlePage) draw(c draw.Canvas) {
	cx := p.safe.X + p.safe.W/2
	ruleW := p.safe.W * titleRuleShare
	rule := func(y, width float64) {
		c.Line(draw.Point{X: cx - ruleW/2, Y: y}, draw.Point{X: cx + ruleW/2, Y: y}, draw.Stroke{Width: width, Gray: draw.Black})
	}
	bottom := p.safe.Y + p.safe.H
	text := func(what string, r textset.Block, top float64) {
		if r.Empty() {
			return
		}
		draw.DrawIn(c, draw.Region{What: what, Box: textset.RunBox(r, cx, top, p.width, bottom)}, func(c draw.Canvas) { r.Draw(c, cx, top) })
	}
	rule(p.ruleTop, p.ruleTopW)
	text("title", p.title, p.titleTop)
	text("subtitle", p.sub, p.subTop)
	rule(p.ruleBottom, p.ruleBottomW)
	text("author", p.author, p.authorTop)
}

// copyrightPage is the copyright page's paragraphs once set, and where.
type copyrightPage struct {
	set  textset.Paragraphs
	box  draw.Rect // the text's region: where it is set, and the ink of an accent above it
	top  float64   // where the text is set
	fits bool
	over float64 // how far the text's ink runs out of box when it does not fit
}

// setCopyright sets paras on the copyright page of safe: in copyrightFont
// when it fits, in smaller type down to MinFontSize when not, ending at
// the foot of the safe area as copyright notices do. Text too long even
// at MinFontSize is set from the top and runs out of the safe area, every
// line of it.
func (t Type) setCopyright(c draw.Canvas, safe draw.Rect, paras []string) copyrightPage {
	set := textset.FitParagraphsTo(c, paras, t.font(copyrightFont), t.lead(copyrightLeading, copyrightFont), safe.W, safe.H, t.least())
	p := copyrightPage{set: set, box: safe, top: safe.Y}
	if set.H < safe.H {
		p.top = safe.Y + safe.H - set.H
		p.box.Y, p.box.H = p.top, set.H
		// An accented capital of the first line may reach above it (more
		// in some faces than in Lato): the region takes it in, as far as
		// the safe area allows.
		if up := min(-set.InkTop, p.top-safe.Y); up > 0 {
			p.box.Y, p.box.H = p.top-up, set.H+up
		}
	}
	p.fits = set.H <= safe.H+1e-9 && set.Over <= 0
	p.over = max(0, set.Over, set.InkBottom-safe.H)
	return p
}

// draw draws the copyright page's text in the region of its box.
func (p copyrightPage) draw(c draw.Canvas) {
	draw.DrawIn(c, draw.Region{What: "copyright", Box: p.box}, func(c draw.Canvas) { p.set.Draw(c, p.box.X, p.top) })
}
