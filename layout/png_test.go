package layout

import (
	"bytes"
	"encoding/binary"
	"flag"
	"image"
	"image/png"
	"math"
	"os"
	"sync"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

var pngOut = flag.String("pngout", "", "write the test page as PNG to this file, to look at")

func TestWritePNG(t *testing.T) {
	book := sampleBook()
	pages := Compose(book).Pages
	tests := []struct {
		name string
		page Page
		spec PageSpec
		dpi  float64
		w, h int
	}{
		{"every canvas call at 150 dpi", Page{Draw: drawEverything}, testSpec, 150, 900, 1350},
		{"puzzle page at 72 dpi", pages[4], book.Page, 72, 432, 648},
		{"worksheet at 72 dpi with bleed", pages[9], bleedSpec(book.Page), 72, 441, 666},
		{"answer page at 300 dpi", pages[11], book.Page, 300, 1800, 2700},
		{"letter at 96 dpi", Page{Draw: drawEverything}, PageSpec{Width: 612, Height: 792, Margin: 36}, 96, 816, 1056},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := WritePNG(&a, tt.page, tt.spec, tt.dpi); err != nil {
				t.Fatalf("WritePNG: %v", err)
			}
			if err := WritePNG(&b, tt.page, tt.spec, tt.dpi); err != nil {
				t.Fatalf("WritePNG: %v", err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Errorf("%s: two writes differ", tt.name)
			}
			img, err := png.Decode(bytes.NewReader(a.Bytes()))
			if err != nil {
				t.Fatalf("%s: decode: %v", tt.name, err)
			}
			gray, ok := img.(*image.Gray)
			if !ok {
				t.Fatalf("%s: got a %T, want *image.Gray", tt.name, img)
			}
			if got := gray.Bounds().Size(); got.X != tt.w || got.Y != tt.h {
				t.Errorf("%s: got %dx%d pixels, want %dx%d", tt.name, got.X, got.Y, tt.w, tt.h)
			}
			dark := 0
			for _, v := range gray.Pix {
				if v < 128 {
					dark++
				}
			}
			if frac := float64(dark) / float64(len(gray.Pix)); frac < 0.002 || frac > 0.5 {
				t.Errorf("%s: got %.4f of pixels dark, want a page that is neither blank nor black", tt.name, frac)
			}
			phys := layouttest.PNGChunk(t, a.Bytes(), "pHYs")
			if len(phys) != 9 {
				t.Fatalf("%s: got pHYs chunk %x, want 9 bytes", tt.name, phys)
			}
			want := uint32(math.Round(tt.dpi / 0.0254))
			x, y := binary.BigEndian.Uint32(phys), binary.BigEndian.Uint32(phys[4:])
			if x != want || y != want || phys[8] != 1 {
				t.Errorf("%s: got pHYs %d x %d per unit %d, want %d per metre", tt.name, x, y, phys[8], want)
			}
			if *pngOut != "" && tt.dpi == 150 {
				if err := os.WriteFile(*pngOut, a.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func TestWritePNGErrors(t *testing.T) {
	tests := []struct {
		name string
		spec PageSpec
		dpi  float64
		want string
	}{
		{"zero dpi", testSpec, 0, "want 10 to 2400"},
		{"NaN dpi", testSpec, math.NaN(), "want 10 to 2400"},
		{"huge dpi", testSpec, 1e6, "want 10 to 2400"},
		{"bad spec", PageSpec{Width: -1, Height: 10}, 300, "must be positive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := WritePNG(&bytes.Buffer{}, Page{}, tt.spec, tt.dpi)
			checkErr(t, "WritePNG("+tt.name+")", err, tt.want)
		})
	}
}

func BenchmarkWritePNG300(b *testing.B) {
	book := sampleBook()
	page := Compose(book).Pages[1]
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := WritePNG(&buf, page, book.Page, 300); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/page")
}

func BenchmarkWritePDF(b *testing.B) {
	book := sampleBook()
	c := Compose(book)
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := (PDF{}).Write(&buf, c, book.Page, book.Meta); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}

// TestWritePNGConcurrent renders pages from several goroutines at once, as
// a build does; run with -race to check that nothing unsafe is shared.
func TestWritePNGConcurrent(t *testing.T) {
	book := sampleBook()
	pages := Compose(book).Pages
	want := make([][]byte, len(pages))
	for i, p := range pages {
		var buf bytes.Buffer
		if err := WritePNG(&buf, p, book.Page, 30); err != nil {
			t.Fatal(err)
		}
		want[i] = buf.Bytes()
	}
	got := make([][]byte, len(pages))
	errs := make([]error, len(pages))
	var wg sync.WaitGroup
	for i, p := range pages {
		wg.Go(func() {
			var buf bytes.Buffer
			errs[i] = WritePNG(&buf, p, book.Page, 30)
			got[i] = buf.Bytes()
		})
	}
	wg.Wait()
	for i := range pages {
		if errs[i] != nil {
			t.Fatalf("page %d: %v", i+1, errs[i])
		}
		if !bytes.Equal(got[i], want[i]) {
			t.Errorf("page %d: rendered concurrently, got other bytes than alone", i+1)
		}
	}
}

// bleedSpec returns s with the print-on-demand bleed and the wider
// margin a bleed needs.
func bleedSpec(s PageSpec) PageSpec {
	s.Bleed = BleedWidth
	s.Margin = max(s.Margin, MinMarginBleed)
	return s
}
