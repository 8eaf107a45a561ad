package layout

import (
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// PDF writes composed books as PDF files (through layout/pdf) and checks
// the files written. Its zero value is ready to use, working on one page
// per CPU at once.
type PDF struct {
	// Workers is the most pages drawn, compressed or checked at once
	// (0 or less: one per CPU): every pool layout/pdf runs for a book,
	// its cover or a day's page starts at most Workers goroutines. The
	// bytes written and the problems found do not depend on it.
	Workers int
}

// Write writes the pages of c as a PDF on sheets of spec's trim plus
// bleed, with the fonts embedded (subset) as TrueType, grey ink only, a
// TrimBox on every page (mirrored with the bleed on even pages) and, with
// a bleed, a BleedBox. meta becomes the document info, except in a
// print-on-demand book (c.PrintOnDemand), which carries none. The output
// depends only on its inputs: the same book gives the same bytes.
func (p PDF) Write(w io.Writer, c Composed, spec PageSpec, meta Meta) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	sw, sh := spec.Sheet()
	s := pdf.Sheets{Width: sw, Height: sh, Trim: spec.TrimOn, Bleed: spec.Bleed > 0}
	if !c.PrintOnDemand {
		s.Info = meta.pdfInfo()
	}
	pages := make([]func(draw.Canvas), len(c.Pages))
	for i, pg := range c.Pages {
		pages[i] = pg.Draw
	}
	return p.encode(w, s, pages)
}

// encode writes pages on sheets s with p's workers, its errors
// prefixed by the package.
func (p PDF) encode(w io.Writer, s pdf.Sheets, pages []func(draw.Canvas)) error {
	if err := (pdf.Encoder{Workers: p.Workers}).Encode(w, s, pages); err != nil {
		return fmt.Errorf("layout: %w", err)
	}
	return nil
}

// pdfInfo is m as a PDF's document info.
func (m Meta) pdfInfo() *pdf.Info {
	return &pdf.Info{Title: m.Title, Subject: m.Subtitle, Author: m.Author,
		Rights: m.Rights, Publisher: m.Publisher, Identifier: m.Identifier, Source: m.Source, Date: m.Date}
}
