package preflight

import (
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// CheckPDF checks a PDF that layout.PDF.Write wrote from the book r
// describes, and records in r what breaks the print rules (see
// pdf.Encoder.Check): a font that is not embedded, ink set in RGB or CMYK
// rather than grey (a cover may), a page without a TrimBox (or, with
// bleed, a BleedBox), and, in a print-on-demand book, bookmarks or
// document metadata. It checks up to workers pages at once (0 or less:
// one per CPU); the problems come in the same order whatever workers is:
// the file's, then each page's in page order.
func (r *Report) CheckPDF(data []byte, workers int) {
	r.PDFChecked = true
	rules := pdf.Rules{PrintOnDemand: r.PrintOnDemand, Bleed: r.Spec.Bleed > 0, Colour: r.Cover != nil}
	for _, pr := range (pdf.Encoder{Workers: workers}).Check(data, rules) {
		r.Problems = append(r.Problems, layout.Problem(pr))
	}
}
