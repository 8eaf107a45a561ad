package layout

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// sampleCover is a cover of a 6x9 book of pages pages on paper, with a
// placeholder grid as its art and the sample book's sections.
func sampleCover(pages int, paper Paper) Cover {
	b := sampleBook()
	return Cover{
		Spec:   CoverSpec{Width: 6 * Inch, Height: 9 * Inch, Pages: pages, Paper: paper},
		Meta:   b.Meta,
		Art:    Item{Draw: drawPlaceholder(3, 9), Cells: 9},
		Inside: "9 Sudoku puzzles, easy to hard",
		Blurb: []string{
			"A puzzle is a promise: everything you need is already on the page. Nine grids wait inside, each with exactly one way to fill it.",
			"Start with the easy ones over coffee; save the hard ones for a quiet evening.",
		},
		Sections: b.Puzzles,
		Promise:  "Every puzzle has exactly one solution. Answers at the back.",
	}
}

func TestCoverGeometry(t *testing.T) {
	tests := []struct {
		name                 string
		spec                 CoverSpec
		spine, width, height float64 // inches
	}{
		{"6x9, 120 pages, white", CoverSpec{6 * Inch, 9 * Inch, 120, PaperWhite}, 0.27024, 12.52024, 9.25},
		{"6x9, 24 pages, white", CoverSpec{6 * Inch, 9 * Inch, 24, PaperWhite}, 0.054048, 12.304048, 9.25},
		{"8.5x11, 300 pages, cream", CoverSpec{8.5 * Inch, 11 * Inch, 300, PaperCream}, 0.75, 18, 11.25},
		{"5x8, 200 pages, colour", CoverSpec{5 * Inch, 8 * Inch, 200, PaperColour}, 0.4694, 10.7194, 8.25},
	}
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-9 }
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.spec
			w, h := s.Sheet()
			if !near(s.Spine()/Inch, tt.spine) || !near(w/Inch, tt.width) || !near(h/Inch, tt.height) {
				t.Errorf("%s: got spine %.6gin, sheet %.8gx%.6gin; want %.6gin, %.8gx%.6gin",
					tt.name, s.Spine()/Inch, w/Inch, h/Inch, tt.spine, tt.width, tt.height)
			}
			back, spine, front, trim := s.Back(), s.SpineArea(), s.Front(), s.Trim()
			if back.X != BleedWidth || !near(spine.X, back.X+back.W) || !near(front.X, spine.X+spine.W) ||
				!near(front.X+front.W+BleedWidth, w) || trim.X != BleedWidth || !near(trim.W, w-2*BleedWidth) {
				t.Errorf("%s: got back %v, spine %v, front %v, trim %v on a %gpt sheet; want them side by side inside the bleed",
					tt.name, back, spine, front, trim, w)
			}
			bar := s.Barcode()
			if !near(bar.X+bar.W, back.X+back.W-0.25*Inch) || !near(bar.Y+bar.H, back.Y+back.H-0.25*Inch) ||
				bar.W != 2*Inch || bar.H != 1.2*Inch {
				t.Errorf("%s: got barcode area %v, want 2x1.2in, 0.25in inside the back's bottom right corner", tt.name, bar)
			}
		})
	}
}

func TestParsePaper(t *testing.T) {
	for _, want := range []Paper{PaperWhite, PaperCream, PaperColour} {
		if got, err := ParsePaper(want.String()); err != nil || got != want {
			t.Errorf("ParsePaper(%q): got %v, %v; want %v", want.String(), got, err, want)
		}
	}
	_, err := ParsePaper("glossy")
	checkErr(t, "ParsePaper(glossy)", err, `paper "glossy": want white, cream or colour`)
}

func TestCoverGolden(t *testing.T) {
	var r Recorder
	sampleCover(120, PaperWhite).Draw(&r)
	checkGolden(t, "cover.golden", r.String())
}

// renderPage renders the first page of the PDF at path with pdftoppm at
// dpi, or returns nil when pdftoppm is not installed.
func renderPage(t *testing.T, path string, dpi int) image.Image {
	t.Helper()
	return render(t, path, dpi, "-gray")
}

// render renders the first page of the PDF at path with pdftoppm at dpi,
// with the extra options, or returns nil when pdftoppm is not installed.
func render(t *testing.T, path string, dpi int, options ...string) image.Image {
	t.Helper()
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Log("pdftoppm not installed: skipping the rendered checks (apt-get install poppler-utils)")
		return nil
	}
	out := filepath.Join(t.TempDir(), "p")
	args := append([]string{"-r", strconv.Itoa(dpi), "-png", "-singlefile"}, options...)
	if msg, err := exec.Command("pdftoppm", append(args, path, out)...).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, msg)
	}
	f, err := os.Open(out + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// countPixels counts the pixels of img (one a point) inside r whose grey
// level matches.
func countPixels(img image.Image, r draw.Rect, match func(uint8) bool) int {
	n := 0
	for y := int(math.Ceil(r.Y)); y < int(r.Y+r.H); y++ {
		for x := int(math.Ceil(r.X)); x < int(r.X+r.W); x++ {
			if match(color.GrayModel.Convert(img.At(x, y)).(color.Gray).Y) {
				n++
			}
		}
	}
	return n
}
