package layout_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/signintech/gopdf"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

// TestHowToRulesNeverCut checks that the rules of a "how to play" page
// are set whole on small pages: they shrink, and the example gives way,
// but no word is left out, and the page passes preflight.Book.
func TestHowToRulesNeverCut(t *testing.T) {
	rules := []string{
		strings.Repeat("Fill in every empty cell so that each row, column and box holds every number once. ", 8),
		strings.Repeat("Every puzzle has exactly one solution, reached by logic alone. ", 3),
		"Look for a row, column or box where only one cell can take a number.",
	}
	for _, size := range []string{"4x6in", "5x8", "a5", "6x9"} {
		t.Run(size, func(t *testing.T) {
			w, h, err := layout.ParsePageSize(size)
			if err != nil {
				t.Fatal(err)
			}
			b := layout.Book{
				Page: layout.PageSpec{Width: w, Height: h, Margin: 0.375 * layout.Inch},
				Puzzles: []layout.Section{{Title: "Easy Sudoku", PerPage: 1, Items: []layout.Item{{Label: "Puzzle 1", Draw: layouttest.Placeholder(1, 4), Cells: 4}},
					HowTo: &layout.HowTo{Title: "How to play Sudoku", Rules: rules,
						Example: layout.Item{Label: "Example", Draw: layouttest.Placeholder(1, 4), Cells: 4},
						Solved:  layout.Item{Label: "Solution", Draw: layouttest.Placeholder(2, 4), Cells: 4}}}},
			}
			c := layout.Compose(b)
			var r layout.Recorder
			c.Pages[0].Draw(&r)
			var drawn []string
			for _, tb := range r.Texts() {
				drawn = append(drawn, strings.Fields(tb.Text)...)
			}
			words := strings.Fields(strings.Join(rules, " "))
			got := strings.Join(drawn, " ")
			if !strings.Contains(got, strings.Join(words, " ")) {
				t.Errorf("%s: the rules were not all drawn in order; got %q", size, got)
			}
			if rep := preflight.Book(c); len(rep.Problems) > 0 {
				t.Errorf("%s: got preflight problems %v, want none", size, rep.Problems)
			}
		})
	}
}

// TestOneLineTextShrinks checks that a section title too long for the
// running header, the contents and a worksheet's heading is set smaller,
// whole, while a size of at least 7pt holds it.
func TestOneLineTextShrinks(t *testing.T) {
	title := "Easy Sudoku for the Whole Family, from Grandparents to Grandchildren"
	b := layout.Book{
		Page:     layout.PageSpec{Width: 5 * layout.Inch, Height: 8 * layout.Inch, Margin: 0.5 * layout.Inch},
		Contents: true,
		Puzzles: []layout.Section{
			{Title: title, PerPage: 1, Items: []layout.Item{{Label: "Puzzle 1", Draw: layouttest.Placeholder(1, 9), Cells: 9}}},
			{Title: title, PerPage: 1, Worksheet: true, Instruction: "Write 1 to 4 once in every row, every column and every box of the grid.",
				Items: []layout.Item{{Label: "Puzzle 2", Draw: layouttest.Placeholder(2, 4), Cells: 4}}},
		},
	}
	c := layout.Compose(b)
	for i, p := range c.Pages {
		if p.Draw == nil {
			continue
		}
		var r layout.Recorder
		p.Draw(&r)
		if strings.Contains(r.String(), "…") {
			t.Errorf("page %d: got text cut with an ellipsis:\n%s", i+1, r.String())
		}
	}
	if rep := preflight.Book(c); len(rep.Problems) > 0 {
		t.Errorf("got preflight problems %v, want none", rep.Problems)
	}
}

// TestComposeHints checks that hints go between the puzzles and the
// answers, under their sections' headings, with an entry in the contents.
func TestComposeHints(t *testing.T) {
	b := layout.SampleBook()
	b.Hints = []layout.HintSection{
		{Title: "Easy Sudoku", Hints: []layout.Hint{{"Puzzle 1", "Row 3 needs a 7 and only r3c5 can take it (hidden single)."}}},
		{Title: "Weekend Challenge", Hints: []layout.Hint{{"Puzzle 6", "r4c5 and r4c9 can only be 1 or 8, so no other cell of row 4 can be either (naked pair)."}}},
	}
	c := layout.Compose(b)
	var contents, hints layout.Recorder
	c.Pages[2].Draw(&contents)
	c.Pages[10].Draw(&hints)
	for _, want := range []string{`"Hints"`, `"11"`} {
		if !strings.Contains(contents.String(), want) {
			t.Errorf("contents: got no %s:\n%s", want, contents.String())
		}
	}
	for _, want := range []string{`"Hints · Easy Sudoku"`, `"Weekend Challenge"`, `"Puzzle 6"`, "hidden single"} {
		if !strings.Contains(hints.String(), want) {
			t.Errorf("page 11: got no %s:\n%s", want, hints.String())
		}
	}
	if got, want := c.AnswerPages[0][0], 12; got != want {
		t.Errorf("got the answers from page %d, want %d, after the hints", got, want)
	}
	if rep := preflight.Book(c); len(rep.Problems) > 0 {
		t.Errorf("got preflight problems %v, want none", rep.Problems)
	}
}

// TestFitComposePreflight composes books whose sections ask for more to a
// page than fits, and checks that they pass preflight.Book, with a note for
// each lowered section: layout.Fit measures with the composer's own slots, on
// the page of the final count, gutter widened. The long book has so many
// pages that its inside margin grows to 0.625in.
func TestFitComposePreflight(t *testing.T) {
	tests := []struct {
		page      string
		count     int
		cells     int
		scale     float64
		worksheet bool
		pod       bool
		notes     int
	}{
		{"6x9", 12, 8, 0.5, false, false, 1},    // the answers drop from 6
		{"5x8", 8, 12, 0.4676, false, true, 2},  // puzzles and answers drop
		{"7x10", 450, 15, 0.48, false, true, 2}, // 450 pages: a wide gutter
		{"letter", 4, 8, 0.48, true, false, 1},  // Numberlink worksheets of 8x8
		{"6x9", 3, 6, 0.6, true, false, 1},      // Sudoku 6x6 worksheets
		{"a4", 5, 7, 0.48, true, true, 1},       // Numberlink 7x7 worksheets
	}
	for _, tt := range tests {
		name := fmt.Sprintf("%s/%dx%d/%d/worksheet-%v", tt.page, tt.cells, tt.cells, tt.count, tt.worksheet)
		t.Run(name, func(t *testing.T) {
			grid := layout.Grid{Rows: tt.cells, Cols: tt.cells, TypeScale: tt.scale}
			b := layout.Book{
				Page:          layout.FitSpec(t, tt.page),
				PrintOnDemand: tt.pod,
				Puzzles: []layout.Section{{Title: "Kids", PerPage: 6, Items: layout.ScaledItems(tt.count, tt.cells, tt.scale), Grid: grid,
					Worksheet: tt.worksheet, Instruction: "Fill the grid."}},
				Answers: []layout.Section{{Title: "Kids — Answers", PerPage: 12, Items: layout.ScaledItems(tt.count, tt.cells, tt.scale), Grid: grid}},
			}
			b.Page.Gutter = 0
			fitted, notes, err := layout.Fit(b)
			if err != nil {
				t.Fatalf("Fit: %v", err)
			}
			c := layout.Compose(b)
			if err := preflight.Book(c).Err(); err != nil {
				t.Fatalf("%v", err)
			}
			if len(c.Notes) != tt.notes || len(notes) != tt.notes {
				t.Errorf("got notes %q from Compose and %q from Fit, want %d", c.Notes, notes, tt.notes)
			}
			if again := layout.Compose(fitted); len(again.Notes) != 0 || len(again.Pages) != len(c.Pages) {
				t.Errorf("composing the fitted book: got notes %q and %d pages, want none and %d", again.Notes, len(again.Pages), len(c.Pages))
			}
		})
	}
}

// TestComposeRegions checks the regions drawItem declares, through the
// Recorder: every text of a puzzle page but the furniture lies in one, the
// grid's digits in the grid, and a label too long for its grid is caught.
func TestComposeRegions(t *testing.T) {
	c := layout.Compose(layout.SampleBook())
	var r layout.Recorder
	c.Pages[4].Draw(&r) // "puzzle page, two per page"
	if got := r.Collisions(); len(got) > 0 {
		t.Errorf("puzzle page: got collisions %v, want none", got)
	}
	regions := map[string]int{}
	for _, tb := range r.Texts() {
		name := tb.Region.What
		if tb.Region.Grid {
			name = "grid"
		}
		regions[name]++
		if tb.Region != (draw.Region{}) && !layouttest.Inside(tb.Ink, tb.Region.Box.Inset(-0.01)) {
			t.Errorf("puzzle page: %q at %+v leaves its region %+v", tb.Text, tb.Ink, tb.Region)
		}
	}
	want := map[string]int{"": 2, "label": 2, "note": 2, "solution reference": 2, "grid": 2 * 27}
	for k, n := range want {
		if regions[k] != n {
			t.Errorf("puzzle page: got %d texts in region %q, want %d (all: %v)", regions[k], k, n, regions)
		}
	}

	// A label wider than its grid is shortened to fit (see drawItem), so
	// it passes; a grid that sets a text wider than itself is reported.
	long := layout.SampleBook()
	long.Puzzles = long.Puzzles[:1]
	long.Puzzles[0].PerPage = 6
	long.Puzzles[0].HowTo = nil
	long.Puzzles[0].Items[0].Label = "Puzzle 1, with a label much too long for the grid under it, on and on and on and on"
	if got := preflight.Book(layout.Compose(long)); got.Err() != nil {
		t.Errorf("a long label: got report\n%s\nwant it shortened to fit", got)
	}
	long.Puzzles[0].Items[0].Label = "Puzzle 1"
	long.Puzzles[0].Items[0].Draw = func(c draw.Canvas, area draw.Rect) {
		c.Text(area.X, area.Y+area.H/2, "a text much too wide for the grid it is set in, on and on and on", draw.Font{Size: 10}, draw.AlignLeft)
	}
	got := preflight.Book(layout.Compose(long)).String()
	for _, w := range []string{
		`page 4: text overflow: Puzzle 1: "a text much too wide for the grid it is set in, on and on and on" runs`,
		`page 4: text overlap: "a text much too wide for the grid it is set in, on and on and on" overlaps`,
	} {
		if !strings.Contains(got, w) {
			t.Errorf("a text wider than its grid: got report\n%s\nwant it to say %q", got, w)
		}
	}
}

// TestPreflightBigBook checks a book of 100 full 9x9 grids and their
// answers, six to a page, has no collisions.
func TestPreflightBigBook(t *testing.T) {
	if err := preflight.Book(layout.Compose(bigBook())).Err(); err != nil {
		t.Error(err)
	}
}

func BenchmarkPreflightBigBook(b *testing.B) {
	c := layout.Compose(bigBook())
	for b.Loop() {
		preflight.Book(c)
	}
}

// TestPreflightClean checks the sample book passes in several geometries.
func TestPreflightClean(t *testing.T) {
	for _, spec := range []layout.PageSpec{
		{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Margin: 0.5 * layout.Inch, Gutter: 0.125 * layout.Inch},
		{Width: 8.5 * layout.Inch, Height: 11 * layout.Inch, Margin: layout.MinMargin},
		{Width: 148 * layout.Millimetre, Height: 210 * layout.Millimetre, Margin: layout.MinMarginBleed, Bleed: layout.BleedWidth},
	} {
		b := layout.SampleBook()
		b.Page = spec
		c := layout.Compose(b)
		r := preflight.Book(c)
		r.CheckPDF(layout.WritePDF(t, c, spec, b.Meta), 0)
		if err := r.Err(); err != nil {
			t.Errorf("sample book on %+v: %v", spec, err)
		}
	}
}

// TestWorksheetSizes lays 4x4 and 6x6 grids out as worksheets on small
// and large trims, 1 to 4 to a page, and checks every cell is at least
// layout.MinWorksheetCell and every digit at least layout.MinWorksheetText (drawing
// digits at 0.6 of the cell, as Sudoku does).
func TestWorksheetSizes(t *testing.T) {
	for _, size := range []string{"6x9", "8x10", "8.5x11", "a4", "a5"} {
		w, h, _ := layout.ParsePageSize(size)
		spec := layout.PageSpec{Width: w, Height: h, Margin: 0.5 * layout.Inch}
		for _, n := range []int{4, 6} {
			for per := 1; per <= 6; per++ {
				name := fmt.Sprintf("%s %dx%d %d per page", size, n, n, per)
				t.Run(name, func(t *testing.T) {
					var cells []float64
					items := make([]layout.Item, 4)
					for i := range items {
						items[i] = layout.Item{Label: fmt.Sprint("Puzzle ", i+1), Cells: n, Draw: func(c draw.Canvas, a draw.Rect) {
							cells = append(cells, a.W/float64(n))
							f := draw.Font{Face: draw.Bold, Size: 0.6 * a.W / float64(n)}
							c.Text(a.X+a.W/2, a.Y+a.H/2, "3", f, draw.AlignCenter)
						}}
					}
					c := layout.Compose(layout.Book{Page: spec, Puzzles: []layout.Section{{Title: "Kids", PerPage: per, Items: items, Worksheet: true, Instruction: "Fill the grid."}}})
					r := preflight.Book(c)
					if err := r.Err(); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					onFirst := 0
					for _, p := range c.PuzzlePages[0] {
						if p == 1 {
							onFirst++
						}
					}
					if onFirst > min(per, layout.MaxWorksheetItems) {
						t.Errorf("%s: got %d puzzles on the first page, want at most %d", name, onFirst, min(per, layout.MaxWorksheetItems))
					}
					asked := min(per, layout.MaxWorksheetItems)
					if lowered := onFirst < asked; lowered != (len(c.Notes) == 1) {
						t.Errorf("%s: %d of %d asked on the first page, got notes %q", name, onFirst, asked, c.Notes)
					} else if lowered && !strings.Contains(c.Notes[0], fmt.Sprintf("Kids: %d puzzle", onFirst)) ||
						lowered && !strings.Contains(c.Notes[0], fmt.Sprintf("to a worksheet, not %d", asked)) {
						t.Errorf("%s: got note %q, want it to say %d, not %d", name, c.Notes[0], onFirst, asked)
					}
					for _, cell := range cells {
						if cell < layout.MinWorksheetCell && onFirst > 1 {
							t.Errorf("%s: got %.1fpt cells with %d to a page, want at least %dpt", name, cell, onFirst, layout.MinWorksheetCell)
						}
					}
				})
			}
		}
	}
}

func TestCheckPDFViolations(t *testing.T) {
	spec := layout.PageSpec{Width: 432, Height: 648, Margin: 36}
	good := layout.WritePDF(t, layout.Composed{Pages: []layout.Page{{Draw: layout.DrawEverything}}}, spec, layout.Meta{Title: "T"})
	tests := []struct {
		name string
		pdf  []byte
		pod  bool
		spec layout.PageSpec
		want string
	}{
		{"font not embedded", bytes.ReplaceAll(good, []byte("/FontFile2 "), []byte("/FontFileX ")), false, spec, "fonts: font descriptor"},
		{"RGB ink", rawPDF(t, func(pdf *gopdf.GoPdf) {
			pdf.SetFillColor(200, 0, 0)
			pdf.RectFromUpperLeftWithStyle(10, 10, 50, 50, "F")
		}), false, spec, `ink: the content stream sets a colour with "rg"`},
		{"CMYK ink", rawPDF(t, func(pdf *gopdf.GoPdf) { pdf.SetStrokeColorCMYK(0, 0, 0, 100) }), false, spec, `"K"`},
		{"bookmarks", rawPDF(t, func(pdf *gopdf.GoPdf) { pdf.AddOutline("Chapter 1") }), true, spec, "bookmarks: the catalog has an outline"},
		{"metadata", good, true, spec, "metadata: the file has document info"},
		{"no bleed box", good, false, layout.PageSpec{Width: 432, Height: 648, Margin: 36, Bleed: layout.BleedWidth}, "page 1: boxes: no BleedBox"},
		{"not a pdf", []byte("hello"), false, spec, "pdf: no startxref"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &preflight.Report{Spec: tt.spec, PrintOnDemand: tt.pod}
			r.CheckPDF(tt.pdf, 0)
			if got := r.String(); !strings.Contains(got, tt.want) {
				t.Errorf("%s: got report\n%s\nwant it to say %q", tt.name, got, tt.want)
			}
		})
	}
	r := &preflight.Report{Spec: spec}
	r.CheckPDF(good, 0)
	if err := r.Err(); err != nil {
		t.Errorf("a PDF from WritePDF: got %v, want no problems", err)
	}
}

func FuzzCheckPDF(f *testing.F) {
	spec := layout.PageSpec{Width: 432, Height: 648, Margin: 36}
	var buf bytes.Buffer
	if err := (layout.PDF{}).Write(&buf, layout.Composed{Pages: []layout.Page{{Draw: layout.DrawEverything}}}, spec, layout.Meta{}); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("xref\n0 1\n-5 00000 n \ntrailer\nstartxref\n0\n%%EOF\n"))
	f.Add([]byte("%PDF-1.7\n1 0 obj\n<</Length 99999>>stream\nx\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\nstartxref\n49\n%%EOF\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &preflight.Report{Spec: spec, PrintOnDemand: true}
		r.CheckPDF(data, 0) // must not panic, whatever the bytes
		_ = r.String()
	})
}

func BenchmarkPreflight(b *testing.B) {
	c := layout.Compose(layout.SampleBook())
	for b.Loop() {
		preflight.Book(c)
	}
}

func BenchmarkCheckPDF(b *testing.B) {
	bk := layout.SampleBook()
	c := layout.Compose(bk)
	var buf bytes.Buffer
	if err := (layout.PDF{}).Write(&buf, c, bk.Page, bk.Meta); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		r := preflight.Book(c)
		r.CheckPDF(buf.Bytes(), 0)
	}
}

func TestPDFBoxes(t *testing.T) {
	b := layout.SampleBook()
	b.Page = layout.PageSpec{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Margin: layout.MinMarginBleed, Bleed: layout.BleedWidth}
	b.PrintOnDemand = true
	c := layout.Compose(b)
	data := layout.WritePDF(t, c, b.Page, b.Meta)
	pages := layouttest.PageBoxes(t, data)
	if len(pages) != 24 {
		t.Fatalf("6x9 print-on-demand sample: got %d pages, want 24", len(pages))
	}
	want := []map[string]string{
		{"Media": "0 0 441.00 666.00", "Trim": "0.00 9.00 432.00 657.00", "Bleed": "0 0 441.00 666.00"},
		{"Media": "0 0 441.00 666.00", "Trim": "9.00 9.00 441.00 657.00", "Bleed": "0 0 441.00 666.00"},
	}
	for i, p := range pages {
		w := want[i%2]
		for _, k := range []string{"Media", "Trim", "Bleed"} {
			if p[k] != w[k] {
				t.Errorf("page %d: got %sBox [%s], want [%s]", i+1, k, p[k], w[k])
			}
		}
	}
	path := filepath.Join(t.TempDir(), "bleed.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	layouttest.QpdfCheck(t, path)
	if n := layouttest.RenderPDF(t, path); n >= 0 && n != 24 {
		t.Errorf("pdftoppm rendered %d pages, want 24", n)
	}
	r := preflight.Book(c)
	r.CheckPDF(data, 0)
	if err := r.Err(); err != nil {
		t.Errorf("6x9 print-on-demand sample: %v", err)
	}
	if bytes.Contains(data, []byte("/Info")) {
		t.Errorf("print-on-demand PDF: got document info, want none")
	}
}

// rawPDF writes a one-page PDF with gopdf directly, letting edit break a
// print rule the backend never breaks.
func rawPDF(t *testing.T, edit func(pdf *gopdf.GoPdf)) []byte {
	t.Helper()
	pdf := &gopdf.GoPdf{}
	pdf.Start(gopdf.Config{PageSize: gopdf.Rect{W: 432, H: 648}, Unit: gopdf.UnitPT})
	pdf.AddPageWithOption(gopdf.PageOption{PageSize: &gopdf.Rect{W: 432, H: 648}, TrimBox: &gopdf.Box{Left: 0, Top: 0, Right: 432, Bottom: 648}})
	pdf.SetLineWidth(1)
	pdf.SetGrayStroke(0)
	edit(pdf)
	pdf.Line(50, 50, 100, 100)
	var buf bytes.Buffer
	if _, err := pdf.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// bigBook is 100 9x9 puzzles one to a page, with full answers six to a
// page: 120 pages, the answer pages with about 500 texts each.
func bigBook() layout.Book {
	b := layout.SampleBook()
	items := make([]layout.Item, 100)
	for i := range items {
		items[i] = layout.Item{Label: "Puzzle " + strconv.Itoa(i+1), Note: "Hard", Draw: fullGrid(i), Cells: 9}
	}
	b.Puzzles = []layout.Section{{Title: "Sudoku", Grade: "Hard", PerPage: 1, Items: items}}
	b.Answers = []layout.Section{{Title: "Answers", PerPage: 6, Items: items}}
	return b
}

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
