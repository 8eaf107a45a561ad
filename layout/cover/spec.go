package cover

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
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
	return PaperWhite, fmt.Errorf("cover: paper %q: want %s", s, strings.Join(paperNames[:len(paperNames)-1], ", ")+" or "+paperNames[len(paperNames)-1])
}

// PageThickness returns the thickness of one page of p in points.
func (p Paper) PageThickness() float64 {
	if p < 0 || int(p) >= len(paperFactors) {
		p = PaperWhite
	}
	return paperFactors[p] * layout.Inch
}

// Rules for the full-wrap cover of a print-on-demand paperback, as the
// common services state them.
const (
	// MinSpineTextPages is the fewest pages a book needs to carry text on
	// its spine.
	MinSpineTextPages = 80
	// SpineTextClear is the room to leave between spine text and each
	// fold of the spine.
	SpineTextClear = 0.0625 * layout.Inch
	// TextMargin is how far cover text stays inside the trim edges.
	TextMargin = 0.25 * layout.Inch
	// FoldMargin is how far text on the back and front stays from the
	// folds of the spine.
	FoldMargin = 0.125 * layout.Inch
	// BarcodeWidth and BarcodeHeight are the size of the area at the
	// bottom right of the back cover that the service prints its barcode
	// in, BarcodeMargin inside the trim edges.
	BarcodeWidth  = 2 * layout.Inch
	BarcodeHeight = 1.2 * layout.Inch
	BarcodeMargin = 0.25 * layout.Inch
)

// Spec is the geometry of a full-wrap cover: the back, the spine and
// the front side by side on one sheet, with layout.BleedWidth of bleed on every
// outer edge. Coordinates are from the top-left corner of the sheet.
type Spec struct {
	Width, Height float64 // the trim of the book: the size of its pages
	Pages         int     // the interior's page count, padding included
	Paper         Paper
}

// Spine returns the width of the spine: the page count times the paper's
// thickness.
func (s Spec) Spine() float64 { return float64(s.Pages) * s.Paper.PageThickness() }

// Sheet returns the size of the whole cover: bleed, back, spine, front and
// bleed across; bleed, trim and bleed down.
func (s Spec) Sheet() (width, height float64) {
	return 2*layout.BleedWidth + 2*s.Width + s.Spine(), 2*layout.BleedWidth + s.Height
}

// Trim returns the cover once cut: back, spine and front.
func (s Spec) Trim() draw.Rect {
	return draw.Rect{X: layout.BleedWidth, Y: layout.BleedWidth, W: 2*s.Width + s.Spine(), H: s.Height}
}

// Back returns the back cover, on the left.
func (s Spec) Back() draw.Rect {
	return draw.Rect{X: layout.BleedWidth, Y: layout.BleedWidth, W: s.Width, H: s.Height}
}

// SpineArea returns the spine, between the back and the front.
func (s Spec) SpineArea() draw.Rect {
	return draw.Rect{X: layout.BleedWidth + s.Width, Y: layout.BleedWidth, W: s.Spine(), H: s.Height}
}

// Front returns the front cover, on the right.
func (s Spec) Front() draw.Rect {
	return draw.Rect{X: layout.BleedWidth + s.Width + s.Spine(), Y: layout.BleedWidth, W: s.Width, H: s.Height}
}

// Barcode returns the area kept free of ink for the service's barcode:
// the bottom right of the back cover, BarcodeMargin inside its trim edge
// and its spine fold.
func (s Spec) Barcode() draw.Rect {
	b := s.Back()
	return draw.Rect{X: b.X + b.W - BarcodeMargin - BarcodeWidth, Y: b.Y + b.H - BarcodeMargin - BarcodeHeight, W: BarcodeWidth, H: BarcodeHeight}
}

// BackText and FrontText return where text may go on the back and the
// front: TextMargin inside the trim edges, FoldMargin from the
// spine's fold.
func (s Spec) BackText() draw.Rect {
	b := s.Back()
	return draw.Rect{X: b.X + TextMargin, Y: b.Y + TextMargin, W: b.W - TextMargin - FoldMargin, H: b.H - 2*TextMargin}
}

// FrontText is BackText's mirror on the front cover.
func (s Spec) FrontText() draw.Rect {
	f := s.Front()
	return draw.Rect{X: f.X + FoldMargin, Y: f.Y + TextMargin, W: f.W - TextMargin - FoldMargin, H: f.H - 2*TextMargin}
}

// SpineText returns where spine text may go: SpineTextClear inside each
// fold and TextMargin inside the top and bottom trim. It is empty
// (zero width) when the spine is too narrow for any.
func (s Spec) SpineText() draw.Rect {
	sp := s.SpineArea()
	return draw.Rect{X: sp.X + SpineTextClear, Y: sp.Y + TextMargin, W: max(0, sp.W-2*SpineTextClear), H: sp.H - 2*TextMargin}
}

// Validate reports whether s describes a cover: a positive trim and page
// count.
func (s Spec) Validate() error {
	if !(s.Width > 0 && s.Height > 0) || s.Pages <= 0 {
		return fmt.Errorf("cover: cover of %gx%gpt pages and %d pages: must be positive", s.Width, s.Height, s.Pages)
	}
	return nil
}
