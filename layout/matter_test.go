package layout_test

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

// pageText is every text drawn on page p of c, one line each.
func pageText(c layout.Composed, p int) string {
	var r layout.Recorder
	if d := c.Pages[p-1].Draw; d != nil {
		d(&r)
	}
	var b strings.Builder
	for _, t := range r.Texts() {
		b.WriteString(t.Text + "\n")
	}
	return b.String()
}

// grid9 is a 9x9 grid whose type is half its cell.
var grid9 = layout.Grid{Rows: 9, Cols: 9, TypeScale: 0.5}

// TestMatterComposed composes a book with extra pages before and after
// its puzzles: each takes one page in its place, prints its text (its
// emphasis marks dropped, an italic word in italic, a bold paragraph in
// bold), the contents list
// the titled ones at their pages, a notes page is ruled, and every page
// passes preflight.
func TestMatterComposed(t *testing.T) {
	b := layout.Book{
		Meta: layout.Meta{Title: "Book"}, Page: layout.PageSpec{Width: 432, Height: 648, Margin: 36}, Contents: true,
		Puzzles: []layout.Section{{Title: "Sudoku", PerPage: 2, Items: layout.ScaledItems(4, 9, 0.5), Grid: grid9}},
		Answers: []layout.Section{{Title: "Sudoku", PerPage: 6, Items: layout.ScaledItems(4, 9, 0.5), Grid: grid9}},
		Front: []layout.Matter{
			{Paras: []string{"*For Ann*"}, Centred: true},
			{Title: "Introduction", Paras: []string{"Welcome to *these* puzzles.", "**Never guess.**"}},
		},
		Back: []layout.Matter{{Title: "Notes", Lines: true}, {Title: "About the author", Paras: []string{"Ann writes."}}},
	}
	c := layout.Compose(b)
	// Title, dedication, contents, intro, 2 puzzle pages, 1 answer page, notes, about.
	want := []string{"Book", "For Ann", "Contents", "Welcome to \nthese\n puzzles.", "Puzzle", "Puzzle", "Answers", "Notes", "Ann writes."}
	if len(c.Pages) != len(want) {
		t.Fatalf("%d pages, want %d", len(c.Pages), len(want))
	}
	for i, w := range want {
		if got := pageText(c, i+1); !strings.Contains(got, w) {
			t.Errorf("page %d: %q, want %q on it", i+1, got, w)
		}
	}
	contents := pageText(c, 3)
	for _, e := range []string{"Introduction\n4\n", "Sudoku\n5\n", "Answers\n7\n", "Notes\n8\n", "About the author\n9\n"} {
		if !strings.Contains(contents, e) {
			t.Errorf("contents %q: want the entry %q", contents, e)
		}
	}
	var intro draw.Recorder
	c.Pages[3].Draw(&intro)
	if !strings.Contains(intro.String(), `"Never guess." bold`) || !strings.Contains(intro.String(), `"these" italic`) {
		t.Errorf("intro page: want the bold paragraph in bold and the italic word in italic:\n%s", intro.String())
	}
	var rec draw.Recorder
	c.Pages[7].Draw(&rec)
	if n := strings.Count(rec.String(), "line"); n < 10 {
		t.Errorf("notes page: %d lines drawn, want it ruled:\n%s", n, rec.String())
	}
	if err := preflight.Book(c).Err(); err != nil {
		t.Error(err)
	}
}

// TestAnswerBookPOD composes a print-on-demand book with its answers
// apart: the answer book has a title page and the copyright page, at
// least MinPODPages pages, an even count, is marked for print on demand
// (no metadata in its PDF) and passes preflight's rules for it.
func TestAnswerBookPOD(t *testing.T) {
	b := layout.Book{
		Meta:          layout.Meta{Title: "Book", Copyright: []string{"Copyright Ann."}},
		Page:          layout.PageSpec{Width: 432, Height: 648, Margin: 36},
		PrintOnDemand: true, AnswerBook: true,
		Puzzles: []layout.Section{{Title: "Sudoku", PerPage: 2, Items: layout.ScaledItems(4, 9, 0.5), Grid: grid9}},
		Answers: []layout.Section{{Title: "Sudoku", PerPage: 6, Items: layout.ScaledItems(4, 9, 0.5), Grid: grid9}},
	}
	a := layout.Compose(b).AnswerBook
	if a == nil {
		t.Fatal("no answer book")
	}
	if got := pageText(*a, 1); !strings.Contains(strings.Join(strings.Fields(got), " "), "Answers to Book") {
		t.Errorf("answer book page 1: %q, want its title page", got)
	}
	if got := pageText(*a, 2); !strings.Contains(got, "Copyright Ann.") {
		t.Errorf("answer book page 2: %q, want the copyright page", got)
	}
	if n := len(a.Pages); n < layout.MinPODPages || n%2 != 0 || !a.PrintOnDemand {
		t.Errorf("answer book: %d pages, print on demand %v; want an even count of at least %d, for print on demand", n, a.PrintOnDemand, layout.MinPODPages)
	}
	if err := preflight.Book(*a).Err(); err != nil {
		t.Error(err)
	}
}

// TestMatterRunsOn composes an introduction too long for a page: it runs
// on to the pages after, every word printed once, the contents pointing
// at its first page and the puzzles after its last, and preflight finds
// nothing out of the safe area.
func TestMatterRunsOn(t *testing.T) {
	para := strings.Repeat("Puzzles are a fine way to spend an evening. ", 40)
	b := layout.Book{
		Meta: layout.Meta{Title: "Book"}, Page: layout.PageSpec{Width: 360, Height: 576, Margin: 36}, Contents: true,
		Puzzles: []layout.Section{{Title: "Sudoku", PerPage: 2, Items: layout.ScaledItems(2, 9, 0.5), Grid: grid9}},
		Front:   []layout.Matter{{Title: "Introduction", Paras: []string{para, para, "The end."}}},
	}
	c := layout.Compose(b)
	var words int
	last := 0
	for p := 3; p <= len(c.Pages); p++ {
		text := pageText(c, p)
		if strings.Contains(text, "Puzzle 1") {
			last = p - 1
			break
		}
		words += strings.Count(text, "evening.")
	}
	if last < 4 {
		t.Fatalf("introduction ends on page %d: want it to run on past page 3", last)
	}
	if words != 80 || !strings.Contains(pageText(c, last), "The end.") {
		t.Errorf("introduction on pages 3-%d: %d of 80 sentences, the last on page %d: want every one, in order", last, words, last)
	}
	if !strings.Contains(pageText(c, 2), "Introduction\n3\n") {
		t.Errorf("contents %q: want the introduction at page 3", pageText(c, 2))
	}
	if err := preflight.Book(c).Err(); err != nil {
		t.Error(err)
	}
}

// TestMatterBreaksLongWords sets a word wider than the page, in text
// and centred as a dedication: it is broken between characters into
// lines inside the safe area.
func TestMatterBreaksLongWords(t *testing.T) {
	url := "Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsgesellschaft"
	b := layout.Book{
		Page:  layout.PageSpec{Width: 288, Height: 657, Margin: 45},
		Front: []layout.Matter{{Title: "Also by", Paras: []string{"See " + url + " for more."}}, {Paras: []string{url}, Centred: true}},
	}
	c := layout.Compose(b)
	for p := 1; p <= 2; p++ {
		if got := strings.ReplaceAll(pageText(c, p), "\n", ""); !strings.Contains(got, url) {
			t.Errorf("page %d text %q: want the whole word", p, got)
		}
	}
	if err := preflight.Book(c).Err(); err != nil {
		t.Error(err)
	}
}
