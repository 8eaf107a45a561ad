package numberlink

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var (
	update = flag.Bool("update", false, "rewrite the golden files in testdata and dominance.txt")
	pngOut = flag.String("pngout", "", "write the colour PNGs of TestDrawColourPNG into this `dir`, to look at")
)

// drawPuzzle reads testdata/draw.txt: a 10x10 puzzle of 11 paths, then
// its solution.
func drawPuzzle(t testing.TB) *gen.Puzzle {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "draw.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := Kind{}.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 {
		t.Fatalf("testdata/draw.txt: got %d grids, want the puzzle and its solution", len(ps))
	}
	p := ps[0]
	p.Solution = ps[1].Givens
	if err := (Kind{}).Verify(p); err != nil {
		t.Fatalf("testdata/draw.txt: %v", err)
	}
	return p
}

// TestDrawGolden compares the grey drawing with testdata/*.golden. A
// Recorder cannot draw colour, so asking for colour must change nothing.
func TestDrawGolden(t *testing.T) {
	p := drawPuzzle(t)
	area := draw.Rect{X: 10, Y: 20, W: 200, H: 160}
	for _, answer := range []bool{false, true} {
		name := "draw"
		if answer {
			name += "-answer"
		}
		t.Run(name, func(t *testing.T) {
			var grey, colour draw.Recorder
			Kind{}.Draw(&grey, p, area, gen.DrawOptions{Answer: answer})
			Kind{}.Draw(&colour, p, area, gen.DrawOptions{Answer: answer, Colour: true})
			path := filepath.Join("testdata", name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(grey.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%s: %v (run go test -update to create it)", name, err)
			}
			if got := grey.String(); got != string(want) {
				t.Errorf("%s: drawing differs from %s:\ngot:\n%s\nwant:\n%s", name, path, got, want)
			}
			if colour.String() != grey.String() {
				t.Errorf("%s with Colour on a grey canvas: got\n%s\nwant the grey drawing\n%s", name, colour.String(), grey.String())
			}
		})
	}
}

// renderPNG draws p alone, 300 points wide, at 144 dpi, and returns the
// PNG and the centre of cell (r, c) in pixels.
func renderPNG(t *testing.T, p *gen.Puzzle, opt gen.DrawOptions) ([]byte, func(r, c int, dy float64) image.Point) {
	t.Helper()
	const width, k = 302.0, 2.0 // points; pixels a point
	page, spec := layout.Alone(layout.Item{
		Draw:   func(c draw.Canvas, area draw.Rect) { Kind{}.Draw(c, p, area, opt) },
		Aspect: 1,
	}, width)
	var buf bytes.Buffer
	if err := layout.WritePNG(&buf, page, spec, 72*k); err != nil {
		t.Fatalf("WritePNG: %v", err)
	}
	cell := (width - thickLine) / float64(p.Cols)
	x0 := layout.MinMargin + width/2 - cell*float64(p.Cols)/2
	at := func(r, c int, dy float64) image.Point {
		return image.Pt(int(k*(x0+(float64(c)+0.5)*cell)), int(k*(x0+(float64(r)+0.5+dy)*cell)))
	}
	return buf.Bytes(), at
}

// near reports whether pixel px is within tol (of 255) of c on every channel.
func near(px [3]uint8, c draw.RGB, tol float64) bool {
	for i, v := range []float64{c.R, c.G, c.B} {
		if d := float64(px[i]) - v*255; d > tol || d < -tol {
			return false
		}
	}
	return true
}

// TestDrawColourPNG draws testdata/draw.txt in colour: an RGB PNG with
// the paths and endpoint discs in their colours, the same bytes every
// time; without Colour the PNG stays greyscale.
func TestDrawColourPNG(t *testing.T) {
	p := drawPuzzle(t)
	tests := []struct {
		name   string
		opt    gen.DrawOptions
		probes []struct{ r, c, path int } // cells whose centre shows a path's colour
		dy     float64                    // where in the cell to look, from its centre, in cells
	}{
		// Away from the number, inside the disc.
		{"puzzle", gen.DrawOptions{Colour: true}, []struct{ r, c, path int }{{0, 0, 1}, {2, 1, 2}, {6, 9, 4}, {5, 9, 11}}, -0.3},
		// Cells in the middle of paths 1, 3, 10 and 7.
		{"answer", gen.DrawOptions{Answer: true, Colour: true}, []struct{ r, c, path int }{{0, 5, 1}, {1, 2, 3}, {9, 1, 10}, {9, 5, 7}}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, at := renderPNG(t, p, tt.opt)
			again, _ := renderPNG(t, p, tt.opt)
			if !bytes.Equal(data, again) {
				t.Errorf("%s: two renders differ, want the same bytes", tt.name)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%s: decode: %v", tt.name, err)
			}
			rgba, ok := img.(*image.RGBA)
			if !ok {
				t.Fatalf("%s: got a %T, want an RGB image (*image.RGBA)", tt.name, img)
			}
			pixel := func(pt image.Point) [3]uint8 {
				i := rgba.PixOffset(pt.X, pt.Y)
				return [3]uint8{rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2]}
			}
			for _, pr := range tt.probes {
				want := pathColours[pr.path-1] // 11 paths: each its own, in order
				if got := pixel(at(pr.r, pr.c, tt.dy)); !near(got, want, 3) {
					t.Errorf("%s: cell (%d,%d): got pixel %v, want path %d's colour %v", tt.name, pr.r, pr.c, got, pr.path, want)
				}
			}
			coloured := 0
			for i := 0; i < len(rgba.Pix); i += 4 {
				px := rgba.Pix[i : i+3]
				if max(px[0], px[1], px[2])-min(px[0], px[1], px[2]) > 60 {
					coloured++
				}
			}
			if frac := float64(coloured) / float64(len(rgba.Pix)/4); frac < 0.05 {
				t.Errorf("%s: got %.3f of pixels coloured, want at least 0.05", tt.name, frac)
			}
			if *pngOut != "" {
				if err := os.WriteFile(filepath.Join(*pngOut, tt.name+".png"), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			grey, _ := renderPNG(t, p, gen.DrawOptions{Answer: tt.opt.Answer})
			img, err = png.Decode(bytes.NewReader(grey))
			if err != nil {
				t.Fatalf("%s without colour: decode: %v", tt.name, err)
			}
			if _, ok := img.(*image.Gray); !ok {
				t.Errorf("%s without colour: got a %T, want *image.Gray", tt.name, img)
			}
		})
	}
}

// TestColoursOf checks the colouring: every path its own colour while the
// palette lasts, and past it paths beside each other still differ.
func TestColoursOf(t *testing.T) {
	// A column of 2-cell paths, one a row: each touches the one above and below.
	const n = 20
	var col [][]int
	for v := 1; v <= n; v++ {
		col = append(col, []int{v, v})
	}
	tests := []struct {
		name string
		p    *gen.Puzzle
	}{
		{"draw.txt", drawPuzzle(t)},
		{"20 stacked paths", &gen.Puzzle{Kind: "numberlink", Rows: n, Cols: 2, Givens: col, Solution: col}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := newBoard(tt.p.Givens)
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			got := coloursOf(tt.p)
			if len(got) != b.paths {
				t.Fatalf("%s: got %d colours, want one for each of %d paths", tt.name, len(got), b.paths)
			}
			for k := range min(b.paths, len(pathColours)) {
				if got[k] != pathColours[k] {
					t.Errorf("%s: path %d: got %v, want palette colour %d %v", tt.name, k+1, got[k], k, pathColours[k])
				}
			}
			near := nearEnds(b)
			for i := range b.paths {
				for j := range i {
					if near[i]&(1<<j) != 0 && got[i] == got[j] {
						t.Errorf("%s: paths %d and %d have endpoints near each other in the same colour %v", tt.name, j+1, i+1, got[i])
					}
				}
			}
			bare := *tt.p
			bare.Solution = nil
			if again := coloursOf(&bare); !slices.Equal(again, got) {
				t.Errorf("%s: the colours depend on the solution: got %v without it, %v with it", tt.name, again, got)
			}
		})
	}
}

// TestPathColoursDistinct keeps the palette's colours apart from each
// other and from the white page.
func TestPathColoursDistinct(t *testing.T) {
	dist := func(a, b draw.RGB) float64 {
		return (a.R-b.R)*(a.R-b.R) + (a.G-b.G)*(a.G-b.G) + (a.B-b.B)*(a.B-b.B)
	}
	for i, a := range pathColours {
		if d := dist(a, draw.RGB{R: 1, G: 1, B: 1}); d < 0.1 {
			t.Errorf("colour %d %v: got squared distance %.3f from white, want at least 0.1", i, a, d)
		}
		for j, b := range pathColours[:i] {
			if d := dist(a, b); d < 0.05 {
				t.Errorf("colours %d %v and %d %v: got squared distance %.3f, want at least 0.05", j, b, i, a, d)
			}
		}
	}
}

// BenchmarkDrawPNG draws the answer of testdata/draw.txt alone at 150 dpi,
// grey and in colour (an RGB PNG is three times the pixels to encode).
func BenchmarkDrawPNG(b *testing.B) {
	p := drawPuzzle(b)
	for _, colour := range []bool{false, true} {
		name := "grey"
		if colour {
			name = "colour"
		}
		b.Run(name, func(b *testing.B) {
			page, spec := layout.Alone(layout.Item{
				Draw: func(c draw.Canvas, area draw.Rect) {
					Kind{}.Draw(c, p, area, gen.DrawOptions{Answer: true, Colour: colour})
				},
				Aspect: 1,
			}, 4*layout.Inch)
			var size int
			for b.Loop() {
				var buf bytes.Buffer
				if err := layout.WritePNG(&buf, page, spec, 150); err != nil {
					b.Fatal(err)
				}
				size = buf.Len()
			}
			b.ReportMetric(float64(size), "bytes")
		})
	}
}
