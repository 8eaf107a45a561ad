package layout

import (
	"bytes"
	"encoding/xml"
	"errors"
	imagepng "image/png"
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/vectorcheck"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/png"
	"github.com/puzzlebook/puzzlebook/layout/svg"
)

// drawEverythingInColour is drawEverything, with a coloured disc, line
// and text on the canvases that draw in colour.
func drawEverythingInColour(c draw.Canvas) {
	drawEverything(c)
	if cc, ok := c.(draw.Colourer); ok {
		red := cc.InColour(draw.RGB{R: 0.85, G: 0.1, B: 0.1})
		black := draw.Black
		red.Circle(draw.Point{X: 340, Y: 380}, 15, &black, draw.Stroke{})
		red.Line(draw.Point{X: 40, Y: 540}, draw.Point{X: 300, Y: 560}, draw.Stroke{Width: 4, Round: true})
		red.Text(40, 590, "Red 123", draw.Font{Face: draw.Bold, Size: 16}, draw.AlignLeft)
	}
}

func writeSVG(t *testing.T, p Page, w, h float64) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := svg.Write(&buf, p.Draw, w, h); err != nil {
		t.Fatalf("svg.Write: %v", err)
	}
	return buf.Bytes()
}

// TestWriteSVGRendersAsPNG renders every canvas call, in grey and in
// colour, with rsvg-convert and compares it with the PNG backend's
// drawing at the same size: no pixel differs by half its brightness
// beyond one in a thousand (glyph outlines, caps, joins and circles).
func TestWriteSVGRendersAsPNG(t *testing.T) {
	w, h := testSpec.Width, testSpec.Height
	svg := writeSVG(t, Page{Draw: drawEverythingInColour}, w, h)
	var want bytes.Buffer
	if err := png.Write(&want, drawEverythingInColour, w, h, 96); err != nil {
		t.Fatal(err)
	}
	ref, err := imagepng.Decode(&want)
	if err != nil {
		t.Fatal(err)
	}
	got := vectorcheck.RenderSVG(t, svg, ref.Bounds().Dx(), ref.Bounds().Dy())
	if m := vectorcheck.Mismatch(got, ref); m > 0.001 {
		t.Errorf("%.2f%% of pixels differ from the PNG backend's, want at most 0.1%%", 100*m)
	}
}

// TestWriteSVGIsXML parses the SVG of every canvas call: an svg root of
// the stated size in points with a matching viewBox, and every glyph
// used defined once.
func TestWriteSVGIsXML(t *testing.T) {
	svg := writeSVG(t, Page{Draw: drawEverythingInColour}, 432, 648.5)
	d := xml.NewDecoder(bytes.NewReader(svg))
	defined, used := map[string]int{}, map[string]bool{}
	var root *xml.StartElement
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not XML: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if root == nil {
			root = &se
		}
		for _, a := range se.Attr {
			switch {
			case a.Name.Local == "id":
				defined[a.Value]++
			case a.Name.Local == "href":
				used[strings.TrimPrefix(a.Value, "#")] = true
			}
		}
	}
	if root == nil || root.Name.Local != "svg" {
		t.Fatalf("root: got %v, want svg", root)
	}
	attrs := map[string]string{}
	for _, a := range root.Attr {
		attrs[a.Name.Local] = a.Value
	}
	for name, want := range map[string]string{"width": "432pt", "height": "648.5pt", "viewBox": "0 0 432 648.5"} {
		if attrs[name] != want {
			t.Errorf("%s: got %q, want %q", name, attrs[name], want)
		}
	}
	if len(used) == 0 {
		t.Error("got no glyphs used, want the text as outlines")
	}
	for id := range used {
		if defined[id] != 1 {
			t.Errorf("glyph %s: defined %d times, want once", id, defined[id])
		}
	}
}

// TestWriteSVGDeterministic writes the same page on four goroutines at
// once: the same bytes each time.
func TestWriteSVGDeterministic(t *testing.T) {
	want := writeSVG(t, Page{Draw: drawEverythingInColour}, 432, 648)
	var wg sync.WaitGroup
	got := make([][]byte, 4)
	for i := range got {
		wg.Go(func() {
			var buf bytes.Buffer
			if err := svg.Write(&buf, drawEverythingInColour, 432, 648); err == nil {
				got[i] = buf.Bytes()
			}
		})
	}
	wg.Wait()
	for i, g := range got {
		if !bytes.Equal(g, want) {
			t.Errorf("write %d: got %d other bytes, want the same as the first %d", i, len(g), len(want))
		}
	}
}

// TestColumnSVGGolden holds the SVG of a small placeholder puzzle at a
// column width, with its label and note.
func TestColumnSVGGolden(t *testing.T) {
	it := Item{Label: "Sudoku", Note: "Easy", Draw: layouttest.Placeholder(1, 4), Cells: 4}
	var buf bytes.Buffer
	if err := WritePuzzleSVG(&buf, it, 1.5*Inch, draw.Fonts{}, Meta{}); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "column.svg", buf.String())
}
