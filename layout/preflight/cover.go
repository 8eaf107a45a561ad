package preflight

import (
	"fmt"
	"math"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// Cover checks a cover against the print rules before it is
// written: an interior of layout.MinPODPages to layout.MaxPODPages pages, and, drawing
// the cover on a checking canvas, the interior's rules that apply (type
// of at least layout.MinFontSize, lines of at least layout.MinLineWidth; the cover may
// be in colour), text of at least cover.MinTextContrast against its ground
// (cover.MinLargeTextContrast for large type), no ink beyond the bleed or in
// the barcode area, text cover.TextMargin inside the trim and
// cover.FoldMargin from the spine's folds, spine text only from
// cover.MinSpineTextPages pages and cover.SpineTextClear inside the folds, a blurb
// that fits its room, and the collisions Book finds (text over
// text, out of its region or over a grid), the spine's turned text
// included.
func Cover(c cover.Cover) *Report {
	t := c.Spec.Trim()
	spec := c.Spec
	r := &Report{Pages: spec.Pages, Spec: layout.PageSpec{Width: t.W, Height: t.H, Bleed: layout.BleedWidth}, PrintOnDemand: true, Cover: &spec}
	if err := spec.Validate(); err != nil {
		r.add(0, "cover", "%s", strings.TrimPrefix(err.Error(), "cover: "))
		return r
	}
	switch n := spec.Pages; {
	case n < layout.MinPODPages:
		r.add(0, "page count", "a cover for %d pages: print on demand needs at least %d", n, layout.MinPODPages)
	case n > layout.MaxPODPages:
		r.add(0, "page count", "a cover for %d pages: print on demand allows at most %d", n, layout.MaxPODPages)
	}
	checkCover(r, spec, c.Draw)
	if !c.BackTextFits() {
		r.add(0, "back text", "the back text does not fit the back cover at %gpt: shorten it", float64(cover.MinBlurbSize))
	}
	return r
}

// checkCover checks what fn draws on the cover spec, recording problems
// and measures in r.
func checkCover(r *Report, spec cover.Spec, fn func(draw.Canvas)) {
	faces := map[draw.Face]bool{}
	sw, sh := spec.Sheet()
	chk := &checkCanvas{r: r, safe: draw.Rect{X: 0, Y: 0, W: sw, H: sh}, faces: faces, texts: &ink.Collisions{}}
	fn(&coverCheck{chk: chk, spec: spec, m: ink.Identity, grounds: &grounds{}})
	chk.checkCollisions()
	r.Faces = faceList(faces)
}

// coverCheck is a Canvas that draws nothing but checks every call of a
// cover against the print rules: the interior's rules through chk, the
// cover's own where its ink lands on the sheet (through m, the turn in
// force). It is a Colourer: tint is the colour it draws in, and grounds
// the fills drawn so far, which text must contrast with.
type coverCheck struct {
	chk     *checkCanvas
	spec    cover.Spec
	m       ink.Turn
	tint    *draw.RGB
	grounds *grounds
	fonts   draw.Fonts // the faces text in a style is set in (InFonts)
}

// Rotate checks fn's calls where the turn puts them.
func (c *coverCheck) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	d := *c
	d.m = ink.Rotation(at, degrees).Inside(c.m)
	fn(&d)
}

// InRegion checks fn's calls as belonging to r, whose box the turn in
// force maps onto the sheet.
func (c *coverCheck) InRegion(r draw.Region, fn func(draw.Canvas)) {
	c.chk.texts.In(r, c.m, c, fn)
}

// mark checks where ink of grey g lands: on the sheet, out of the barcode
// area and, for text, where text may go.
func (c *coverCheck) mark(what string, r draw.Rect, g draw.Gray, text bool) {
	rep := c.chk.r
	r = c.m.Rect(r)
	sw, sh := c.spec.Sheet()
	if r.X < -slack || r.Y < -slack || r.X+r.W > sw+slack || r.Y+r.H > sh+slack {
		rep.add(0, "bleed", "%s reaches %s, beyond the sheet's bleed (0,0 to %.1f,%.1f)", what, rectText(r), sw, sh)
	}
	if bar := c.spec.Barcode(); g < draw.White && overlapsRect(r, bar) {
		rep.add(0, "barcode area", "%s reaches %s, into the barcode area %s", what, rectText(r), rectText(bar))
	}
	if !text {
		return
	}
	spine := c.spec.SpineArea()
	onSpine := overlapsRect(r, spine)
	switch {
	case onSpine && c.spec.Pages < cover.MinSpineTextPages:
		rep.add(0, "spine text", "%s is on the spine of a %d-page book; spine text needs at least %d pages", what, c.spec.Pages, cover.MinSpineTextPages)
	case onSpine && within(r, c.spec.SpineText()):
		rep.SpineText = true
	case onSpine:
		rep.add(0, "spine text", "%s reaches %s, outside the spine less %.4gin at each fold and %.3gin at the trim (%s)",
			what, rectText(r), cover.SpineTextClear/layout.Inch, cover.TextMargin/layout.Inch, rectText(c.spec.SpineText()))
	case !within(r, c.spec.BackText()) && !within(r, c.spec.FrontText()):
		rep.add(0, "cover text", "%s reaches %s; text stays %.3gin inside the trim and %.3gin from the spine's folds",
			what, rectText(r), cover.TextMargin/layout.Inch, cover.FoldMargin/layout.Inch)
	}
}

// within reports whether r lies inside area, give or take rounding.
func within(r, area draw.Rect) bool {
	return area.W > 0 && r.X >= area.X-slack && r.Y >= area.Y-slack &&
		r.X+r.W <= area.X+area.W+slack && r.Y+r.H <= area.Y+area.H+slack
}

func rectText(r draw.Rect) string {
	return fmt.Sprintf("%.1f,%.1f to %.1f,%.1f", r.X, r.Y, r.X+r.W, r.Y+r.H)
}

// Line checks a line.
func (c *coverCheck) Line(a, b draw.Point, s draw.Stroke) { c.Polyline([]draw.Point{a, b}, s) }

// Polyline checks a polyline, caps included.
func (c *coverCheck) Polyline(pts []draw.Point, s draw.Stroke) {
	if len(pts) >= 2 && c.chk.stroke("a line", s) {
		c.mark("a line", ink.Bounds(pts, s.Width/2), s.Gray, false)
	}
}

// Rect checks a rectangle's fill and outline.
func (c *coverCheck) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {
	if fill != nil {
		c.chk.gray("a rectangle's fill", *fill)
		c.mark("a rectangle", r, *fill, false)
		c.fillRect(r, *fill)
	}
	if c.chk.stroke("a rectangle's outline", s) {
		c.mark("a rectangle's outline", r.Inset(-s.Width/2), s.Gray, false)
	}
}

// Circle checks a circle's fill and outline.
func (c *coverCheck) Circle(p draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	r := draw.Rect{X: p.X - radius, Y: p.Y - radius, W: 2 * radius, H: 2 * radius}
	if fill != nil {
		c.chk.gray("a circle's fill", *fill)
		c.mark("a circle", r, *fill, false)
		c.fillDisc(p, radius, *fill)
	}
	if c.chk.stroke("a circle's outline", s) {
		c.mark("a circle's outline", r.Inset(-s.Width/2), s.Gray, false)
	}
}

// Text checks type size, ink and where the text lands.
func (c *coverCheck) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	if s == "" || f.Size <= 0 {
		return
	}
	f.Face = c.fonts.Face(f.Face)
	what := fmt.Sprintf("%q", s)
	c.chk.faces[fontFace(f.Face)] = true
	c.chk.gray(what, f.Gray)
	if f.Size < layout.MinFontSize-1e-9 {
		c.chk.r.add(0, "font size", "%s is %.3gpt", what, f.Size)
	}
	c.chk.r.MinFont = minPositive(c.chk.r.MinFont, f.Size)
	if box, ok := ink.Text(x, y, s, f, a); ok {
		c.chk.texts.Text(x, y, s, f, a, c.m, box)
		c.mark(what, box, f.Gray, true)
		c.contrast(what, box, f)
	}
}

// TextWidth measures s as the backends do.
func (c *coverCheck) TextWidth(s string, f draw.Font) float64 {
	return c.fonts.TextWidth(s, f)
}

// InFonts checks fn's calls with text in a style set in fs's faces.
func (c *coverCheck) InFonts(fs draw.Fonts, fn func(draw.Canvas)) {
	old := c.fonts
	c.fonts = fs
	defer func() { c.fonts = old }()
	fn(c)
}

// CheckCoverPDF checks a PDF that cover.WritePDF wrote from the
// cover r describes: CheckPDF's rules but the grey ink (a cover may set
// RGB and CMYK colours), one page, and a MediaBox and BleedBox of the
// sheet cover.Spec gives and a TrimBox inset from it by the bleed.
// It checks on up to workers goroutines, as CheckPDF does.
func (r *Report) CheckCoverPDF(data []byte, workers int) {
	r.CheckPDF(data, workers)
	if r.Cover == nil {
		return
	}
	pages, err := pdf.Boxes(data)
	if err != nil {
		return // CheckPDF has said so
	}
	sw, sh := r.Cover.Sheet()
	want := map[string][4]float64{
		"MediaBox": {0, 0, sw, sh},
		"BleedBox": {0, 0, sw, sh},
		"TrimBox":  {layout.BleedWidth, layout.BleedWidth, sw - layout.BleedWidth, sh - layout.BleedWidth},
	}
	for _, boxes := range pages {
		for _, b := range boxes {
			w := want[b.Name]
			for i := range 4 {
				// gopdf writes boxes to 0.01pt.
				if math.Abs(b.At[i]-w[i]) > 0.006 {
					r.add(0, "cover size", "the %s is [%s %s %s %s]; a %d-page cover on %s paper needs [%.2f %.2f %.2f %.2f]",
						b.Name, b.Text[0], b.Text[1], b.Text[2], b.Text[3], r.Cover.Pages, r.Cover.Paper, w[0], w[1], w[2], w[3])
					break
				}
			}
		}
	}
	if len(pages) != 1 {
		r.add(0, "cover", "the file has %d pages; a cover has one", len(pages))
	}
}

// coverString is String for a cover's report.
func (r *Report) coverString(b *strings.Builder) {
	s := r.Cover
	sw, sh := s.Sheet()
	fmt.Fprintf(b, "preflight: cover %.5gx%.5gin with bleed, spine %.4gin (%d pages on %s paper), trim %.3gx%.3gin a side\n",
		sw/layout.Inch, sh/layout.Inch, s.Spine()/layout.Inch, s.Pages, s.Paper, s.Width/layout.Inch, s.Height/layout.Inch)
	fmt.Fprintf(b, "  type: smallest %.3gpt (at least %dpt); lines: thinnest %.3gpt (at least %.2gpt)\n",
		r.MinFont, layout.MinFontSize, r.MinLine, layout.MinLineWidth)
	fmt.Fprintf(b, "  fonts: %s\n", strings.Join(r.Faces, ", "))
	fmt.Fprintf(b, "  contrast: text against its ground at least %.1f:1 (at least %g:1, %g:1 from %dpt or %dpt bold)\n",
		r.MinContrast, cover.MinTextContrast, cover.MinLargeTextContrast, cover.LargeText, cover.LargeBoldText)
	switch {
	case r.SpineText:
		b.WriteString("  spine: title and author\n")
	case s.Pages < cover.MinSpineTextPages:
		fmt.Fprintf(b, "  spine: blank (text needs at least %d pages)\n", cover.MinSpineTextPages)
	default:
		fmt.Fprintf(b, "  spine: blank (too narrow for %dpt type with %.4gin clear at each fold)\n", layout.MinFontSize, cover.SpineTextClear/layout.Inch)
	}
	fmt.Fprintf(b, "  barcode area: %.3gx%.3gin at the bottom right of the back, checked free of ink\n", cover.BarcodeWidth/layout.Inch, cover.BarcodeHeight/layout.Inch)
	if r.PDFChecked {
		b.WriteString("  pdf: fonts embedded, grey or RGB ink, media, trim and bleed boxes of the cover's size, no metadata\n")
	}
}

// Front checks a cover of which only the front's image
// (cover.WritePNG) is made: Cover's checks of the drawing,
// without the rules of the print file, which the image is not: the page
// count print on demand allows, and a blurb that fits the back (which the
// image does not show).
func Front(c cover.Cover) *Report {
	r := Cover(c)
	kept := r.Problems[:0]
	for _, p := range r.Problems {
		if p.Rule != "page count" && p.Rule != "back text" {
			kept = append(kept, p)
		}
	}
	r.Problems = kept
	return r
}

// TextFace returns the face text in f is set in.
func (c *coverCheck) TextFace(f draw.Face) draw.Face { return c.fonts.Face(f) }
