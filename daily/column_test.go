package daily

import (
	"bytes"
	"encoding/xml"
	"errors"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/vectorcheck"
	"github.com/puzzlebook/puzzlebook/layout"
)

// svgSize reads the width and height, in points, of an SVG's root
// element, failing when the file is not XML with a size in points.
func svgSize(t *testing.T, name string, data []byte) (float64, float64) {
	t.Helper()
	var root struct {
		XMLName xml.Name
		Width   string `xml:"width,attr"`
		Height  string `xml:"height,attr"`
	}
	if err := xml.Unmarshal(data, &root); err != nil {
		t.Fatalf("%s: does not parse as XML: %v", name, err)
	}
	if root.XMLName.Local != "svg" {
		t.Fatalf("%s: got a <%s> root, want <svg>", name, root.XMLName.Local)
	}
	size := func(s string) float64 {
		v, err := strconv.ParseFloat(strings.TrimSuffix(s, "pt"), 64)
		if err != nil || !strings.HasSuffix(s, "pt") {
			t.Fatalf("%s: got size %q, want points", name, s)
		}
		return v
	}
	return size(root.Width), size(root.Height)
}

// TestColumnFiles runs a date of a feed with every slot's SVG and PDF
// files at 11.5 picas: each SVG is XML exactly 138pt wide and renders
// with rsvg-convert to a drawn grid; each PDF is a page of the SVG's
// size by pdfinfo, passes qpdf --check and embeds its fonts; and each
// slot's SLOT.ipuz decodes to the puzzle of its SLOT.json.
func TestColumnFiles(t *testing.T) {
	dir := t.TempDir()
	runFeed(t, parseDaily(t, columnFeed, kinds.All), dir, dec1, 1, book.Options{})
	files := feedTree(t, dir, false)
	date := dec1.Format(DateLayout)
	const want = 11.5 * 12 // 11.5pc
	for _, slot := range []string{"sudoku", "six", "numbrix"} {
		for _, name := range []string{slot, slot + solutionSuffix} {
			t.Run(name, func(t *testing.T) {
				svg, pdf := files[filepath.Join(date, name+".svg")], files[filepath.Join(date, name+".pdf")]
				if svg == nil || pdf == nil {
					t.Fatalf("got %d bytes of %s.svg and %d of %s.pdf, want both files", len(svg), name, len(pdf), name)
				}
				w, h := svgSize(t, name+".svg", svg)
				if w != want || !(h > w) {
					t.Errorf("%s.svg: got %gx%gpt, want %gpt wide and taller than wide (the grid and its label)", name, w, h, want)
				}
				// At 4 pixels a point, a grid line is a few pixels wide.
				img := vectorcheck.RenderSVG(t, svg, int(4*w), int(math.Round(4*h)))
				if v, hz := vectorcheck.Lines(img, true), vectorcheck.Lines(img, false); len(v) < 2 || len(hz) < 2 {
					t.Errorf("%s.svg rendered: got %d vertical and %d horizontal lines, want a grid's outline at least", name, len(v), len(hz))
				}
				vectorcheck.CheckPDF(t, pdf, w, h)
			})
		}
		t.Run(slot+".ipuz", func(t *testing.T) {
			data := files[filepath.Join(date, slot+ipuzExt)]
			p, info, err := ipuz.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%s.ipuz: %v", slot, err)
			}
			e := readEntry(t, dir, date, slot)
			if p.Kind != e.Kind || p.Rows != e.Rows || p.Cols != e.Cols || p.Grade != e.Grade {
				t.Errorf("%s.ipuz: got a %dx%d %s %s, want a %dx%d %s %s as in %s.json", slot, p.Rows, p.Cols, p.Grade, p.Kind, e.Rows, e.Cols, e.Grade, e.Kind, slot)
			}
			if !slices.EqualFunc(p.Givens, e.Givens, slices.Equal) || !slices.EqualFunc(p.Solution, e.Solution, slices.Equal) {
				t.Errorf("%s.ipuz: got givens %v and solution %v, want %v and %v as in %s.json", slot, p.Givens, p.Solution, e.Givens, e.Solution, slot)
			}
			if info.UniqueID != e.ID || info.Date != dec1 {
				t.Errorf("%s.ipuz: got id %q and date %v, want %q and %v", slot, info.UniqueID, info.Date, e.ID, dec1)
			}
		})
	}
}

// TestColumnWidths checks each slot's column: the width asked for, or
// the default two inches widened where a grid's type needs more.
func TestColumnWidths(t *testing.T) {
	tests := []struct {
		name, output string
		want         []float64 // each slot's Column
	}{
		{"none asked", "{dpi: 36}", []float64{0, 0}},
		{"default", "{svg: true}", []float64{2 * layout.Inch, 2 * layout.Inch}},
		{"picas", "{pdf_each: true, width: 11.5pc}", []float64{138, 138}},
		{"millimetres", "{svg: true, pdf_each: true, width: 48mm}", []float64{48 / 25.4 * layout.Inch, 48 / 25.4 * layout.Inch}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := parseDaily(t, "daily_output: "+tt.output+"\ndaily:\n  - {slot: a, kind: sudoku, grades: easy}\n  - {slot: b, kind: numberlink, size: 7, grades: easy}\n", kinds.All)
			for i, s := range cfg.Slots {
				if math.Abs(s.Column-tt.want[i]) > 1e-9 {
					t.Errorf("slot %s: got column %gpt, want %gpt", s.Name, s.Column, tt.want[i])
				}
			}
		})
	}
	// A grid whose type would be too small at two inches widens it.
	cfg := parseDaily(t, "daily_output: {svg: true}\ndaily: [{slot: big, kind: numberlink, size: 15, grades: easy}]\n", kinds.All)
	if got := cfg.Slots[0].Column; !(got > 2*layout.Inch) {
		t.Errorf("a 15x15 numberlink slot: got column %gpt, want it widened past 2in", got)
	}
}

// TestColumnConfigErrors checks the problems of daily_output's column
// keys, each at its line and path.
func TestColumnConfigErrors(t *testing.T) {
	const slots = "daily:\n  - {slot: small, kind: sudoku, size: 4, grades: easy}\n  - {slot: big, kind: numberlink, size: 15, grades: easy}\n"
	tests := []struct {
		name, output string
		want         []string
	}{
		{"too narrow for one slot", "{svg: true, width: 1.5in}", []string{
			`daily.yaml:1: daily_output.width: slot "big": column width 1.5in (108pt): a 15x15 grid's type would be`, "; use at least "}},
		{"narrower than any column", "{pdf_each: true, width: 2pc}", []string{
			`daily.yaml:1: daily_output.width: column width 24pt: want 36pt (0.5in) to 14400pt (200in)`}},
		{"without the files", "{pdf: true, width: 2in}", []string{
			"daily.yaml:1: daily_output.width: is the width of the SVG and PDF files of each slot; ask for them with svg: true or pdf_each: true"}},
		{"not a length", "{svg: true, width: wide}", []string{`daily.yaml:1: daily_output.width: length "wide": "wide" is not a number`}},
		{"zero", "{svg: true, width: 0in}", []string{"daily.yaml:1: daily_output.width: column width 0pt: want 36pt"}},
		{"not a boolean", "{svg: yes, pdf_each: 1}", []string{
			`daily.yaml:1: daily_output.svg: must be true or false, not "yes"`, `daily.yaml:1: daily_output.pdf_each: must be true or false, not 1`}},
		{"typo", "{pdf-each: true}", []string{`daily.yaml:1: daily_output.pdf-each: unknown key (did you mean "pdf_each"?)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parse("daily.yaml", []byte("daily_output: "+tt.output+"\n"+slots), kinds.All)
			var es config.Errors
			if !errors.As(err, &es) {
				t.Fatalf("got %v, want config.Errors", err)
			}
			lines := 0
			for _, w := range tt.want {
				if strings.HasPrefix(w, "daily.yaml:") {
					lines++
				}
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got\n%v\nwant a line containing %q", err, w)
				}
			}
			if len(es) != lines {
				t.Errorf("got %d problems, want %d:\n%v", len(es), lines, err)
			}
		})
	}
}
