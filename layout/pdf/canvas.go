package pdf

import (
	"math"
	"slices"
	"strconv"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// contentCanvas draws on a pdfContent, in grey or (with tint) in colour.
type contentCanvas struct {
	*pdfContent
	tint *draw.RGB // the ink of every call instead of its grey; nil for grey
}

// ink is the ink that draws grey g on c.
func (c *contentCanvas) ink(g draw.Gray) pdfInk {
	if t := c.tint; t != nil {
		return pdfInk{rgb: t.RGB8(), colour: true}
	}
	return pdfInk{gray: float64(g)}
}

// contentColourCanvas is the cover's content canvas: a contentCanvas that
// can also draw in colour. The interior is drawn on a bare contentCanvas,
// which is no Colourer, so that nothing in it can ask for colour.
type contentColourCanvas struct{ *contentCanvas }

// InColour returns a canvas on the same page that draws in col.
func (c contentColourCanvas) InColour(col draw.RGB) draw.Canvas {
	return contentColourCanvas{&contentCanvas{pdfContent: c.pdfContent, tint: &col}}
}

// Rotate is contentCanvas.Rotate, drawing on c, which can still draw in colour.
func (c contentColourCanvas) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	c.contentCanvas.Rotate(at, degrees, func(draw.Canvas) { fn(c) })
}

// Rotate draws fn's calls turned clockwise by degrees about at, between
// a save and a restore of the graphics state, which the restore takes back
// to what it was before.
func (c *contentCanvas) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	// PDF's y grows upwards: the page's clockwise turn is PDF's anticlockwise.
	rad := -degrees * math.Pi / 180
	cos, sin := math.Cos(rad), math.Sin(rad)
	if math.Mod(degrees, 90) == 0 {
		cos, sin = math.Round(cos), math.Round(sin)
	}
	x, y := at.X, c.sheetH-at.Y
	c.graphics()
	c.op("q")
	for _, v := range [6]float64{cos, sin, -sin, cos, x - cos*x + sin*y, y - sin*x - cos*y} {
		c.buf = strconv.AppendFloat(c.buf, math.Round(v*1e5)/1e5+0, 'f', -1, 64)
		c.buf = append(c.buf, ' ')
	}
	c.op("cm")
	width, stroke, fill, style := c.width, c.stroke, c.fill, c.style
	c.turned++
	fn(c)
	c.turned--
	c.graphics()
	c.op("Q")
	c.width, c.stroke, c.fill, c.style = width, stroke, fill, style
}

// Line strokes a segment.
func (c *contentCanvas) Line(a, b draw.Point, s draw.Stroke) { c.Polyline([]draw.Point{a, b}, s) }

// Polyline strokes connected segments: round strokes as one path with
// round caps and joins, a closed square outline as a closed path with
// miter joins, and other square strokes as separate segments with
// projecting caps, which fill the corner where two meet at a right angle.
func (c *contentCanvas) Polyline(pts []draw.Point, s draw.Stroke) {
	if s.Width <= 0 || len(pts) < 2 {
		return
	}
	c.graphics()
	ink := c.ink(s.Gray)
	switch closed := pts[0] == pts[len(pts)-1]; {
	case s.Round:
		c.setStroke(s.Width, ink, strokeRound)
		c.point(pts[0])
		c.op("m")
		for _, p := range pts[1:] {
			c.point(p)
			c.op("l")
		}
	case closed && len(pts) > 3:
		c.setStroke(s.Width, ink, strokeMiter)
		c.point(pts[0])
		c.op("m")
		for _, p := range pts[1 : len(pts)-1] {
			c.point(p)
			c.op("l")
		}
		c.op("h")
	default:
		c.setStroke(s.Width, ink, strokeSquare)
		for i := 1; i < len(pts); i++ {
			if pts[i-1] == pts[i] {
				continue // a projecting cap on no segment would draw a square
			}
			c.point(pts[i-1])
			c.op("m")
			c.point(pts[i])
			c.op("l")
		}
	}
	c.op("S")
}

// Rect fills and strokes a rectangle.
func (c *contentCanvas) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {
	c.graphics()
	if fill != nil {
		c.setInk(c.ink(*fill), false)
		c.rect(r)
		c.op("f")
	}
	if s.Width <= 0 {
		return
	}
	if s.Round {
		c.Polyline([]draw.Point{{X: r.X, Y: r.Y}, {X: r.X + r.W, Y: r.Y}, {X: r.X + r.W, Y: r.Y + r.H}, {X: r.X, Y: r.Y + r.H}, {X: r.X, Y: r.Y}}, s)
		return
	}
	c.setStroke(s.Width, c.ink(s.Gray), strokeMiter)
	c.rect(r)
	c.op("S")
}

// rect appends r as a rectangle path.
func (c *contentCanvas) rect(r draw.Rect) {
	c.point(draw.Point{X: r.X, Y: r.Y + r.H})
	c.num(r.W)
	c.num(r.H)
	c.op("re")
}

// Circle fills and strokes a circle. Filled, it is drawn as dots: a
// filled circle is a stroke of no length with round caps (exact, and a
// few bytes), and a fill with an outline is a dot the outline's outer
// size in its ink under a dot the inner size in the fill's. An outline
// alone is four Bézier curves (gopdf's oval).
func (c *contentCanvas) Circle(p draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	if radius <= 0 {
		return
	}
	c.graphics()
	switch {
	case fill != nil && s.Width <= 0:
		c.dot(p, radius, c.ink(*fill))
	case fill != nil && s.Width < 2*radius:
		c.dot(p, radius+s.Width/2, c.ink(s.Gray))
		c.dot(p, radius-s.Width/2, c.ink(*fill))
	case fill != nil: // the outline covers the fill
		c.dot(p, radius+s.Width/2, c.ink(s.Gray))
	default:
		c.setStroke(s.Width, c.ink(s.Gray), strokeMiter)
		c.ellipse(p, radius)
		c.op("S")
	}
}

// dot fills a circle as a stroke of no length with round caps.
func (c *contentCanvas) dot(p draw.Point, radius float64, k pdfInk) {
	c.setStroke(2*radius, k, strokeRound)
	c.point(p)
	c.op("m")
	c.point(p)
	c.op("l S")
}

// Text draws s with its baseline at y, in glyphs of the embedded face. A
// rune the face lacks is drawn as a space, as gopdf does and measure
// measures.
func (c *contentCanvas) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	if s == "" || f.Size <= 0 {
		return
	}
	f.Face = c.typeset.Face(f.Face)
	face := f.Face
	if face < 0 || int(face) >= draw.FaceCount() {
		face = draw.Regular
	}
	c.setInk(c.ink(f.Gray), false)
	at := draw.Point{X: draw.Left(x, s, f, a), Y: c.sheetH - y}
	font := draw.Font{Face: face, Size: f.Size}
	if !c.inText {
		c.op("BT")
		c.inText, c.textAt, c.textFont = true, draw.Point{}, draw.Font{Size: -1}
	}
	if font != c.textFont {
		c.buf = append(c.buf, "/F"...)
		c.fonts = append(c.fonts, fontRef{len(c.buf), int(face)})
		c.buf = append(c.buf, '0', ' ')
		c.num(f.Size)
		c.op("Tf")
		c.textFont = font
	}
	// Td moves from where the last text started. Rounding each step to
	// hundredths could add up; rounding the position and then taking the
	// step between rounded positions does not.
	step := draw.Point{X: round2(at.X) - round2(c.textAt.X), Y: round2(at.Y) - round2(c.textAt.Y)}
	c.num(step.X)
	c.num(step.Y)
	c.op("Td")
	c.textAt = at
	c.buf = append(c.buf, '<')
	for _, g := range glyphsOf(face, s) {
		const hex = "0123456789ABCDEF"
		c.buf = append(c.buf, hex[g>>12&15], hex[g>>8&15], hex[g>>4&15], hex[g&15])
	}
	c.buf = append(c.buf, ">Tj\n"...)
	if !slices.Contains(c.texts[face], s) {
		c.texts[face] = append(c.texts[face], s)
	}
}

// TextWidth measures s with the embedded font's metrics.
func (c *contentCanvas) TextWidth(s string, f draw.Font) float64 {
	return c.typeset.TextWidth(s, f)
}

// InFonts draws fn's calls with text in a style set in fs's faces.
func (c *contentCanvas) InFonts(fs draw.Fonts, fn func(draw.Canvas)) {
	old := c.typeset
	c.typeset = fs
	defer func() { c.typeset = old }()
	fn(c)
}

// InFonts is contentCanvas.InFonts, drawing on c, which can still draw
// in colour.
func (c contentColourCanvas) InFonts(fs draw.Fonts, fn func(draw.Canvas)) {
	c.contentCanvas.InFonts(fs, func(draw.Canvas) { fn(c) })
}

// TextFace returns the face text in f is set in.
func (c *contentCanvas) TextFace(f draw.Face) draw.Face { return c.typeset.Face(f) }
