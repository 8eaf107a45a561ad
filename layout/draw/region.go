package draw

// Region is a part of a page that a drawing declares to the canvas: a box
// that text was set in (a title, a paragraph, a label), or the area of a
// puzzle's grid. Checking canvases use regions to see what a reader sees:
// text that runs outside the box it was set in, and text laid over a grid
// by anything but the grid itself.
type Region struct {
	// What names the region for messages, e.g. "title" or "Puzzle 3".
	What string
	// Box is where the drawing must stay: text drawn inside the region
	// must keep its ink within Box.
	Box Rect
	// Grid marks a puzzle's grid: its own numbers belong over it, other
	// text does not.
	Grid bool
}

// Regioner is implemented by canvases that check layout (the preflight
// canvases) and by layout.Recorder, which keeps each text's region. Drawing
// code declares a region through DrawIn, which calls fn directly on
// canvases that do not implement it.
type Regioner interface {
	// InRegion calls fn with a canvas on the same page whose calls
	// belong to r.
	InRegion(r Region, fn func(Canvas))
}

// DrawIn calls fn with c, telling c that what fn draws belongs to r
// when c is a Regioner.
func DrawIn(c Canvas, r Region, fn func(Canvas)) {
	if rc, ok := c.(Regioner); ok {
		rc.InRegion(r, fn)
		return
	}
	fn(c)
}
