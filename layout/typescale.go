package layout

import "github.com/puzzlebook/puzzlebook/layout/draw"

// Type is a book's type scale: the least size of the text around its
// grids, the least size of the numbers in them, and how heavy its lines
// are. The zero value is the usual book: every text at its designed size
// (never under MinFontSize), the grids' numbers at MinFontSize or more,
// lines as drawn. LargePrint is the other scale the config names.
type Type struct {
	// MinText is the smallest text outside the grids, in points: running
	// headers, page numbers, labels, "Solution on page N", the contents,
	// the how-to-play rules, hints, the answer key's headings, the title
	// and copyright pages and worksheets' Name and Date. Texts designed
	// smaller are set at MinText; 0 keeps the designed sizes.
	MinText float64
	// MinGrid is the smallest type inside the grids, in points, for Fit
	// to choose how many grids a page holds; 0 means MinFontSize.
	MinGrid float64
	// Weight multiplies the width of the rules and of the grids' inner
	// lines (their borders keep draw.GridBorder); 0 means 1.
	Weight float64
	// Fonts are the book's typefaces: every text the type scale sets
	// (font) is in Fonts.Text, the numbers the kinds draw in the grids in
	// Fonts.Digits. The zero value is Lato for both.
	Fonts draw.Fonts
}

// LargePrint is the type of a large-print book: every text at 14 pt or
// more, the numbers in the grids at 16 pt or more, lines half as heavy
// again.
var LargePrint = Type{MinText: 14, MinGrid: 16, Weight: 1.5}

// font returns f at MinText when it is smaller, in the book's text face
// for its style.
func (t Type) font(f draw.Font) draw.Font {
	f.Size = max(f.Size, t.MinText)
	f.Face = t.Fonts.Face(f.Face)
	return f
}

// least is the smallest size a text may shrink to, to fit its width.
func (t Type) least() float64 { return max(MinFontSize, t.MinText) }

// lead scales a line spacing designed for f to the size t sets f at.
func (t Type) lead(lead float64, f draw.Font) float64 { return lead * t.font(f).Size / f.Size }

// LeastGrid is the smallest type allowed in the grids: MinGrid, or
// MinFontSize.
func (t Type) LeastGrid() float64 { return max(MinFontSize, t.MinGrid) }

// stroke returns s with its width scaled by Weight.
func (t Type) stroke(s draw.Stroke) draw.Stroke {
	if t.Weight > 0 {
		s.Width *= t.Weight
	}
	return s
}

// heavier returns c drawing the grids' lines, outlines and paths Weight
// times as wide, up to draw.GridBorder, so that a grid keeps its border
// inside its area. Like withDigits' canvas, it draws in grey: a kind's
// colours (Numberlink's paths on PNG pages) print as their greys.
func (t Type) heavier(c draw.Canvas) draw.Canvas {
	if t.Weight <= 0 || t.Weight == 1 {
		return c
	}
	return weightCanvas{c, t.Weight}
}

type weightCanvas struct {
	draw.Canvas
	k float64
}

func (w weightCanvas) heavy(s draw.Stroke) draw.Stroke {
	if s.Width > 0 && s.Width < draw.GridBorder {
		s.Width = min(draw.GridBorder, s.Width*w.k)
	}
	return s
}

func (w weightCanvas) Line(a, b draw.Point, s draw.Stroke) { w.Canvas.Line(a, b, w.heavy(s)) }

func (w weightCanvas) Polyline(pts []draw.Point, s draw.Stroke) { w.Canvas.Polyline(pts, w.heavy(s)) }

// Rect draws r's outline heavier inwards: its outer edge stays where the
// kind drew it, so that a rectangle at its area's edge (a clue cell
// outside a grid) keeps its ink inside the area.
func (w weightCanvas) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {
	h := w.heavy(s)
	if in := (h.Width - s.Width) / 2; in > 0 && r.W > 2*in && r.H > 2*in {
		r = draw.Rect{X: r.X + in, Y: r.Y + in, W: r.W - 2*in, H: r.H - 2*in}
	}
	w.Canvas.Rect(r, fill, h)
}

func (w weightCanvas) Circle(c draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	w.Canvas.Circle(c, radius, fill, w.heavy(s))
}
