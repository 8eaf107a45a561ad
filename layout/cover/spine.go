package cover

import (
	"strings"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// spineLayout is the spine's text once set: its size, the title in one
// line or, on a spine wide enough, two, and the author, each a run to
// draw turned, reading top to bottom.
type spineLayout struct {
	ok            bool
	size          float64
	title, author textset.Block
	titleW        float64 // the ink length of the title's longest line
	authorW       float64
}

// setSpine sets the spine's text: only from MinSpineTextPages pages, at
// the largest size from spineMaxSize down to layout.MinFontSize at which the
// title (in one line, or two where the spine is wide enough) and the
// author fit between SpineTextClear from each fold and TextMargin
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
		for size := float64(spineMaxSize); size >= layout.MinFontSize; size -= textset.SizeStep {
			tf, af := spineFonts(size)
			af.Size = max(af.Size, layout.MinFontSize)
			var s spineLayout
			if withAuthor && author != "" {
				s.author = textset.SetLines([]string{author}, af, 0, spineLead, draw.AlignRight)
				s.authorW = s.author.Over
			}
			for _, lines := range breaks {
				s.title = textset.SetLines(lines, tf, 0, spineLead, draw.AlignLeft)
				s.titleW = s.title.Over
				along := s.titleW
				if s.authorW > 0 {
					along += spineTitleGapRate*size + s.authorW
				}
				across := max(s.title.InkBottom-s.title.InkTop, s.author.InkBottom-s.author.InkTop)
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
func (c Cover) drawSpineText(r layout.Rotator, pal palette, s spineLayout) {
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
		top := at.Y - (s.title.InkTop+s.title.InkBottom)/2
		draw.DrawIn(cv, draw.Region{What: "spine title", Box: titleBox}, func(cv draw.Canvas) { drawInk(cv, s.title, &pal.title, from, top) })
		if !s.author.Empty() {
			box := across
			box.X, box.W = to-s.authorW, s.authorW+2
			top := at.Y - (s.author.InkTop+s.author.InkBottom)/2
			draw.DrawIn(cv, draw.Region{What: "spine author", Box: box}, func(cv draw.Canvas) { drawInk(cv, s.author, &pal.subtitle, to, top) })
		}
	})
}
