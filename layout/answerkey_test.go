package layout

import (
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// TestAnswerKeyFillsPages checks that the answer key fills its pages
// evenly: where one section ends mid-page the next one starts there, so
// every page but the last is filled to within one row of slots of its
// foot (the sampler's key once left the bottom third of a page blank
// after a section of six 9x9 answers, two rows of three on a page planned
// for three).
func TestAnswerKeyFillsPages(t *testing.T) {
	items := func(from, k int) []Item {
		out := make([]Item, k)
		for i := range out {
			out[i] = Item{Label: "Puzzle " + strconv.Itoa(from+i), Draw: layouttest.Placeholder(from+i, 9), Cells: 9}
		}
		return out
	}
	for _, spec := range []PageSpec{
		{Width: 8.5 * Inch, Height: 11 * Inch, Margin: 0.5 * Inch},
		{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch},
	} {
		var secs []Section
		for s := range 5 {
			secs = append(secs, Section{Title: "Section " + strconv.Itoa(s+1), PerPage: 6, Items: items(1+6*s, 6), Grid: Grid{Rows: 9, Cols: 9, TypeScale: 0.5}})
		}
		pages, where := Type{}.planKey(spec.Safe(), secs, 0)
		body := Type{}.bodyArea(spec.Safe())
		for i, pg := range pages[:len(pages)-1] {
			last := pg.blocks[len(pg.blocks)-1]
			if left := body.H - last.bottom(); left > last.pitch {
				t.Errorf("%gx%gin: page %d of %d ends %.0f pt above the body's foot, more than a row (%.0f pt)",
					spec.Width/Inch, spec.Height/Inch, i+1, len(pages), left, last.pitch)
			}
		}
		if n := len(pages); n != where[len(where)-1][5] {
			t.Errorf("the last answer is on page %d of %d", where[len(where)-1][5], n)
		}
		if got, want := len(pages), 5; got != want {
			t.Errorf("%gx%gin: 30 answers at 6 a page take %d pages, want %d", spec.Width/Inch, spec.Height/Inch, got, want)
		}
	}
}
