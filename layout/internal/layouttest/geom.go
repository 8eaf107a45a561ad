package layouttest

import "github.com/puzzlebook/puzzlebook/layout/draw"

// Overlaps reports whether a and b share more than an edge.
func Overlaps(a, b draw.Rect) bool {
	return a.X < b.X+b.W-1e-9 && b.X < a.X+a.W-1e-9 && a.Y < b.Y+b.H-1e-9 && b.Y < a.Y+a.H-1e-9
}

// Inside reports whether in lies inside out, give or take rounding.
func Inside(in, out draw.Rect) bool {
	const eps = 1e-9
	return in.X >= out.X-eps && in.Y >= out.Y-eps && in.X+in.W <= out.X+out.W+eps && in.Y+in.H <= out.Y+out.H+eps
}
