package layout

import (
	"math"
	"slices"
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// TestGridsSpacedEvenly composes pages of several grids (six 4x4 to a
// letter page, four 9x9 and four 6x6 to a 6x9 page, the answer key) and
// checks by the drawing record that, on each, the grids form a block
// centred across the body, with equal gaps (to 0.5pt) between columns
// and between rows, and no gap between columns wider than three times the
// usual one (grids pinned to the page's edges leave a wide empty middle).
func TestGridsSpacedEvenly(t *testing.T) {
	items := func(k, n int) []Item {
		out := make([]Item, k)
		for i := range out {
			out[i] = Item{Label: "Puzzle " + strconv.Itoa(i+1), Draw: layouttest.Placeholder(i+1, n), Cells: n}
		}
		return out
	}
	for _, tc := range []struct {
		name string
		page PageSpec
		per  int
		n    int
	}{
		{"six 4x4 on letter", PageSpec{Width: 8.5 * Inch, Height: 11 * Inch, Margin: 0.5 * Inch}, 6, 4},
		{"four 9x9 on 6x9", PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch}, 4, 9},
		{"four 4x4 on 6x9", PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch}, 4, 4},
		{"nine 9x9 answers on A4", PageSpec{Width: 595, Height: 842, Margin: 0.5 * Inch}, 9, 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := Book{Meta: Meta{Title: "Spacing"}, Page: tc.page,
				Puzzles: []Section{{Title: "Grids", PerPage: tc.per, Items: items(tc.per, tc.n)}},
				Answers: []Section{{Title: "Grids", PerPage: tc.per, Items: items(tc.per, tc.n)}}}
			c := Compose(b)
			checked := 0
			for i, p := range c.Pages {
				var r Recorder
				if p.Draw == nil {
					continue
				}
				p.Draw(&r)
				boxes := gridBoxes(r.Texts())
				if len(boxes) < 2 {
					continue
				}
				checked++
				checkEven(t, i+1, boxes, b.Page)
			}
			if checked < 2 {
				t.Fatalf("%d pages with grids checked, want the puzzles' and the answers'", checked)
			}
		})
	}
}

// gridBoxes returns the distinct grid areas the texts were drawn in.
func gridBoxes(texts []TextBox) []draw.Rect {
	var out []draw.Rect
	for _, tb := range texts {
		if tb.Region.Grid && !slices.Contains(out, tb.Region.Box) {
			out = append(out, tb.Region.Box)
		}
	}
	return out
}

// checkEven fails unless boxes stand in equal columns and rows, with
// equal gaps, centred on the page's body across.
func checkEven(t *testing.T, page int, boxes []draw.Rect, spec PageSpec) {
	t.Helper()
	xs, ys := map[float64]bool{}, map[float64]bool{}
	for _, b := range boxes {
		xs[math.Round(b.X*2)/2] = true
		ys[math.Round(b.Y*2)/2] = true
	}
	cols, rows := slices.Sorted(func(y func(float64) bool) {
		for x := range xs {
			if !y(x) {
				return
			}
		}
	}), slices.Sorted(func(y func(float64) bool) {
		for v := range ys {
			if !y(v) {
				return
			}
		}
	})
	w, h := boxes[0].W, boxes[0].H
	for i := 2; i < len(cols); i++ {
		if g1, g2 := cols[i-1]-cols[i-2]-w, cols[i]-cols[i-1]-w; math.Abs(g1-g2) > 0.5 {
			t.Errorf("page %d: gaps between columns %.1f and %.1f, want equal", page, g1, g2)
		}
	}
	for i := 2; i < len(rows); i++ {
		if g1, g2 := rows[i-1]-rows[i-2]-h, rows[i]-rows[i-1]-h; math.Abs(g1-g2) > 0.5 {
			t.Errorf("page %d: gaps between rows %.1f and %.1f, want equal", page, g1, g2)
		}
	}
	body := spec.SafeOn(page)
	if gapX, _ := gaps(body); len(cols) > 1 && cols[1]-cols[0]-w > 3*gapX+0.5 {
		t.Errorf("page %d: %.1fpt between columns, want at most %.1f", page, cols[1]-cols[0]-w, 3*gapX)
	}
	left, right := cols[0]-body.X, body.X+body.W-(cols[len(cols)-1]+w)
	if math.Abs(left-right) > 0.5 {
		t.Errorf("page %d: the block of grids stands %.1fpt from the body's left and %.1fpt from its right, want it centred", page, left, right)
	}
}

// TestLeftoverGridCentred lays five 4x4 grids on a letter page planned
// for six in two columns: the fifth, alone on the last row, stands in
// the middle of the body, and the four above keep their columns.
func TestLeftoverGridCentred(t *testing.T) {
	items := make([]Item, 5)
	for i := range items {
		items[i] = Item{Label: "Puzzle " + strconv.Itoa(i+1), Draw: layouttest.Placeholder(i+1, 4), Cells: 4}
	}
	spec := PageSpec{Width: 8.5 * Inch, Height: 11 * Inch, Margin: 0.5 * Inch}
	b := Book{Meta: Meta{Title: "Leftover"}, Page: spec, Puzzles: []Section{{Title: "Grids", PerPage: 6, Items: items}}}
	for i, p := range Compose(b).Pages {
		if p.Draw == nil {
			continue
		}
		var r Recorder
		p.Draw(&r)
		boxes := gridBoxes(r.Texts())
		if len(boxes) != 5 {
			continue
		}
		body := spec.SafeOn(i + 1)
		if mid, want := boxes[4].X+boxes[4].W/2, body.X+body.W/2; math.Abs(mid-want) > 0.5 {
			t.Errorf("the fifth grid's middle at %.1f, want the body's middle %.1f", mid, want)
		}
		if boxes[0].X != boxes[2].X || boxes[1].X != boxes[3].X || boxes[0].X == boxes[1].X {
			t.Errorf("the four grids above stand at x %.1f, %.1f, %.1f, %.1f, want two columns", boxes[0].X, boxes[1].X, boxes[2].X, boxes[3].X)
		}
		return
	}
	t.Fatal("no page with the five grids")
}
