package layout

import "github.com/puzzlebook/puzzlebook/layout/draw"
import "math"

// Rotator is implemented by canvases that can draw turned about a point:
// the PDF backend, the Recorder and the cover's preflight check. The PNG
// backend and the interior's preflight do not, so a drawing finds it by
// type assertion and leaves the turned part out otherwise:
//
//	if r, ok := c.(layout.Rotator); ok {
//		r.Rotate(centre, 90, func(c draw.Canvas) { c.Text(...) })
//	}
type Rotator interface {
	// Rotate calls fn with a canvas on the same page whose drawing is
	// turned clockwise by degrees about at: text drawn left to right in it
	// reads top to bottom on the page at 90 degrees. Coordinates given to
	// that canvas are those of the page before the turn.
	Rotate(at draw.Point, degrees float64, fn func(draw.Canvas))
}

// affine maps a point (x, y) of a turned canvas to (a x + c y + e,
// b x + d y + f) on the page, y growing downwards.
type affine struct{ a, b, c, d, e, f float64 }

// identity leaves every point where it is.
var identity = affine{a: 1, d: 1}

// rotation returns the clockwise turn by degrees about at, with the sine
// and cosine of quarter turns exact.
func rotation(at draw.Point, degrees float64) affine {
	rad := degrees * math.Pi / 180
	cos, sin := math.Cos(rad), math.Sin(rad)
	if math.Mod(degrees, 90) == 0 {
		cos, sin = math.Round(cos), math.Round(sin)
	}
	return affine{a: cos, b: sin, c: -sin, d: cos,
		e: at.X - cos*at.X + sin*at.Y, f: at.Y - sin*at.X - cos*at.Y}
}

// inside returns the map that applies m and then outer: the map of a turn
// drawn within a canvas already turned by outer.
func (m affine) inside(outer affine) affine {
	return affine{
		a: outer.a*m.a + outer.c*m.b, b: outer.b*m.a + outer.d*m.b,
		c: outer.a*m.c + outer.c*m.d, d: outer.b*m.c + outer.d*m.d,
		e: outer.a*m.e + outer.c*m.f + outer.e, f: outer.b*m.e + outer.d*m.f + outer.f,
	}
}

// point returns where p lands.
func (m affine) point(p draw.Point) draw.Point {
	return draw.Point{X: m.a*p.X + m.c*p.Y + m.e, Y: m.b*p.X + m.d*p.Y + m.f}
}

// rect returns the bounding box of r once mapped.
func (m affine) rect(r draw.Rect) draw.Rect {
	if m == identity {
		return r
	}
	return bounds([]draw.Point{
		m.point(draw.Point{X: r.X, Y: r.Y}), m.point(draw.Point{X: r.X + r.W, Y: r.Y}),
		m.point(draw.Point{X: r.X, Y: r.Y + r.H}), m.point(draw.Point{X: r.X + r.W, Y: r.Y + r.H}),
	}, 0)
}
