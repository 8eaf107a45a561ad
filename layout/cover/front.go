package cover

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// The cover's type: least sizes kept while the text still fits (it
// shrinks to layout.MinFontSize before it runs out of its box), the most lines
// wanted at those sizes, and line spacing as a multiple of the size.
const (
	coverSubLeast     = 10
	coverInsideLeast  = 9
	coverAuthorLeast  = 10
	coverTitleLines   = 3
	coverSubLines     = 3
	coverTitleLead    = 1.05
	coverSubLead      = 1.35
	coverInsideLead   = 1.5
	coverAuthorLead   = 1.25
	backTitleLeast    = 14
	backTitleLines    = 2
	backTitleLead     = 1.15
	backTitleShare    = 0.35 // of the band, at most, for a title of more lines
	backImprintLead   = 1.25
	backPromiseLead   = 1.35
	spineLead         = 1.1
	spineTitleGapRate = 2 // between the spine's title and author, in sizes
)

// A store's search results show a cover thumbHeight pixels high; the
// title's capitals should be at least thumbCap pixels there to read at a
// glance (about the capitals of 11-pixel screen type). The title is set
// thumbTitleRoom times that when the front is wide enough, and the
// subtitle gives way before it shrinks under it.
const (
	thumbHeight    = 160
	thumbCap       = 8.5
	thumbTitleRoom = 1.08
)

// thumbTitleSize is the size of f whose capitals are thumbCap pixels high
// on a front height points high shown thumbHeight pixels high.
func thumbTitleSize(f draw.Font, height float64) float64 {
	f.Size = 1
	return thumbCap * height / thumbHeight / draw.CapHeight(f)
}

// frontText is the front cover's text once set: the title and subtitle
// centred in the band above the card, the line of what is inside under
// the card and the author at the foot, over a short rule.
type frontText struct {
	b                   draw.Rect // the front's text box
	upper, lower        float64
	title, sub          textset.Block
	titleTop, subTop    float64
	inside, author      textset.Block
	insideTop, authorAt float64
	ruleY               float64 // the rule over the author
	fits                bool
	overruns            []textset.Overrun // when it does not fit
}

// setFront sets the front cover's text in b around card: the title and
// subtitle together as large as fits the band above the card (the title
// at most coverTitleLines lines and at least coverTitleLeast points, and
// legible at thumbnail size, while that fits), the line of what is inside and the author as large as fits
// under it.
func (c Cover) setFront(cv draw.Canvas, b, card draw.Rect) frontText {
	t := frontText{b: b, upper: card.Y - 2*cardShadow, lower: card.Y + card.H + cardShadow + 16}
	tf := draw.Font{Face: draw.Bold, Gray: draw.White}
	thumb := thumbTitleSize(tf, c.Spec.Height)
	tf.Size = min(max(coverTitleMax, thumb*thumbTitleRoom), b.W/7)
	steps, preferred := textset.Ladder([]float64{tf.Size, coverSubtitle.Size}, []float64{max(coverTitleLeast, thumb), coverSubLeast})
	top := textset.FirstFit(steps, preferred, func(s []float64) (frontText, bool, []bool) {
		u := t
		tf.Size = s[0]
		sf := coverSubtitle
		sf.Size = s[1]
		u.title = textset.SetRun(cv, c.Meta.Title, tf, b.W, coverTitleLead, draw.AlignCenter, true)
		u.sub = textset.SetRun(cv, c.Meta.Subtitle, sf, b.W, coverSubLead, draw.AlignCenter, true)
		gap := 0.0
		if !u.sub.Empty() && !u.title.Empty() {
			gap = 0.4 * tf.Size
		}
		h := u.title.H + gap + u.sub.H
		u.titleTop = b.Y + max(0, (u.upper-b.Y-h)/2)
		u.subTop = u.titleTop + u.title.H + gap
		u.fits, u.overruns = textset.Placed([]textset.Block{u.title, u.sub}, []float64{u.titleTop, u.subTop}, []string{"cover title", "cover subtitle"}, u.upper)
		return u, u.fits, []bool{len(u.title.Lines) > coverTitleLines, len(u.sub.Lines) > coverSubLines}
	})
	steps, preferred = textset.Ladder([]float64{coverInside.Size, coverAuthor.Size}, []float64{coverInsideLeast, coverAuthorLeast})
	low := textset.FirstFit(steps, preferred, func(s []float64) (frontText, bool, []bool) {
		l := t
		inf, af := coverInside, coverAuthor
		inf.Size, af.Size = s[0], s[1]
		l.inside = textset.SetRun(cv, c.Inside, inf, b.W, coverInsideLead, draw.AlignCenter, true)
		l.author = textset.SetRun(cv, c.Meta.Author, af, b.W, coverAuthorLead, draw.AlignCenter, true)
		bottom := b.Y + b.H
		l.insideTop = l.lower
		l.authorAt = bottom - l.author.H
		if !l.author.Empty() {
			// The rule sits 0.8 sizes over the author's capitals, and
			// keeps as much clear of the line above.
			rise := l.author.Base[0] - draw.CapHeight(draw.Resolve(cv, af)) - 0.8*af.Size
			least := l.lower
			if !l.inside.Empty() {
				least = l.insideTop + l.inside.H + 0.8*af.Size
			}
			if l.authorAt+rise-0.75 < least { // too tall: stack, the end running out
				l.authorAt = least + 0.75 - rise
			}
			l.ruleY = l.authorAt + rise
		}
		l.fits, l.overruns = textset.Placed([]textset.Block{l.inside, l.author}, []float64{l.insideTop, l.authorAt}, []string{"what is inside", "cover author"}, bottom)
		return l, l.fits, []bool{len(l.inside.Lines) > 2, len(l.author.Lines) > 2}
	})
	t.title, t.sub, t.titleTop, t.subTop = top.title, top.sub, top.titleTop, top.subTop
	t.inside, t.author, t.insideTop, t.authorAt, t.ruleY = low.inside, low.author, low.insideTop, low.authorAt, low.ruleY
	t.fits = top.fits && low.fits
	t.overruns = append(top.overruns, low.overruns...)
	return t
}

// drawUpper draws the title and the subtitle in pal's inks, each in the
// region of its box.
func (t frontText) drawUpper(cv draw.Canvas, pal palette) {
	cx := t.b.X + t.b.W/2
	t.run(cv, "cover title", t.title, &pal.title, cx, t.titleTop, t.upper)
	t.run(cv, "cover subtitle", t.sub, &pal.subtitle, cx, t.subTop, t.upper)
}

// drawLower draws the line of what is inside and the author under its
// rule, in pal's inks, each in the region of its box.
func (t frontText) drawLower(cv draw.Canvas, pal palette) {
	cx := t.b.X + t.b.W/2
	bottom := t.b.Y + t.b.H
	t.run(cv, "what is inside", t.inside, nil, cx, t.insideTop, bottom)
	if !t.author.Empty() {
		pal.accent.on(cv).Line(draw.Point{X: cx - 18, Y: t.ruleY}, draw.Point{X: cx + 18, Y: t.ruleY}, pal.accent.stroke(1.5))
		t.run(cv, "cover author", t.author, &pal.head, cx, t.authorAt, bottom)
	}
}

// run draws r centred on cx from top in the region of its box, in p
// (nil: in r's own grey).
func (t frontText) run(cv draw.Canvas, what string, r textset.Block, p *paint, cx, top, bottom float64) {
	if r.Empty() {
		return
	}
	draw.DrawIn(cv, draw.Region{What: what, Box: textset.RunBox(r, cx, top, t.b.W, bottom)}, func(cv draw.Canvas) { drawInk(cv, r, p, cx, top) })
}

// drawInk draws r as its Draw does, in p when p is not nil.
func drawInk(cv draw.Canvas, r textset.Block, p *paint, x, top float64) {
	if p != nil {
		r.Font = p.font(r.Font)
		cv = p.on(cv)
	}
	r.Draw(cv, x, top)
}
