package cover

import (
	"bytes"
	"fmt"
	imagepng "image/png"
	"io"
	"math"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/png"
)

// PNGSide is the long side, in pixels, of the front-cover image:
// the size online stores ask for a book's cover thumbnail.
const PNGSide = 1600

// PNGSize returns the size in pixels of the front-cover image of a
// cover of spec: the front's trim at PNGSide pixels on its long side.
func PNGSize(spec Spec) (width, height int) {
	k := coverPNGScale(spec)
	return int(math.Round(spec.Width * k)), int(math.Round(spec.Height * k))
}

// coverPNGScale is the front-cover image's pixels a point.
func coverPNGScale(spec Spec) float64 { return PNGSide / max(spec.Width, spec.Height) }

// WritePNG writes the front of c alone, cut at its trim (no bleed,
// spine or back), as an 8-bit RGB PNG of PNGSize pixels with a pHYs
// chunk of its resolution. The front has no turned text, which the PNG
// backend cannot draw. The output depends only on c.
func WritePNG(w io.Writer, c Cover) error {
	if err := c.Spec.Validate(); err != nil {
		return err
	}
	k := coverPNGScale(c.Spec)
	wpx, hpx := PNGSize(c.Spec)
	front := c.Spec.Front()
	img, _ := png.Draw(wpx, hpx, k, func(cv draw.Canvas) {
		c.Draw(shifted{cv, front.X, front.Y})
	})
	var buf bytes.Buffer
	if err := imagepng.Encode(&buf, img); err != nil { // opaque: RGB, even for the grey theme
		return fmt.Errorf("cover: encode cover png: %w", err)
	}
	if _, err := w.Write(png.WithPHYs(buf.Bytes(), 72*k)); err != nil {
		return fmt.Errorf("cover: write cover png: %w", err)
	}
	return nil
}

// shifted draws on c with the point (dx, dy) of the drawing at c's
// origin: the front cover on an image of its own.
type shifted struct {
	c      draw.Canvas
	dx, dy float64
}

func (s shifted) at(p draw.Point) draw.Point { return draw.Point{X: p.X - s.dx, Y: p.Y - s.dy} }

// Line draws a line, moved.
func (s shifted) Line(a, b draw.Point, st draw.Stroke) { s.c.Line(s.at(a), s.at(b), st) }

// Polyline draws a polyline, moved.
func (s shifted) Polyline(pts []draw.Point, st draw.Stroke) {
	moved := make([]draw.Point, len(pts))
	for i, p := range pts {
		moved[i] = s.at(p)
	}
	s.c.Polyline(moved, st)
}

// Rect draws a rectangle, moved.
func (s shifted) Rect(r draw.Rect, fill *draw.Gray, st draw.Stroke) {
	s.c.Rect(draw.Rect{X: r.X - s.dx, Y: r.Y - s.dy, W: r.W, H: r.H}, fill, st)
}

// Circle draws a circle, moved.
func (s shifted) Circle(p draw.Point, radius float64, fill *draw.Gray, st draw.Stroke) {
	s.c.Circle(s.at(p), radius, fill, st)
}

// Image draws a picture, moved.
func (s shifted) Image(r draw.Rect, img *draw.Image) {
	s.c.Image(draw.Rect{X: r.X - s.dx, Y: r.Y - s.dy, W: r.W, H: r.H}, img)
}

// Text draws text, moved.
func (s shifted) Text(x, y float64, t string, f draw.Font, a draw.Align) {
	s.c.Text(x-s.dx, y-s.dy, t, f, a)
}

// TextWidth measures as c does.
func (s shifted) TextWidth(t string, f draw.Font) float64 { return s.c.TextWidth(t, f) }

// InColour draws in col, moved, when c can; in grey otherwise.
func (s shifted) InColour(col draw.RGB) draw.Canvas {
	if cc, ok := s.c.(draw.Colourer); ok {
		return shifted{cc.InColour(col), s.dx, s.dy}
	}
	return s
}
