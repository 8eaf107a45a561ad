package pdf

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// pdfContent is one page's drawing as PDF content operators, made
// without gopdf so that pages can be drawn at once on several goroutines
// (see writeSheets): compact numbers, PDF's own round and projecting caps
// and joins, and each state set once until it changes. Text is written
// here too, as glyph indexes of the embedded fonts (gopdf's encoding,
// Identity-H); gopdf is told which texts each face draws, so that it
// embeds their glyphs, and the font names, which depend on the order in
// which gopdf adds the faces, are filled in when the page is handed over.
type pdfContent struct {
	sheetH float64 // the sheet's height: PDF's y grows upwards
	buf    []byte  // the operators so far
	fonts  []fontRef
	texts  [len(faceNames)][]string // the texts drawn in each face, once each

	// The graphics state set so far, to skip repeats: NaN and -1 unknown.
	width        float64
	stroke, fill pdfInk
	style        int8 // the line cap and join: -1 unknown, else strokeSquare, strokeRound or strokeMiter

	// An open text object (BT) that the next text joins: texts drawn one
	// after another share one, each placed from the last (Td) in the face
	// and size set last.
	inText   bool
	textAt   draw.Point // where the last text started, in PDF's coordinates
	textFont draw.Font  // its face and size
}

// fontRef is where buf names a face: the digit of "/F1" at off, which
// the face's number in the file replaces.
type fontRef struct{ off, face int }

// The cap and join styles a run of graphics sets (PDF's J and j).
const (
	strokeSquare int8 = iota // projecting caps, miter joins: our square strokes
	strokeRound              // round caps and joins
	strokeMiter              // butt caps, miter joins: closed outlines
)

func newPDFContent(sheetH float64) *pdfContent {
	c := &pdfContent{sheetH: sheetH}
	c.forget()
	return c
}

// forget marks the graphics state unknown: a new run of graphics starts.
func (c *pdfContent) forget() {
	c.width, c.style = math.NaN(), -1
	c.stroke, c.fill = pdfInk{gray: math.NaN()}, pdfInk{gray: math.NaN()}
}

// num appends v rounded to hundredths, without trailing zeros: the
// precision gopdf writes, in fewer bytes.
func (c *pdfContent) num(v float64) {
	n := int64(math.Round(v * 100))
	if n < 0 {
		c.buf = append(c.buf, '-')
		n = -n
	}
	c.buf = strconv.AppendInt(c.buf, n/100, 10)
	if f := n % 100; f != 0 {
		c.buf = append(c.buf, '.', byte('0'+f/10))
		if f%10 != 0 {
			c.buf = append(c.buf, byte('0'+f%10))
		}
	}
	c.buf = append(c.buf, ' ')
}

// graphics ends an open text object: a graphics operator follows.
func (c *pdfContent) graphics() {
	if c.inText {
		c.op("ET")
		c.inText = false
	}
}

// finish ends the page's content.
func (c *pdfContent) finish() { c.graphics() }

// round2 rounds v to hundredths.
func round2(v float64) float64 { return math.Round(v*100) / 100 }

// point appends p in PDF's coordinates.
func (c *pdfContent) point(p draw.Point) {
	c.num(p.X)
	c.num(c.sheetH - p.Y)
}

// op appends an operator and ends the line.
func (c *pdfContent) op(s string) {
	c.buf = append(c.buf, s...)
	c.buf = append(c.buf, '\n')
}

// setInk sets the stroke (stroke true) or fill ink k, unless already set.
func (c *pdfContent) setInk(k pdfInk, stroke bool) {
	cur := &c.fill
	if stroke {
		cur = &c.stroke
	}
	if k == *cur {
		return
	}
	*cur = k
	op := "g"
	if k.colour {
		op = "rg"
		for _, ch := range k.rgb {
			// Three decimals, as gopdf writes a colour.
			c.buf = strconv.AppendFloat(c.buf, math.Round(float64(ch)/255*1000)/1000, 'f', -1, 64)
			c.buf = append(c.buf, ' ')
		}
	} else {
		c.num(k.gray)
	}
	if stroke {
		op = strings.ToUpper(op)
	}
	c.op(op)
}

// setStroke sets the line width, ink and cap and join style of a stroke.
func (c *pdfContent) setStroke(width float64, k pdfInk, style int8) {
	if width != c.width {
		c.num(width)
		c.op("w")
		c.width = width
	}
	c.setInk(k, true)
	if style != c.style {
		switch style {
		case strokeSquare:
			c.op("2 J 0 j")
		case strokeRound:
			c.op("1 J 1 j")
		default:
			c.op("0 J 0 j")
		}
		c.style = style
	}
}

// ellipse appends a circle about p as four Bézier curves (gopdf's oval),
// as a closed subpath.
func (c *pdfContent) ellipse(p draw.Point, r float64) {
	k := 0.55228 * r
	x, y := p.X, p.Y
	c.point(draw.Point{X: x, Y: y + r})
	c.op("m")
	for _, q := range [4][3]draw.Point{
		{{X: x + k, Y: y + r}, {X: x + r, Y: y + k}, {X: x + r, Y: y}},
		{{X: x + r, Y: y - k}, {X: x + k, Y: y - r}, {X: x, Y: y - r}},
		{{X: x - k, Y: y - r}, {X: x - r, Y: y - k}, {X: x - r, Y: y}},
		{{X: x - r, Y: y + k}, {X: x - k, Y: y + r}, {X: x, Y: y + r}},
	} {
		c.point(q[0])
		c.point(q[1])
		c.point(q[2])
		c.op("c")
	}
}

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
	fn(c)
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
	face := f.Face
	if face < 0 || int(face) >= len(faceNames) {
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
func (c *contentCanvas) TextWidth(s string, f draw.Font) float64 { return draw.TextWidth(s, f) }
