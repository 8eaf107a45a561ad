package layout

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// Paper is the stock a print-on-demand book's interior is printed on; it
// sets how thick the book is, and so how wide its spine.
type Paper int

// The interior papers. The zero value is white.
const (
	PaperWhite Paper = iota
	PaperCream
	PaperColour
)

var paperNames = []string{"white", "cream", "colour"}

// paperFactors are the thickness of one page of each paper, in inches:
// the factors Amazon KDP publishes for paperback spines.
var paperFactors = []float64{PaperWhite: 0.002252, PaperCream: 0.0025, PaperColour: 0.002347}

// String returns the paper's name as written in configs.
func (p Paper) String() string {
	if p < 0 || int(p) >= len(paperNames) {
		return fmt.Sprintf("paper(%d)", int(p))
	}
	return paperNames[p]
}

// ParsePaper reads a paper name: white, cream or colour.
func ParsePaper(s string) (Paper, error) {
	for i, n := range paperNames {
		if s == n {
			return Paper(i), nil
		}
	}
	return PaperWhite, fmt.Errorf("layout: paper %q: want %s", s, strings.Join(paperNames[:len(paperNames)-1], ", ")+" or "+paperNames[len(paperNames)-1])
}

// PageThickness returns the thickness of one page of p in points.
func (p Paper) PageThickness() float64 {
	if p < 0 || int(p) >= len(paperFactors) {
		p = PaperWhite
	}
	return paperFactors[p] * Inch
}

// Rules for the full-wrap cover of a print-on-demand paperback, as the
// common services state them.
const (
	// MinSpineTextPages is the fewest pages a book needs to carry text on
	// its spine.
	MinSpineTextPages = 80
	// SpineTextClear is the room to leave between spine text and each
	// fold of the spine.
	SpineTextClear = 0.0625 * Inch
	// CoverTextMargin is how far cover text stays inside the trim edges.
	CoverTextMargin = 0.25 * Inch
	// CoverFoldMargin is how far text on the back and front stays from the
	// folds of the spine.
	CoverFoldMargin = 0.125 * Inch
	// BarcodeWidth and BarcodeHeight are the size of the area at the
	// bottom right of the back cover that the service prints its barcode
	// in, BarcodeMargin inside the trim edges.
	BarcodeWidth  = 2 * Inch
	BarcodeHeight = 1.2 * Inch
	BarcodeMargin = 0.25 * Inch
)

// CoverSpec is the geometry of a full-wrap cover: the back, the spine and
// the front side by side on one sheet, with BleedWidth of bleed on every
// outer edge. Coordinates are from the top-left corner of the sheet.
type CoverSpec struct {
	Width, Height float64 // the trim of the book: the size of its pages
	Pages         int     // the interior's page count, padding included
	Paper         Paper
}

// Spine returns the width of the spine: the page count times the paper's
// thickness.
func (s CoverSpec) Spine() float64 { return float64(s.Pages) * s.Paper.PageThickness() }

// Sheet returns the size of the whole cover: bleed, back, spine, front and
// bleed across; bleed, trim and bleed down.
func (s CoverSpec) Sheet() (width, height float64) {
	return 2*BleedWidth + 2*s.Width + s.Spine(), 2*BleedWidth + s.Height
}

// Trim returns the cover once cut: back, spine and front.
func (s CoverSpec) Trim() draw.Rect {
	return draw.Rect{X: BleedWidth, Y: BleedWidth, W: 2*s.Width + s.Spine(), H: s.Height}
}

// Back returns the back cover, on the left.
func (s CoverSpec) Back() draw.Rect {
	return draw.Rect{X: BleedWidth, Y: BleedWidth, W: s.Width, H: s.Height}
}

// SpineArea returns the spine, between the back and the front.
func (s CoverSpec) SpineArea() draw.Rect {
	return draw.Rect{X: BleedWidth + s.Width, Y: BleedWidth, W: s.Spine(), H: s.Height}
}

// Front returns the front cover, on the right.
func (s CoverSpec) Front() draw.Rect {
	return draw.Rect{X: BleedWidth + s.Width + s.Spine(), Y: BleedWidth, W: s.Width, H: s.Height}
}

// Barcode returns the area kept free of ink for the service's barcode:
// the bottom right of the back cover, BarcodeMargin inside its trim edge
// and its spine fold.
func (s CoverSpec) Barcode() draw.Rect {
	b := s.Back()
	return draw.Rect{X: b.X + b.W - BarcodeMargin - BarcodeWidth, Y: b.Y + b.H - BarcodeMargin - BarcodeHeight, W: BarcodeWidth, H: BarcodeHeight}
}

// BackText and FrontText return where text may go on the back and the
// front: CoverTextMargin inside the trim edges, CoverFoldMargin from the
// spine's fold.
func (s CoverSpec) BackText() draw.Rect {
	b := s.Back()
	return draw.Rect{X: b.X + CoverTextMargin, Y: b.Y + CoverTextMargin, W: b.W - CoverTextMargin - CoverFoldMargin, H: b.H - 2*CoverTextMargin}
}

// FrontText is BackText's mirror on the front cover.
func (s CoverSpec) FrontText() draw.Rect {
	f := s.Front()
	return draw.Rect{X: f.X + CoverFoldMargin, Y: f.Y + CoverTextMargin, W: f.W - CoverTextMargin - CoverFoldMargin, H: f.H - 2*CoverTextMargin}
}

// SpineText returns where spine text may go: SpineTextClear inside each
// fold and CoverTextMargin inside the top and bottom trim. It is empty
// (zero width) when the spine is too narrow for any.
func (s CoverSpec) SpineText() draw.Rect {
	sp := s.SpineArea()
	return draw.Rect{X: sp.X + SpineTextClear, Y: sp.Y + CoverTextMargin, W: max(0, sp.W-2*SpineTextClear), H: sp.H - 2*CoverTextMargin}
}

// Validate reports whether s describes a cover: a positive trim and page
// count.
func (s CoverSpec) Validate() error {
	if !(s.Width > 0 && s.Height > 0) || s.Pages <= 0 {
		return fmt.Errorf("layout: cover of %gx%gpt pages and %d pages: must be positive", s.Width, s.Height, s.Pages)
	}
	return nil
}

// WriteCover writes c as a one-page PDF on its whole sheet, with the
// fonts embedded, its theme's colours in RGB (the grey theme in grey
// only), a TrimBox of the trim and a BleedBox of the sheet, and no
// document info (print-on-demand files carry none), compressing up to
// p.Workers objects at once. The output depends only on c.
func (p PDF) WriteCover(w io.Writer, c Cover) error {
	if err := c.Spec.Validate(); err != nil {
		return err
	}
	sw, sh := c.Spec.Sheet()
	trim := func(int) draw.Rect { return c.Spec.Trim() }
	s := pdf.Sheets{Width: sw, Height: sh, Trim: trim, Bleed: true, Colour: true}
	return p.encode(w, s, []func(draw.Canvas){c.Draw})
}
