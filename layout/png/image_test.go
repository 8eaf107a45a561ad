package png_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/png"
)

// TestImagePixels draws the picture's right half scaled up and checks
// the PNG's pixels: green and yellow in its frame, white around it; in
// colour on a canvas from InColour, in grey on the plain canvas.
func TestImagePixels(t *testing.T) {
	img, err := draw.DecodeImage("quarters", layouttest.Picture(120, 80, false))
	if err != nil {
		t.Fatal(err)
	}
	right := img.Crop(image.Rect(60, 0, 120, 80))
	frame := draw.Rect{X: 10, Y: 10, W: 60, H: 80}
	for _, colour := range []bool{false, true} {
		got, coloured := png.Draw(100, 100, 1, func(c draw.Canvas) {
			if colour {
				c = c.(draw.Colourer).InColour(draw.RGB{})
			}
			c.Image(frame, right)
		})
		if coloured != colour {
			t.Errorf("colour %v: page drawn in colour: %v", colour, coloured)
		}
		want := func(c color.NRGBA) color.RGBA {
			if !colour {
				y := color.GrayModel.Convert(c).(color.Gray).Y
				return color.RGBA{R: y, G: y, B: y, A: 255}
			}
			return color.RGBA{R: c.R, G: c.G, B: c.B, A: 255}
		}
		for _, p := range []struct {
			x, y int
			want color.RGBA
		}{
			{40, 30, want(layouttest.PictureGreen)},
			{40, 70, want(layouttest.PictureYellow)},
			{12, 12, want(layouttest.PictureGreen)},
			{5, 50, color.RGBA{255, 255, 255, 255}},
			{75, 50, color.RGBA{255, 255, 255, 255}},
			{40, 95, color.RGBA{255, 255, 255, 255}},
		} {
			if c := got.RGBAAt(p.x, p.y); !near(c, p.want) {
				t.Errorf("colour %v: pixel %d,%d is %v; want %v", colour, p.x, p.y, c, p.want)
			}
		}
	}
}

func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return max(x, y)-min(x, y) < 4 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}
