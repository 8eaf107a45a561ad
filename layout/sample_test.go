package layout

import (
	"flag"
	"os"
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

var sampleOut = flag.String("sample", "", "write the sample book as PDF to this file, and a page of every canvas call to FILE.canvas.pdf, to look at")

// sampleBook is a small book of placeholder grids with every kind of
// page: title, copyright, contents, how to play, two puzzle sections with
// 2 and 1 per page, a worksheet section, and an answer key 6 to a page.
func sampleBook() Book {
	items := func(k, from, n int, note string) []Item {
		out := make([]Item, k)
		for i := range out {
			out[i] = Item{Label: "Puzzle " + strconv.Itoa(from+i), Note: note, Draw: layouttest.Placeholder(from+i, n), Cells: n}
		}
		return out
	}
	return Book{
		Meta: Meta{
			Title: "Sudoku for the Weekend", Subtitle: "Nine puzzles, easy to hard", Author: "Puzzlebook",
			Copyright: []string{"Copyright © 2025 Puzzlebook. All rights reserved.", "Every puzzle has exactly one solution.",
				"Set in Lato. Every puzzle is graded by the hardest technique a person needs to solve it, and printed on demand."},
		},
		Page:     PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch},
		Contents: true,
		Puzzles: []Section{
			{Title: "Easy Sudoku", Grade: "Easy", PerPage: 2, Items: items(5, 1, 9, "Easy"), HowTo: &HowTo{
				Title: "How to play Sudoku",
				Rules: []string{
					"Fill in the grid so that every row, every column and every 3x3 box holds the numbers 1 to 9 once each.",
					"Every puzzle has exactly one solution.",
				},
				Example: Item{Label: "Example", Draw: layouttest.Placeholder(1, 4)},
				Solved:  Item{Label: "Solution", Draw: layouttest.Placeholder(2, 4)},
			}},
			{Title: "Weekend Challenge", Grade: "Hard", PerPage: 1, Items: items(2, 6, 9, "Hard")},
			{Title: "Kids' Corner", Grade: "Easy", PerPage: 2, Items: items(2, 8, 4, ""), Worksheet: true,
				Instruction: "Write 1 to 4 once in every row, column and box."},
		},
		Answers: []Section{
			{Title: "Easy Sudoku", PerPage: 6, Items: items(5, 1, 9, "")},
			{Title: "Weekend Challenge", PerPage: 6, Items: items(2, 6, 9, "")},
			{Title: "Kids' Corner", PerPage: 9, Items: items(2, 8, 4, "")},
		},
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
