package layout

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestWritePNGColour draws a square through InColour: the PNG is RGB
// with the square in its colour, and the grey parts as grey.
func TestWritePNGColour(t *testing.T) {
	spec := PageSpec{Width: 120, Height: 120, Margin: 18}
	orange := draw.RGB{R: 1, G: 0.5, B: 0}
	tests := []struct {
		name   string
		colour bool
	}{
		{"grey", false},
		{"colour", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := Page{Draw: func(c draw.Canvas) {
				g := draw.Gray(0.5)
				c.Rect(draw.Rect{X: 10, Y: 10, W: 30, H: 30}, &g, draw.Stroke{})
				if cc, ok := c.(draw.Colourer); ok && tt.colour {
					c = cc.InColour(orange)
				}
				c.Rect(draw.Rect{X: 50, Y: 50, W: 30, H: 30}, &g, draw.Stroke{})
			}}
			var a, b bytes.Buffer
			for _, buf := range []*bytes.Buffer{&a, &b} {
				if err := WritePNG(buf, page, spec, 72); err != nil {
					t.Fatalf("%s: WritePNG: %v", tt.name, err)
				}
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Errorf("%s: two writes differ", tt.name)
			}
			if phys := pngChunk(t, a.Bytes(), "pHYs"); len(phys) != 9 {
				t.Errorf("%s: got pHYs chunk %x, want 9 bytes", tt.name, phys)
			}
			img, err := png.Decode(bytes.NewReader(a.Bytes()))
			if err != nil {
				t.Fatalf("%s: decode: %v", tt.name, err)
			}
			if !tt.colour {
				if _, ok := img.(*image.Gray); !ok {
					t.Errorf("%s: got a %T, want *image.Gray", tt.name, img)
				}
				return
			}
			rgba, ok := img.(*image.RGBA)
			if !ok {
				t.Fatalf("%s: got a %T, want *image.RGBA (an RGB PNG)", tt.name, img)
			}
			for _, probe := range []struct {
				at   image.Point
				want [3]uint8
			}{
				{image.Pt(25, 25), [3]uint8{128, 128, 128}},
				{image.Pt(65, 65), [3]uint8{255, 128, 0}},
				{image.Pt(5, 5), [3]uint8{255, 255, 255}},
			} {
				i := rgba.PixOffset(probe.at.X, probe.at.Y)
				got := [3]uint8{rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2]}
				if got != probe.want || rgba.Pix[i+3] != 255 {
					t.Errorf("%s: pixel %v: got %v alpha %d, want %v opaque", tt.name, probe.at, got, rgba.Pix[i+3], probe.want)
				}
			}
		})
	}
}
