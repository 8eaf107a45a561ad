package book

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/internal/vectorcheck"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// columnCases are a puzzle of every kind, drawn at a column width.
var columnCases = []struct {
	name   string
	kind   string
	p      gen.Params
	width  float64
	colour bool
}{
	{"sudoku-4", "sudoku", gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}, 2 * layout.Inch, false},
	{"sudoku-6", "sudoku", gen.Params{Rows: 6, Cols: 6, Grade: gen.Easy}, 2 * layout.Inch, false},
	{"sudoku-9", "sudoku", gen.Params{Rows: 9, Cols: 9, Grade: gen.Easy}, 11.5 * 12, false},
	{"numbrix-6x8", "numbrix", gen.Params{Rows: 6, Cols: 8, Grade: gen.Easy}, 2.5 * layout.Inch, false},
	{"hidato-diamond", "hidato", gen.Params{Rows: 7, Cols: 7, Grade: gen.Easy, Options: numbrix.Options{Shape: "diamond"}}, 2 * layout.Inch, false},
	{"numberlink-grey", "numberlink", gen.Params{Rows: 7, Cols: 7, Grade: gen.Easy}, 48 * layout.Millimetre, false},
	{"numberlink-colour", "numberlink", gen.Params{Rows: 7, Cols: 7, Grade: gen.Easy}, 48 * layout.Millimetre, true},
}

// TestWriteSetColumn draws a puzzle of every kind and its solution as
// SVG and PDF at a column width, with 1 and 2 workers: the files are the
// same bytes both times; each SVG is XML of the stated size, and
// rsvg-convert renders it as the PNG backend draws the same puzzle (its
// grid lines within a pixel, no more than one pixel in a thousand otherwise different);
// each PDF has the stated size by pdfinfo, passes qpdf --check and
// embeds its fonts.
func TestWriteSetColumn(t *testing.T) {
	for _, tt := range columnCases {
		t.Run(tt.name, func(t *testing.T) {
			k, _ := kinds.Find(tt.kind)
			es, err := GenerateSet(context.Background(), k, tt.p, 1, 3, Options{})
			if err != nil {
				t.Fatalf("GenerateSet: %v", err)
			}
			s := SetColumn{Width: tt.width, Colour: tt.colour}
			written := map[string][]byte{}
			for _, workers := range []int{1, 2} {
				s.Dir = filepath.Join(t.TempDir(), fmt.Sprint(workers))
				svgs, err := WriteSetSVG(context.Background(), k, tt.p, es, s, Options{Workers: workers})
				if err != nil {
					t.Fatalf("WriteSetSVG: %v", err)
				}
				pdfs, err := WriteSetPDF(context.Background(), k, tt.p, es, s, Options{Workers: workers})
				if err != nil {
					t.Fatalf("WriteSetPDF: %v", err)
				}
				for _, f := range append(svgs, pdfs...) {
					data, err := os.ReadFile(f)
					if err != nil {
						t.Fatal(err)
					}
					name := filepath.Base(f)
					if prev, ok := written[name]; ok && !bytes.Equal(prev, data) {
						t.Errorf("%s: %d workers wrote other bytes than 1 worker", name, workers)
					}
					written[name] = data
				}
			}
			for _, name := range []string{"puzzle-001", "answer-001"} {
				it := columnItem(k, &es[0].Puzzle, gen.DrawOptions{Answer: name == "answer-001", Colour: tt.colour})
				_, h := layout.ColumnPage(it, tt.width, draw.Fonts{})
				checkColumnSVG(t, name+".svg", written[name+".svg"], it, tt.width, h)
				vectorcheck.CheckPDF(t, written[name+".pdf"], tt.width, h)
			}
		})
	}
}

// checkColumnSVG checks the SVG of it, width x h points: XML with that
// size, that draws strokes, and that renders as the PNG backend draws it.
func checkColumnSVG(t *testing.T, name string, data []byte, it layout.Item, width, h float64) {
	t.Helper()
	root, paths, err := svgOutline(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if got, want := root["width"], fmt.Sprintf("%gpt", svgRound(width)); got != want {
		t.Errorf("%s: width: got %q, want %q", name, got, want)
	}
	if got, want := root["height"], fmt.Sprintf("%gpt", svgRound(h)); got != want {
		t.Errorf("%s: height: got %q, want %q", name, got, want)
	}
	if paths == 0 {
		t.Errorf("%s: got no stroked paths, want a grid", name)
	}
	const dpi = 144
	var want bytes.Buffer
	if err := layout.WritePuzzlePNG(&want, it, width, draw.Fonts{}, dpi); err != nil {
		t.Fatal(err)
	}
	ref, err := png.Decode(&want)
	if err != nil {
		t.Fatal(err)
	}
	got := vectorcheck.RenderSVG(t, data, ref.Bounds().Dx(), ref.Bounds().Dy())
	for _, vertical := range []bool{true, false} {
		lines := vectorcheck.Lines(got, vertical)
		if len(lines) < 2 {
			t.Errorf("%s: rendered with %d grid lines (vertical %v), want a grid", name, len(lines), vertical)
		}
		if diff := vectorcheck.LinesAgree(got, ref, vertical, 1); diff != "" {
			t.Errorf("%s: rsvg-convert against the PNG backend (vertical %v): %s", name, vertical, diff)
		}
	}
	if m := vectorcheck.Mismatch(got, ref); m > 0.001 {
		t.Errorf("%s: %.2f%% of pixels differ from the PNG backend's, want at most 0.1%%", name, 100*m)
	}
}

// svgRound is v to a hundredth, as the SVG writes it.
func svgRound(v float64) float64 { return float64(int(v*100+0.5)) / 100 }

// svgOutline parses an SVG document with encoding/xml, and returns the
// attributes of its root element and the number of stroked paths.
func svgOutline(data []byte) (map[string]string, int, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	var root map[string]string
	paths := 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, 0, fmt.Errorf("not XML: %w", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		attrs := map[string]string{}
		for _, a := range se.Attr {
			attrs[a.Name.Local] = a.Value
		}
		if root == nil {
			if se.Name.Local != "svg" || se.Name.Space != "http://www.w3.org/2000/svg" {
				return nil, 0, fmt.Errorf("root element %s %s, want svg", se.Name.Space, se.Name.Local)
			}
			root = attrs
		}
		if se.Name.Local == "path" && attrs["stroke"] != "" && strings.Contains(attrs["d"], "L") {
			paths++
		}
	}
	if root == nil {
		return nil, 0, errors.New("no root element")
	}
	return root, paths, nil
}

// TestSetColumnWidth: with no width the default widens for a grid whose
// type needs it; a width asked for that is too narrow is refused with
// one that works.
func TestSetColumnWidth(t *testing.T) {
	sudoku, _ := kinds.Find("sudoku")
	numbrix, _ := kinds.Find("numbrix")
	tests := []struct {
		name  string
		k     gen.Kind
		p     gen.Params
		width float64
		want  float64 // 0 for refused
	}{
		{"sudoku default", sudoku, gen.Params{Rows: 9, Cols: 9}, 0, DefaultColumnWidth},
		{"sudoku 11.5pc", sudoku, gen.Params{Rows: 9, Cols: 9}, 138, 138},
		{"sudoku 1in", sudoku, gen.Params{Rows: 9, Cols: 9}, layout.Inch, 0},
		{"numbrix 14 default", numbrix, gen.Params{Rows: 14, Cols: 14}, 0, layout.MinColumnWidth(config.Section{Kind: numbrix, Params: gen.Params{Rows: 14, Cols: 14}}.Grid(draw.Bold))},
		{"numbrix 14 at 2in", numbrix, gen.Params{Rows: 14, Cols: 14}, 2 * layout.Inch, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := SetColumn{Width: tt.width}.ColumnWidth(tt.k, tt.p)
			if tt.want == 0 {
				if err == nil || !strings.Contains(err.Error(), "use at least") {
					t.Fatalf("got %g, %v; want an error naming a width that works", got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("got %g, %v; want %g", got, err, tt.want)
			}
			if tt.width == 0 && got <= DefaultColumnWidth && tt.k == numbrix {
				t.Errorf("got %g, want wider than the default %g", got, DefaultColumnWidth)
			}
		})
	}
}
