package layout

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// The puzzle index (Book.Index) lists every puzzle under its section's
// heading, one line each: a tick box, its label, its grade and its page.
var (
	indexFont = draw.Font{Face: draw.Regular, Size: 9.5, Gray: 0.1}
	indexBox  = draw.Stroke{Width: 0.75, Gray: 0.3}
)

const (
	indexLeading = 16 // from one line of the index to the next
	indexTick    = 8  // the tick box's side
)

// addIndex plans the index pages of the puzzle sections secs, whose items
// are on the pages where says, and returns the page number of the first,
// or 0 when there are no puzzles. name is the index's heading in the
// running header.
func (c *composer) addIndex(secs []Section, where [][]int, name string) int {
	t := c.typ
	font, leading, tick, boxStroke := t.font(indexFont), t.lead(indexLeading, indexFont), indexTick*t.font(indexFont).Size/indexFont.Size, t.stroke(indexBox)
	list := make([]listSection, len(secs))
	for s, sec := range secs {
		list[s].title = sec.Title
		for i, it := range sec.Items {
			label, grade, page := it.Label, it.Note, strconv.Itoa(where[s][i])
			list[s].blocks = append(list[s].blocks, listBlock{h: leading, draw: func(cv draw.Canvas, body draw.Rect, y float64) {
				base := y + ink.Ascent(font)
				box := draw.Rect{X: body.X + boxStroke.Width/2, Y: base - tick, W: tick, H: tick} // its ink inside the body
				// The line's region is its whole slot: a face with deeper
				// descenders than Lato's (Andika, in large print) stays inside.
				draw.DrawIn(cv, draw.Region{What: "index line", Box: draw.Rect{X: body.X, Y: y, W: body.W, H: leading}}, func(cv draw.Canvas) {
					cv.Rect(box, nil, boxStroke)
					// Each column's text is kept to its column (a long label or
					// grade name, in large print, shortened rather than run on).
					gap := font.Size
					label, lf := textset.ShrinkTo(cv, label, font, body.W*0.6-tick-6-gap, t.least())
					grade, gf := textset.ShrinkTo(cv, grade, font, body.W*0.4-cv.TextWidth(page, font)-gap, t.least())
					textset.DrawInside(cv, body.X+tick+6, base, label, lf, draw.AlignLeft)
					textset.DrawInside(cv, body.X+body.W*0.6, base, grade, gf, draw.AlignLeft)
					textset.DrawInside(cv, body.X+body.W, base, page, font, draw.AlignRight)
				})
			}})
		}
	}
	return c.addList(list, name)
}
