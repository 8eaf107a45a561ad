package layout

import (
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// fullGrid draws a 9x9 grid with a digit in every cell, as an answer
// does: the most text a grid gives a page.
func fullGrid(seed int) func(c draw.Canvas, area draw.Rect) {
	return func(c draw.Canvas, area draw.Rect) {
		thick := draw.Stroke{Width: 2, Gray: draw.Black}
		inner := area.Inset(thick.Width / 2)
		cell := inner.W / 9
		for i := 1; i < 9; i++ {
			x, y := inner.X+float64(i)*cell, inner.Y+float64(i)*cell
			c.Line(draw.Point{X: x, Y: inner.Y}, draw.Point{X: x, Y: inner.Y + inner.H}, draw.Stroke{Width: 0.75})
			c.Line(draw.Point{X: inner.X, Y: y}, draw.Point{X: inner.X + inner.W, Y: y}, draw.Stroke{Width: 0.75})
		}
		c.Rect(inner, nil, thick)
		f := draw.Font{Face: draw.Bold, Size: cell * 0.6}
		for i := range 81 {
			x := inner.X + (float64(i%9)+0.5)*cell
			y := inner.Y + (float64(i/9)+0.5)*cell + draw.CapHeight(f)/2
			c.Text(x, y, strconv.Itoa(1+(i+seed)%9), f, draw.AlignCenter)
		}
	}
}

// bigBook is 100 9x9 puzzles one to a page, with full answers six to a
// page: 120 pages, the answer pages with about 500 texts each.
func bigBook() Book {
	b := sampleBook()
	items := make([]Item, 100)
	for i := range items {
		items[i] = Item{Label: "Puzzle " + strconv.Itoa(i+1), Note: "Hard", Draw: fullGrid(i), Cells: 9}
	}
	b.Puzzles = []Section{{Title: "Sudoku", Grade: "Hard", PerPage: 1, Items: items}}
	b.Answers = []Section{{Title: "Answers", PerPage: 6, Items: items}}
	return b
}

func BenchmarkPreflightBigBook(b *testing.B) {
	c := Compose(bigBook())
	for b.Loop() {
		Preflight(c)
	}
}
