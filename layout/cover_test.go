package layout

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var coverOut = flag.String("wrap", "", "write the sample cover as PDF to this file, to look at")

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

// TestCoverSpine checks that the spine carries the title, turned, only
// from 80 pages and only when 7pt type fits with 0.0625in at each fold.
func TestCoverSpine(t *testing.T) {
	tests := []struct {
		name  string
		pages int
		paper Paper
		want  bool
	}{
		{"80 pages cream (0.2in)", 80, PaperCream, true},
		{"78 pages cream (0.195in): under 80 pages", 78, PaperCream, false},
		{"80 pages white (0.18in): too narrow", 80, PaperWhite, false},
		{"120 pages white", 120, PaperWhite, true},
		{"828 pages colour", 828, PaperColour, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := sampleCover(tt.pages, tt.paper)
			var r Recorder
			c.Draw(&r)
			rec := r.String()
			title := strings.ToUpper(c.Meta.Title)
			got := strings.Contains(rec, "rotate 90.00 about") && strings.Contains(rec, `"`+title+`"`)
			if got != tt.want {
				t.Errorf("%s: got spine text %v, want %v", tt.name, got, tt.want)
			}
			if _, ok := c.SpineText(); ok != tt.want {
				t.Errorf("%s: SpineText got %v, want %v", tt.name, ok, tt.want)
			}
			rep := PreflightCover(c)
			if len(rep.Problems) != 0 || rep.SpineText != tt.want {
				t.Errorf("%s: preflight got spine text %v and problems %v; want %v and none", tt.name, rep.SpineText, rep.Problems, tt.want)
			}
		})
	}
}

func TestCoverGolden(t *testing.T) {
	var r Recorder
	sampleCover(120, PaperWhite).Draw(&r)
	checkGolden(t, "cover.golden", r.String())
}

// TestPreflightCoverRules draws what breaks each of the cover's rules and
// wants the rule named.
func TestPreflightCoverRules(t *testing.T) {
	spec := CoverSpec{Width: 6 * Inch, Height: 9 * Inch, Pages: 120, Paper: PaperWhite}
	f := draw.Font{Size: 10}
	dark := draw.Gray(0.3)
	tests := []struct {
		name  string
		pages int
		draw  func(c draw.Canvas)
		want  string // "" for no problem
	}{
		{"text on the back", 0, func(c draw.Canvas) { c.Text(100, 100, "Fine", f, draw.AlignLeft) }, ""},
		{"text on the front", 0, func(c draw.Canvas) { c.Text(spec.Front().X+100, 300, "Fine", f, draw.AlignLeft) }, ""},
		{"background into the bleed", 0, func(c draw.Canvas) { c.Rect(draw.Rect{X: 0, Y: 0, W: 200, H: 50}, &dark, draw.Stroke{}) }, ""},
		{"white card over the barcode area", 0, func(c draw.Canvas) { w := draw.White; c.Rect(spec.Barcode(), &w, draw.Stroke{}) }, ""},
		{"ink in the barcode area", 0, func(c draw.Canvas) { c.Rect(spec.Barcode().Inset(20), &dark, draw.Stroke{}) }, "barcode area"},
		{"text near the trim", 0, func(c draw.Canvas) { c.Text(BleedWidth+10, 100, "Edge", f, draw.AlignLeft) }, "cover text"},
		{"text near a fold", 0, func(c draw.Canvas) { c.Text(spec.Front().X+4, 300, "Fold", f, draw.AlignLeft) }, "cover text"},
		{"ink past the bleed", 0, func(c draw.Canvas) { c.Line(draw.Point{X: -5, Y: 10}, draw.Point{X: 50, Y: 10}, draw.Stroke{Width: 1}) }, "bleed"},
		{"hairline", 0, func(c draw.Canvas) {
			c.Line(draw.Point{X: 50, Y: 50}, draw.Point{X: 90, Y: 50}, draw.Stroke{Width: 0.3})
		}, "line width"},
		{"small type", 0, func(c draw.Canvas) { c.Text(100, 100, "tiny", draw.Font{Size: 6}, draw.AlignLeft) }, "font size"},
		{"spine text under 80 pages", 78, func(c draw.Canvas) { spineWord(c, spec, "SPINE") }, "spine text"},
		{"spine text at 120 pages", 120, func(c draw.Canvas) { spineWord(c, spec, "SPINE") }, ""},
		{"spine text too close to a fold", 120, func(c draw.Canvas) { spineWord(c, spec, "WIDE SPINE WORDS", draw.Font{Size: 14}) }, "spine text"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := spec
			if tt.pages > 0 {
				s.Pages = tt.pages
			}
			r := &Report{Cover: &s}
			checkCover(r, s, tt.draw)
			var rules []string
			for _, p := range r.Problems {
				rules = append(rules, p.Rule)
			}
			switch {
			case tt.want == "" && len(rules) > 0:
				t.Errorf("%s: got problems %v, want none", tt.name, r.Problems)
			case tt.want != "" && (len(rules) == 0 || rules[0] != tt.want):
				t.Errorf("%s: got problems %v, want a %q problem", tt.name, r.Problems, tt.want)
			}
		})
	}
}

// spineWord draws s down the middle of the spine, turned as the cover
// turns its spine text.
func spineWord(c draw.Canvas, spec CoverSpec, s string, font ...draw.Font) {
	f := draw.Font{Size: 7}
	if len(font) > 0 {
		f = font[0]
	}
	at := spec.SpineArea().Center()
	c.(Rotator).Rotate(at, 90, func(c draw.Canvas) {
		c.Text(at.X, at.Y+draw.CapHeight(f)/2, s, f, draw.AlignCenter)
	})
}

func TestPreflightCoverBook(t *testing.T) {
	long := sampleCover(120, PaperWhite)
	long.Blurb = []string{strings.Repeat("A very long back text indeed. ", 200)}
	thin := sampleCover(20, PaperWhite)
	tests := []struct {
		name  string
		c     Cover
		wants []string
	}{
		{"the sample", sampleCover(120, PaperWhite), nil},
		{"a blurb too long", long, []string{"back text: the back text does not fit"}},
		{"20 pages", thin, []string{"page count: a cover for 20 pages"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := PreflightCover(tt.c)
			got := r.String()
			if len(tt.wants) == 0 && len(r.Problems) > 0 {
				t.Errorf("%s: got %s, want no problems", tt.name, got)
			}
			for _, w := range tt.wants {
				if !strings.Contains(got, w) {
					t.Errorf("%s: got %s, want %q in it", tt.name, got, w)
				}
			}
		})
	}
}

// TestWriteCoverPDF writes the sample cover and checks the file: the same
// bytes twice, PDF.CheckCover's boxes, qpdf, and, rendered at 72 dpi by
// pdftoppm, no ink in the barcode area and the spine's text inside the
// spine.
func TestWriteCoverPDF(t *testing.T) {
	c := sampleCover(120, PaperWhite)
	var a, b bytes.Buffer
	if err := (PDF{}).WriteCover(&a, c); err != nil {
		t.Fatal(err)
	}
	if err := (PDF{}).WriteCover(&b, c); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatalf("sample cover: two writes differ (%d and %d bytes)", a.Len(), b.Len())
	}
	rep := PreflightCover(c)
	PDF{}.CheckCover(rep, a.Bytes())
	if len(rep.Problems) > 0 || !rep.PDFChecked {
		t.Errorf("sample cover: got %s, want a checked PDF without problems", rep)
	}
	boxes := pageBoxes(t, a.Bytes())
	if len(boxes) != 1 || boxes[0]["Media"] != "0 0 901.46 666.00" || boxes[0]["Bleed"] != "0 0 901.46 666.00" ||
		boxes[0]["Trim"] != "9.00 9.00 892.46 657.00" {
		t.Errorf("sample cover: got boxes %v, want MediaBox and BleedBox 0 0 901.46 666.00, TrimBox 9.00 9.00 892.46 657.00", boxes)
	}
	if *coverOut != "" {
		if err := os.WriteFile(*coverOut, a.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "cover.pdf")
	if err := os.WriteFile(path, a.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	qpdfCheck(t, path)
	img := renderPage(t, path, 72)
	if img == nil {
		return
	}
	bar := c.Spec.Barcode()
	if n := countPixels(img, bar, func(v uint8) bool { return v < 255 }); n > 0 {
		t.Errorf("sample cover: got %d inked pixels in the barcode area %v, want none", n, bar)
	}
	// The spine is dark; its text is light. Light pixels in the spine's
	// text area mean the turned text landed there.
	// The title is twice as long as the author, so reading top to bottom
	// puts more text in the spine's top third than in its bottom third.
	sp := c.Spec.SpineArea()
	light := func(v uint8) bool { return v > 200 }
	third := sp.H / 3
	top := countPixels(img, draw.Rect{X: sp.X + 2, Y: sp.Y, W: sp.W - 4, H: third}, light)
	bottom := countPixels(img, draw.Rect{X: sp.X + 2, Y: sp.Y + 2*third, W: sp.W - 4, H: third}, light)
	if top < 50 || bottom < 20 || top < 3*bottom/2 {
		t.Errorf("sample cover: got %d and %d light pixels in the top and bottom thirds of the dark spine, want the title (50 or more) over the author (20 or more, fewer)", top, bottom)
	}
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
