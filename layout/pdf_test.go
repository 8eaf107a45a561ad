package layout

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// drawEverything calls every Canvas method, with round and square strokes,
// fills and all alignments.
func drawEverything(c draw.Canvas) {
	g := draw.Gray(0.8)
	sq := draw.Stroke{Width: 2, Gray: draw.Black}
	rd := draw.Stroke{Width: 3, Gray: 0.4, Round: true}
	c.Rect(draw.Rect{X: 40, Y: 40, W: 120, H: 80}, &g, sq)
	c.Rect(draw.Rect{X: 180, Y: 40, W: 120, H: 80}, nil, rd)
	c.Line(draw.Point{X: 40, Y: 150}, draw.Point{X: 300, Y: 150}, draw.Stroke{Width: 0.75, Gray: 0.5})
	c.Polyline([]draw.Point{{X: 40, Y: 180}, {X: 120, Y: 240}, {X: 200, Y: 180}, {X: 280, Y: 240}}, rd)
	c.Polyline([]draw.Point{{X: 40, Y: 260}, {X: 140, Y: 260}, {X: 140, Y: 320}}, sq)
	c.Polyline([]draw.Point{{X: 200, Y: 260}, {X: 280, Y: 260}, {X: 280, Y: 320}, {X: 200, Y: 260}}, sq)
	c.Circle(draw.Point{X: 100, Y: 380}, 30, &g, sq)
	c.Circle(draw.Point{X: 200, Y: 380}, 20, nil, rd)
	black := draw.Gray(0)
	c.Circle(draw.Point{X: 260, Y: 380}, 10, &black, draw.Stroke{})
	f := draw.Font{Face: draw.Bold, Size: 14}
	c.Text(170, 450, "Centre", f, draw.AlignCenter)
	c.Text(40, 480, "Left regular", draw.Font{Face: draw.Regular, Size: 10, Gray: 0.3}, draw.AlignLeft)
	c.Text(300, 480, "Right italic", draw.Font{Face: draw.Italic, Size: 10}, draw.AlignRight)
	c.Text(40, 510, "Ünïcödé … ♞", draw.Font{Face: draw.Regular, Size: 9}, draw.AlignLeft)
}

var testSpec = PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch}

func writePDF(t *testing.T, c Composed, spec PageSpec, meta Meta) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := (PDF{}).Write(&buf, c, spec, meta); err != nil {
		t.Fatalf("WritePDF: %v", err)
	}
	return buf.Bytes()
}

func TestWritePDF(t *testing.T) {
	book := sampleBook()
	tests := []struct {
		name  string
		c     Composed
		spec  PageSpec
		meta  Meta
		pages int
	}{
		{"every canvas call", Composed{Pages: []Page{{Draw: drawEverything}}}, testSpec, Meta{Title: "Test"}, 1},
		{"sample book", Compose(book), book.Page, book.Meta, 12},
		{"no pages", Composed{}, testSpec, Meta{}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := writePDF(t, tt.c, tt.spec, tt.meta)
			b := writePDF(t, tt.c, tt.spec, tt.meta)
			if !bytes.Equal(a, b) {
				t.Fatalf("%s: two writes differ (%d and %d bytes)", tt.name, len(a), len(b))
			}
			if !bytes.HasPrefix(a, []byte("%PDF-")) {
				t.Fatalf("%s: got %q at the start, want %%PDF-", tt.name, a[:min(8, len(a))])
			}
			path := filepath.Join(t.TempDir(), "out.pdf")
			if err := os.WriteFile(path, a, 0o644); err != nil {
				t.Fatal(err)
			}
			layouttest.QpdfCheck(t, path)
			pngs := layouttest.RenderPDF(t, path)
			if pngs >= 0 && pngs != tt.pages {
				t.Errorf("%s: pdftoppm rendered %d pages, want %d", tt.name, pngs, tt.pages)
			}
		})
	}
}

func TestWritePDFBadSpec(t *testing.T) {
	err := (PDF{}).Write(&bytes.Buffer{}, Composed{}, PageSpec{}, Meta{})
	checkErr(t, "WritePDF(zero spec)", err, "must be positive")
}

// TestPDFWorkers checks that the bytes of a PDF do not depend on how
// many pages are drawn at once.
func TestPDFWorkers(t *testing.T) {
	bk := sampleBook()
	c := Compose(bk)
	var one bytes.Buffer
	if err := (PDF{Workers: 1}).Write(&one, c, bk.Page, bk.Meta); err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{2, 4, 16} {
		var buf bytes.Buffer
		if err := (PDF{Workers: workers}).Write(&buf, c, bk.Page, bk.Meta); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), one.Bytes()) {
			t.Errorf("%d workers: got %d bytes differing from one worker's %d", workers, buf.Len(), one.Len())
		}
	}
}

// TestPDFSize guards the size of the sample book's PDF: the pages' content
// written compactly and compressed, the fonts subset. It was 41,589 bytes
// when drawn through gopdf's calls (round caps as polygons, a save and
// restore around every call), and 38,242 since; its placeholder grids
// are light, so most of it is fonts: 55,043 bytes in Lato, whose glyphs
// have more points than the Go fonts' had. book's TestSamplerPDFSize guards a
// real book.
func TestPDFSize(t *testing.T) {
	bk := sampleBook()
	const most = 56000
	if n := len(writePDF(t, Compose(bk), bk.Page, bk.Meta)); n > most {
		t.Errorf("sample book PDF: got %d bytes, want at most %d", n, most)
	}
}
