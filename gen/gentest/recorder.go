package gentest

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/layout"
)

// recorder is a layout.Canvas that counts what is drawn and keeps the
// points it touches, ink widths included, for the suite's checks.
type recorder struct {
	lines, shapes, texts int
	points               []layout.Point
	bad                  []string // calls that draw nothing visible
}

var _ layout.Canvas = (*recorder)(nil)

func (r *recorder) Line(a, b layout.Point, s layout.Stroke) {
	r.lines++
	r.points = append(r.points, a, b)
}

func (r *recorder) Polyline(pts []layout.Point, s layout.Stroke) {
	r.lines++
	r.points = append(r.points, pts...)
}

func (r *recorder) Rect(rect layout.Rect, fill *layout.Gray, s layout.Stroke) {
	r.shapes++
	d := s.Width / 2
	r.points = append(r.points,
		layout.Point{X: rect.X - d, Y: rect.Y - d},
		layout.Point{X: rect.X + rect.W + d, Y: rect.Y + rect.H + d})
}

func (r *recorder) Circle(c layout.Point, radius float64, fill *layout.Gray, s layout.Stroke) {
	r.shapes++
	d := radius + s.Width/2
	r.points = append(r.points, layout.Point{X: c.X - d, Y: c.Y - d}, layout.Point{X: c.X + d, Y: c.Y + d})
}

func (r *recorder) Text(x, y float64, s string, f layout.Font, a layout.Align) {
	if s == "" || f.Size <= 0 {
		r.bad = append(r.bad, fmt.Sprintf("text %q in a font of size %v", s, f.Size))
	}
	r.texts++
	r.points = append(r.points, layout.Point{X: x, Y: y})
}

// TextWidth pretends every character is as wide as 0.6 of the font size.
func (r *recorder) TextWidth(s string, f layout.Font) float64 {
	return 0.6 * f.Size * float64(len([]rune(s)))
}
