package gentest

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// recorder is a draw.Canvas that counts what is drawn and keeps the
// points it touches, ink widths included, for the suite's checks.
type recorder struct {
	lines, shapes, texts int
	points               []draw.Point
	bad                  []string // calls that draw nothing visible
}

var _ draw.Canvas = (*recorder)(nil)

func (r *recorder) Line(a, b draw.Point, s draw.Stroke) {
	r.lines++
	r.points = append(r.points, a, b)
}

func (r *recorder) Polyline(pts []draw.Point, s draw.Stroke) {
	r.lines++
	r.points = append(r.points, pts...)
}

func (r *recorder) Rect(rect draw.Rect, fill *draw.Gray, s draw.Stroke) {
	r.shapes++
	d := s.Width / 2
	r.points = append(r.points,
		draw.Point{X: rect.X - d, Y: rect.Y - d},
		draw.Point{X: rect.X + rect.W + d, Y: rect.Y + rect.H + d})
}

func (r *recorder) Circle(c draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	r.shapes++
	d := radius + s.Width/2
	r.points = append(r.points, draw.Point{X: c.X - d, Y: c.Y - d}, draw.Point{X: c.X + d, Y: c.Y + d})
}

func (r *recorder) Image(rect draw.Rect, img *draw.Image) {
	r.shapes++
	r.points = append(r.points, draw.Point{X: rect.X, Y: rect.Y}, draw.Point{X: rect.X + rect.W, Y: rect.Y + rect.H})
}

func (r *recorder) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	if s == "" || f.Size <= 0 {
		r.bad = append(r.bad, fmt.Sprintf("text %q in a font of size %v", s, f.Size))
	}
	r.texts++
	r.points = append(r.points, draw.Point{X: x, Y: y})
}

// TextWidth pretends every character is as wide as 0.6 of the font size.
func (r *recorder) TextWidth(s string, f draw.Font) float64 {
	return 0.6 * f.Size * float64(len([]rune(s)))
}
