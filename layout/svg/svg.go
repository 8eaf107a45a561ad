package svg

import (
	"bufio"
	"encoding/base64"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/golang/freetype/truetype"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/dc"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

// Write writes what fn draws as an SVG image width x height points, its size
// given in points so that a layout program places it at that size. Text
// is carried as the outlines of the embedded fonts' glyphs, each glyph
// defined once and used where it is set, so the image looks the same
// where the fonts are not installed. Nothing is drawn behind the page: it
// is transparent where it has no ink. Coordinates are rounded to a
// hundredth of a point, and the output depends only on its inputs.
func Write(w io.Writer, fn func(draw.Canvas), width, height float64) error {
	return Encoder{}.Encode(w, fn, width, height)
}

// Info is what an image says of itself: its title, creator, rights,
// publisher, identifier, source and date.
type Info = dc.Record

// Encoder writes SVG images as Write does. Its zero value writes them
// without metadata.
type Encoder struct {
	// Info, when not nil and not empty, is written as the image's
	// <metadata>: a Dublin Core record in RDF/XML.
	Info *Info
}

// Encode writes what fn draws as Write does, with e's metadata.
func (e Encoder) Encode(w io.Writer, fn func(draw.Canvas), width, height float64) error {
	if !(width > 0 && height > 0) || width > maxSide || height > maxSide {
		return fmt.Errorf("svg: %gx%gpt: want a size from 0 to %gpt", width, height, float64(maxSide))
	}
	doc := &svgDoc{glyphs: map[svgGlyph]string{}}
	if fn != nil {
		fn(&svgCanvas{doc: doc})
	}
	doc.flush()
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"+
		"<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "+
		"width=\"%spt\" height=\"%spt\" viewBox=\"0 0 %s %s\">\n", svgNum(width), svgNum(height), svgNum(width), svgNum(height))
	if e.Info != nil && !e.Info.Empty() {
		bw.WriteString("<metadata>\n<rdf:RDF xmlns:rdf=\"" + dc.RDF + "\" xmlns:dc=\"" + dc.DC + "\">\n<rdf:Description rdf:about=\"\">\n")
		bw.WriteString(e.Info.Elements("", false))
		bw.WriteString("</rdf:Description>\n</rdf:RDF>\n</metadata>\n")
	}
	if doc.defs.Len() > 0 {
		bw.WriteString("<defs>\n")
		bw.WriteString(doc.defs.String())
		bw.WriteString("</defs>\n")
	}
	bw.WriteString(doc.body.String())
	bw.WriteString("</svg>\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("svg: write: %w", err)
	}
	return nil
}

// maxSide is the largest side of a page a PDF viewer must accept (200
// inches), which an SVG image keeps to as well.
const maxSide = 14400

// svgDoc is the SVG being written. Consecutive calls that paint alike
// (the same stroke, the same fill, or text of one ink and size) join one
// element, which keeps a grid of many lines to a few elements; calls are
// never reordered, so what is painted later still covers what came first.
type svgDoc struct {
	body    strings.Builder
	defs    strings.Builder
	glyphs  map[svgGlyph]string // the id of each glyph met; "" for one with no ink
	defined int                 // the glyphs defined so far
	fonts   draw.Fonts          // the faces text in a style is set in (InFonts)
	buf     truetype.GlyphBuf

	open string          // the start tag of the element being built; "" when none
	d    strings.Builder // its path data, or its uses for text
	text bool            // the open element is a group of glyphs
}

// svgGlyph is one glyph of one face.
type svgGlyph struct {
	face draw.Face
	r    rune
}

// path adds path data d to a path element with attributes attrs.
func (doc *svgDoc) path(attrs, d string) {
	tag := "<path " + attrs
	if doc.open != tag || doc.text {
		doc.flush()
		doc.open = tag
	}
	doc.d.WriteString(d)
}

// flush writes the element being built.
func (doc *svgDoc) flush() {
	if doc.open == "" {
		return
	}
	if doc.text {
		doc.body.WriteString(doc.open)
		doc.body.WriteString(">\n")
		doc.body.WriteString(doc.d.String())
		doc.body.WriteString("</g>\n")
	} else {
		doc.body.WriteString(doc.open)
		doc.body.WriteString(` d="`)
		doc.body.WriteString(doc.d.String())
		doc.body.WriteString("\"/>\n")
	}
	doc.open, doc.text = "", false
	doc.d.Reset()
}

// glyph returns the id of the glyph of r in face, defining it on first
// use, and false when it has no ink.
func (doc *svgDoc) glyph(face draw.Face, r rune) (string, bool) {
	key := svgGlyph{face, r}
	if id, ok := doc.glyphs[key]; ok {
		return id, id != ""
	}
	d, ok := glyphOutline(&doc.buf, face, r)
	id := ""
	if ok {
		id = "g" + strconv.Itoa(doc.defined) // fixed by the order of first use
		doc.defined++
		fmt.Fprintf(&doc.defs, "<path id=\"%s\" d=\"%s\"/>\n", id, d)
	}
	doc.glyphs[key] = id
	return id, ok
}

// svgCanvas draws on an svgDoc. A canvas from InColour shares the
// document and draws every ink in its tint.
type svgCanvas struct {
	doc  *svgDoc
	tint *draw.RGB // the ink of every call instead of its grey; nil for grey
}

// InColour returns a canvas on the same image that draws in colour col.
func (c *svgCanvas) InColour(col draw.RGB) draw.Canvas { return &svgCanvas{doc: c.doc, tint: &col} }

// Rotate draws fn's calls turned clockwise by degrees about at.
func (c *svgCanvas) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	c.doc.flush()
	fmt.Fprintf(&c.doc.body, "<g transform=\"rotate(%s %s %s)\">\n", svgNum(degrees), svgNum(at.X), svgNum(at.Y))
	fn(c)
	c.doc.flush()
	c.doc.body.WriteString("</g>\n")
}

// ink is the colour grey g is drawn in.
func (c *svgCanvas) ink(g draw.Gray) string {
	if c.tint != nil {
		return c.tint.Hex()
	}
	return draw.Grey(g).Hex()
}

// strokeAttrs are the attributes of a path stroked with s.
func (c *svgCanvas) strokeAttrs(s draw.Stroke) string {
	caps := `stroke-linecap="square"`
	if s.Round {
		caps = `stroke-linecap="round" stroke-linejoin="round"`
	}
	return fmt.Sprintf(`fill="none" stroke="%s" stroke-width="%s" %s`, c.ink(s.Gray), svgNum(s.Width), caps)
}

// Line strokes a segment.
func (c *svgCanvas) Line(a, b draw.Point, s draw.Stroke) { c.Polyline([]draw.Point{a, b}, s) }

// Polyline strokes connected segments: with round caps and joins as one
// line, else (as the PDF and PNG backends do) a closed outline with
// miter joins, or each segment square-capped on its own.
func (c *svgCanvas) Polyline(pts []draw.Point, s draw.Stroke) {
	if s.Width <= 0 || len(pts) < 2 {
		return
	}
	var d strings.Builder
	switch closed := pts[0] == pts[len(pts)-1]; {
	case s.Round || (closed && len(pts) > 3):
		for i, p := range pts {
			if i == 0 {
				d.WriteByte('M')
			} else {
				d.WriteByte('L')
			}
			d.WriteString(svgPair(p.X, p.Y))
		}
		if closed && !s.Round {
			d.WriteByte('Z')
		}
	default:
		for i := 1; i < len(pts); i++ {
			d.WriteString("M" + svgPair(pts[i-1].X, pts[i-1].Y) + "L" + svgPair(pts[i].X, pts[i].Y))
		}
	}
	c.doc.path(c.strokeAttrs(s), d.String())
}

// Rect fills and strokes a rectangle.
func (c *svgCanvas) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {
	if r.W < 0 {
		r.X, r.W = r.X+r.W, -r.W
	}
	if r.H < 0 {
		r.Y, r.H = r.Y+r.H, -r.H
	}
	// Every outline runs the same way round, so that rectangles joined
	// in one path fill as their union under the nonzero rule.
	d := "M" + svgPair(r.X, r.Y) + "H" + svgNum(r.X+r.W) + "V" + svgNum(r.Y+r.H) + "H" + svgNum(r.X) + "Z"
	if fill != nil {
		c.doc.path(fmt.Sprintf(`fill="%s"`, c.ink(*fill)), d)
	}
	if s.Width > 0 {
		c.doc.path(c.strokeAttrs(s), d)
	}
}

// Circle fills and strokes a circle.
func (c *svgCanvas) Circle(p draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	if radius <= 0 {
		return
	}
	r := svgNum(radius)
	d := "M" + svgPair(p.X-radius, p.Y) + "a" + r + " " + r + " 0 1 0 " + svgNum(2*radius) + " 0" +
		"a" + r + " " + r + " 0 1 0 " + svgNum(-2*radius) + " 0Z"
	if fill != nil {
		c.doc.path(fmt.Sprintf(`fill="%s"`, c.ink(*fill)), d)
	}
	if s.Width > 0 {
		c.doc.path(c.strokeAttrs(s), d)
	}
}

// Text draws s glyph by glyph at the advances measure uses (no kerning),
// so that text sits where it does in the PDF and the PNG. The glyphs are
// defined in font units and placed in a group scaled to the size.
func (c *svgCanvas) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	f.Face = c.doc.fonts.Face(f.Face)
	if s == "" || f.Size <= 0 {
		return
	}
	scale := f.Size / float64(glyph.Font(f.Face).FUnitsPerEm())
	tag := fmt.Sprintf(`<g fill="%s" transform="scale(%s)"`, c.ink(f.Gray), strconv.FormatFloat(scale, 'g', 8, 64))
	x = draw.Left(x, s, f, a)
	for _, r := range s {
		if id, ok := c.doc.glyph(f.Face, r); ok {
			if c.doc.open != tag || !c.doc.text {
				c.doc.flush()
				c.doc.open, c.doc.text = tag, true
			}
			fmt.Fprintf(&c.doc.d, "<use xlink:href=\"#%s\" x=\"%s\" y=\"%s\"/>\n", id, svgRound(x/scale, 10), svgRound(y/scale, 10))
		}
		x += float64(draw.Advance(f.Face, r)) * f.Size / 1000
	}
}

// TextWidth measures s with the embedded font's metrics.
func (c *svgCanvas) TextWidth(s string, f draw.Font) float64 {
	return c.doc.fonts.TextWidth(s, f)
}

// InFonts draws fn's calls with text in a style set in fs's faces.
func (c *svgCanvas) InFonts(fs draw.Fonts, fn func(draw.Canvas)) {
	old := c.doc.fonts
	c.doc.fonts = fs
	defer func() { c.doc.fonts = old }()
	fn(c)
}

// svgNum writes v rounded to a hundredth, as short as it goes.
func svgNum(v float64) string { return svgRound(v, 100) }

// svgRound writes v rounded to 1/per, without a trailing zero or a minus
// sign on zero.
func svgRound(v float64, per float64) string {
	v = math.Round(v*per) / per
	if v == 0 {
		return "0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// svgPair writes a point's coordinates for path data.
func svgPair(x, y float64) string { return svgNum(x) + " " + svgNum(y) }

// Image draws the part of img it draws scaled to fill r: the picture's
// file in a data: URI, in an inner svg whose view box is that part, so
// that the rest is clipped. In its colours on a canvas from InColour, in
// grey on any other.
func (c *svgCanvas) Image(r draw.Rect, img *draw.Image) {
	img, err := img.Inked(c.tint != nil)
	if err != nil {
		return // a picture that decoded has a grey one; nothing to draw otherwise
	}
	c.doc.flush()
	p, b := img.Part(), img.Bounds()
	data, format := img.File()
	fmt.Fprintf(&c.doc.body, "<svg x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" viewBox=\"%d %d %d %d\" preserveAspectRatio=\"none\">\n"+
		"<image width=\"%d\" height=\"%d\" preserveAspectRatio=\"none\" xlink:href=\"data:image/%s;base64,%s\"/>\n</svg>\n",
		svgNum(r.X), svgNum(r.Y), svgNum(r.W), svgNum(r.H), p.Min.X, p.Min.Y, p.Dx(), p.Dy(),
		b.Dx(), b.Dy(), format, base64.StdEncoding.EncodeToString(data))
}

// TextFace returns the face text in f is set in.
func (c *svgCanvas) TextFace(f draw.Face) draw.Face { return c.doc.fonts.Face(f) }
