package cover

import (
	"image"
	"testing"
	"unicode/utf8"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/png"
)

// leastThumbCap is the least cap height in pixels of the title, measured
// by its ink, on a front thumbHeight pixels high: thumbCap less the
// half pixel that anti-aliasing may lose.
const leastThumbCap = 8

// thumbTitles are titles of real length, each starting with a capital
// without a descender, whose ink measures the cap height.
var thumbTitles = []layout.Meta{
	{Title: "Kakuro", Author: "Puzzlebook"},
	{Title: "The Sudoku Journey", Subtitle: "120 puzzles, easy to expert", Author: "Puzzlebook"},
	{Title: "Sudoku for the Weekend", Subtitle: "Nine puzzles, easy to hard", Author: "Puzzlebook"},
	{Title: "Brain Games for Seniors", Subtitle: "Sudoku, Kakuro and Futoshiki in large print", Author: "Puzzlebook"},
}

// TestTitleAtThumbnail renders the front at thumbHeight pixels high on
// every trim and measures the height of the title's first capital in
// pixels, from the rows its ink lights over the band: at least thumbCap.
func TestTitleAtThumbnail(t *testing.T) {
	for _, tr := range layouttest.Trims {
		for _, m := range thumbTitles {
			c := sampleCover(120, PaperWhite)
			c.Spec.Width, c.Spec.Height = tr.Width, tr.Height
			c.Meta = m
			px := capPixels(t, c)
			t.Logf("%s %q: cap height %d px", tr.Name, m.Title, px)
			if px < leastThumbCap {
				t.Errorf("%s %q: got a title cap height of %d px at %d px high, want %d or more", tr.Name, m.Title, px, thumbHeight, leastThumbCap)
			}
		}
	}
}

// capPixels renders c's front thumbHeight pixels high and counts the rows
// in which the first letter of the title lights a pixel brighter than
// half-way from the band to the title's white.
func capPixels(t *testing.T, c Cover) int {
	t.Helper()
	var r layout.Recorder
	c.Draw(&r)
	var first *layout.TextBox
	for _, tb := range r.Texts() {
		if tb.Region.What == "cover title" {
			first = &tb
			break
		}
	}
	if first == nil {
		t.Fatalf("%q: no title drawn", c.Meta.Title)
	}
	k := thumbHeight / c.Spec.Height
	front := c.Spec.Front()
	img, _ := png.Draw(int(c.Spec.Width*k+0.5), thumbHeight, k, func(cv draw.Canvas) {
		c.Draw(shifted{cv, front.X, front.Y})
	})
	r0, _ := utf8.DecodeRuneInString(first.Text)
	w := draw.TextWidth(string(r0), first.Font)
	x0, x1 := int((first.Ink.X-front.X)*k), int((first.Ink.X-front.X+w)*k+1)
	y0, y1 := int((first.Ink.Y-front.Y)*k)-2, int((first.Ink.Y+first.Ink.H-front.Y)*k)+2
	rows := 0
	for y := max(0, y0); y < y1; y++ {
		if lit(img, x0, x1, y) {
			rows++
		}
	}
	return rows
}

// lit says whether a pixel of row y from x0 to x1 is brighter than 0.58,
// half-way between the grey band (0.16) and white.
func lit(img *image.RGBA, x0, x1, y int) bool {
	for x := max(0, x0); x < x1; x++ {
		p := img.RGBAAt(x, y)
		if 0.299*float64(p.R)+0.587*float64(p.G)+0.114*float64(p.B) > 0.58*255 {
			return true
		}
	}
	return false
}
