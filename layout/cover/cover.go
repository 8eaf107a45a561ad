package cover

import (
	"strings"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Cover is everything on a book's full-wrap cover: the back, the spine
// and the front of its Spec, in the colours of its Theme.
type Cover struct {
	Spec Spec
	Meta layout.Meta // the title, subtitle and author; Copyright is not used
	// Art is a puzzle of the book, drawn large on the front; Draw nil
	// leaves it out.
	Art layout.Item
	// Inside says in one line what the book holds, e.g. "60 Sudoku
	// puzzles, easy to expert"; it goes under the art on the front.
	Inside string
	// Blurb is the back cover's text, one paragraph a string; it may be
	// empty.
	Blurb []string
	// Sections are the book's puzzle sections, listed on the back with
	// their counts and grades (their items are only counted).
	Sections []layout.Section
	// Samples are small grids of the book's kinds, up to maxSamples, that
	// the back shows in a row under its list where they fit legibly.
	Samples []Sample
	// Promise closes the back's list, e.g. "Every puzzle has exactly one
	// solution. Answers at the back."
	Promise string
	// Theme colours the band, the spine and the accents; the zero Theme
	// is the grey cover.
	Theme Theme
	// Badge, when set, is a short line such as "LARGE PRINT" that the
	// front shows above the title, on a white label.
	Badge string
	// Picture, when set, is drawn on the front's card in place of Art,
	// cropped to the card's shape (picture.go).
	Picture *draw.Image
	// Logo, when set, is the publisher's mark at the foot of the back,
	// left of the author (LogoSize).
	Logo *draw.Image
	// Words are the cover's fixed texts ("Inside this book", the sections'
	// counts) in the book's language; the zero value is English.
	Words lang.Words
	// Fonts are the book's typefaces, which the cover's text is set in
	// where the canvas is a draw.Typesetter (the backends are); the zero
	// value is Lato.
	Fonts draw.Fonts
}

// words are c's fixed texts: c.Words, or English when unset.
func (c Cover) words() lang.Words {
	if c.Words.Puzzle == "" {
		return lang.English
	}
	return c.Words
}

// The cover's design: a band of the theme's colour across the top of the
// whole wrap (and down the spine when it carries text), edged by a stripe
// of the accent, the title knocked out of it on the front, the puzzle on
// a white card that straddles the band's edge, offset by the accent. The
// greys below are those of the grey theme; palette gives the inks of the
// others.
const (
	coverInk         draw.Gray = 0.16 // the band and the spine
	bandShare                  = 0.46 // of the trim height, from the top
	coverPad                   = 0.5 * layout.Inch
	cardShadow                 = 6 // points
	maxCoverSections           = 12
	spineMaxSize               = 16
	maxBlurbSize               = 11.5
	blurbLeadRatio             = 1.4
	listStep                   = 22
	coverTitleMax              = 50
	coverTitleLeast            = 20
)

// Type on the cover.
var (
	coverSubtitle = draw.Font{Face: draw.Regular, Size: 14, Gray: 0.82}
	coverInside   = draw.Font{Face: draw.Regular, Size: 12.5, Gray: 0.2}
	coverAuthor   = draw.Font{Face: draw.Bold, Size: 15, Gray: coverInk}
	backTitle     = draw.Font{Face: draw.Bold, Size: 22, Gray: draw.White}
	backHead      = draw.Font{Face: draw.Bold, Size: 12.5, Gray: coverInk}
	backEntry     = draw.Font{Face: draw.Regular, Size: 12, Gray: 0.1}
	backDetail    = draw.Font{Face: draw.Regular, Size: 10, Gray: 0.35}
	backPromise   = draw.Font{Face: draw.Italic, Size: 11, Gray: 0.15}
	backImprint   = draw.Font{Face: draw.Bold, Size: 10, Gray: coverInk}
)

// Draw draws the cover on a canvas the size of c.Spec.Sheet(), its text
// in c.Fonts. The spine's text is drawn only on a layout.Rotator, and only
// when SpineText says so.
func (c Cover) Draw(cv draw.Canvas) {
	draw.InFonts(cv, c.Fonts, c.draw)
}

// inDigits calls fn with cv setting text in the book's digits faces, for
// a grid.
func (c Cover) inDigits(cv draw.Canvas, fn func(draw.Canvas)) {
	draw.InFonts(cv, draw.Fonts{Text: c.Fonts.Digits}, fn)
}

func (c Cover) draw(cv draw.Canvas) {
	sw, _ := c.Spec.Sheet()
	band := c.bandBottom()
	pal := c.Theme.palette()
	pal.band.on(cv).Rect(draw.Rect{X: 0, Y: 0, W: sw, H: band}, pal.band.fill(), draw.Stroke{})
	pal.accent.on(cv).Rect(draw.Rect{X: 0, Y: band, W: sw, H: accentStripe}, pal.accent.fill(), draw.Stroke{})
	if _, ok := c.SpineText(); ok {
		sp := c.Spec.SpineArea()
		_, sh := c.Spec.Sheet()
		pal.band.on(cv).Rect(draw.Rect{X: sp.X, Y: 0, W: sp.W, H: sh}, pal.band.fill(), draw.Stroke{})
	}
	c.drawFront(cv)
	c.drawBack(cv)
	c.drawSpine(cv)
}

// bandBottom is the y where the dark band ends.
func (c Cover) bandBottom() float64 { return layout.BleedWidth + bandShare*c.Spec.Height }

// box is the part of a panel the design uses: coverPad inside its edges,
// and never past where text may go.
func box(panel, text draw.Rect) draw.Rect {
	b := panel.Inset(coverPad)
	x0, y0 := max(b.X, text.X), max(b.Y, text.Y)
	x1, y1 := min(b.X+b.W, text.X+text.W), min(b.Y+b.H, text.Y+text.H)
	return draw.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// drawFront draws the title and subtitle in the band, the art on its
// card, the line of what is inside and the author, the text set by
// setFront to fit around the card.
func (c Cover) drawFront(cv draw.Canvas) {
	if c.Picture != nil {
		c.Art.Aspect = frameAspect(c.Picture.Aspect())
	}
	b := box(c.Spec.Front(), c.Spec.FrontText())
	card := c.card(b)
	pal := c.Theme.palette()
	if c.Badge != "" {
		b = drawBadge(cv, pal, b, c.Badge)
	}
	text := c.setFront(cv, b, card)
	text.drawUpper(cv, pal)
	if c.Art.Draw != nil || c.Picture != nil {
		white := draw.White
		pal.accent.on(cv).Rect(draw.Rect{X: card.X + cardShadow, Y: card.Y + cardShadow, W: card.W, H: card.H}, pal.accent.fill(), draw.Stroke{})
		cv.Rect(card, &white, draw.Stroke{})
		pal.head.on(cv).Rect(card, nil, pal.head.stroke(1.5))
	}
	if c.Picture != nil {
		c.drawPicture(cv, pal, card)
	} else if c.Art.Draw != nil {
		// The card is the grid's region: text of the cover's own over it
		// is a collision, as over a grid inside the book.
		draw.DrawIn(cv, draw.Region{What: "the cover's puzzle", Box: card, Grid: true}, func(cv draw.Canvas) {
			c.inDigits(cv, func(cv draw.Canvas) { c.Art.Draw(cv, c.artArea(card)) })
		})
	}
	text.drawLower(cv, pal)
}

// card is the white card the art or the picture sits on: centred on the
// front, across the band's lower edge, the shape of the art.
func (c Cover) card(b draw.Rect) draw.Rect { return c.cardFor(b, c.Picture != nil) }

// cardFor is card, for a picture (which takes a larger card) or not.
func (c Cover) cardFor(b draw.Rect, picture bool) draw.Rect {
	share := 0.42
	if picture {
		share = pictureShare
	}
	side := min(b.W*0.8, c.Spec.Height*share)
	w, h := side, side
	if a := c.Art.Aspect; a > 1 {
		h = side / a
	} else if a > 0 {
		w = side * a
	}
	return draw.Rect{X: b.X + (b.W-w)/2, Y: c.bandBottom() - 0.3*h, W: w, H: h}
}

// ArtArea returns where the front draws art of aspect (width/height; 0
// for square): the grid's area inside its card. A book uses it to choose
// art whose numbers stay legible.
func (c Cover) ArtArea(aspect float64) draw.Rect {
	c.Art.Aspect = aspect
	return c.artArea(c.card(box(c.Spec.Front(), c.Spec.FrontText())))
}

// artArea is where the art is drawn inside its card.
func (c Cover) artArea(card draw.Rect) draw.Rect { return card.Inset(max(10, card.W/20)) }

// drawBack draws the title and the blurb in the band, the sections, the
// promise, the samples and the author below it, and leaves the barcode
// area empty (white, for the service's barcode).
func (c Cover) drawBack(cv draw.Canvas) {
	b := box(c.Spec.Back(), c.Spec.BackText())
	bl := c.backLayout(cv, b)
	pal := c.Theme.palette()
	bl.drawTitle(cv, pal, b, c.bandBottom())

	if len(bl.entries) > 0 {
		textset.DrawInside(pal.head.on(cv), b.X, bl.headY, c.words().InsideThisBook, pal.head.font(backHead), draw.AlignLeft)
		pal.accent.on(cv).Line(draw.Point{X: b.X, Y: bl.headY + 8}, draw.Point{X: b.X + 36, Y: bl.headY + 8}, pal.accent.stroke(1.5))
	}
	for i, e := range bl.entries {
		y := bl.entryY[i]
		d := e.detail
		dw := cv.TextWidth(d, backDetail)
		title, f := textset.Shrink(cv, e.title, backEntry, b.W-dw-12)
		textset.DrawInside(cv, b.X, y, title, f, draw.AlignLeft)
		textset.DrawInside(cv, b.X+b.W, y, d, backDetail, draw.AlignRight)
	}
	bl.promise.Draw(cv, b.X, bl.promiseTop)
	c.drawSamples(cv, pal, bl.sampleRow(c.Samples, b, c.Spec.Barcode()))
	bl.drawAuthor(cv, pal, b)
	c.drawLogo(cv, pal, b)
}

// spineFonts are the title's and the author's type on the spine.
func spineFonts(size float64) (title, author draw.Font) {
	return draw.Font{Face: draw.Bold, Size: size, Gray: draw.White}, draw.Font{Face: draw.Regular, Size: size * 0.85, Gray: 0.8}
}

// SpineText returns the type size of the spine's title, and whether the
// spine carries text at all: only from MinSpineTextPages pages, and only
// when the title (in one line, or two on a wide spine) fits at layout.MinFontSize
// or more with SpineTextClear on each side; the author goes with it when
// both fit (see setSpine).
func (c Cover) SpineText() (size float64, ok bool) {
	s := c.setSpine()
	return s.size, s.ok
}

// spineStrings are the title and the author on the spine, in capitals,
// which keep clear of the folds better than descenders do.
func (c Cover) spineStrings() (title, author string) {
	return strings.ToUpper(c.Meta.Title), strings.ToUpper(c.Meta.Author)
}

// drawSpine draws the title from the top and the author at the bottom,
// reading top to bottom, each centred across the spine.
func (c Cover) drawSpine(cv draw.Canvas) {
	s := c.setSpine()
	if r, can := cv.(layout.Rotator); s.ok && can {
		c.drawSpineText(r, c.Theme.palette(), s)
	}
}
