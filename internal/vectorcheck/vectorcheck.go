// Package vectorcheck holds the checks that tests make of SVG and PDF
// files with the tools a layout desk's would trust: rsvg-convert
// (librsvg) renders an SVG, and poppler's pdfinfo and pdffonts and qpdf
// read a PDF. Without a tool a test is skipped, except under CI=true,
// where it fails, as .ci/run installs them.
package vectorcheck

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"testing"
)

// Tool returns the path of the command name, or skips t without it (and
// fails t under CI=true).
func Tool(t testing.TB, name, pkg string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s not found (Debian %s); CI=true needs it", name, pkg)
		}
		t.Skipf("%s not found (Debian %s): skipped", name, pkg)
	}
	return p
}

// RenderSVG renders svg with rsvg-convert at wpx x hpx pixels on white.
func RenderSVG(t testing.TB, svg []byte, wpx, hpx int) image.Image {
	t.Helper()
	rsvg := Tool(t, "rsvg-convert", "librsvg2-bin")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.svg"), filepath.Join(dir, "out.png")
	if err := os.WriteFile(in, svg, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(rsvg, "-b", "white", "-w", strconv.Itoa(wpx), "-h", strconv.Itoa(hpx), "-o", out, in)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("rsvg-convert: %v: %s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("rsvg-convert's png: %v", err)
	}
	return img
}

// CheckPDF checks a one-page PDF with the poppler tools and qpdf: its
// page is wantW x wantH points (to a hundredth), qpdf --check finds no
// error, and every font is embedded.
func CheckPDF(t testing.TB, pdf []byte, wantW, wantH float64) {
	t.Helper()
	pdfinfo := Tool(t, "pdfinfo", "poppler-utils")
	pdffonts := Tool(t, "pdffonts", "poppler-utils")
	qpdf := Tool(t, "qpdf", "qpdf")
	path := filepath.Join(t.TempDir(), "file.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	info, err := exec.Command(pdfinfo, path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo: %v: %s", err, info)
	}
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(info)
	if m == nil || string(m[1]) != "1" {
		t.Errorf("pdfinfo pages: got %q, want 1", m)
	}
	m = regexp.MustCompile(`(?m)^Page size:\s+([\d.]+) x ([\d.]+) pts`).FindSubmatch(info)
	if m == nil {
		t.Fatalf("pdfinfo gives no page size:\n%s", info)
	}
	w, _ := strconv.ParseFloat(string(m[1]), 64)
	h, _ := strconv.ParseFloat(string(m[2]), 64)
	if math.Abs(w-wantW) > 0.006 || math.Abs(h-wantH) > 0.006 {
		t.Errorf("pdfinfo page size: got %gx%gpt, want %.2fx%.2fpt", w, h, wantW, wantH)
	}
	if msg, err := exec.Command(qpdf, "--check", path).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check: %v\n%s", err, msg)
	}
	fonts, err := exec.Command(pdffonts, path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdffonts: %v: %s", err, fonts)
	}
	// After two heading lines, one line a font: its "emb" column says yes.
	rows := regexp.MustCompile(`(?m)^\S+\s+.*\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$`).FindAllSubmatch(fonts, -1)
	if len(rows) == 0 {
		t.Errorf("pdffonts lists no font:\n%s", fonts)
	}
	for _, r := range rows {
		if string(r[1]) != "yes" {
			t.Errorf("pdffonts: a font is not embedded: %s", r[0])
		}
	}
}

// Lines returns the centres, in pixels, of the lines that run across
// img: along x (vertical lines) with vertical, else along y. A column of
// pixels belongs to a line when it has ink (any pixel darker than light
// grey, so that grey grid lines count) in at least three quarters as
// many of its pixels as the column with the most.
func Lines(img image.Image, vertical bool) []float64 {
	count, most := inkProfile(img, vertical)
	var out []float64
	for i := 0; i < len(count); {
		if most == 0 || 4*count[i] < 3*most {
			i++
			continue
		}
		j := i
		for j < len(count) && 4*count[j] >= 3*most {
			j++
		}
		out = append(out, float64(i+j-1)/2)
		i = j
	}
	return out
}

// inkProfile counts the pixels with ink in each column of img (each row
// without vertical), and returns the counts and the largest.
func inkProfile(img image.Image, vertical bool) ([]int, int) {
	b := img.Bounds()
	n, m := b.Dx(), b.Dy()
	if !vertical {
		n, m = m, n
	}
	count := make([]int, n)
	most := 0
	for i := range n {
		for j := range m {
			x, y := i, j
			if !vertical {
				x, y = j, i
			}
			if Luma(img, b.Min.X+x, b.Min.Y+y) < 0.9 {
				count[i]++
			}
		}
		most = max(most, count[i])
	}
	return count, most
}

// Luma is the brightness of img's pixel x, y from 0 (black) to 1.
func Luma(img image.Image, x, y int) float64 {
	r, g, b, _ := img.At(x, y).RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 0xffff
}

// LinesAgree reports where the lines of got and want (see Lines) differ:
// "" when every line of each has, within tol pixels in the other, a
// column nearly as full of ink as a line's (two thirds of the most, so
// that a column just either side of Lines' threshold does not count as
// a difference).
func LinesAgree(got, want image.Image, vertical bool, tol int) string {
	for _, pair := range []struct {
		name     string
		from, in image.Image
	}{{"got", got, want}, {"want", want, got}} {
		count, most := inkProfile(pair.in, vertical)
		for _, at := range Lines(pair.from, vertical) {
			found := false
			for i := max(0, int(at)-tol); i <= min(len(count)-1, int(math.Ceil(at))+tol); i++ {
				found = found || 3*count[i] >= 2*most
			}
			if !found {
				return fmt.Sprintf("%s has a line at %g that the other lacks: got lines %v, want %v",
					pair.name, at, Lines(got, vertical), Lines(want, vertical))
			}
		}
	}
	return ""
}

// Mismatch returns the share of pixels, from 0 to 1, whose brightness
// differs by more than half between a and b, which have the same bounds.
func Mismatch(a, b image.Image) float64 {
	ab, bb := a.Bounds(), b.Bounds()
	bad := 0
	for y := range ab.Dy() {
		for x := range ab.Dx() {
			if math.Abs(Luma(a, ab.Min.X+x, ab.Min.Y+y)-Luma(b, bb.Min.X+x, bb.Min.Y+y)) > 0.5 {
				bad++
			}
		}
	}
	return float64(bad) / float64(ab.Dx()*ab.Dy())
}

// subsetFont is a font a PDF embeds as a subset: /BaseFont /ABCDEF+Name;
// made on first use, as every test binary linking this package starts.
var subsetFont = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`/BaseFont /[A-Z]{6}\+([A-Za-z0-9-]+)`) })

// EmbeddedFonts returns the names of the fonts pdf embeds, without their
// subset tags, once each and sorted: "GoBold", "LatoRegular".
func EmbeddedFonts(pdf []byte) []string {
	var out []string
	for _, m := range subsetFont().FindAllSubmatch(pdf, -1) {
		if name := string(m[1]); !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}
