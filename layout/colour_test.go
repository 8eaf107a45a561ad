package layout

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	layoutpng "github.com/puzzlebook/puzzlebook/layout/png"
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
			if phys := layouttest.PNGChunk(t, a.Bytes(), "pHYs"); len(phys) != 9 {
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

// TestColourers lists which canvases can draw colour: the PNG backend,
// never the Recorder (layout/pdf's TestColourCanvases checks the PDF's,
// layout/preflight's TestCheckColourers the checks').
func TestColourers(t *testing.T) {
	var pngCanvas draw.Canvas
	layoutpng.Draw(1, 1, 1, func(c draw.Canvas) { pngCanvas = c })
	for _, tc := range []struct {
		name string
		c    draw.Canvas
		want bool
	}{
		{"png", pngCanvas, true},
		{"Recorder", &Recorder{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, ok := tc.c.(draw.Colourer); ok != tc.want {
				t.Errorf("%s: got Colourer %v, want %v", tc.name, ok, tc.want)
			}
		})
	}
}

func TestParseHex(t *testing.T) {
	tests := []struct {
		in   string
		want draw.RGB
		err  string
	}{
		{"#000000", draw.RGB{}, ""},
		{"#FFffFF", draw.RGB{R: 1, G: 1, B: 1}, ""},
		{"#1f3a5f", draw.RGB{R: 31.0 / 255, G: 58.0 / 255, B: 95.0 / 255}, ""},
		{"1f3a5f", draw.RGB{}, `colour "1f3a5f": want #RRGGBB`},
		{"#1f3a5", draw.RGB{}, `colour "#1f3a5": want #RRGGBB`},
		{"#1f3a5g", draw.RGB{}, `colour "#1f3a5g": want #RRGGBB with hex digits`},
		{"#+1f3a5", draw.RGB{}, `colour "#+1f3a5": want #RRGGBB with hex digits`},
		{"navy", draw.RGB{}, `colour "navy": want #RRGGBB`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseHex(tt.in)
			if tt.err != "" {
				checkErr(t, "ParseHex("+tt.in+")", err, tt.err)
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("ParseHex(%q): got %v, %v; want %v", tt.in, got, err, tt.want)
			}
			if got.Hex() != strings.ToLower(tt.in) {
				t.Errorf("ParseHex(%q).Hex(): got %q, want %q", tt.in, got.Hex(), strings.ToLower(tt.in))
			}
		})
	}
}
