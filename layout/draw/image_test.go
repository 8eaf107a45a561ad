package draw_test

import (
	"bytes"
	"image"
	"image/gif"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

func TestDecodeImageRefuses(t *testing.T) {
	var g bytes.Buffer
	if err := gif.Encode(&g, image.NewGray(image.Rect(0, 0, 4, 4)), nil); err != nil {
		t.Fatal(err)
	}
	png := layouttest.Picture(40, 30, false)
	for _, tt := range []struct {
		name string
		data []byte
		want string
	}{
		{"text", []byte("hello, world"), "not a PNG or JPEG file"},
		{"gif", g.Bytes(), "gif data; want a PNG or JPEG file"},
		{"cut", png[:len(png)/2], "png: invalid format"},
	} {
		_, err := draw.DecodeImage(tt.name, tt.data)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), tt.name) {
			t.Errorf("%s: got %v, want an error naming it and saying %q", tt.name, err, tt.want)
		}
	}
}

func TestImageCropAndDPI(t *testing.T) {
	img, err := draw.DecodeImage("q", layouttest.Picture(1200, 600, false))
	if err != nil {
		t.Fatal(err)
	}
	if w, h := img.Size(); w != 1200 || h != 600 {
		t.Fatalf("size %dx%d; want 1200x600", w, h)
	}
	sq := img.CropTo(1)
	if got, want := sq.Part(), image.Rect(300, 0, 900, 600); got != want {
		t.Errorf("CropTo(1): %v; want %v", got, want)
	}
	if tall := img.CropTo(0.5); tall.Part() != image.Rect(450, 0, 750, 600) {
		t.Errorf("CropTo(0.5): %v", tall.Part())
	}
	if wide := img.CropTo(4); wide.Part() != image.Rect(0, 150, 1200, 450) {
		t.Errorf("CropTo(4): %v", wide.Part())
	}
	if !sq.Same(img) {
		t.Error("a crop is not the same picture")
	}
	// 600 px across 2 in is 300 dpi.
	if got := sq.DPI(144, 144); got != 300 {
		t.Errorf("DPI: got %v, want 300", got)
	}
	if got := img.DPI(4*72, 4*72); got != 150 {
		t.Errorf("DPI of a stretched picture: got %v, want the fewer, 150", got)
	}
	g1, err := sq.Grey()
	if err != nil {
		t.Fatal(err)
	}
	g2, _ := img.Grey()
	if !g1.Same(g2) || g1.Part() != sq.Part() {
		t.Error("the grey pictures of two crops are not one, or lost the crop")
	}
	if _, ok := g1.Pixels().(*image.Gray); !ok {
		t.Errorf("grey pixels are %T", g1.Pixels())
	}
}

func TestRecorderImage(t *testing.T) {
	img, err := draw.DecodeImage("cat.png", layouttest.Picture(80, 60, false))
	if err != nil {
		t.Fatal(err)
	}
	var r draw.Recorder
	r.Image(draw.Rect{X: 10, Y: 20, W: 100, H: 75}, img.CropTo(1))
	if got, want := r.String(), "image cat.png 10,0-70,60 at 10.00,20.00 100.00x75.00\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// FuzzDecodeImage feeds DecodeImage any bytes: it never panics, and a
// picture it takes has pixels and crops to any shape inside itself.
func FuzzDecodeImage(f *testing.F) {
	f.Add(layouttest.Picture(8, 6, false))
	f.Add(layouttest.Picture(8, 6, true))
	f.Add([]byte("GIF89a"))
	f.Fuzz(func(t *testing.T, data []byte) {
		img, err := draw.DecodeImage("f", data)
		if err != nil {
			return
		}
		w, h := img.Size()
		if w <= 0 || h <= 0 {
			t.Fatalf("a picture of %dx%d px", w, h)
		}
		if c := img.CropTo(2); !c.Part().In(img.Bounds()) || c.Part().Empty() {
			t.Fatalf("CropTo(2) of %v is %v", img.Bounds(), c.Part())
		}
		if _, err := img.Grey(); err != nil {
			t.Fatal(err)
		}
	})
}
