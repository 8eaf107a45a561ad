package cover

import (
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// WritePDF writes c as a one-page PDF on its whole sheet, with the
// fonts embedded, its theme's colours in RGB (the grey theme in grey
// only), a TrimBox of the trim and a BleedBox of the sheet, and no
// document info (print-on-demand files carry none), compressing on up
// to p.Workers goroutines, as p writes a book. The output depends only
// on c.
func WritePDF(w io.Writer, c Cover, p layout.PDF) error {
	if err := c.Spec.Validate(); err != nil {
		return err
	}
	sw, sh := c.Spec.Sheet()
	trim := func(int) draw.Rect { return c.Spec.Trim() }
	s := pdf.Sheets{Width: sw, Height: sh, Trim: trim, Bleed: true, Colour: true}
	if err := (pdf.Encoder{Workers: p.Workers}).Encode(w, s, []func(draw.Canvas){c.Draw}); err != nil {
		return fmt.Errorf("cover: %w", err)
	}
	return nil
}
