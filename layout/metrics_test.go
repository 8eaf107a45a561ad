package layout

import (
	"testing"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// TestDrawMetricsMatchTheBackends checks that the drawing core, which reads
// the fonts' tables itself, maps every rune to the glyph the backends draw
// and measures it as the PDF's /W widths do, and that its cap height is the
// top of the "H" the rasteriser loads: the layout measured through draw is
// the one the backends print.
func TestDrawMetricsMatchTheBackends(t *testing.T) {
	for face := range draw.Face(draw.Faces) {
		f := glyph.Font(face)
		upm := int(f.FUnitsPerEm())
		bad := 0
		for r := rune(0); r <= 0x10ffff && bad < 5; r++ {
			i := f.Index(r)
			if got, want := draw.HasGlyph(face, r), i != 0; got != want {
				t.Errorf("%s %U: HasGlyph %v, want %v", pdf.FaceName(face), r, got, want)
				bad++
				continue
			}
			if i == 0 {
				i = f.Index(' ')
			}
			want := int(f.HMetric(fixed.Int26_6(upm), i).AdvanceWidth) * 1000 / upm
			if got := draw.Advance(face, r); got != want {
				t.Errorf("%s %U: Advance %d, want %d", pdf.FaceName(face), r, got, want)
				bad++
			}
		}
		var gb truetype.GlyphBuf
		if err := gb.Load(f, fixed.Int26_6(upm), f.Index('H'), font.HintingNone); err != nil {
			t.Fatal(err)
		}
		want := float64(gb.Bounds.Max.Y) / float64(upm) * 10
		if got := draw.CapHeight(draw.Font{Face: face, Size: 10}); got != want {
			t.Errorf("%s: CapHeight at 10pt %v, want %v", pdf.FaceName(face), got, want)
		}
	}
}
