package layout

import (
	"bytes"
	"fmt"
	"io"
	"math"

	"github.com/signintech/gopdf"
)

// WritePDF writes the pages of c as a PDF on sheets of spec's trim plus
// bleed, with the fonts embedded (subset) as TrueType, grey ink only, a
// TrimBox on every page (mirrored with the bleed on even pages) and, with
// a bleed, a BleedBox. meta becomes the document info, except in a
// print-on-demand book (c.PrintOnDemand), which carries none. The output
// depends only on its inputs: the same book gives the same bytes.
func WritePDF(w io.Writer, c Composed, spec PageSpec, meta Meta) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	sw, sh := spec.Sheet()
	var info *gopdf.PdfInfo
	if !c.PrintOnDemand {
		info = &gopdf.PdfInfo{
			Title:    meta.Title,
			Subject:  meta.Subtitle,
			Author:   meta.Author,
			Creator:  "puzzlebook",
			Producer: "puzzlebook (gopdf)",
		}
	}
	pages := c.Pages
	if len(pages) == 0 {
		pages = []Page{{}} // a PDF needs at least one page
	}
	return writeSheets(w, sw, sh, pages, spec.TrimOn, info, spec.Bleed > 0, false)
}

// writeSheets writes pages on sheets of sw x sh points, with trim(n) the
// TrimBox of the 1-based page n, info the document info (nil for none)
// and, with bleed, a BleedBox of the whole sheet on every page. With
// colour the pages are drawn on a Colourer (the cover); without, in grey
// only (the interior).
func writeSheets(w io.Writer, sw, sh float64, pages []Page, trim func(n int) Rect, info *gopdf.PdfInfo, bleed, colour bool) error {
	pdf := &gopdf.GoPdf{}
	pdf.Start(gopdf.Config{PageSize: gopdf.Rect{W: sw, H: sh}, Unit: gopdf.UnitPT})
	if info != nil {
		// No CreationDate and no protection: gopdf then writes no clock
		// time and no random IDs, which keeps the output reproducible.
		pdf.SetInfo(*info)
	}
	pc := &pdfCanvas{pdfPage: &pdfPage{pdf: pdf}}
	var cv Canvas = pc
	if colour {
		cv = pdfColourCanvas{pc}
	}
	for i, p := range pages {
		t := trim(i + 1)
		pdf.AddPageWithOption(gopdf.PageOption{
			PageSize: &gopdf.Rect{W: sw, H: sh},
			// gopdf writes the box as given: [llx lly urx ury] from the bottom left.
			TrimBox: &gopdf.Box{Left: t.X, Top: sh - t.Y - t.H, Right: t.X + t.W, Bottom: sh - t.Y},
		})
		pc.reset()
		if p.Draw != nil {
			p.Draw(cv)
		}
		if pc.err != nil {
			return fmt.Errorf("layout: pdf page %d: %w", i+1, pc.err)
		}
	}
	var buf bytes.Buffer
	if _, err := pdf.WriteTo(&buf); err != nil {
		return fmt.Errorf("layout: write pdf: %w", err)
	}
	out := buf.Bytes()
	if bleed {
		var err error
		if out, err = addBleedBoxes(out, sw, sh); err != nil {
			return err
		}
	}
	if _, err := w.Write(out); err != nil {
		return fmt.Errorf("layout: write pdf: %w", err)
	}
	return nil
}

// pdfCanvas draws on the current page of a gopdf document. gopdf sets no
// line caps or joins, so PDF's defaults apply (butt caps, miter joins);
// square caps are drawn by lengthening segments and round caps and joins by
// adding discs, which is exact for opaque ink.
type pdfCanvas struct {
	*pdfPage
	tint *RGB // the ink of every call instead of its grey (see pdfColourCanvas); nil for grey
}

// pdfPage is the page being drawn, shared by the canvases that draw on it.
type pdfPage struct {
	pdf *gopdf.GoPdf
	err error // the first error; later calls still draw what they can

	fonts [len(faceNames)]bool // which faces have been added (only used ones are embedded)

	// The graphics state last set on this page, to skip repeats; NaN is unknown.
	width        float64
	stroke, fill pdfInk
}

// pdfInk is an ink as the content stream sets it: a grey (g, G), or with
// colour an RGB colour (rg, RG). An ink with a NaN gray equals none.
type pdfInk struct {
	gray   float64
	rgb    [3]uint8
	colour bool
}

// ink is the ink that draws grey g on c.
func (c *pdfCanvas) ink(g Gray) pdfInk {
	if t := c.tint; t != nil {
		return pdfInk{rgb: [3]uint8{channel(t.R), channel(t.G), channel(t.B)}, colour: true}
	}
	return pdfInk{gray: float64(g)}
}

// reset starts a page: it sets the graphics state explicitly, which also
// gives every page a content stream (gopdf writes a broken page without one).
func (c *pdfCanvas) reset() {
	c.width, c.stroke, c.fill = math.NaN(), pdfInk{gray: math.NaN()}, pdfInk{gray: math.NaN()}
	c.setStroke(Stroke{Width: 1, Gray: Black})
	c.setFill(Black)
}

func (c *pdfCanvas) setStroke(s Stroke) {
	if s.Width != c.width {
		c.pdf.SetLineWidth(s.Width)
		c.width = s.Width
	}
	if k := c.ink(s.Gray); k != c.stroke {
		if k.colour {
			c.pdf.SetStrokeColor(k.rgb[0], k.rgb[1], k.rgb[2])
		} else {
			c.pdf.SetGrayStroke(k.gray)
		}
		c.stroke = k
	}
}

// setFill sets the fill, which text is drawn in too: gopdf writes text in
// the fill set outside it as long as SetTextColor is never called.
func (c *pdfCanvas) setFill(g Gray) {
	if k := c.ink(g); k != c.fill {
		if k.colour {
			c.pdf.SetFillColor(k.rgb[0], k.rgb[1], k.rgb[2])
		} else {
			c.pdf.SetGrayFill(k.gray)
		}
		c.fill = k
	}
}

// pdfColourCanvas is the cover's PDF canvas: a pdfCanvas that can also
// draw in colour. The interior is drawn on a bare pdfCanvas, which is no
// Colourer, so that nothing in it can ask for colour.
type pdfColourCanvas struct{ *pdfCanvas }

// InColour returns a canvas on the same page that draws in col.
func (c pdfColourCanvas) InColour(col RGB) Canvas {
	return pdfColourCanvas{&pdfCanvas{pdfPage: c.pdfPage, tint: &col}}
}

// Rotate is pdfCanvas.Rotate, drawing on c, which can still draw in colour.
func (c pdfColourCanvas) Rotate(at Point, degrees float64, draw func(Canvas)) {
	c.pdfCanvas.Rotate(at, degrees, func(Canvas) { draw(c) })
}

// Rotate draws draw's calls turned clockwise by degrees about at, between
// a save and a restore of the graphics state, which the restore takes back
// to what it was before.
func (c *pdfCanvas) Rotate(at Point, degrees float64, draw func(Canvas)) {
	width, stroke, fill := c.width, c.stroke, c.fill
	c.pdf.Rotate(-degrees, at.X, at.Y) // gopdf turns anticlockwise, as PDF's y grows upwards
	draw(c)
	c.pdf.RotateReset()
	c.width, c.stroke, c.fill = width, stroke, fill
}

// Line strokes a segment; see pdfCanvas for caps.
func (c *pdfCanvas) Line(a, b Point, s Stroke) { c.Polyline([]Point{a, b}, s) }

// Polyline strokes connected segments.
func (c *pdfCanvas) Polyline(pts []Point, s Stroke) {
	if s.Width <= 0 || len(pts) < 2 {
		return
	}
	c.setStroke(s)
	if s.Round {
		for i := 1; i < len(pts); i++ {
			c.pdf.Line(pts[i-1].X, pts[i-1].Y, pts[i].X, pts[i].Y)
		}
		for _, p := range pts {
			c.disc(p, s.Width/2, s.Gray)
		}
		return
	}
	if closed := pts[0] == pts[len(pts)-1]; closed && len(pts) > 3 {
		c.pdf.Polygon(gopdfPoints(pts[:len(pts)-1]), "D") // a closed path: miter joins all round
		return
	}
	// Square caps: lengthen each segment by half the width at both ends,
	// which also fills the corner where two segments meet at a right angle.
	h := s.Width / 2
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		dx, dy := b.X-a.X, b.Y-a.Y
		n := math.Hypot(dx, dy)
		if n == 0 {
			continue
		}
		dx, dy = dx/n*h, dy/n*h
		c.pdf.Line(a.X-dx, a.Y-dy, b.X+dx, b.Y+dy)
	}
}

// Rect fills and strokes a rectangle.
func (c *pdfCanvas) Rect(r Rect, fill *Gray, s Stroke) {
	if fill != nil {
		c.setFill(*fill)
		c.pdf.RectFromUpperLeftWithStyle(r.X, r.Y, r.W, r.H, "F")
	}
	if s.Width <= 0 {
		return
	}
	if s.Round {
		c.Polyline([]Point{{r.X, r.Y}, {r.X + r.W, r.Y}, {r.X + r.W, r.Y + r.H}, {r.X, r.Y + r.H}, {r.X, r.Y}}, s)
		return
	}
	c.setStroke(s)
	c.pdf.RectFromUpperLeftWithStyle(r.X, r.Y, r.W, r.H, "D")
}

// Circle fills and strokes a circle. The outline is gopdf's four-Bézier
// oval; the fill is a polygon fine enough to be indistinguishable.
func (c *pdfCanvas) Circle(p Point, radius float64, fill *Gray, s Stroke) {
	if radius <= 0 {
		return
	}
	if fill != nil {
		c.disc(p, radius, *fill)
	}
	if s.Width > 0 {
		c.setStroke(s)
		c.pdf.Oval(p.X-radius, p.Y-radius, p.X+radius, p.Y+radius)
	}
}

// disc fills a circle as a polygon whose sides stray at most 0.01pt from it.
func (c *pdfCanvas) disc(p Point, radius float64, g Gray) {
	c.setFill(g)
	n := 12
	if radius > 0.01 {
		n = max(n, int(math.Ceil(math.Pi/math.Acos(1-0.01/radius))))
	}
	n = min(n, 720)
	pts := make([]gopdf.Point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = gopdf.Point{X: p.X + radius*math.Cos(a), Y: p.Y + radius*math.Sin(a)}
	}
	c.pdf.Polygon(pts, "F")
}

// Text draws s with its baseline at y.
func (c *pdfCanvas) Text(x, y float64, s string, f Font, a Align) {
	if s == "" || f.Size <= 0 {
		return
	}
	fi := int(f.Face)
	if fi < 0 || fi >= len(faceNames) {
		fi = int(Regular)
	}
	if !c.fonts[fi] {
		if err := c.pdf.AddTTFFontData(faceNames[fi], faceData[fi]); err != nil {
			c.fail(fmt.Errorf("font %s: %w", faceNames[fi], err))
			return
		}
		c.fonts[fi] = true
	}
	if err := c.pdf.SetFont(faceNames[fi], "", f.Size); err != nil {
		c.fail(err)
		return
	}
	c.setFill(f.Gray)
	// gopdf's Text (unlike Cell) places the baseline at the current y.
	c.pdf.SetXY(alignX(x, s, f, a), y)
	if err := c.pdf.Text(s); err != nil {
		c.fail(err)
	}
}

// TextWidth measures s with the embedded font's metrics.
func (c *pdfCanvas) TextWidth(s string, f Font) float64 { return measure(s, f) }

func (c *pdfCanvas) fail(err error) {
	if c.err == nil {
		c.err = err
	}
}

func gopdfPoints(pts []Point) []gopdf.Point {
	out := make([]gopdf.Point, len(pts))
	for i, p := range pts {
		out[i] = gopdf.Point{X: p.X, Y: p.Y}
	}
	return out
}
