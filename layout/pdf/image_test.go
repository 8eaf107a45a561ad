package pdf_test

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

var imageObject = regexp.MustCompile(`/Type /XObject\s*/Subtype /Image\s*/Width (\d+)\s*/Height (\d+)\s*/ColorSpace /(\w+)`)

// TestImageEmbeddedOnce draws one picture on three pages, once cropped,
// and checks that the file holds it once, an image XObject of its pixel
// size, in colour on a colour canvas and in grey on the interior's, that
// poppler finds it drawn on every page, and that the bytes do not depend
// on the workers.
func TestImageEmbeddedOnce(t *testing.T) {
	for _, jpg := range []bool{false, true} {
		img, err := draw.DecodeImage("quarters", layouttest.Picture(120, 80, jpg))
		if err != nil {
			t.Fatal(err)
		}
		for _, colour := range []bool{false, true} {
			page := func(c draw.Canvas) {
				if colour {
					c = c.(draw.Colourer).InColour(draw.RGB{})
				}
				c.Image(draw.Rect{X: 72, Y: 72, W: 144, H: 96}, img)
				c.Text(72, 200, "caption", draw.Font{Size: 12}, draw.AlignLeft)
			}
			cropped := func(c draw.Canvas) {
				if colour {
					c = c.(draw.Colourer).InColour(draw.RGB{})
				}
				c.Image(draw.Rect{X: 72, Y: 72, W: 72, H: 72}, img.CropTo(1))
			}
			s := pdf.Sheets{Width: 432, Height: 648, Trim: func(int) draw.Rect { return draw.Rect{W: 432, H: 648} }, Colour: colour}
			var one, four bytes.Buffer
			if err := (pdf.Encoder{Workers: 1}).Encode(&one, s, []func(draw.Canvas){page, cropped, page}); err != nil {
				t.Fatal(err)
			}
			if err := (pdf.Encoder{Workers: 4}).Encode(&four, s, []func(draw.Canvas){page, cropped, page}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(one.Bytes(), four.Bytes()) {
				t.Errorf("jpeg %v colour %v: 1 and 4 workers write different files", jpg, colour)
			}
			found := imageObject.FindAllStringSubmatch(one.String(), -1)
			space := "DeviceGray"
			if colour {
				space = "DeviceRGB"
			}
			if len(found) != 1 || found[0][1] != "120" || found[0][2] != "80" || found[0][3] != space {
				t.Errorf("jpeg %v colour %v: image objects %q; want one of 120x80 in %s", jpg, colour, found, space)
			}
			if n := pagesWithImages(t, one.Bytes()); n != 3 && n >= 0 {
				t.Errorf("jpeg %v colour %v: pdfimages finds pictures on %d pages; want 3", jpg, colour, n)
			}
		}
	}
}

// pagesWithImages counts the pages pdfimages -list finds a picture
// drawn on, or returns -1 when pdfimages is not installed.
func pagesWithImages(t *testing.T, data []byte) int {
	if _, err := exec.LookPath("pdfimages"); err != nil {
		t.Log("pdfimages not installed: skipping its check")
		return -1
	}
	path := filepath.Join(t.TempDir(), "p.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdfimages", "-list", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfimages: %v\n%s", err, out)
	}
	pages := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\s+(\d+)\s+\d+\s+image\s+120\s+80\s`).FindAllStringSubmatch(string(out), -1) {
		pages[m[1]] = true
	}
	return len(pages)
}

// TestImageCropRendered renders a page with the picture's top-left
// quarter drawn alone, scaled up, and checks that poppler shows its red
// in the frame and none of the others' colours around it.
func TestImageCropRendered(t *testing.T) {
	img, err := draw.DecodeImage("quarters", layouttest.Picture(120, 80, false))
	if err != nil {
		t.Fatal(err)
	}
	red := img.Crop(image.Rect(0, 0, 60, 40))
	s := pdf.Sheets{Width: 288, Height: 288, Trim: func(int) draw.Rect { return draw.Rect{W: 288, H: 288} }, Colour: true}
	var buf bytes.Buffer
	page := func(c draw.Canvas) {
		c.(draw.Colourer).InColour(draw.RGB{}).Image(draw.Rect{X: 72, Y: 72, W: 144, H: 96}, red)
	}
	if err := (pdf.Encoder{}).Encode(&buf, s, []func(draw.Canvas){page}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "crop.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	got := layouttest.Render(t, path, 72)
	if got == nil {
		return
	}
	for _, p := range []struct {
		x, y int
		want bool
	}{{80, 80, true}, {210, 160, true}, {144, 120, true}, {230, 120, false}, {144, 175, false}, {60, 60, false}} {
		r, g, b, _ := got.At(p.x, p.y).RGBA()
		isRed := r>>8 > 180 && g>>8 < 90 && b>>8 < 90
		if isRed != p.want {
			t.Errorf("pixel %d,%d is %d,%d,%d; red: got %v, want %v", p.x, p.y, r>>8, g>>8, b>>8, isRed, p.want)
		}
	}
}

// TestImageDeepPNG draws a PNG of 16 bits a channel, which gopdf cannot
// embed as it is: the picture is embedded at 8 bits.
func TestImageDeepPNG(t *testing.T) {
	deep := image.NewNRGBA64(image.Rect(0, 0, 40, 30))
	for i := range deep.Pix {
		deep.Pix[i] = 0xff
	}
	var file bytes.Buffer
	if err := png.Encode(&file, deep); err != nil {
		t.Fatal(err)
	}
	if file.Bytes()[24] != 16 {
		t.Fatalf("the test's PNG has %d bits a channel; want 16", file.Bytes()[24])
	}
	img, err := draw.DecodeImage("deep.png", file.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	s := pdf.Sheets{Width: 288, Height: 288, Trim: func(int) draw.Rect { return draw.Rect{W: 288, H: 288} }, Colour: true}
	var buf bytes.Buffer
	page := func(c draw.Canvas) {
		c.(draw.Colourer).InColour(draw.RGB{}).Image(draw.Rect{X: 72, Y: 72, W: 40, H: 30}, img)
	}
	if err := (pdf.Encoder{}).Encode(&buf, s, []func(draw.Canvas){page}); err != nil {
		t.Fatalf("Encode: %v", err)
	}
	if found := imageObject.FindAllStringSubmatch(buf.String(), -1); len(found) == 0 || found[0][1] != "40" {
		t.Errorf("image objects %q; want one 40 px wide", found)
	}
}
