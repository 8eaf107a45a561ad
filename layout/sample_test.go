package layout

import (
	"flag"
	"os"
	"strconv"
	"testing"
)

var sampleOut = flag.String("sample", "", "write the sample book as PDF to this file, and a page of every canvas call to FILE.canvas.pdf, to look at")

// drawPlaceholder draws a 9x9 grid with thick box lines and a few digits,
// standing in for a puzzle kind's Draw.
func drawPlaceholder(seed int) func(c Canvas, area Rect) {
	return func(c Canvas, area Rect) {
		cell := area.W / 9
		thin := Stroke{Width: max(0.75, cell/40), Gray: 0.35}
		thick := Stroke{Width: max(1.5, cell/14), Gray: Black}
		for i := 1; i < 9; i++ {
			s := thin
			if i%3 == 0 {
				s = thick
			}
			x, y := area.X+float64(i)*cell, area.Y+float64(i)*cell
			c.Line(Point{x, area.Y}, Point{x, area.Y + area.H}, s)
			c.Line(Point{area.X, y}, Point{area.X + area.W, y}, s)
		}
		c.Rect(area, nil, thick)
		f := Font{Face: Regular, Size: cell * 0.6}
		for k := range 25 {
			i := (k*7 + seed*5) % 81
			r, col := i/9, i%9
			x := area.X + (float64(col)+0.5)*cell
			y := area.Y + (float64(r)+0.5)*cell + CapHeight(f)/2
			c.Text(x, y, strconv.Itoa(1+(i+seed)%9), f, AlignCenter)
		}
	}
}

// sampleBook is a small book of placeholder grids: two puzzle sections
// with 2 and 1 per page and an answer key 6 to a page.
func sampleBook() Book {
	items := func(n, from int, note string) []Item {
		out := make([]Item, n)
		for i := range out {
			out[i] = Item{Label: "Puzzle " + strconv.Itoa(from+i), Note: note, Draw: drawPlaceholder(from + i)}
		}
		return out
	}
	answers := items(7, 1, "")
	return Book{
		Meta: Meta{Title: "Sudoku for the Weekend", Subtitle: "Seven puzzles, easy to hard", Author: "Puzzlebook"},
		Page: PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch},
		Puzzles: []Section{
			{Title: "Easy Sudoku", PerPage: 2, Items: items(5, 1, "Easy")},
			{Title: "Hard Sudoku", PerPage: 1, Items: items(2, 6, "Hard")},
		},
		Answers: []Section{{Title: "Answers", PerPage: 6, Items: answers}},
	}
}

func TestSampleBook(t *testing.T) {
	if *sampleOut == "" {
		t.Skip("no -sample file given")
	}
	b := sampleBook()
	if err := os.WriteFile(*sampleOut, writePDF(t, Compose(b), b.Page, b.Meta), 0o644); err != nil {
		t.Fatal(err)
	}
	every := Composed{Pages: []Page{{Draw: drawEverything}}}
	if err := os.WriteFile(*sampleOut+".canvas.pdf", writePDF(t, every, testSpec, Meta{}), 0o644); err != nil {
		t.Fatal(err)
	}
}
