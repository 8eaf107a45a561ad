package ink

import (
	"math"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Turn maps a point (x, y) of a turned canvas to (a x + c y + e,
// b x + d y + f) on the page, y growing downwards.
type Turn struct{ a, b, c, d, e, f float64 }

// Identity leaves every point where it is.
var Identity = Turn{a: 1, d: 1}

// Rotation returns the clockwise turn by degrees about at, with the sine
// and cosine of quarter turns exact.
func Rotation(at draw.Point, degrees float64) Turn {
	rad := degrees * math.Pi / 180
	cos, sin := math.Cos(rad), math.Sin(rad)
	if math.Mod(degrees, 90) == 0 {
		cos, sin = math.Round(cos), math.Round(sin)
	}
	return Turn{a: cos, b: sin, c: -sin, d: cos,
		e: at.X - cos*at.X + sin*at.Y, f: at.Y - sin*at.X - cos*at.Y}
}

// Inside returns the map that applies m and then outer: the map of a turn
// drawn within a canvas already turned by outer.
func (m Turn) Inside(outer Turn) Turn {
	return Turn{
		a: outer.a*m.a + outer.c*m.b, b: outer.b*m.a + outer.d*m.b,
		c: outer.a*m.c + outer.c*m.d, d: outer.b*m.c + outer.d*m.d,
		e: outer.a*m.e + outer.c*m.f + outer.e, f: outer.b*m.e + outer.d*m.f + outer.f,
	}
}

// Point returns where p lands.
func (m Turn) Point(p draw.Point) draw.Point {
	return draw.Point{X: m.a*p.X + m.c*p.Y + m.e, Y: m.b*p.X + m.d*p.Y + m.f}
}

// Rect returns the bounding box of r once mapped.
func (m Turn) Rect(r draw.Rect) draw.Rect {
	if m == Identity {
		return r
	}
	return Bounds([]draw.Point{
		m.Point(draw.Point{X: r.X, Y: r.Y}), m.Point(draw.Point{X: r.X + r.W, Y: r.Y}),
		m.Point(draw.Point{X: r.X, Y: r.Y + r.H}), m.Point(draw.Point{X: r.X + r.W, Y: r.Y + r.H}),
	}, 0)
}

// Bounds returns the box of pts grown by pad on every side.
func Bounds(pts []draw.Point, pad float64) draw.Rect {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, maxX = min(minX, p.X), max(maxX, p.X)
		minY, maxY = min(minY, p.Y), max(maxY, p.Y)
	}
	return draw.Rect{X: minX - pad, Y: minY - pad, W: maxX - minX + 2*pad, H: maxY - minY + 2*pad}
}
