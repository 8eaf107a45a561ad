package layout

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// Print-on-demand rules for page geometry and page counts, as the common
// services state them.
const (
	// BleedWidth is the bleed on the top, bottom and outside edge of a
	// page that prints to its edge.
	BleedWidth = 0.125 * Inch
	// MinMargin is the smallest outside, top and bottom margin.
	MinMargin = 0.25 * Inch
	// MinMarginBleed is the smallest outside, top and bottom margin of a
	// book with bleed.
	MinMarginBleed = 0.375 * Inch
	// MinPODPages is the fewest pages a print-on-demand book may have.
	MinPODPages = 24
	// MaxPODPages is the most pages a print-on-demand paperback may have.
	MaxPODPages = 828
)

// insideSteps are the smallest inside margins by page count: up to
// pages, at least inside.
var insideSteps = []struct {
	pages  int
	inside float64
}{
	{150, 0.375 * Inch},
	{300, 0.5 * Inch},
	{500, 0.625 * Inch},
	{700, 0.75 * Inch},
	{MaxPODPages, 0.875 * Inch},
}

// MinInside returns the smallest inside (bound-edge) margin, margin plus
// gutter, for a book of pages pages: the thicker the book, the more of
// each page disappears into the binding. Books beyond MaxPODPages get the
// largest step.
func MinInside(pages int) float64 {
	for _, s := range insideSteps {
		if pages <= s.pages {
			return s.inside
		}
	}
	return insideSteps[len(insideSteps)-1].inside
}

// ForPages returns s with the gutter widened, when needed, so that the
// inside margin meets MinInside(pages).
func (s PageSpec) ForPages(pages int) PageSpec {
	if need := MinInside(pages) - s.Margin; s.Gutter < need {
		s.Gutter = need
	}
	return s
}

// PaddedPages returns the page count of a book of n pages once padded
// with blank pages: to at least MinPODPages for print on demand, and to an
// even count for a bound book (a printed book has two sides to every
// leaf; print on demand is always bound). Loose sheets printed at home,
// such as a worksheet pack, are not padded: they end on their last page.
func PaddedPages(n int, printOnDemand, bound bool) int {
	if printOnDemand {
		n = max(n, MinPODPages)
	}
	if printOnDemand || bound {
		n += n % 2
	}
	return n
}

// Print rules that composition keeps and layout/preflight checks.
const (
	// MinFontSize is the smallest type a printer reproduces reliably.
	MinFontSize = textset.MinSize
	// MinLineWidth is the thinnest line: anything finer is a hairline that
	// may vanish in print.
	MinLineWidth = 0.75
	// MinImageDPI is the least resolution a picture prints at: fewer of
	// its pixels an inch and print shows them.
	MinImageDPI = 300
)

// Problem is one violation of the print rules.
type Problem struct {
	Page int    // 1-based; 0 when the problem is the whole book's
	Rule string // the rule broken, e.g. "font size"
	What string // what is wrong, e.g. `"Puzzle 1" is 6pt`
}

// String formats the problem as "page 3: font size: ...".
func (p Problem) String() string {
	if p.Page == 0 {
		return p.Rule + ": " + p.What
	}
	return fmt.Sprintf("page %d: %s: %s", p.Page, p.Rule, p.What)
}
