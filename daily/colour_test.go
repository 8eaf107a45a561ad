package daily

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/vectorcheck"
)

// colourFeed has two Numberlink slots, one of them drawn in colour.
const colourFeed = `name: feed
seed: 7
daily_output: {pdf: true, dpi: 36, svg: true, pdf_each: true}
daily:
  - {slot: flow, kind: numberlink, size: 7, grades: easy, colour: true}
  - {slot: plain, kind: numberlink, size: 7, grades: easy}
`

// TestDailyColour runs a feed with a colour slot and the same feed
// without colour: the colour slot's PNG files are RGB and coloured, and
// so are its SVG and PDF files rendered (rsvg-convert, pdftoppm); every
// other file (the grey slot, the JSON, the ipuz, the print day.pdf) is
// the same.
func TestDailyColour(t *testing.T) {
	colourDir, greyDir := t.TempDir(), t.TempDir()
	runFeed(t, parseDaily(t, colourFeed, kinds.All), colourDir, dec1, 1, book.Options{})
	runFeed(t, parseDaily(t, strings.Replace(colourFeed, ", colour: true", "", 1), kinds.All), greyDir, dec1, 1, book.Options{})
	colour, grey := feedTree(t, colourDir, false), feedTree(t, greyDir, false)
	if len(colour) != len(grey) {
		t.Errorf("got %d files, want %d as without colour", len(colour), len(grey))
	}
	for name, data := range colour {
		t.Run(name, func(t *testing.T) {
			ext := filepath.Ext(name)
			if filepath.Base(name) == dateIndex {
				return // the sums of the files, colour ones too
			}
			if !strings.HasPrefix(name, "2026-12-01/flow") || ext == ".json" || ext == ".ipuz" || ext == ".html" {
				if !bytes.Equal(data, grey[name]) {
					t.Errorf("%s: got %d bytes that differ from the feed without colour (%d bytes), want the same", name, len(data), len(grey[name]))
				}
				return
			}
			var img image.Image
			switch ext {
			case ".png":
				var err error
				if img, err = png.Decode(bytes.NewReader(data)); err != nil {
					t.Fatalf("%s: decode: %v", name, err)
				}
				if _, ok := img.(*image.RGBA); !ok {
					t.Fatalf("%s: got a %T, want an RGB PNG (*image.RGBA)", name, img)
				}
			case ".svg":
				img = vectorcheck.RenderSVG(t, data, 300, 360)
			case ".pdf":
				img = renderPDF(t, data)
			}
			if colouredPixels(img) == 0 {
				t.Errorf("%s: got no coloured pixels, want coloured paths or endpoints", name)
			}
			if g := grey[name]; ext != ".png" && colouredPixels(renderAs(t, ext, g)) != 0 {
				t.Errorf("%s without colour: got coloured pixels, want grey", name)
			}
		})
	}
}

// colouredPixels counts the pixels of img far from grey.
func colouredPixels(img image.Image) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if max(r, g, bl)-min(r, g, bl) > 60*257 {
				n++
			}
		}
	}
	return n
}

// renderAs renders an SVG or PDF file (by its extension ext).
func renderAs(t *testing.T, ext string, data []byte) image.Image {
	if ext == ".svg" {
		return vectorcheck.RenderSVG(t, data, 300, 360)
	}
	return renderPDF(t, data)
}

// renderPDF renders a one-page PDF with pdftoppm at 72 dpi.
func renderPDF(t *testing.T, pdf []byte) image.Image {
	t.Helper()
	tool := vectorcheck.Tool(t, "pdftoppm", "poppler-utils")
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "-png", "-r", "72", "-singlefile", in, filepath.Join(dir, "out")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v: %s", err, msg)
	}
	data, err := os.ReadFile(filepath.Join(dir, "out.png"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("pdftoppm's png: %v", err)
	}
	return img
}
