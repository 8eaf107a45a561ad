package layout

import (
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/layout/png"
)

// WritePNG renders page p on a sheet of spec's trim plus bleed at dpi dots per inch as an
// antialiased 8-bit greyscale PNG on white, with a pHYs chunk recording
// the resolution (see png.Write). A page that draws in colour (through
// draw.Colourer) is
// written as an 8-bit RGB PNG instead. The output depends only on its
// inputs.
func WritePNG(w io.Writer, p Page, spec PageSpec, dpi float64) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	sw, sh := spec.Sheet()
	if err := png.Write(w, p.Draw, sw, sh, dpi); err != nil {
		return fmt.Errorf("layout: %w", err)
	}
	return nil
}
