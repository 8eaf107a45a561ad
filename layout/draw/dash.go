package draw

import "math"

// Dashed strokes the segment from a to b as dashes of length on with gaps
// of length off, starting and ending with a dash, the dashes spread so
// that both ends are inked (as cage outlines want their corners). Every
// canvas draws it, since it is made of plain lines.
func Dashed(c Canvas, a, b Point, s Stroke, on, off float64) {
	length := math.Hypot(b.X-a.X, b.Y-a.Y)
	if on <= 0 || off < 0 || length <= on {
		c.Line(a, b, s)
		return
	}
	// n dashes and n-1 gaps fill the length; stretch the gaps to fit.
	n := max(1, int(math.Round((length+off)/(on+off))))
	gap := 0.0
	if n > 1 {
		gap = (length - float64(n)*on) / float64(n-1)
	}
	if gap < 0 {
		c.Line(a, b, s)
		return
	}
	ux, uy := (b.X-a.X)/length, (b.Y-a.Y)/length
	for i := range n {
		t := float64(i) * (on + gap)
		c.Line(Point{a.X + ux*t, a.Y + uy*t}, Point{a.X + ux*(t+on), a.Y + uy*(t+on)}, s)
	}
}
