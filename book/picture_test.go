package book

import (
	"bytes"
	"context"
	"encoding/json"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/fogleman/gg"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// scene draws a w x h picture for a children's book, flat shapes only:
// a sky, a sun, clouds, two hills and three balloons, as PNG.
func scene(t testing.TB, w, h int) []byte {
	t.Helper()
	dc := gg.NewContext(w, h)
	W, H := float64(w), float64(h)
	sky := gg.NewLinearGradient(0, 0, 0, H)
	sky.AddColorStop(0, rgb(0x8e, 0xd1, 0xfc))
	sky.AddColorStop(1, rgb(0xe6, 0xf6, 0xff))
	dc.SetFillStyle(sky)
	dc.DrawRectangle(0, 0, W, H)
	dc.Fill()
	dc.SetColor(rgb(0xff, 0xc8, 0x3d))
	dc.DrawCircle(0.82*W, 0.2*H, 0.09*W)
	dc.Fill()
	for _, c := range [][3]float64{{0.2, 0.18, 1}, {0.55, 0.1, 0.8}} {
		dc.SetColor(rgb(0xff, 0xff, 0xff))
		for _, d := range [][3]float64{{0, 0, 0.05}, {0.05, -0.02, 0.06}, {0.1, 0, 0.045}} {
			dc.DrawCircle((c[0]+d[0]*c[2])*W, (c[1]+d[1]*c[2])*H, d[2]*c[2]*W)
			dc.Fill()
		}
	}
	hill := func(base, amp, phase float64, r, g, b uint8) {
		dc.MoveTo(0, H)
		for x := 0.0; x <= W; x += W / 100 {
			dc.LineTo(x, base*H-amp*H*math.Sin(x/W*math.Pi*1.3+phase))
		}
		dc.LineTo(W, H)
		dc.ClosePath()
		dc.SetColor(rgb(r, g, b))
		dc.Fill()
	}
	hill(0.78, 0.1, 0.3, 0x7c, 0xcf, 0x6b)
	hill(0.9, 0.08, 2.2, 0x4c, 0xaf, 0x50)
	for _, b := range []struct {
		x, y, r float64
		c       [3]uint8
	}{{0.3, 0.42, 0.075, [3]uint8{0xef, 0x47, 0x6f}}, {0.45, 0.34, 0.085, [3]uint8{0xff, 0xd1, 0x66}}, {0.6, 0.45, 0.07, [3]uint8{0x11, 0x8a, 0xb2}}} {
		dc.SetColor(rgb(0x55, 0x55, 0x55))
		dc.SetLineWidth(0.004 * W)
		dc.MoveTo(b.x*W, b.y*H+b.r*W*1.15)
		dc.QuadraticTo((b.x+0.03)*W, 0.68*H, 0.46*W, 0.8*H)
		dc.Stroke()
		dc.SetColor(rgb(b.c[0], b.c[1], b.c[2]))
		dc.DrawEllipse(b.x*W, b.y*H, b.r*W, b.r*W*1.15)
		dc.Fill()
		dc.SetRGBA(1, 1, 1, 0.45)
		dc.DrawEllipse((b.x-b.r*0.35)*W, b.y*H-b.r*W*0.45, b.r*W*0.22, b.r*W*0.3)
		dc.Fill()
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, dc.Image()); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func rgb(r, g, b uint8) color.Color { return color.NRGBA{R: r, G: g, B: b, A: 255} }

// kidsBook is a Spanish activity book for children at 8x10 with a
// picture on its cover, a logo and an introduction with a picture.
const kidsBook = `name: mis-sudokus
title: Mis primeros sudokus
subtitle: Rompecabezas para niños de 6 a 9 años
author: Ana Autora
language: es
page: {size: 8x10, margin: 0.6in}
print_on_demand: true
output: {pdf: true, cover: true, cover_png: true}
cover:
  theme: sunset
  badge: "Para niños de 6 a 9"
  back_text: |
    Veintidós sudokus con números grandes para empezar a jugar: cuadritos de
    cuatro casillas y, después, de seis.

    Cada uno tiene una única solución, y las soluciones están al final.
  image: globos.png
  logo: sello.png
pages:
  - kind: intro
    image: globos.png
    text: |
      ¡Hola! Este libro está lleno de sudokus para jugar.

      Empieza por los pequeños y ve subiendo poco a poco.
sections:
  - {title: Cuadritos, kind: sudoku, size: 4, grade: easy, count: 12, per_page: 2}
  - {title: Seis por seis, kind: sudoku, size: 6, grade: easy, count: 10, per_page: 2}
`

// seal is a w x w publisher's mark: a navy disc with a gold ring.
func seal(t testing.TB, w int) []byte {
	t.Helper()
	dc := gg.NewContext(w, w)
	W := float64(w)
	dc.SetColor(rgb(0x1f, 0x3a, 0x5f))
	dc.DrawCircle(W/2, W/2, 0.48*W)
	dc.Fill()
	dc.SetColor(rgb(0xe8, 0xa3, 0x3d))
	dc.SetLineWidth(0.06 * W)
	dc.DrawCircle(W/2, W/2, 0.33*W)
	dc.Stroke()
	dc.DrawRegularPolygon(5, W/2, W/2, 0.2*W, -math.Pi/2)
	dc.Fill()
	var buf bytes.Buffer
	if err := png.Encode(&buf, dc.Image()); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// writeKidsBook writes kidsBook's config and pictures into dir and
// builds it there.
func writeKidsBook(t *testing.T, dir string, workers int) *Result {
	t.Helper()
	for name, data := range map[string][]byte{"globos.png": scene(t, 1600, 1200), "sello.png": seal(t, 300), "mis-sudokus.yaml": []byte(kidsBook)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg, err := config.Load(filepath.Join(dir, "mis-sudokus.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir, Options: Options{Workers: workers}})
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return res
}

// TestPictureBook builds a children's book with a picture on its cover
// and on its introduction, and a logo: the interior's PDF holds the
// picture once, in grey, at its pixel size; the cover's holds it and the
// logo in colour (the logo's transparency as a grey soft mask); and a
// second build, on one worker, writes the same bytes.
func TestPictureBook(t *testing.T) {
	dir := t.TempDir()
	writeKidsBook(t, dir, 0)
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	images := func(pdf []byte) []string {
		var out []string
		for _, m := range pictureObject.FindAllSubmatch(pdf, -1) {
			out = append(out, string(m[1])+"x"+string(m[2])+" "+string(m[3]))
		}
		return out
	}
	if got, want := images(read("mis-sudokus.pdf")), []string{"1600x1200 DeviceGray"}; !slices.Equal(got, want) {
		t.Errorf("interior's pictures: got %q, want %q", got, want)
	}
	if got, want := images(read("mis-sudokus-cover.pdf")), []string{"1600x1200 DeviceRGB", "300x300 DeviceRGB", "300x300 DeviceGray"}; !slices.Equal(got, want) {
		t.Errorf("cover's pictures: got %q, want %q", got, want)
	}
	var m struct {
		Cover struct{ Image, Logo string } `json:"cover"`
	}
	if err := json.Unmarshal(read("mis-sudokus.json"), &m); err != nil {
		t.Fatal(err)
	}
	if m.Cover.Image != "globos.png" || m.Cover.Logo != "sello.png" {
		t.Errorf("manifest's cover: image %q, logo %q; want globos.png and sello.png", m.Cover.Image, m.Cover.Logo)
	}
	again := t.TempDir()
	writeKidsBook(t, again, 1)
	for _, name := range []string{"mis-sudokus.pdf", "mis-sudokus-cover.pdf", "mis-sudokus-cover.png"} {
		b, err := os.ReadFile(filepath.Join(again, name))
		if err != nil || !bytes.Equal(b, read(name)) {
			t.Errorf("%s: a second build writes other bytes (%v)", name, err)
		}
	}
}

var pictureObject = regexp.MustCompile(`/Subtype /Image\s+/Width (\d+)\s+/Height (\d+)\s+/ColorSpace /(\w+)`)
