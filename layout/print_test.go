package layout

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/signintech/gopdf"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

func TestMinInside(t *testing.T) {
	tests := []struct {
		pages int
		want  float64 // inches
	}{
		{1, 0.375}, {24, 0.375}, {150, 0.375},
		{151, 0.5}, {300, 0.5},
		{301, 0.625}, {500, 0.625},
		{501, 0.75}, {700, 0.75},
		{701, 0.875}, {828, 0.875}, {900, 0.875},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.pages), func(t *testing.T) {
			if got := MinInside(tt.pages) / Inch; got != tt.want {
				t.Errorf("MinInside(%d): got %gin, want %gin", tt.pages, got, tt.want)
			}
		})
	}
}

func TestForPages(t *testing.T) {
	s := PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.25 * Inch}
	tests := []struct {
		name   string
		spec   PageSpec
		pages  int
		gutter float64 // inches
	}{
		{"thin book widens the gutter", s, 100, 0.125},
		{"300 pages", s, 300, 0.25},
		{"828 pages", s, 828, 0.625},
		{"a wide gutter is kept", PageSpec{Width: 432, Height: 648, Margin: 36, Gutter: 36}, 400, 0.5},
		{"a wide margin needs no gutter", PageSpec{Width: 432, Height: 648, Margin: 36}, 120, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.spec.ForPages(tt.pages)
			if math.Abs(got.Gutter/Inch-tt.gutter) > 1e-9 {
				t.Errorf("%s: got gutter %gin, want %gin", tt.name, got.Gutter/Inch, tt.gutter)
			}
			if got.Inside() < MinInside(tt.pages)-1e-9 {
				t.Errorf("%s: got inside margin %gin, want at least %gin", tt.name, got.Inside()/Inch, MinInside(tt.pages)/Inch)
			}
		})
	}
}

func TestPaddedPages(t *testing.T) {
	tests := []struct {
		pages int
		pod   bool
		want  int
	}{
		{1, false, 2}, {2, false, 2}, {13, false, 14}, {0, false, 0},
		{1, true, 24}, {23, true, 24}, {24, true, 24}, {25, true, 26}, {101, true, 102},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d pod=%v", tt.pages, tt.pod), func(t *testing.T) {
			if got := PaddedPages(tt.pages, tt.pod); got != tt.want {
				t.Errorf("PaddedPages(%d, %v): got %d, want %d", tt.pages, tt.pod, got, tt.want)
			}
		})
	}
}

// TestBleedGeometry checks sheet sizes, where the trim lies on odd and
// even sheets, and the mirrored safe areas, for the common trims.
func TestBleedGeometry(t *testing.T) {
	for _, size := range []string{"6x9", "8x10", "8.5x11", "a4", "a5", "7.5x9.25in"} {
		w, h, err := ParsePageSize(size)
		if err != nil {
			t.Fatal(err)
		}
		s := PageSpec{Width: w, Height: h, Margin: MinMarginBleed, Gutter: 0.25 * Inch, Bleed: BleedWidth}
		t.Run(size, func(t *testing.T) {
			if err := s.Validate(); err != nil {
				t.Fatalf("%s: %v", size, err)
			}
			sw, sh := s.Sheet()
			if sw != w+9 || sh != h+18 {
				t.Errorf("%s: got sheet %gx%g, want %gx%g (0.125in on the top, bottom and outside)", size, sw, sh, w+9, h+18)
			}
			if got, want := s.TrimOn(1), (draw.Rect{X: 0, Y: 9, W: w, H: h}); got != want {
				t.Errorf("%s odd page: got trim %+v, want %+v (bleed on the right)", size, got, want)
			}
			if got, want := s.TrimOn(2), (draw.Rect{X: 9, Y: 9, W: w, H: h}); got != want {
				t.Errorf("%s even page: got trim %+v, want %+v (bleed on the left)", size, got, want)
			}
			odd, even := s.SafeOn(3), s.SafeOn(4)
			inside := s.Margin + s.Gutter
			if got := odd.X - s.TrimOn(3).X; got != inside {
				t.Errorf("%s odd page: got left margin %g, want the inside margin %g", size, got, inside)
			}
			if got := s.TrimOn(3).X + w - (odd.X + odd.W); got != s.Margin {
				t.Errorf("%s odd page: got right margin %g, want %g", size, got, s.Margin)
			}
			if got := even.X - s.TrimOn(4).X; got != s.Margin {
				t.Errorf("%s even page: got left margin %g, want %g", size, got, s.Margin)
			}
			if got := s.TrimOn(4).X + w - (even.X + even.W); math.Abs(got-inside) > 1e-9 {
				t.Errorf("%s even page: got right margin %g, want the inside margin %g", size, got, inside)
			}
			if odd.Y != 9+s.Margin || even.Y != odd.Y || odd.H != h-2*s.Margin {
				t.Errorf("%s: got safe areas %+v and %+v, want top at %g and height %g", size, odd, even, 9+s.Margin, h-2*s.Margin)
			}
		})
	}
}

func TestPageSpecMargins(t *testing.T) {
	tests := []struct {
		name string
		spec PageSpec
		want string
	}{
		{"quarter inch", PageSpec{Width: 432, Height: 648, Margin: 18}, ""},
		{"too narrow", PageSpec{Width: 432, Height: 648, Margin: 17}, "at least 0.25in"},
		{"bleed needs 0.375in", PageSpec{Width: 432, Height: 648, Margin: 18, Bleed: BleedWidth}, "at least 0.375in with bleed"},
		{"bleed of 0.375in", PageSpec{Width: 432, Height: 648, Margin: 27, Bleed: BleedWidth}, ""},
		{"odd bleed", PageSpec{Width: 432, Height: 648, Margin: 36, Bleed: 5}, "must be 0 or 9pt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.spec.Validate()
			if tt.want == "" {
				if err != nil {
					t.Errorf("%s: got %v, want no error", tt.name, err)
				}
				return
			}
			checkErr(t, tt.name, err, tt.want)
		})
	}
}

// pageBoxes returns the boxes of every page of a PDF, "Trim: 0.00 9.00 ..."
func pageBoxes(t *testing.T, data []byte) []map[string]string {
	t.Helper()
	all, err := pdf.Boxes(data)
	if err != nil {
		t.Fatalf("read pdf: %v", err)
	}
	var pages []map[string]string
	for _, boxes := range all {
		m := map[string]string{}
		for _, b := range boxes {
			m[strings.TrimSuffix(b.Name, "Box")] = strings.Join(b.Text[:], " ")
		}
		pages = append(pages, m)
	}
	return pages
}

func TestPDFBoxes(t *testing.T) {
	b := sampleBook()
	b.Page = PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: MinMarginBleed, Bleed: BleedWidth}
	b.PrintOnDemand = true
	c := Compose(b)
	data := writePDF(t, c, b.Page, b.Meta)
	pages := pageBoxes(t, data)
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
	qpdfCheck(t, path)
	if n := renderPDF(t, path); n >= 0 && n != 24 {
		t.Errorf("pdftoppm rendered %d pages, want 24", n)
	}
	r := Preflight(c)
	PDF{}.Check(r, data)
	if err := r.Err(); err != nil {
		t.Errorf("6x9 print-on-demand sample: %v", err)
	}
	if bytes.Contains(data, []byte("/Info")) {
		t.Errorf("print-on-demand PDF: got document info, want none")
	}
}

// TestPreflightClean checks the sample book passes in several geometries.
func TestPreflightClean(t *testing.T) {
	for _, spec := range []PageSpec{
		{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch},
		{Width: 8.5 * Inch, Height: 11 * Inch, Margin: MinMargin},
		{Width: 148 * Millimetre, Height: 210 * Millimetre, Margin: MinMarginBleed, Bleed: BleedWidth},
	} {
		b := sampleBook()
		b.Page = spec
		c := Compose(b)
		r := Preflight(c)
		PDF{}.Check(r, writePDF(t, c, spec, b.Meta))
		if err := r.Err(); err != nil {
			t.Errorf("sample book on %+v: %v", spec, err)
		}
	}
}

// oneBadPage is a book of one drawn page (and a blank one) on which draw
// breaks a rule.
func oneBadPage(fn func(c draw.Canvas, safe draw.Rect)) Composed {
	spec := PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch}.ForPages(2)
	return Composed{Spec: spec, Pages: []Page{{Draw: func(c draw.Canvas) { fn(c, spec.SafeOn(1)) }}, {}}}
}

func TestPreflightViolations(t *testing.T) {
	spec := PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch}
	grid := draw.Rect{X: 100, Y: 100, W: 200, H: 200}
	tests := []struct {
		name string
		c    Composed
		want string // in the report
	}{
		{"small type", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Text(s.X+10, s.Y+20, "tiny", draw.Font{Size: 6}, draw.AlignLeft)
		}), `page 1: font size: "tiny" is 6pt`},
		{"hairline", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Line(draw.Point{X: s.X + 10, Y: s.Y + 10}, draw.Point{X: s.X + 100, Y: s.Y + 10}, draw.Stroke{Width: 0.25})
		}), "page 1: line width: a line is 0.25pt wide (a hairline)"},
		{"hairline outline", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Rect(draw.Rect{X: s.X + 10, Y: s.Y + 10, W: 50, H: 50}, nil, draw.Stroke{Width: 0.5})
		}), "line width: a rectangle's outline is 0.5pt"},
		{"text in the margin", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Text(s.X+s.W, s.Y+50, "overhang", draw.Font{Size: 10}, draw.AlignLeft)
		}), `page 1: safe area: "overhang" reaches`},
		{"line into the gutter", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Line(draw.Point{X: s.X - 5, Y: s.Y + 50}, draw.Point{X: s.X + 50, Y: s.Y + 50}, draw.Stroke{Width: 1})
		}), "page 1: safe area: a line reaches"},
		{"square cap past the edge", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Line(draw.Point{X: s.X, Y: s.Y + 50}, draw.Point{X: s.X + 50, Y: s.Y + 50}, draw.Stroke{Width: 2})
		}), "page 1: safe area: a line reaches 35.0"},
		{"circle off the page", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			g := draw.Gray(0.5)
			c.Circle(draw.Point{X: s.X, Y: s.Y}, 10, &g, draw.Stroke{})
		}), "safe area: a circle reaches"},
		{"grey out of range", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Text(s.X+10, s.Y+20, "ink", draw.Font{Size: 10, Gray: 1.5}, draw.AlignLeft)
		}), "page 1: ink: \"ink\" has grey level 1.5"},
		{"small digits in a worksheet grid", Composed{Spec: spec, Pages: []Page{{large: []draw.Rect{grid}, Draw: func(c draw.Canvas) {
			c.Text(150, 150, "7", draw.Font{Face: draw.Bold, Size: 14}, draw.AlignCenter)
		}}, {}}}, `page 1: worksheet size: "7" in a grid is 14pt; children's grids need at least 18pt`},
		{"odd page count", Composed{Spec: spec, Pages: []Page{{}}}, "page count: 1 pages: a printed book needs an even count"},
		{"short print-on-demand book", Composed{Spec: spec, PrintOnDemand: true, Pages: make([]Page, 12)}, "page count: 12 pages: print on demand needs at least 24"},
		{"long print-on-demand book", Composed{Spec: spec.ForPages(830), PrintOnDemand: true, Pages: make([]Page, 830)}, "at most 828"},
		{"gutter too narrow for the page count", Composed{Spec: spec, Pages: make([]Page, 320)}, "inside margin: 0.5in: a 320-page book needs at least 0.625in"},
		{"margin too narrow", Composed{Spec: PageSpec{Width: 432, Height: 648, Margin: 9}, Pages: make([]Page, 2)}, "page: margin 0.125in: printers need at least 0.25in"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Preflight(tt.c)
			if r.Err() == nil {
				t.Fatalf("%s: got no problems, want %q", tt.name, tt.want)
			}
			if got := r.String(); !strings.Contains(got, tt.want) {
				t.Errorf("%s: got report\n%s\nwant it to say %q", tt.name, got, tt.want)
			}
		})
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

func TestCheckPDFViolations(t *testing.T) {
	spec := PageSpec{Width: 432, Height: 648, Margin: 36}
	good := writePDF(t, Composed{Pages: []Page{{Draw: drawEverything}}}, spec, Meta{Title: "T"})
	tests := []struct {
		name string
		pdf  []byte
		pod  bool
		spec PageSpec
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
		{"no bleed box", good, false, PageSpec{Width: 432, Height: 648, Margin: 36, Bleed: BleedWidth}, "page 1: boxes: no BleedBox"},
		{"not a pdf", []byte("hello"), false, spec, "pdf: no startxref"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Report{Spec: tt.spec, PrintOnDemand: tt.pod}
			PDF{}.Check(r, tt.pdf)
			if got := r.String(); !strings.Contains(got, tt.want) {
				t.Errorf("%s: got report\n%s\nwant it to say %q", tt.name, got, tt.want)
			}
		})
	}
	r := &Report{Spec: spec}
	PDF{}.Check(r, good)
	if err := r.Err(); err != nil {
		t.Errorf("a PDF from WritePDF: got %v, want no problems", err)
	}
}

// TestWorksheetSizes lays 4x4 and 6x6 grids out as worksheets on small
// and large trims, 1 to 4 to a page, and checks every cell is at least
// MinWorksheetCell and every digit at least MinWorksheetText (drawing
// digits at 0.6 of the cell, as Sudoku does).
func TestWorksheetSizes(t *testing.T) {
	for _, size := range []string{"6x9", "8x10", "8.5x11", "a4", "a5"} {
		w, h, _ := ParsePageSize(size)
		spec := PageSpec{Width: w, Height: h, Margin: 0.5 * Inch}
		for _, n := range []int{4, 6} {
			for per := 1; per <= 6; per++ {
				name := fmt.Sprintf("%s %dx%d %d per page", size, n, n, per)
				t.Run(name, func(t *testing.T) {
					var cells []float64
					items := make([]Item, 4)
					for i := range items {
						items[i] = Item{Label: fmt.Sprint("Puzzle ", i+1), Cells: n, Draw: func(c draw.Canvas, a draw.Rect) {
							cells = append(cells, a.W/float64(n))
							f := draw.Font{Face: draw.Bold, Size: 0.6 * a.W / float64(n)}
							c.Text(a.X+a.W/2, a.Y+a.H/2, "3", f, draw.AlignCenter)
						}}
					}
					c := Compose(Book{Page: spec, Puzzles: []Section{{Title: "Kids", PerPage: per, Items: items, Worksheet: true, Instruction: "Fill the grid."}}})
					r := Preflight(c)
					if err := r.Err(); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					onFirst := 0
					for _, p := range c.PuzzlePages[0] {
						if p == 1 {
							onFirst++
						}
					}
					if onFirst > min(per, MaxWorksheetItems) {
						t.Errorf("%s: got %d puzzles on the first page, want at most %d", name, onFirst, min(per, MaxWorksheetItems))
					}
					asked := min(per, MaxWorksheetItems)
					if lowered := onFirst < asked; lowered != (len(c.Notes) == 1) {
						t.Errorf("%s: %d of %d asked on the first page, got notes %q", name, onFirst, asked, c.Notes)
					} else if lowered && !strings.Contains(c.Notes[0], fmt.Sprintf("Kids: %d puzzle", onFirst)) ||
						lowered && !strings.Contains(c.Notes[0], fmt.Sprintf("to a worksheet, not %d", asked)) {
						t.Errorf("%s: got note %q, want it to say %d, not %d", name, c.Notes[0], onFirst, asked)
					}
					for _, cell := range cells {
						if cell < MinWorksheetCell && onFirst > 1 {
							t.Errorf("%s: got %.1fpt cells with %d to a page, want at least %dpt", name, cell, onFirst, MinWorksheetCell)
						}
					}
				})
			}
		}
	}
}

func FuzzCheckPDF(f *testing.F) {
	spec := PageSpec{Width: 432, Height: 648, Margin: 36}
	var buf bytes.Buffer
	if err := (PDF{}).Write(&buf, Composed{Pages: []Page{{Draw: drawEverything}}}, spec, Meta{}); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("xref\n0 1\n-5 00000 n \ntrailer\nstartxref\n0\n%%EOF\n"))
	f.Add([]byte("%PDF-1.7\n1 0 obj\n<</Length 99999>>stream\nx\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\nstartxref\n49\n%%EOF\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &Report{Spec: spec, PrintOnDemand: true}
		PDF{}.Check(r, data) // must not panic, whatever the bytes
		_ = r.String()
	})
}

func TestAlone(t *testing.T) {
	it := Item{Aspect: 2, Draw: func(c draw.Canvas, a draw.Rect) { c.Rect(a, nil, draw.Stroke{Width: 1}) }}
	p, spec := Alone(it, 4*Inch)
	if want := (PageSpec{Width: 4*Inch + 36, Height: 2*Inch + 36, Margin: 18}); spec != want {
		t.Errorf("Alone(aspect 2, 4in): got spec %+v, want %+v", spec, want)
	}
	var r Recorder
	p.Draw(&r)
	if got, want := r.String(), "rect 18.00,18.00 288.00x144.00 w=1.00 gray=0.00\n"; got != want {
		t.Errorf("Alone: got %q, want %q", got, want)
	}
}

func BenchmarkPreflight(b *testing.B) {
	c := Compose(sampleBook())
	for b.Loop() {
		Preflight(c)
	}
}

func BenchmarkCheckPDF(b *testing.B) {
	bk := sampleBook()
	c := Compose(bk)
	var buf bytes.Buffer
	if err := (PDF{}).Write(&buf, c, bk.Page, bk.Meta); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		r := Preflight(c)
		PDF{}.Check(r, buf.Bytes())
	}
}
