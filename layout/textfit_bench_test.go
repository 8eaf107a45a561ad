package layout

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// BenchmarkLongSectionTitle lays out and draws a book of 20 puzzles, two
// to a page, whose section title is 1,000 or 4,000 words long: the title
// is fitted on every page's running header, in the contents and over the
// answers, so the time per word says whether fitting text is linear in
// its length (about 4 times as long for 4 times the words) or quadratic
// (about 16 times).
func BenchmarkLongSectionTitle(b *testing.B) {
	for _, words := range []int{1_000, 4_000} {
		title := strings.TrimSpace(strings.Repeat("Puzzles ", words))
		items := make([]Item, 20)
		for i := range items {
			items[i] = Item{Label: fmt.Sprintf("Puzzle %d", i+1), Draw: layouttest.Placeholder(i, 9), Cells: 9}
		}
		book := Book{
			Meta:     Meta{Title: "Long"},
			Page:     PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch},
			Contents: true,
			Puzzles:  []Section{{Title: title, PerPage: 2, Items: items}},
			Answers:  []Section{{Title: title, PerPage: 6, Items: items}},
		}
		b.Run(fmt.Sprintf("words-%d", words), func(b *testing.B) {
			for b.Loop() {
				c := Compose(book)
				for _, p := range c.Pages {
					var r Recorder
					p.Draw(&r)
				}
			}
		})
	}
}
