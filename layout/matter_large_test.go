package layout_test

import (
	"maps"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

// matterPages composes a book with a dedication, an introduction of
// three paragraphs too long for a page and a notes page, in the type
// scale typ, and returns it with the number of pages the introduction
// takes.
func matterPages(t *testing.T, typ layout.Type) (layout.Composed, int) {
	t.Helper()
	para := strings.Repeat("Puzzles are a fine way to spend an evening. ", 40)
	b := layout.Book{
		Type: typ,
		Meta: layout.Meta{Title: "Book"}, Page: layout.PageSpec{Width: 432, Height: 648, Margin: 36}, Contents: true,
		Puzzles: []layout.Section{{Title: "Sudoku", PerPage: 1, Items: layout.ScaledItems(2, 9, 0.5), Grid: grid9}},
		Front: []layout.Matter{
			{Paras: []string{"*For Ann, who finished first.*"}, Centred: true},
			{Title: "Introduction", Paras: []string{para, para, "The end."}},
		},
		Back: []layout.Matter{{Title: "Notes", Lines: true}},
	}
	c := layout.Compose(b)
	intro := 0
	for p := 1; p <= len(c.Pages); p++ {
		if strings.Contains(pageText(c, p), "evening.") {
			intro++
		}
	}
	return c, intro
}

// ruleY finds the y of every grey rule a Recorder records (the ruled
// lines of a notes page).
var ruleY = regexp.MustCompile(`(?m)^line [0-9.]+,([0-9.]+) -> .* gray=0\.60$`)

// ruleStep is the least distance between the ruled lines of the last
// page of c.
func ruleStep(t *testing.T, c layout.Composed) float64 {
	t.Helper()
	var r draw.Recorder
	c.Pages[len(c.Pages)-1].Draw(&r)
	var ys []float64
	for _, m := range ruleY.FindAllStringSubmatch(r.String(), -1) {
		y, _ := strconv.ParseFloat(m[1], 64)
		ys = append(ys, y)
	}
	if len(ys) < 5 {
		t.Fatalf("notes page: %d ruled lines, want it ruled:\n%s", len(ys), r.String())
	}
	least := ys[1] - ys[0]
	for i := 2; i < len(ys); i++ {
		least = min(least, ys[i]-ys[i-1])
	}
	return least
}

// TestMatterLargePrint composes the same extra pages in the usual print
// and in large print: in large print every text on them is at 14 pt or
// more (the headings larger than the text), the introduction runs on
// to more pages, the contents point at the pages things are on, the
// notes page's lines are spaced as much wider as the text is larger,
// and preflight, which holds a large-print book to 14 pt, finds
// nothing.
func TestMatterLargePrint(t *testing.T) {
	usual, usualIntro := matterPages(t, layout.Type{})
	large, largeIntro := matterPages(t, layout.LargePrint)
	if largeIntro <= usualIntro {
		t.Errorf("the introduction takes %d pages in large print and %d in the usual print, want more in large print", largeIntro, usualIntro)
	}
	for p := range large.Pages {
		var r layout.Recorder
		if d := large.Pages[p].Draw; d != nil {
			d(&r)
		}
		for _, tb := range r.Texts() {
			if tb.Font.Size < layout.LargePrint.MinText-1e-9 {
				t.Errorf("page %d: %q is %.3g pt, want at least %g pt", p+1, tb.Text, tb.Font.Size, layout.LargePrint.MinText)
			}
			if (tb.Text == "Introduction" || tb.Text == "Notes") && tb.Font.Face == draw.Bold && tb.Font.Size <= layout.LargePrint.MinText {
				t.Errorf("page %d: heading %q is %.3g pt, want it larger than the text", p+1, tb.Text, tb.Font.Size)
			}
		}
	}
	first := 0
	for p := 1; p <= len(large.Pages); p++ {
		if strings.Contains(pageText(large, p), "Puzzle 1") {
			first = p
			break
		}
	}
	if contents := pageText(large, 3); !strings.Contains(contents, "Introduction\n4\n") || !strings.Contains(contents, "Sudoku\n"+strconv.Itoa(first)+"\n") {
		t.Errorf("contents %q: want the introduction at page 4 and the Sudoku at page %d", contents, first)
	}
	if got, want := ruleStep(t, large), ruleStep(t, usual)*layout.LargePrint.MinText/11; got < want-0.02 { // the record rounds to 0.01 pt
		t.Errorf("notes lines %.3g pt apart in large print, want %.3g (%.3g in the usual print)", got, want, ruleStep(t, usual))
	}
	if err := preflight.Book(large).Err(); err != nil {
		t.Error(err)
	}
}

// TestMatterEmphasisPage composes a page whose paragraph emphasises
// words inside it, wrapped over several lines: exactly the marked words
// are drawn in italic and in bold (the drawing record), the rest in the
// plain face, every line's ink stays within the text width, and
// preflight finds no text over text where the faces change.
func TestMatterEmphasisPage(t *testing.T) {
	para := strings.Repeat("Welcome to *these* puzzles, each with **exactly one** solution. ", 6) + "Read *slowly*, then **solve**!"
	for _, typ := range []layout.Type{{}, layout.LargePrint} {
		b := layout.Book{
			Type: typ, Page: layout.PageSpec{Width: 432, Height: 648, Margin: 36},
			Front: []layout.Matter{{Title: "Introduction", Paras: []string{para}}},
		}
		c := layout.Compose(b)
		var r layout.Recorder
		c.Pages[0].Draw(&r)
		words := map[draw.Face]map[string]int{}
		for _, tb := range r.Texts() {
			if tb.Text == "Introduction" || tb.Text == "1" {
				continue
			}
			if words[tb.Font.Face] == nil {
				words[tb.Font.Face] = map[string]int{}
			}
			for _, w := range strings.Fields(tb.Text) {
				words[tb.Font.Face][w]++
			}
			if tb.Ink.X < 36-1e-6 || tb.Ink.X+tb.Ink.W > 432-36+1e-6 {
				t.Errorf("%v: %q has ink from %.2f to %.2f, want it within 36 to 396", typ, tb.Text, tb.Ink.X, tb.Ink.X+tb.Ink.W)
			}
		}
		want := map[draw.Face]map[string]int{
			draw.Italic: {"these": 6, "slowly": 1},
			draw.Bold:   {"exactly": 6, "one": 6, "solve": 1},
		}
		for face, ws := range want {
			if !maps.Equal(words[face], ws) {
				t.Errorf("%v: face %d sets %v, want %v", typ, face, words[face], ws)
			}
		}
		for w := range words[draw.Regular] {
			if strings.ContainsAny(w, "*") || w == "these" || w == "exactly" || w == "solve" {
				t.Errorf("%v: %q in the plain face", typ, w)
			}
		}
		if err := preflight.Book(c).Err(); err != nil {
			t.Errorf("%v: %v", typ, err)
		}
	}
}

// TestFootUnderGrid lays out one 9x9 grid a page on 6x9 pages, where
// the page's width sets the grid's size, with and without a Foot (a
// large-print time box's band): the item's area grows by the band under
// a grid as wide as without it, and preflight finds the page clean.
func TestFootUnderGrid(t *testing.T) {
	area := func(foot float64) draw.Rect {
		var got draw.Rect
		it := layout.Item{Label: "Puzzle 1", Draw: func(c draw.Canvas, a draw.Rect) {
			got = a
			c.Rect(draw.Rect{X: a.X, Y: a.Y, W: a.W, H: a.H - foot}.Inset(draw.GridBorder/2), nil, draw.Stroke{Width: draw.GridBorder})
		}}
		g := grid9
		g.Foot = foot
		b := layout.Book{
			Type: layout.LargePrint, Page: layout.PageSpec{Width: 432, Height: 648, Margin: 36},
			Puzzles: []layout.Section{{Title: "Sudoku", PerPage: 1, Items: []layout.Item{it}, Grid: g}},
		}
		c := layout.Compose(b)
		var r layout.Recorder
		c.Pages[0].Draw(&r)
		if err := preflight.Book(c).Err(); err != nil {
			t.Errorf("foot %g: %v", foot, err)
		}
		return got
	}
	plain, footed := area(0), area(21)
	if footed.W != plain.W || footed.H != plain.H+21 {
		t.Errorf("with a 21 pt foot the area is %.4gx%.4g, want %.4gx%.4g: the grid as wide and the band under it", footed.W, footed.H, plain.W, plain.H+21)
	}
}
