package cover

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// samples are n small grids of side cells, named.
func samples(side int, names ...string) []Sample {
	var out []Sample
	for i, n := range names {
		out = append(out, Sample{Name: n, Art: layout.Item{Draw: layouttest.Placeholder(i, side), Cells: side},
			Grid: layout.Grid{Rows: side, Cols: side, TypeScale: 0.6}})
	}
	return out
}

// TestBackSamples draws the sample cover with samples of three kinds on
// every trim (a 4x6 back has no room for them; from 5x8 at least one
// fits): they sit on the back under the band, clear of the barcode
// area, with legible numbers and their names, and nothing collides; grids
// too large to read at the size there are left out.
func TestBackSamples(t *testing.T) {
	for _, tr := range layouttest.Trims {
		c := sampleCover(120, PaperWhite)
		c.Spec.Width, c.Spec.Height = tr.Width, tr.Height
		c.Samples = samples(5, "Futoshiki", "Skyscrapers", "Calcudoku")
		var r layout.Recorder
		c.Draw(&r)
		names, digits := 0, 0
		for _, tb := range r.Texts() {
			switch {
			case tb.Region.What == "back sample":
				digits++
				if tb.Font.Size < layout.MinFontSize {
					t.Errorf("%s: a sample's %q at %g pt, want %d or more", tr.Name, tb.Text, tb.Font.Size, layout.MinFontSize)
				}
			case tb.Text == "Futoshiki" || tb.Text == "Skyscrapers" || tb.Text == "Calcudoku":
				names++
				if !layouttest.Inside(tb.Ink, c.Spec.BackText()) || tb.Ink.Y < c.bandBottom() || layouttest.Overlaps(tb.Ink, c.Spec.Barcode()) {
					t.Errorf("%s: sample name at %+v, want it on the back under the band, clear of the barcode %+v", tr.Name, tb.Ink, c.Spec.Barcode())
				}
			}
		}
		b := box(c.Spec.Back(), c.Spec.BackText())
		row := c.backLayout(&r, b).sampleRow(c.Samples, b, c.Spec.Barcode())
		t.Logf("%s: %d samples of %v pt", tr.Name, len(row), row)
		if names != len(row) || (len(row) > 0) != (digits > 0) || (len(row) == 0 && tr.Height >= 8*layout.Inch) {
			t.Errorf("%s: got %d samples, %d names, %d digits drawn; want samples with their names", tr.Name, len(row), names, digits)
		}
		for _, p := range row {
			if layouttest.Overlaps(p.card, c.Spec.Barcode()) || !layouttest.Inside(p.card, b) {
				t.Errorf("%s: sample card %+v: want it inside %+v, clear of the barcode %+v", tr.Name, p.card, b, c.Spec.Barcode())
			}
		}
		if got := r.Collisions(); len(got) > 0 {
			t.Errorf("%s: got collisions %v, want none", tr.Name, got)
		}
		c.Samples = samples(25, "Huge")
		if row := c.backLayout(&r, b).sampleRow(c.Samples, b, c.Spec.Barcode()); len(row) > 0 {
			t.Errorf("%s: got a 25x25 sample on the back, want it left out as illegible", tr.Name)
		}
	}
}
