package layout

import (
	"fmt"
	"strings"
)

// Cover is everything on a book's full-wrap cover: the back, the spine
// and the front of CoverSpec, in the colours of its Theme.
type Cover struct {
	Spec CoverSpec
	Meta Meta // the title, subtitle and author; Copyright is not used
	// Art is a puzzle of the book, drawn large on the front; Draw nil
	// leaves it out.
	Art Item
	// Inside says in one line what the book holds, e.g. "60 Sudoku
	// puzzles, easy to expert"; it goes under the art on the front.
	Inside string
	// Blurb is the back cover's text, one paragraph a string; it may be
	// empty.
	Blurb []string
	// Sections are the book's puzzle sections, listed on the back with
	// their counts and grades (their items are only counted).
	Sections []Section
	// Promise closes the back's list, e.g. "Every puzzle has exactly one
	// solution. Answers at the back."
	Promise string
	// Theme colours the band, the spine and the accents; the zero Theme
	// is the grey cover.
	Theme CoverTheme
}

// The cover's design: a band of the theme's colour across the top of the
// whole wrap (and down the spine when it carries text), edged by a stripe
// of the accent, the title knocked out of it on the front, the puzzle on
// a white card that straddles the band's edge, offset by the accent. The
// greys below are those of the grey theme; palette gives the inks of the
// others.
const (
	coverInk         Gray = 0.16 // the band and the spine
	bandShare             = 0.46 // of the trim height, from the top
	coverPad              = 0.5 * Inch
	cardShadow            = 6 // points
	maxCoverSections      = 12
	spineMaxSize          = 16
	minBlurbSize          = 8.5
	maxBlurbSize          = 11.5
	blurbLeadRatio        = 1.4
	listStep              = 22
	coverTitleMax         = 50
	coverTitleLeast       = 20
)

// Type on the cover.
var (
	coverSubtitle = Font{Face: Regular, Size: 14, Gray: 0.82}
	coverInside   = Font{Face: Regular, Size: 12.5, Gray: 0.2}
	coverAuthor   = Font{Face: Bold, Size: 15, Gray: coverInk}
	backTitle     = Font{Face: Bold, Size: 22, Gray: White}
	backHead      = Font{Face: Bold, Size: 12.5, Gray: coverInk}
	backEntry     = Font{Face: Regular, Size: 12, Gray: 0.1}
	backDetail    = Font{Face: Regular, Size: 10, Gray: 0.35}
	backPromise   = Font{Face: Italic, Size: 11, Gray: 0.15}
	backImprint   = Font{Face: Bold, Size: 10, Gray: coverInk}
)

// Draw draws the cover on a canvas the size of c.Spec.Sheet(). The spine's
// text is drawn only on a Rotator, and only when SpineText says so.
func (c Cover) Draw(cv Canvas) {
	sw, _ := c.Spec.Sheet()
	band := c.bandBottom()
	pal := c.Theme.palette()
	pal.band.on(cv).Rect(Rect{0, 0, sw, band}, pal.band.fill(), Stroke{})
	pal.accent.on(cv).Rect(Rect{0, band, sw, accentStripe}, pal.accent.fill(), Stroke{})
	if _, ok := c.SpineText(); ok {
		sp := c.Spec.SpineArea()
		_, sh := c.Spec.Sheet()
		pal.band.on(cv).Rect(Rect{sp.X, 0, sp.W, sh}, pal.band.fill(), Stroke{})
	}
	c.drawFront(cv)
	c.drawBack(cv)
	c.drawSpine(cv)
}

// bandBottom is the y where the dark band ends.
func (c Cover) bandBottom() float64 { return BleedWidth + bandShare*c.Spec.Height }

// box is the part of a panel the design uses: coverPad inside its edges,
// and never past where text may go.
func box(panel, text Rect) Rect {
	b := panel.Inset(coverPad)
	x0, y0 := max(b.X, text.X), max(b.Y, text.Y)
	x1, y1 := min(b.X+b.W, text.X+text.W), min(b.Y+b.H, text.Y+text.H)
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// drawFront draws the title and subtitle in the band, the art on its
// card, the line of what is inside and the author.
func (c Cover) drawFront(cv Canvas) {
	b := box(c.Spec.Front(), c.Spec.FrontText())
	cx := b.X + b.W/2
	card := c.card(b)
	pal := c.Theme.palette()
	// The title block, centred between the top of the box and the card.
	var sub []string
	if c.Meta.Subtitle != "" {
		sub = wrap(cv, c.Meta.Subtitle, coverSubtitle, b.W)
	}
	room := card.Y - 2*cardShadow - b.Y
	title, lines, h := c.frontTitle(cv, b.W, room, len(sub))
	lead := 1.05 * title.Size
	y := b.Y + max(0, (room-h)/2) + CapHeight(title)
	for i, l := range lines {
		pal.title.on(cv).Text(cx, y+lead*float64(i), l, pal.title.font(title), AlignCenter)
	}
	y += lead * float64(len(lines)-1)
	if len(sub) > 0 {
		y += 0.55*title.Size + CapHeight(coverSubtitle)
		for i, l := range sub {
			pal.subtitle.on(cv).Text(cx, y+1.35*coverSubtitle.Size*float64(i), l, pal.subtitle.font(coverSubtitle), AlignCenter)
		}
	}
	if c.Art.Draw != nil {
		white := White
		pal.accent.on(cv).Rect(Rect{card.X + cardShadow, card.Y + cardShadow, card.W, card.H}, pal.accent.fill(), Stroke{})
		cv.Rect(card, &white, Stroke{})
		pal.head.on(cv).Rect(card, nil, pal.head.stroke(1.5))
		c.Art.Draw(cv, c.artArea(card))
	}
	y = card.Y + card.H + cardShadow + 16
	for _, l := range wrap(cv, c.Inside, coverInside, b.W) {
		y += CapHeight(coverInside) + 4
		cv.Text(cx, y, l, coverInside, AlignCenter)
		y += 0.5 * coverInside.Size
	}
	if c.Meta.Author != "" {
		yb := b.Y + b.H - InkDescent(coverAuthor)
		pal.accent.on(cv).Line(Point{cx - 18, yb - CapHeight(coverAuthor) - 12}, Point{cx + 18, yb - CapHeight(coverAuthor) - 12}, pal.accent.stroke(1.5))
		pal.head.on(cv).Text(cx, yb, fitText(cv, c.Meta.Author, coverAuthor, b.W), pal.head.font(coverAuthor), AlignCenter)
	}
}

// frontTitle returns the title's font, as large as lets it fit width in
// at most three lines and, with subs lines of subtitle under it, height;
// its lines; and the height of the title and subtitle.
func (c Cover) frontTitle(cv Canvas, width, height float64, subs int) (Font, []string, float64) {
	f := Font{Face: Bold, Size: min(coverTitleMax, width/7), Gray: White}
	block := func(lines []string) float64 {
		h := CapHeight(f) + 1.05*f.Size*float64(len(lines)-1)
		if subs > 0 {
			h += 0.55*f.Size + CapHeight(coverSubtitle) + 1.35*coverSubtitle.Size*float64(subs-1)
		}
		return h
	}
	lines := wrap(cv, c.Meta.Title, f, width)
	for f.Size > coverTitleLeast && (widest(cv, lines, f) > width || len(lines) > 3 || block(lines) > height) {
		f.Size--
		lines = wrap(cv, c.Meta.Title, f, width)
	}
	if widest(cv, lines, f) > width {
		for i, l := range lines {
			lines[i] = fitText(cv, l, f, width)
		}
	}
	return f, lines, block(lines)
}

// card is the white card the art sits on: centred on the front, across
// the band's lower edge, the shape of the art.
func (c Cover) card(b Rect) Rect {
	side := min(b.W*0.8, c.Spec.Height*0.42)
	w, h := side, side
	if a := c.Art.Aspect; a > 1 {
		h = side / a
	} else if a > 0 {
		w = side * a
	}
	return Rect{b.X + (b.W-w)/2, c.bandBottom() - 0.3*h, w, h}
}

// artArea is where the art is drawn inside its card.
func (c Cover) artArea(card Rect) Rect { return card.Inset(max(10, card.W/20)) }

// drawBack draws the title and the blurb in the band, the sections, the
// promise and the author below it, and leaves the barcode area empty.
func (c Cover) drawBack(cv Canvas) {
	b := box(c.Spec.Back(), c.Spec.BackText())
	bl := c.backLayout(cv, b)
	pal := c.Theme.palette()
	y := b.Y + CapHeight(backTitle)
	for _, l := range bl.title {
		textInside(pal.title.on(cv), b.X, y, l, pal.title.font(backTitle), AlignLeft)
		y += 1.15 * backTitle.Size
	}
	lead := blurbLeadRatio * bl.blurb.Size
	drawParagraphs(pal.blurb.on(cv), Rect{b.X, bl.blurbTop, b.W, c.bandBottom() - bl.blurbTop}, c.Blurb, pal.blurb.font(bl.blurb), lead)

	y = c.bandBottom() + 28
	bar := c.Spec.Barcode()
	if len(c.Sections) > 0 {
		textInside(pal.head.on(cv), b.X, y, "Inside this book", pal.head.font(backHead), AlignLeft)
		y += 8
		pal.accent.on(cv).Line(Point{b.X, y}, Point{b.X + 36, y}, pal.accent.stroke(1.5))
		y += 8
	}
	for _, e := range bl.entries {
		y += listStep
		right := b.X + b.W
		if y+InkDescent(backEntry) > bar.Y-8 {
			right = min(right, bar.X-12)
		}
		d := e.detail
		dw := cv.TextWidth(d, backDetail)
		textInside(cv, b.X, y, fitText(cv, e.title, backEntry, right-b.X-dw-12), backEntry, AlignLeft)
		textInside(cv, right, y, d, backDetail, AlignRight)
	}
	if c.Promise != "" {
		y += 26
		width := b.W
		if y+backPromise.Size > bar.Y-8 {
			width = bar.X - 12 - b.X
		}
		for _, l := range wrap(cv, c.Promise, backPromise, width) {
			textInside(cv, b.X, y, l, backPromise, AlignLeft)
			y += 1.35 * backPromise.Size
		}
	}
	if c.Meta.Author != "" {
		textInside(pal.head.on(cv), b.X, b.Y+b.H-InkDescent(backImprint), fitText(cv, c.Meta.Author, backImprint, bar.X-12-b.X), pal.head.font(backImprint), AlignLeft)
	}
}

// backLayout is the back cover's text once fitted: the title's lines, the
// blurb's type and where it starts, and the section list.
type backLayout struct {
	title    []string
	blurb    Font
	blurbTop float64
	fits     bool // the whole blurb fits the band at blurb's size
	entries  []contentsEntry
}

// backLayout fits the blurb into the band under the title, from
// maxBlurbSize down to minBlurbSize, and lists at most maxCoverSections sections.
func (c Cover) backLayout(cv Canvas, b Rect) backLayout {
	var l backLayout
	l.title = wrap(cv, c.Meta.Title, backTitle, b.W)
	if len(l.title) > 2 {
		l.title = append(l.title[:1], fitText(cv, strings.Join(l.title[1:], " "), backTitle, b.W))
	}
	l.blurbTop = b.Y + 1.15*backTitle.Size*float64(len(l.title)) + 14
	room := c.bandBottom() - 18 - l.blurbTop
	l.blurb = Font{Face: Regular, Size: maxBlurbSize, Gray: 0.92}
	for ; ; l.blurb.Size -= 0.5 {
		if l.fits = paragraphsHeight(cv, c.Blurb, l.blurb, b.W) <= room; l.fits || l.blurb.Size <= minBlurbSize {
			break
		}
	}
	for i, s := range c.Sections {
		if i == maxCoverSections-1 && len(c.Sections) > maxCoverSections {
			l.entries = append(l.entries, contentsEntry{title: fmt.Sprintf("and %d more sections", len(c.Sections)-i)})
			break
		}
		if containsFold(s.Title, s.Grade) {
			s.Grade = "" // "Easy": "20 puzzles", not "20 puzzles · Easy"
		}
		l.entries = append(l.entries, contentsEntry{title: s.Title, detail: sectionDetail(s)})
	}
	return l
}

// paragraphsHeight is the height drawParagraphs takes to set paras in f
// at the blurb's leading.
func paragraphsHeight(cv Canvas, paras []string, f Font, width float64) float64 {
	lead := blurbLeadRatio * f.Size
	h := 0.0
	for i, p := range paras {
		if i > 0 {
			h += lead / 2
		}
		h += lead * float64(len(wrap(cv, p, f, width)))
	}
	return h
}

// spineFonts are the title's and the author's type on the spine.
func spineFonts(size float64) (title, author Font) {
	return Font{Face: Bold, Size: size, Gray: White}, Font{Face: Regular, Size: size * 0.85, Gray: 0.8}
}

// SpineText returns the type size of the spine's title, and whether the
// spine carries text at all: only from MinSpineTextPages pages, and only
// when the title and the author (in capitals) fit at MinFontSize or more
// with SpineTextClear on each side.
func (c Cover) SpineText() (size float64, ok bool) {
	if c.Spec.Pages < MinSpineTextPages {
		return 0, false
	}
	room := c.Spec.SpineText()
	title, author := c.spineStrings()
	for size = spineMaxSize; size >= MinFontSize; size -= 0.5 {
		tf, af := spineFonts(size)
		if af.Size < MinFontSize {
			af.Size = MinFontSize
		}
		ti, _ := textInk(0, 0, title, tf, AlignLeft)
		ai, aok := textInk(0, 0, author, af, AlignLeft)
		along := ti.W + 2*size
		if aok {
			along += ai.W
		}
		if ti.H <= room.W && (!aok || ai.H <= room.W) && along <= room.H {
			return size, true
		}
	}
	return 0, false
}

// spineStrings are the title and the author on the spine, in capitals,
// which keep clear of the folds better than descenders do.
func (c Cover) spineStrings() (title, author string) {
	return strings.ToUpper(c.Meta.Title), strings.ToUpper(c.Meta.Author)
}

// drawSpine draws the title from the top and the author at the bottom,
// reading top to bottom, each centred across the spine.
func (c Cover) drawSpine(cv Canvas) {
	size, ok := c.SpineText()
	r, can := cv.(Rotator)
	if !ok || !can {
		return
	}
	sp, room := c.Spec.SpineArea(), c.Spec.SpineText()
	title, author := c.spineStrings()
	tf, af := spineFonts(size)
	af.Size = max(af.Size, MinFontSize)
	pal := c.Theme.palette()
	at := sp.Center()
	r.Rotate(at, 90, func(cv Canvas) {
		// Before the turn the spine lies across the page, its top at the
		// left: centre each string's ink on the line through at.
		baseline := func(s string, f Font) float64 {
			ink, _ := textInk(0, 0, s, f, AlignLeft)
			return at.Y - (ink.Y + ink.H/2)
		}
		from, to := at.X-room.H/2+2, at.X+room.H/2-2
		textInside(pal.title.on(cv), from, baseline(title, tf), title, pal.title.font(tf), AlignLeft)
		if author != "" {
			textInside(pal.subtitle.on(cv), to, baseline(author, af), author, pal.subtitle.font(af), AlignRight)
		}
	})
}
