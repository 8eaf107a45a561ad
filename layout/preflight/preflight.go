package preflight

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// Book checks a composed book against the print rules before it is
// written: the page geometry (margins, the inside margin for the page
// count, an even page count for a bound book, 24 to 828 pages for print on demand), and,
// drawing every page on a checking canvas, type of at least layout.MinFontSize
// (layout.MinWorksheetText inside worksheet grids, Type.MinText
// everywhere in a large-print book), lines of at least
// layout.MinLineWidth, and no ink outside the safe area; and no text over
// other text, out of the region it was set in, or over a grid it does not
// belong to (see draw.Region).
func Book(c layout.Composed) *Report {
	r := &Report{Pages: len(c.Pages), Spec: c.Spec, PrintOnDemand: c.PrintOnDemand}
	if err := c.Spec.Validate(); err != nil {
		r.add(0, "page", "%s", strings.TrimPrefix(err.Error(), "layout: "))
	}
	n := len(c.Pages)
	switch {
	case c.Bound && n%2 == 1:
		r.add(0, "page count", "%d pages: a bound book needs an even count", n)
	case c.PrintOnDemand && n < layout.MinPODPages:
		r.add(0, "page count", "%d pages: print on demand needs at least %d", n, layout.MinPODPages)
	case c.PrintOnDemand && n > layout.MaxPODPages:
		r.add(0, "page count", "%d pages: print on demand allows at most %d", n, layout.MaxPODPages)
	}
	if in, need := c.Spec.Inside(), layout.MinInside(n); in < need-1e-9 {
		r.add(0, "inside margin", "%.3gin: a %d-page book needs at least %.3gin", in/layout.Inch, n, need/layout.Inch)
	}
	faces := map[draw.Face]bool{}
	texts := &ink.Collisions{}
	for i, p := range c.Pages {
		if p.Draw == nil {
			continue
		}
		texts.Reset()
		pc := &checkCanvas{r: r, page: i + 1, safe: c.Spec.SafeOn(i + 1), large: p.Large, least: c.Type.MinText, faces: faces, texts: texts}
		p.Draw(pc)
		pc.checkCollisions()
	}
	r.Faces = faceList(faces)
	return r
}

// checkCanvas is a Canvas that draws nothing but checks every call against
// the print rules, recording problems in r.
type checkCanvas struct {
	r     *Report
	page  int
	safe  draw.Rect
	large []draw.Rect // worksheet grids: type inside must be layout.MinWorksheetText
	least float64     // the book's least type (Type.MinText), 0 for the usual book
	faces map[draw.Face]bool
	texts *ink.Collisions // the page's text, for the collision rules
	fonts draw.Fonts      // the faces text in a style is set in (InFonts)
}

// InRegion checks fn's calls as belonging to r.
func (c *checkCanvas) InRegion(r draw.Region, fn func(draw.Canvas)) {
	c.texts.In(r, ink.Identity, c, fn)
}

// checkCollisions reports the collisions of the text drawn so far.
func (c *checkCanvas) checkCollisions() {
	c.texts.Check(func(rule, what string) {
		c.r.Problems = append(c.r.Problems, layout.Problem{Page: c.page, Rule: rule, What: what})
	})
}

// slack absorbs rounding in coordinates computed to fill the safe area.
const slack = 0.01

func (c *checkCanvas) ink(what string, b draw.Rect) {
	s := c.safe
	if b.X < s.X-slack || b.Y < s.Y-slack || b.X+b.W > s.X+s.W+slack || b.Y+b.H > s.Y+s.H+slack {
		c.r.add(c.page, "safe area", "%s reaches %.1f,%.1f to %.1f,%.1f; the safe area is %.1f,%.1f to %.1f,%.1f",
			what, b.X, b.Y, b.X+b.W, b.Y+b.H, s.X, s.Y, s.X+s.W, s.Y+s.H)
	}
}

func (c *checkCanvas) stroke(what string, s draw.Stroke) bool {
	if s.Width <= 0 {
		return false
	}
	if s.Width < layout.MinLineWidth-1e-9 {
		c.r.add(c.page, "line width", "%s is %.2gpt wide (a hairline)", what, s.Width)
	}
	c.r.MinLine = minPositive(c.r.MinLine, s.Width)
	c.gray(what, s.Gray)
	return true
}

func (c *checkCanvas) gray(what string, g draw.Gray) {
	if !(g >= 0 && g <= 1) {
		c.r.add(c.page, "ink", "%s has grey level %g, outside 0 (black) to 1 (white)", what, float64(g))
	}
}

func minPositive(a, b float64) float64 {
	if a == 0 || b < a {
		return b
	}
	return a
}

// Line checks a line's width and ink.
func (c *checkCanvas) Line(a, b draw.Point, s draw.Stroke) { c.Polyline([]draw.Point{a, b}, s) }

// Polyline checks a polyline's width and ink, caps included.
func (c *checkCanvas) Polyline(pts []draw.Point, s draw.Stroke) {
	if len(pts) < 2 || !c.stroke("a line", s) {
		return
	}
	c.ink("a line", ink.Bounds(pts, s.Width/2))
}

// Rect checks a rectangle's outline and ink.
func (c *checkCanvas) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {
	pad := 0.0
	if c.stroke("a rectangle's outline", s) {
		pad = s.Width / 2
	} else if fill == nil {
		return
	}
	if fill != nil {
		c.gray("a rectangle's fill", *fill)
	}
	c.ink("a rectangle", draw.Rect{X: r.X - pad, Y: r.Y - pad, W: r.W + 2*pad, H: r.H + 2*pad})
}

// Circle checks a circle's outline and ink.
func (c *checkCanvas) Circle(p draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	pad := 0.0
	if c.stroke("a circle's outline", s) {
		pad = s.Width / 2
	} else if fill == nil {
		return
	}
	c.ink("a circle", ink.Bounds([]draw.Point{{X: p.X - radius, Y: p.Y - radius}, {X: p.X + radius, Y: p.Y + radius}}, pad))
}

// Text checks type size, the worksheet size inside grids, and ink.
func (c *checkCanvas) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	if s == "" || f.Size <= 0 {
		return
	}
	f.Face = c.fonts.Face(f.Face)
	what := fmt.Sprintf("%q", s)
	c.faces[fontFace(f.Face)] = true
	c.gray(what, f.Gray)
	if f.Size < layout.MinFontSize-1e-9 {
		c.r.add(c.page, "font size", "%s is %.3gpt", what, f.Size)
	} else if f.Size < c.least-1e-9 {
		c.r.add(c.page, "font size", "%s is %.3gpt; large print needs at least %gpt", what, f.Size, c.least)
	}
	c.r.MinFont = minPositive(c.r.MinFont, f.Size)
	box, ok := ink.Text(x, y, s, f, a)
	if !ok {
		return
	}
	c.texts.Text(x, y, s, f, a, ink.Identity, box)
	c.ink(what, box)
	if f.Size < layout.MinWorksheetText-1e-9 && slices.ContainsFunc(c.large, func(g draw.Rect) bool { return overlapsRect(box, g) }) {
		c.r.add(c.page, "worksheet size", "%s in a grid is %.3gpt; children's grids need at least %dpt", what, f.Size, layout.MinWorksheetText)
	}
}

// TextWidth measures s as the backends do.
func (c *checkCanvas) TextWidth(s string, f draw.Font) float64 {
	return c.fonts.TextWidth(s, f)
}

// InFonts checks fn's calls with text in a style set in fs's faces.
func (c *checkCanvas) InFonts(fs draw.Fonts, fn func(draw.Canvas)) {
	old := c.fonts
	c.fonts = fs
	defer func() { c.fonts = old }()
	fn(c)
}

// TextFace returns the face text in f is set in.
func (c *checkCanvas) TextFace(f draw.Face) draw.Face { return c.fonts.Face(f) }

// faceList names the faces drawn, in the order of draw.Face, as the PDF
// names their fonts.
func faceList(drawn map[draw.Face]bool) []string {
	var out []string
	for _, f := range slices.SortedFunc(maps.Keys(drawn), draw.CompareFaces) {
		out = append(out, pdf.FaceName(f))
	}
	return out
}

// fontFace returns f, or Regular for a face the package does not have, as
// the backends draw it.
func fontFace(f draw.Face) draw.Face {
	if f < 0 || int(f) >= draw.FaceCount() {
		return draw.Regular
	}
	return f
}

func overlapsRect(a, b draw.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
