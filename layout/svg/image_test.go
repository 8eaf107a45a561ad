package svg_test

import (
	"bytes"
	"encoding/base64"
	"regexp"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/svg"
)

// TestImageDataURI checks that a picture drawn in colour is written as
// its own file in a data: URI, in an inner svg whose view box is the
// part drawn, and in grey on a plain canvas.
func TestImageDataURI(t *testing.T) {
	file := layouttest.Picture(120, 80, true)
	img, err := draw.DecodeImage("quarters", file)
	if err != nil {
		t.Fatal(err)
	}
	uri := regexp.MustCompile(`<svg x="10" y="20" width="60" height="60" viewBox="20 0 80 80" preserveAspectRatio="none">\n` +
		`<image width="120" height="80" preserveAspectRatio="none" xlink:href="data:image/jpeg;base64,([A-Za-z0-9+/=]+)"/>`)
	for _, colour := range []bool{true, false} {
		var buf bytes.Buffer
		err := svg.Write(&buf, func(c draw.Canvas) {
			if colour {
				c = c.(draw.Colourer).InColour(draw.RGB{})
			}
			c.Image(draw.Rect{X: 10, Y: 20, W: 60, H: 60}, img.CropTo(1))
		}, 100, 100)
		if err != nil {
			t.Fatal(err)
		}
		m := uri.FindStringSubmatch(buf.String())
		if m == nil {
			t.Fatalf("colour %v: no inner svg with the picture's data: URI in\n%.600s", colour, buf.String())
		}
		data, err := base64.StdEncoding.DecodeString(m[1])
		if err != nil {
			t.Fatal(err)
		}
		if got := bytes.Equal(data, file); got != colour {
			t.Errorf("colour %v: the data: URI holds the picture's own file: %v", colour, got)
		}
		if !colour {
			g, err := draw.DecodeImage("grey", data)
			if err != nil {
				t.Fatal(err)
			}
			r, gr, b, _ := g.Pixels().At(10, 10).RGBA()
			if r != gr || gr != b {
				t.Errorf("grey picture's pixel is %d,%d,%d; want a grey", r, gr, b)
			}
		}
	}
}
