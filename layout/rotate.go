package layout

import "github.com/puzzlebook/puzzlebook/layout/draw"

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
