package cover_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

func TestPreflightCoverBook(t *testing.T) {
	long := cover.SampleCover(120, cover.PaperWhite)
	long.Blurb = []string{strings.Repeat("A very long back text indeed. ", 200)}
	thin := cover.SampleCover(20, cover.PaperWhite)
	tests := []struct {
		name  string
		c     cover.Cover
		wants []string
	}{
		{"the sample", cover.SampleCover(120, cover.PaperWhite), nil},
		{"a blurb too long", long, []string{"back text: the back text does not fit"}},
		{"20 pages", thin, []string{"page count: a cover for 20 pages"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := preflight.Cover(tt.c)
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

// writeTwice writes c as a PDF on one worker and on four, and fails
// unless both give the same bytes.
func writeTwice(t *testing.T, name string, c cover.Cover) *bytes.Buffer {
	t.Helper()
	var a, b bytes.Buffer
	if err := cover.WritePDF(&a, c, layout.PDF{Workers: 1}); err != nil {
		t.Fatal(err)
	}
	if err := cover.WritePDF(&b, c, layout.PDF{Workers: 4}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatalf("%s: writes on 1 and 4 workers differ (%d and %d bytes)", name, a.Len(), b.Len())
	}
	return &a
}

// TestWriteCoverPDF writes the sample cover and checks the file: the same
// bytes on 1 and 4 workers, preflight.Report.CheckCoverPDF's boxes, qpdf, and, rendered at 72 dpi by
// pdftoppm, no ink in the barcode area and the spine's text inside the
// spine.
func TestWriteCoverPDF(t *testing.T) {
	c := cover.SampleCover(120, cover.PaperWhite)
	a := writeTwice(t, "sample cover", c)
	rep := preflight.Cover(c)
	rep.CheckCoverPDF(a.Bytes(), 0)
	if len(rep.Problems) > 0 || !rep.PDFChecked {
		t.Errorf("sample cover: got %s, want a checked PDF without problems", rep)
	}
	boxes := layouttest.PageBoxes(t, a.Bytes())
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
	layouttest.QpdfCheck(t, path)
	img := layouttest.RenderGray(t, path, 72)
	if img == nil {
		return
	}
	bar := c.Spec.Barcode()
	if n := layouttest.CountPixels(img, bar, func(v uint8) bool { return v < 255 }); n > 0 {
		t.Errorf("sample cover: got %d inked pixels in the barcode area %v, want none", n, bar)
	}
	// The spine is dark; its text is light. Light pixels in the spine's
	// text area mean the turned text landed there.
	// The title is twice as long as the author, so reading top to bottom
	// puts more text in the spine's top third than in its bottom third.
	sp := c.Spec.SpineArea()
	light := func(v uint8) bool { return v > 200 }
	third := sp.H / 3
	top := layouttest.CountPixels(img, draw.Rect{X: sp.X + 2, Y: sp.Y, W: sp.W - 4, H: third}, light)
	bottom := layouttest.CountPixels(img, draw.Rect{X: sp.X + 2, Y: sp.Y + 2*third, W: sp.W - 4, H: third}, light)
	if top < 50 || bottom < 20 || top < 3*bottom/2 {
		t.Errorf("sample cover: got %d and %d light pixels in the top and bottom thirds of the dark spine, want the title (50 or more) over the author (20 or more, fewer)", top, bottom)
	}
}

// TestPreflightCoverThemes wants the sample cover, thin and thick, clean
// in every theme and in colours a publisher might pick badly, and the
// report to give its lowest contrast.
func TestPreflightCoverThemes(t *testing.T) {
	themes := cover.Themes()
	for _, bg := range []string{"#ffffff", "#000000", "#797979", "#ff0000", "#ffff00", "#0000ff"} {
		themes = append(themes, cover.Theme{Name: "background " + bg, Background: cover.HexRGB(bg), Accent: cover.HexRGB(bg)})
	}
	for _, th := range themes {
		for _, pages := range []int{40, 300} {
			c := cover.SampleCover(pages, cover.PaperWhite)
			c.Theme = th
			r := preflight.Cover(c)
			if len(r.Problems) > 0 {
				t.Errorf("%s, %d pages: got %s, want no problems", th.Name, pages, r)
			}
			if r.MinContrast < cover.MinLargeTextContrast || !strings.Contains(r.String(), "contrast: text against its ground at least") {
				t.Errorf("%s, %d pages: got lowest contrast %.2f in\n%s\nwant it reported, at least %g", th.Name, pages, r.MinContrast, r, cover.MinLargeTextContrast)
			}
		}
	}
}

// TestWriteCoverPDFColour writes the sample cover in each theme, thick
// enough for spine text, and checks the file: the same bytes on 1 and 4 workers,
// preflight.Report.CheckCoverPDF (fonts, boxes; colour allowed), qpdf, the interior's
// preflight.Report.CheckPDF refusing its colour (the exemption is the cover's alone), and,
// rendered by pdftoppm, the band in the theme's colour.
func TestWriteCoverPDFColour(t *testing.T) {
	for _, th := range cover.Themes() {
		t.Run(th.Name, func(t *testing.T) {
			c := cover.Themed(t, th.Name, 120)
			a := writeTwice(t, th.Name, c)
			rep := preflight.Cover(c)
			rep.CheckCoverPDF(a.Bytes(), 0)
			if len(rep.Problems) > 0 || !rep.PDFChecked {
				t.Errorf("%s: got %s, want a checked PDF without problems", th.Name, rep)
			}
			interior := &preflight.Report{Spec: layout.PageSpec{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Bleed: layout.BleedWidth}}
			interior.CheckPDF(a.Bytes(), 0)
			inked := strings.Contains(interior.String(), "ink: the content stream sets a colour")
			if colour := th.Name != "grey"; inked != colour {
				t.Errorf("%s: the interior's check of the cover: got an ink problem %v, want %v (colour %v):\n%s", th.Name, inked, colour, colour, interior)
			}
			path := filepath.Join(t.TempDir(), "cover.pdf")
			if err := os.WriteFile(path, a.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			layouttest.QpdfCheck(t, path)
			img := layouttest.RenderRGB(t, path, 36)
			if img == nil {
				return
			}
			// The band on the back, clear of its text, is the background.
			band := draw.Rect{X: layout.BleedWidth + 4, Y: layout.BleedWidth + 4, W: 20, H: cover.BandBottom(c) - layout.BleedWidth - 8}
			if n, all := layouttest.CountRGB(img, band, cover.BandInk(c), 0.08, 0.5); n < all*9/10 {
				t.Errorf("%s: got %d of %d pixels of the band in %s, want 90%%", th.Name, n, all, c.Theme.Background.Hex())
			}
			// The spine carries the title in the title's ink.
			sp := c.Spec.SpineText()
			if n, _ := layouttest.CountRGB(img, sp, cover.TitleInk(c), 0.15, 0.5); n < 10 {
				t.Errorf("%s: got %d pixels of the spine's text in %s, want 10 or more", th.Name, n, cover.TitleInk(c).Hex())
			}
		})
	}
}

// TestPreflightFront wants a front image of a book too short for print
// on demand checked without the page count, and with the drawing's rules.
func TestPreflightFront(t *testing.T) {
	c := cover.Themed(t, "navy", 10)
	if r := preflight.Cover(c); !strings.Contains(r.String(), "page count") {
		t.Errorf("PreflightCover of 10 pages: got %s, want a page count problem", r)
	}
	if r := preflight.Front(c); len(r.Problems) > 0 {
		t.Errorf("PreflightFront of 10 pages: got %s, want no problems", r)
	}
	c.Theme.Background = draw.RGB{R: 1, G: 1, B: 1}
	c.Theme.Accent = draw.RGB{R: 1, G: 1, B: 1}
	c.Meta.Subtitle = "A subtitle"
	if r := preflight.Front(c); len(r.Problems) > 0 {
		t.Errorf("PreflightFront on a white band: got %s, want no problems (dark text)", r)
	}
}

// TestCoverSpine checks that the spine carries the title, turned, only
// from 80 pages and only when 7pt type fits with 0.0625in at each fold.
func TestCoverSpine(t *testing.T) {
	tests := []struct {
		name  string
		pages int
		paper cover.Paper
		want  bool
	}{
		{"80 pages cream (0.2in)", 80, cover.PaperCream, true},
		{"78 pages cream (0.195in): under 80 pages", 78, cover.PaperCream, false},
		{"80 pages white (0.18in): too narrow", 80, cover.PaperWhite, false},
		{"120 pages white", 120, cover.PaperWhite, true},
		{"828 pages colour", 828, cover.PaperColour, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cover.SampleCover(tt.pages, tt.paper)
			var r layout.Recorder
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
			rep := preflight.Cover(c)
			if len(rep.Problems) != 0 || rep.SpineText != tt.want {
				t.Errorf("%s: preflight got spine text %v and problems %v; want %v and none", tt.name, rep.SpineText, rep.Problems, tt.want)
			}
		})
	}
}

var coverOut = flag.String("wrap", "", "write the sample cover as PDF to this file, to look at")

// TestPreflightCoverPicture checks a cover's picture and logo for their
// resolution at their printed size, and that the cover's PDF holds
// each, an image XObject of its pixel size.
func TestPreflightCoverPicture(t *testing.T) {
	picture := func(w, h int) *draw.Image {
		img, err := draw.DecodeImage("front.png", layouttest.Picture(w, h, false))
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	for _, tt := range []struct {
		name          string
		front, logo   [2]int
		want, notWant string
	}{
		{"sharp", [2]int{1500, 1000}, [2]int{300, 150}, "", "image resolution"},
		{"soft picture", [2]int{600, 400}, [2]int{300, 150}, "image resolution: picture front.png is 600x394 px at 3.89x2.56in: 154 dpi", ""},
		{"soft logo", [2]int{1500, 1000}, [2]int{100, 50}, "image resolution: picture front.png is 100x50 px at 1.00x0.50in: 100 dpi; print needs 300", ""},
	} {
		c := cover.SampleCover(120, cover.PaperWhite)
		c.Theme, _ = cover.ParseTheme("navy")
		c.Picture, c.Logo = picture(tt.front[0], tt.front[1]), picture(tt.logo[0], tt.logo[1])
		r := preflight.Cover(c)
		got := r.String()
		if tt.want != "" && !strings.Contains(got, tt.want) {
			t.Errorf("%s: got %s, want %q in it", tt.name, got, tt.want)
		}
		if tt.notWant != "" && strings.Contains(got, tt.notWant) {
			t.Errorf("%s: got %s, want no %q", tt.name, got, tt.notWant)
		}
		if tt.name != "sharp" {
			continue
		}
		for _, tr := range layouttest.Trims {
			c := c
			c.Spec.Width, c.Spec.Height = tr.Width, tr.Height
			c.Picture = picture(2400, 1800)
			if r := preflight.Cover(c); len(r.Problems) > 0 {
				t.Errorf("%s with a 4:3 picture: %s", tr.Name, r)
			}
		}
		var buf bytes.Buffer
		if err := cover.WritePDF(&buf, c, layout.PDF{}); err != nil {
			t.Fatal(err)
		}
		pdf := buf.String()
		for _, want := range []string{`/Subtype /Image\s+/Width 1500\s+/Height 1000\s+/ColorSpace /DeviceRGB`, `/Subtype /Image\s+/Width 300\s+/Height 150\s+/ColorSpace /DeviceRGB`} {
			if n := len(regexp.MustCompile(want).FindAllString(pdf, -1)); n != 1 {
				t.Errorf("the cover's PDF has %d image objects %q; want 1", n, want)
			}
		}
	}
}
