package layouttest

import (
	"encoding/binary"
	"hash/crc32"
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
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// RenderGray renders the first page of the PDF at path with pdftoppm at
// dpi, or returns nil when pdftoppm is not installed.
func RenderGray(t *testing.T, path string, dpi int) image.Image {
	t.Helper()
	return Render(t, path, dpi, "-gray")
}

// render renders the first page of the PDF at path with pdftoppm at dpi,
// with the extra options, or returns nil when pdftoppm is not installed.
func Render(t *testing.T, path string, dpi int, options ...string) image.Image {
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

// RenderRGB renders the first page of the PDF at path in colour with
// pdftoppm at dpi, or returns nil when pdftoppm is not installed.
func RenderRGB(t *testing.T, path string, dpi int) image.Image {
	t.Helper()
	return Render(t, path, dpi)
}

// CountPixels counts the pixels of img (one a point) inside r whose grey
// level matches.
func CountPixels(img image.Image, r draw.Rect, match func(uint8) bool) int {
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

// CountRGB counts the pixels of img inside r (in points, img at scale
// pixels a point) within tol of want in every channel, and all pixels in r.
func CountRGB(img image.Image, r draw.Rect, want draw.RGB, tol, scale float64) (n, all int) {
	for y := int(math.Ceil(r.Y * scale)); y < int((r.Y+r.H)*scale); y++ {
		for x := int(math.Ceil(r.X * scale)); x < int((r.X+r.W)*scale); x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			all++
			if math.Abs(float64(cr)/0xffff-want.R) <= tol && math.Abs(float64(cg)/0xffff-want.G) <= tol && math.Abs(float64(cb)/0xffff-want.B) <= tol {
				n++
			}
		}
	}
	return n, all
}

// QpdfCheck runs qpdf --check on path when qpdf is installed.
func QpdfCheck(t *testing.T, path string) {
	t.Helper()
	if _, err := exec.LookPath("qpdf"); err != nil {
		t.Log("qpdf not installed: skipping qpdf --check (apt-get install qpdf)")
		return
	}
	out, err := exec.Command("qpdf", "--check", path).CombinedOutput()
	if err != nil || strings.Contains(string(out), "WARNING") {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
}

// RenderPDF renders path with pdftoppm at a low resolution and returns the
// number of pages it wrote, or -1 when pdftoppm is not installed.
func RenderPDF(t *testing.T, path string) int {
	t.Helper()
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Log("pdftoppm not installed: skipping rendering (apt-get install poppler-utils)")
		return -1
	}
	dir := t.TempDir()
	out, err := exec.Command("pdftoppm", "-r", "20", "-png", path, filepath.Join(dir, "p")).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf("pdftoppm: %v\n%s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "p-*.png"))
	return len(files)
}

// PNGChunk returns the data of the first chunk of type typ, checking its CRC.
func PNGChunk(t *testing.T, data []byte, typ string) []byte {
	t.Helper()
	for p := 8; p+12 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[p:]))
		if p+12+n > len(data) {
			break
		}
		if string(data[p+4:p+8]) == typ {
			body := data[p+8 : p+8+n]
			if got, want := binary.BigEndian.Uint32(data[p+8+n:]), crc32.ChecksumIEEE(data[p+4:p+8+n]); got != want {
				t.Errorf("%s chunk CRC: got %08x, want %08x", typ, got, want)
			}
			return body
		}
		p += 12 + n
	}
	return nil
}

// PageBoxes returns the boxes of every page of a PDF, "Trim: 0.00 9.00 ..."
func PageBoxes(t *testing.T, data []byte) []map[string]string {
	t.Helper()
	all, err := pdf.Boxes(data)
	if err != nil {
		t.Fatalf("read pdf: %v", err)
	}
	var pages []map[string]string
	for _, boxes := range all {
		m := map[string]string{}
		for _, b := range boxes {
			m[strings.TrimSuffix(b.Name, "Box")] = strings.Join(b.Text[:], " ")
		}
		pages = append(pages, m)
	}
	return pages
}
