package cover

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// backLayout is the back cover's text once fitted: the title, the blurb
// and its box, the section list and the author at the foot.
type backLayout struct {
	title    textset.Block
	titleTop float64
	blurb    textset.Paragraphs
	blurbBox draw.Rect
	fits     bool // the whole blurb fits its box
	entries  []listEntry
	author   textset.Block
	authorAt float64
	authorW  float64 // the author's width: up to the barcode area
	authorX  float64 // the author's left edge: right of the logo, if any
	logoTop  float64 // the top of the logo at the foot; 0 for none
	// The list under the band: the heading's baseline, each entry's, and
	// the promise under them.
	headY      float64
	entryY     []float64
	promise    textset.Block
	promiseTop float64
	// listBottom is the foot of the list's ink, and floor where the
	// barcode area or the author starts: the samples go between them.
	listBottom, floor float64
}

// listEntry is one line of the back's list of sections: its title and
// its count and grade.
type listEntry struct{ title, detail string }

// MinBlurbSize is the least size, in points, the back cover's blurb is
// set at; a blurb that does not fit at it is too long (BackTextFits).
const MinBlurbSize = 8.5

// BackTextFits reports whether the back's text (title, blurb, author and
// the list of sections) fits the back cover, the blurb at MinBlurbSize
// or more.
func (c Cover) BackTextFits() bool {
	return c.backLayout(&layout.Recorder{}, box(c.Spec.Back(), c.Spec.BackText())).fits
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
	steps, preferred := textset.Ladder([]float64{backTitle.Size}, []float64{backTitleLeast})
	l.title = textset.FirstFit(steps, preferred, func(s []float64) (textset.Block, bool, []bool) {
		f := backTitle
		f.Size = s[0]
		r := textset.SetRun(cv, c.Meta.Title, f, b.W, backTitleLead, draw.AlignLeft, true)
		return r, r.H <= backTitleShare*band && r.Over == 0, []bool{len(r.Lines) > backTitleLines}
	})
	l.titleTop = b.Y
	top := b.Y + l.title.H + 12
	l.blurbBox = draw.Rect{X: b.X, Y: top, W: b.W, H: max(0, c.bandBottom()-18-top)}
	f := draw.Font{Face: draw.Regular, Size: maxBlurbSize, Gray: 0.92}
	for ; ; f.Size -= 0.5 {
		l.blurb = textset.SetParagraphs(cv, c.Blurb, f, b.W, blurbLeadRatio*f.Size)
		if l.fits = l.blurb.H <= l.blurbBox.H+1e-9 && l.blurb.Over == 0; l.fits || f.Size <= MinBlurbSize {
			break
		}
	}

	c.setBackAuthor(cv, b, &l)
	c.setBackList(cv, b, &l)
	return l
}

// setBackAuthor sets the author at the foot of the back: left of the
// barcode area in at most two lines while that fits at layout.MinFontSize, over
// it across the back when not.
func (c Cover) setBackAuthor(cv draw.Canvas, b draw.Rect, l *backLayout) {
	bar := c.Spec.Barcode()
	x := b.X
	if c.Logo != nil {
		logo := c.logoArea(b)
		x, l.logoTop = logo.X+logo.W+logoGap, logo.Y
	}
	set := func(width, bottom float64, lines int) bool {
		steps, preferred := textset.Ladder([]float64{backImprint.Size}, []float64{backImprint.Size})
		l.author = textset.FirstFit(steps, preferred, func(s []float64) (textset.Block, bool, []bool) {
			f := backImprint
			f.Size = s[0]
			r := textset.SetRun(cv, c.Meta.Author, f, width, backImprintLead, draw.AlignLeft, true)
			return r, r.Over == 0 && (lines == 0 || len(r.Lines) <= lines), nil
		})
		l.authorW, l.authorAt = width, bottom-l.author.H
		return l.author.Over == 0 && (lines == 0 || len(l.author.Lines) <= lines)
	}
	l.authorX = x
	if !set(bar.X-12-x, b.Y+b.H, 2) {
		bottom := bar.Y
		if c.Logo != nil {
			bottom = min(bottom, l.logoTop)
		}
		l.authorX = b.X
		set(b.W, bottom-8, 0)
	}
}

// setBackList places the list of sections and the promise under the band,
// above the barcode area and the author: as many sections as fit (at most
// maxCoverSections), the rest counted in a last line "and N more
// sections"; no list, and then no promise, where there is no room.
func (c Cover) setBackList(cv draw.Canvas, b draw.Rect, l *backLayout) {
	floor := c.Spec.Barcode().Y - 8
	if !l.author.Empty() {
		floor = min(floor, l.authorAt-10)
	}
	if c.Logo != nil {
		floor = min(floor, l.logoTop-10)
	}
	l.floor = floor
	w := c.words()
	all := make([]listEntry, len(c.Sections))
	for i, s := range c.Sections {
		if strings.Contains(strings.ToLower(s.Title), strings.ToLower(s.Grade)) {
			s.Grade = "" // "Easy": "20 puzzles", not "20 puzzles · Easy"
		}
		all[i] = listEntry{title: s.Title, detail: s.DetailIn(w)}
	}
	l.promise = textset.SetRun(cv, c.Promise, backPromise, b.W, backPromiseLead, draw.AlignLeft, false)
	for k := min(len(all), maxCoverSections); k >= 0; k-- {
		l.entries = all[:k]
		switch {
		case k == 1 && len(all) > 1:
			l.entries = []listEntry{{title: fmt.Sprintf(w.Sections, len(all))}}
		case k < len(all) && k > 0:
			l.entries = append(all[:k-1:k-1], listEntry{title: fmt.Sprintf(w.MoreSections, len(all)-k+1)})
		}
		if l.listBottom = l.placeList(c.bandBottom()); l.listBottom <= floor {
			return
		}
	}
	// No room for even the promise under the author: the title, blurb and
	// author come first.
	l.promise = textset.Block{}
	l.listBottom = l.placeList(c.bandBottom())
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
	if !l.promise.Empty() {
		l.promiseTop = y + 26 - l.promise.Base[0]
		bottom = l.promiseTop + l.promise.H
	}
	return bottom
}

// drawTitle draws the back's title and blurb in pal's inks, each in the
// region of its box.
func (l backLayout) drawTitle(cv draw.Canvas, pal palette, b draw.Rect, bandBottom float64) {
	if !l.title.Empty() {
		draw.DrawIn(cv, draw.Region{What: "back title", Box: textset.RunBox(l.title, b.X, l.titleTop, b.W, bandBottom)}, func(cv draw.Canvas) {
			drawInk(cv, l.title, &pal.title, b.X, l.titleTop)
		})
	}
	if len(l.blurb.Lines) > 0 {
		blurb := l.blurb
		blurb.Font = pal.blurb.font(blurb.Font)
		box := l.blurbBox
		if up := -l.blurb.InkTop; up > 0 { // an accented capital above the first line, in some faces
			box.Y, box.H = box.Y-up, box.H+up
		}
		draw.DrawIn(cv, draw.Region{What: "back text", Box: box}, func(cv draw.Canvas) {
			blurb.Draw(pal.blurb.on(cv), l.blurbBox.X, l.blurbBox.Y)
		})
	}
}

// drawAuthor draws the author at the foot of the back, left of or over
// the barcode area, in pal's ink, in the region of its box.
func (l backLayout) drawAuthor(cv draw.Canvas, pal palette, b draw.Rect) {
	if l.author.Empty() {
		return
	}
	draw.DrawIn(cv, draw.Region{What: "back author", Box: textset.RunBox(l.author, l.authorX, l.authorAt, l.authorW, l.authorAt+l.author.H)}, func(cv draw.Canvas) {
		drawInk(cv, l.author, &pal.head, l.authorX, l.authorAt)
	})
}
