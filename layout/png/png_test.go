package png

import (
	"bytes"
	"image"
	imagepng "image/png"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var _ draw.Colourer = (*canvas)(nil)

// sheet draws a black rule, a grey box and a number: some of every kind
// of ink.
func sheet(c draw.Canvas) {
	c.Line(draw.Point{X: 10, Y: 10}, draw.Point{X: 62, Y: 10}, draw.Stroke{Width: 2})
	g := draw.Gray(0.5)
	c.Rect(draw.Rect{X: 10, Y: 20, W: 20, H: 20}, &g, draw.Stroke{Width: 1})
	c.Text(50, 40, "42", draw.Font{Face: draw.Bold, Size: 14}, draw.AlignCenter)
}

func TestWrite(t *testing.T) {
	tests := []struct {
		name  string
		draw  func(draw.Canvas)
		model string
	}{
		{"grey", sheet, "gray"},
		{"colour", func(c draw.Canvas) {
			sheet(c.(draw.Colourer).InColour(draw.RGB{R: 1}))
		}, "rgb"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Write(&buf, tt.draw, 72, 48, 144); err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(buf.Bytes()[:64], []byte("pHYs")) {
				t.Error("no pHYs chunk after IHDR")
			}
			img, err := imagepng.Decode(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			if got := img.Bounds().Size(); got != (image.Point{X: 144, Y: 96}) {
				t.Errorf("size %v, want 144x96 (72x48pt at 144 dpi)", got)
			}
			_, gray := img.(*image.Gray)
			if want := tt.model == "gray"; gray != want {
				t.Errorf("greyscale %v, want %v (%T)", gray, want, img)
			}
			dark := 0
			for y := range 96 {
				for x := range 144 {
					if r, g, b, _ := img.At(x, y).RGBA(); r+g+b < 3*0x8000 {
						dark++
					}
				}
			}
			if dark < 100 {
				t.Errorf("%d dark pixels, want the rule, box and number (100 or more)", dark)
			}
		})
	}
}

func TestWriteErrors(t *testing.T) {
	for _, tt := range []struct {
		dpi, w float64
		want   string
	}{{5, 72, "resolution"}, {3000, 72, "resolution"}, {2400, 72 * 400, "too large"}} {
		err := Write(&bytes.Buffer{}, sheet, tt.w, 72, tt.dpi)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Write at %g dpi, %gpt wide: got %v, want an error saying %q", tt.dpi, tt.w, err, tt.want)
		}
	}
}
