package layout

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// drawEverything calls every Canvas method, with round and square strokes,
// fills and all alignments.
func drawEverything(c Canvas) {
	g := Gray(0.8)
	sq := Stroke{Width: 2, Gray: Black}
	rd := Stroke{Width: 3, Gray: 0.4, Round: true}
	c.Rect(Rect{40, 40, 120, 80}, &g, sq)
	c.Rect(Rect{180, 40, 120, 80}, nil, rd)
	c.Line(Point{40, 150}, Point{300, 150}, Stroke{Width: 0.75, Gray: 0.5})
	c.Polyline([]Point{{40, 180}, {120, 240}, {200, 180}, {280, 240}}, rd)
	c.Polyline([]Point{{40, 260}, {140, 260}, {140, 320}}, sq)
	c.Polyline([]Point{{200, 260}, {280, 260}, {280, 320}, {200, 260}}, sq)
	c.Circle(Point{100, 380}, 30, &g, sq)
	c.Circle(Point{200, 380}, 20, nil, rd)
	black := Gray(0)
	c.Circle(Point{260, 380}, 10, &black, Stroke{})
	f := Font{Face: Bold, Size: 14}
	c.Text(170, 450, "Centre", f, AlignCenter)
	c.Text(40, 480, "Left regular", Font{Face: Regular, Size: 10, Gray: 0.3}, AlignLeft)
	c.Text(300, 480, "Right italic", Font{Face: Italic, Size: 10}, AlignRight)
	c.Text(40, 510, "Ünïcödé … ♞", Font{Face: Regular, Size: 9}, AlignLeft)
}

var testSpec = PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch}

func writePDF(t *testing.T, c Composed, spec PageSpec, meta Meta) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := WritePDF(&buf, c, spec, meta); err != nil {
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
			qpdfCheck(t, path)
			pngs := renderPDF(t, path)
			if pngs >= 0 && pngs != tt.pages {
				t.Errorf("%s: pdftoppm rendered %d pages, want %d", tt.name, pngs, tt.pages)
			}
		})
	}
}

func TestWritePDFBadSpec(t *testing.T) {
	err := WritePDF(&bytes.Buffer{}, Composed{}, PageSpec{}, Meta{})
	checkErr(t, "WritePDF(zero spec)", err, "must be positive")
}

// qpdfCheck runs qpdf --check on path when qpdf is installed.
func qpdfCheck(t *testing.T, path string) {
	t.Helper()
	if _, err := exec.LookPath("qpdf"); err != nil {
		t.Log("qpdf not installed: skipping qpdf --check (apt-get install qpdf)")
		return
	}
	out, err := exec.Command("qpdf", "--check", path).CombinedOutput()
	if err != nil || strings.Contains(string(out), "WARNING") {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
}

// renderPDF renders path with pdftoppm at a low resolution and returns the
// number of pages it wrote, or -1 when pdftoppm is not installed.
func renderPDF(t *testing.T, path string) int {
	t.Helper()
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Log("pdftoppm not installed: skipping rendering (apt-get install poppler-utils)")
		return -1
	}
	dir := t.TempDir()
	out, err := exec.Command("pdftoppm", "-r", "20", "-png", path, filepath.Join(dir, "p")).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf("pdftoppm: %v\n%s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "p-*.png"))
	return len(files)
}
