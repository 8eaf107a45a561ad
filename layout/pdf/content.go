package pdf

import (
	"math"
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
	sheetH  float64 // the sheet's height: PDF's y grows upwards
	buf     []byte  // the operators so far
	fonts   []fontRef
	texts   map[draw.Face][]string // the texts drawn in each face, once each
	typeset draw.Fonts             // the faces text in a style is set in (InFonts)

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

	images []imageMark // the pictures drawn, in order (image.go)
	turned int         // how many Rotate calls are open
	err    error       // a picture that could not be drawn
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
	c := &pdfContent{sheetH: sheetH, texts: map[draw.Face][]string{}}
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
