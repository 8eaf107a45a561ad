package draw

// Point is a position on a page in points (1/72 inch), origin at the top-left
// corner of the page, y growing downwards.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle in points; X, Y is its top-left corner.
type Rect struct{ X, Y, W, H float64 }

// Center returns the centre of r.
func (r Rect) Center() Point { return Point{r.X + r.W/2, r.Y + r.H/2} }

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Gray is a grey level from 0 (black) to 1 (white). Print files use grey
// (K-only) ink, so every colour in the drawing interface is a grey; only
// PNG canvases can also draw in colour (see Colourer).
type Gray float64

// Common grey levels.
const (
	Black Gray = 0
	White Gray = 1
)

// Stroke describes how a line is drawn. A zero Width draws nothing.
type Stroke struct {
	Width float64 // line width in points
	Gray  Gray    // ink
	Round bool    // round caps and joins instead of square caps and miter joins
}

// Face names one of the embedded font faces.
type Face int

// The embedded faces.
const (
	Regular Face = iota
	Bold
	Italic
)

// Font selects a face, a size in points and an ink.
type Font struct {
	Face Face
	Size float64
	Gray Gray
}

// Align is the horizontal alignment of text relative to its anchor point.
type Align int

// Horizontal alignments.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// Canvas is the small drawing interface every puzzle kind and every page
// draws on. Coordinates are points from the top-left corner of the page.
// Implementations: the PDF and PNG backends and a Recorder for golden tests.
type Canvas interface {
	// Line strokes a straight segment.
	Line(a, b Point, s Stroke)
	// Polyline strokes connected segments through pts.
	Polyline(pts []Point, s Stroke)
	// Rect fills r with fill (when fill is non-nil) and then strokes its
	// outline with s (when s.Width > 0).
	Rect(r Rect, fill *Gray, s Stroke)
	// Circle fills and/or strokes a circle, like Rect.
	Circle(c Point, radius float64, fill *Gray, s Stroke)
	// Text draws s with its baseline at y, aligned on x.
	Text(x, y float64, s string, f Font, a Align)
	// TextWidth returns the advance width of s in f, in points.
	TextWidth(s string, f Font) float64
	// Image draws the part of img it draws (see Image.Crop) scaled to
	// fill r: in its own colours on a canvas from Colourer.InColour, in
	// grey (Image.Grey) on any other, as print in black ink shows it.
	Image(r Rect, img *Image)
}
