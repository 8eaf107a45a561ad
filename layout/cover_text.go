package layout

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
)

// The cover's type: least sizes kept while the text still fits (it
// shrinks to MinFontSize before it runs out of its box), the most lines
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

// frontText is the front cover's text once set: the title and subtitle
// centred in the band above the card, the line of what is inside under
// the card and the author at the foot, over a short rule.
type frontText struct {
	b                   draw.Rect // the front's text box
	upper, lower        float64
	title, sub          textBlock
	titleTop, subTop    float64
	inside, author      textBlock
	insideTop, authorAt float64
	ruleY               float64 // the rule over the author
	fits                bool
	overruns            []textOverrun // when it does not fit
}

// setFront sets the front cover's text in b around card: the title and
// subtitle together as large as fits the band above the card (the title
// at most coverTitleLines lines and at least coverTitleLeast points while
// that fits), the line of what is inside and the author as large as fits
// under it.
func (c Cover) setFront(cv draw.Canvas, b, card draw.Rect) frontText {
	t := frontText{b: b, upper: card.Y - 2*cardShadow, lower: card.Y + card.H + cardShadow + 16}
	tf := draw.Font{Face: draw.Bold, Size: min(coverTitleMax, b.W/7), Gray: draw.White}
	steps, preferred := sizeLadder([]float64{tf.Size, coverSubtitle.Size}, []float64{coverTitleLeast, coverSubLeast})
	top := firstFit(steps, preferred, func(s []float64) (frontText, bool, []bool) {
		u := t
		tf.Size = s[0]
		sf := coverSubtitle
		sf.Size = s[1]
		u.title = setRun(cv, c.Meta.Title, tf, b.W, coverTitleLead, draw.AlignCenter, true)
		u.sub = setRun(cv, c.Meta.Subtitle, sf, b.W, coverSubLead, draw.AlignCenter, true)
		gap := 0.0
		if !u.sub.empty() && !u.title.empty() {
			gap = 0.4 * tf.Size
		}
		h := u.title.h + gap + u.sub.h
		u.titleTop = b.Y + max(0, (u.upper-b.Y-h)/2)
		u.subTop = u.titleTop + u.title.h + gap
		u.fits, u.overruns = placed([]textBlock{u.title, u.sub}, []float64{u.titleTop, u.subTop}, []string{"cover title", "cover subtitle"}, u.upper)
		return u, u.fits, []bool{len(u.title.lines) > coverTitleLines, len(u.sub.lines) > coverSubLines}
	})
	steps, preferred = sizeLadder([]float64{coverInside.Size, coverAuthor.Size}, []float64{coverInsideLeast, coverAuthorLeast})
	low := firstFit(steps, preferred, func(s []float64) (frontText, bool, []bool) {
		l := t
		inf, af := coverInside, coverAuthor
		inf.Size, af.Size = s[0], s[1]
		l.inside = setRun(cv, c.Inside, inf, b.W, coverInsideLead, draw.AlignCenter, true)
		l.author = setRun(cv, c.Meta.Author, af, b.W, coverAuthorLead, draw.AlignCenter, true)
		bottom := b.Y + b.H
		l.insideTop = l.lower
		l.authorAt = bottom - l.author.h
		if !l.author.empty() {
			// The rule sits 0.8 sizes over the author's capitals, and
			// keeps as much clear of the line above.
			rise := l.author.base[0] - draw.CapHeight(af) - 0.8*af.Size
			least := l.lower
			if !l.inside.empty() {
				least = l.insideTop + l.inside.h + 0.8*af.Size
			}
			if l.authorAt+rise-0.75 < least { // too tall: stack, the end running out
				l.authorAt = least + 0.75 - rise
			}
			l.ruleY = l.authorAt + rise
		}
		l.fits, l.overruns = placed([]textBlock{l.inside, l.author}, []float64{l.insideTop, l.authorAt}, []string{"what is inside", "cover author"}, bottom)
		return l, l.fits, []bool{len(l.inside.lines) > 2, len(l.author.lines) > 2}
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
	if !t.author.empty() {
		pal.accent.on(cv).Line(draw.Point{X: cx - 18, Y: t.ruleY}, draw.Point{X: cx + 18, Y: t.ruleY}, pal.accent.stroke(1.5))
		t.run(cv, "cover author", t.author, &pal.head, cx, t.authorAt, bottom)
	}
}

// run draws r centred on cx from top in the region of its box, in p
// (nil: in r's own grey).
func (t frontText) run(cv draw.Canvas, what string, r textBlock, p *paint, cx, top, bottom float64) {
	if r.empty() {
		return
	}
	draw.DrawIn(cv, draw.Region{What: what, Box: runBox(r, cx, top, t.b.W, bottom)}, func(cv draw.Canvas) { r.drawInk(cv, p, cx, top) })
}

// backLayout is the back cover's text once fitted: the title, the blurb
// and its box, the section list and the author at the foot.
type backLayout struct {
	title    textBlock
	titleTop float64
	blurb    paraSet
	blurbBox draw.Rect
	fits     bool // the whole blurb fits its box
	entries  []contentsEntry
	author   textBlock
	authorAt float64
	authorW  float64 // the author's width: up to the barcode area
	// The list under the band: the heading's baseline, each entry's, and
	// the promise under them.
	headY      float64
	entryY     []float64
	promise    textBlock
	promiseTop float64
}

// MinBlurbSize is the least size, in points, the back cover's blurb is
// set at; a blurb that does not fit at it is too long (BackTextFits).
const MinBlurbSize = 8.5

// BackTextFits reports whether the back's text (title, blurb, author and
// the list of sections) fits the back cover, the blurb at MinBlurbSize
// or more.
func (c Cover) BackTextFits() bool {
	return c.backLayout(&Recorder{}, box(c.Spec.Back(), c.Spec.BackText())).fits
}

// backLayout sets the back's title in the band (as large as fits in
// backTitleLines lines from backTitle's size to backTitleLeast, smaller
// or in more lines when it must, in at most backTitleShare of the band),
// the blurb under it (from maxBlurbSize down to MinBlurbSize, every
// paragraph, running out of its box when it does not fit at
// MinBlurbSize), the author at the foot, and the list of sections and the
// promise between them (see setBackList).
func (c Cover) backLayout(cv draw.Canvas, b draw.Rect) backLayout {
	var l backLayout
	band := c.bandBottom() - 18 - b.Y
	steps, preferred := sizeLadder([]float64{backTitle.Size}, []float64{backTitleLeast})
	l.title = firstFit(steps, preferred, func(s []float64) (textBlock, bool, []bool) {
		f := backTitle
		f.Size = s[0]
		r := setRun(cv, c.Meta.Title, f, b.W, backTitleLead, draw.AlignLeft, true)
		return r, r.h <= backTitleShare*band && r.over == 0, []bool{len(r.lines) > backTitleLines}
	})
	l.titleTop = b.Y
	top := b.Y + l.title.h + 12
	l.blurbBox = draw.Rect{X: b.X, Y: top, W: b.W, H: max(0, c.bandBottom()-18-top)}
	f := draw.Font{Face: draw.Regular, Size: maxBlurbSize, Gray: 0.92}
	for ; ; f.Size -= 0.5 {
		l.blurb = setParagraphs(cv, c.Blurb, f, b.W, blurbLeadRatio*f.Size)
		if l.fits = l.blurb.h <= l.blurbBox.H+1e-9 && l.blurb.over == 0; l.fits || f.Size <= MinBlurbSize {
			break
		}
	}

	c.setBackAuthor(cv, b, &l)
	c.setBackList(cv, b, &l)
	return l
}

// setBackAuthor sets the author at the foot of the back: left of the
// barcode area in at most two lines while that fits at MinFontSize, over
// it across the back when not.
func (c Cover) setBackAuthor(cv draw.Canvas, b draw.Rect, l *backLayout) {
	bar := c.Spec.Barcode()
	set := func(width, bottom float64, lines int) bool {
		steps, preferred := sizeLadder([]float64{backImprint.Size}, []float64{backImprint.Size})
		l.author = firstFit(steps, preferred, func(s []float64) (textBlock, bool, []bool) {
			f := backImprint
			f.Size = s[0]
			r := setRun(cv, c.Meta.Author, f, width, backImprintLead, draw.AlignLeft, true)
			return r, r.over == 0 && (lines == 0 || len(r.lines) <= lines), nil
		})
		l.authorW, l.authorAt = width, bottom-l.author.h
		return l.author.over == 0 && (lines == 0 || len(l.author.lines) <= lines)
	}
	if !set(bar.X-12-b.X, b.Y+b.H, 2) {
		set(b.W, bar.Y-8, 0)
	}
}

// setBackList places the list of sections and the promise under the band,
// above the barcode area and the author: as many sections as fit (at most
// maxCoverSections), the rest counted in a last line "and N more
// sections"; no list, and then no promise, where there is no room.
func (c Cover) setBackList(cv draw.Canvas, b draw.Rect, l *backLayout) {
	floor := c.Spec.Barcode().Y - 8
	if !l.author.empty() {
		floor = min(floor, l.authorAt-10)
	}
	all := make([]contentsEntry, len(c.Sections))
	for i, s := range c.Sections {
		if containsFold(s.Title, s.Grade) {
			s.Grade = "" // "Easy": "20 puzzles", not "20 puzzles · Easy"
		}
		all[i] = contentsEntry{title: s.Title, detail: sectionDetail(s)}
	}
	l.promise = setRun(cv, c.Promise, backPromise, b.W, backPromiseLead, draw.AlignLeft, false)
	for k := min(len(all), maxCoverSections); k >= 0; k-- {
		l.entries = all[:k]
		switch {
		case k == 1 && len(all) > 1:
			l.entries = []contentsEntry{{title: fmt.Sprintf("%d sections", len(all))}}
		case k < len(all) && k > 0:
			l.entries = append(all[:k-1:k-1], contentsEntry{title: fmt.Sprintf("and %d more sections", len(all)-k+1)})
		}
		if l.placeList(c.bandBottom()) <= floor {
			return
		}
	}
	// No room for even the promise under the author: the title, blurb and
	// author come first.
	l.promise = textBlock{}
	l.placeList(c.bandBottom())
}

// placeList places the heading, l.entries and the promise from under the
// band, and returns the bottom of their ink.
func (l *backLayout) placeList(bandBottom float64) float64 {
	y := bandBottom + 28
	l.headY = y
	if len(l.entries) > 0 {
		y += 16
	} else {
		y -= 26 // the promise alone starts where the heading would
	}
	l.entryY = l.entryY[:0]
	for range l.entries {
		y += listStep
		l.entryY = append(l.entryY, y)
	}
	bottom := y + ink.Descent(backEntry)
	if !l.promise.empty() {
		l.promiseTop = y + 26 - l.promise.base[0]
		bottom = l.promiseTop + l.promise.h
	}
	return bottom
}

// drawTitle draws the back's title and blurb in pal's inks, each in the
// region of its box.
func (l backLayout) drawTitle(cv draw.Canvas, pal palette, b draw.Rect, bandBottom float64) {
	if !l.title.empty() {
		draw.DrawIn(cv, draw.Region{What: "back title", Box: runBox(l.title, b.X, l.titleTop, b.W, bandBottom)}, func(cv draw.Canvas) {
			l.title.drawInk(cv, &pal.title, b.X, l.titleTop)
		})
	}
	if len(l.blurb.lines) > 0 {
		blurb := l.blurb
		blurb.font = pal.blurb.font(blurb.font)
		draw.DrawIn(cv, draw.Region{What: "back text", Box: l.blurbBox}, func(cv draw.Canvas) {
			blurb.draw(pal.blurb.on(cv), l.blurbBox.X, l.blurbBox.Y)
		})
	}
}

// drawAuthor draws the author at the foot of the back, left of or over
// the barcode area, in pal's ink, in the region of its box.
func (l backLayout) drawAuthor(cv draw.Canvas, pal palette, b draw.Rect) {
	if l.author.empty() {
		return
	}
	draw.DrawIn(cv, draw.Region{What: "back author", Box: runBox(l.author, b.X, l.authorAt, l.authorW, l.authorAt+l.author.h)}, func(cv draw.Canvas) {
		l.author.drawInk(cv, &pal.head, b.X, l.authorAt)
	})
}

// spineLayout is the spine's text once set: its size, the title in one
// line or, on a spine wide enough, two, and the author, each a run to
// draw turned, reading top to bottom.
type spineLayout struct {
	ok            bool
	size          float64
	title, author textBlock
	titleW        float64 // the ink length of the title's longest line
	authorW       float64
}

// setSpine sets the spine's text: only from MinSpineTextPages pages, at
// the largest size from spineMaxSize down to MinFontSize at which the
// title (in one line, or two where the spine is wide enough) and the
// author fit between SpineTextClear from each fold and CoverTextMargin
// from the trim; the title alone when only it fits.
func (c Cover) setSpine() spineLayout {
	if c.Spec.Pages < MinSpineTextPages {
		return spineLayout{}
	}
	room := c.Spec.SpineText()
	length := room.H - 4 // the text keeps 2pt in from each end
	title, author := c.spineStrings()
	unit, _ := spineFonts(1)
	breaks := spineBreaks(title, unit) // widths scale with the size: the best break does not change
	for _, withAuthor := range []bool{true, false} {
		if !withAuthor && author == "" {
			break
		}
		for size := float64(spineMaxSize); size >= MinFontSize; size -= sizeStep {
			tf, af := spineFonts(size)
			af.Size = max(af.Size, MinFontSize)
			var s spineLayout
			if withAuthor && author != "" {
				s.author = setLines([]string{author}, af, 0, spineLead, draw.AlignRight)
				s.authorW = s.author.over
			}
			for _, lines := range breaks {
				s.title = setLines(lines, tf, 0, spineLead, draw.AlignLeft)
				s.titleW = s.title.over
				along := s.titleW
				if s.authorW > 0 {
					along += spineTitleGapRate*size + s.authorW
				}
				across := max(s.title.inkBottom-s.title.inkTop, s.author.inkBottom-s.author.inkTop)
				if along <= length && across <= room.W {
					s.ok, s.size = true, size
					return s
				}
			}
		}
	}
	return spineLayout{}
}

// spineBreaks lists the ways to set title on the spine: on one line, then
// on the two lines of the most even break.
func spineBreaks(title string, f draw.Font) [][]string {
	out := [][]string{{title}}
	if words := strings.Fields(title); len(words) > 1 {
		best, bestW := 0, 0.0
		for i := 1; i < len(words); i++ {
			w := max(draw.TextWidth(strings.Join(words[:i], " "), f), draw.TextWidth(strings.Join(words[i:], " "), f))
			// Ties go to the later break: the shorter last line.
			if best == 0 || w < bestW || (w == bestW && len(words)-i > 1) {
				best, bestW = i, w
			}
		}
		out = append(out, []string{strings.Join(words[:best], " "), strings.Join(words[best:], " ")})
	}
	return out
}

// drawSpineText draws s turned on the spine: the title from the top and
// the author at the bottom, reading top to bottom, each centred across the
// spine, each in the region of its box, in pal's inks.
func (c Cover) drawSpineText(r Rotator, pal palette, s spineLayout) {
	sp, room := c.Spec.SpineArea(), c.Spec.SpineText()
	at := sp.Center()
	r.Rotate(at, 90, func(cv draw.Canvas) {
		// Before the turn the spine lies across the page, its top at the
		// left: centre each run's ink on the line through at.
		from, to := at.X-room.H/2+2, at.X+room.H/2-2
		across := draw.Rect{X: at.X - room.H/2, Y: at.Y - room.W/2, W: room.H, H: room.W}
		titleBox := across
		if s.authorW > 0 {
			titleBox.W -= spineTitleGapRate*s.size + s.authorW + 2
		}
		top := at.Y - (s.title.inkTop+s.title.inkBottom)/2
		draw.DrawIn(cv, draw.Region{What: "spine title", Box: titleBox}, func(cv draw.Canvas) { s.title.drawInk(cv, &pal.title, from, top) })
		if !s.author.empty() {
			box := across
			box.X, box.W = to-s.authorW, s.authorW+2
			top := at.Y - (s.author.inkTop+s.author.inkBottom)/2
			draw.DrawIn(cv, draw.Region{What: "spine author", Box: box}, func(cv draw.Canvas) { s.author.drawInk(cv, &pal.subtitle, to, top) })
		}
	})
}

// drawInk draws r as draw does, in p when p is not nil.
func (r textBlock) drawInk(cv draw.Canvas, p *paint, x, top float64) {
	if p != nil {
		r.font = p.font(r.font)
		cv = p.on(cv)
	}
	r.draw(cv, x, top)
}
