package numbrix

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// drawCases are small puzzles with known drawings: a full Numbrix grid and
// a Hidato with an inner hole and a notch.
var drawCases = []struct {
	name string
	kind Kind
	p    *gen.Puzzle
}{
	{"numbrix4", Numbrix, &gen.Puzzle{Kind: "numbrix", Rows: 4, Cols: 4,
		Givens:   [][]int{{1, 0, 0, 0}, {0, 0, 6, 0}, {0, 0, 0, 0}, {16, 0, 14, 0}},
		Solution: [][]int{{1, 2, 3, 4}, {8, 7, 6, 5}, {9, 10, 11, 12}, {16, 15, 14, 13}}}},
	{"hidato-holes", Hidato, &gen.Puzzle{Kind: "hidato", Rows: 3, Cols: 4,
		Givens:   [][]int{{1, 0, 0, -1}, {10, -1, 0, 0}, {0, 0, 0, 5}},
		Solution: [][]int{{1, 2, 3, -1}, {10, -1, 6, 4}, {9, 8, 7, 5}}}},
}

// TestDrawGolden compares the drawing operations with testdata/*.golden.
func TestDrawGolden(t *testing.T) {
	area := draw.Rect{X: 10, Y: 20, W: 200, H: 160}
	for _, tc := range drawCases {
		if err := tc.kind.Verify(tc.p); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for _, answer := range []bool{false, true} {
			name := tc.name
			if answer {
				name += "-answer"
			}
			t.Run(name, func(t *testing.T) {
				var rec draw.Recorder
				tc.kind.Draw(&rec, tc.p, area, gen.DrawOptions{Answer: answer})
				path := filepath.Join("testdata", name+".golden")
				if *update {
					if err := os.WriteFile(path, []byte(rec.String()), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%s: %v (run go test -update to create it)", name, err)
				}
				if got := rec.String(); got != string(want) {
					t.Errorf("%s: drawing differs from %s:\ngot:\n%s\nwant:\n%s", name, path, got, want)
				}
			})
		}
	}
}

// TestDrawRules checks the drawing's rules directly: line weights, one
// closed outline per boundary, the fonts of givens and found numbers.
func TestDrawRules(t *testing.T) {
	area := draw.Rect{X: 0, Y: 0, W: 300, H: 300}
	for _, tc := range drawCases {
		t.Run(tc.name, func(t *testing.T) {
			var rec draw.Recorder
			tc.kind.Draw(&rec, tc.p, area, gen.DrawOptions{Answer: true})
			lines := strings.Split(strings.TrimSpace(rec.String()), "\n")
			outlines, rings, bold := 0, 0, 0
			for _, l := range lines {
				switch {
				case strings.HasPrefix(l, "polyline") && strings.Contains(l, "w=2.00"):
					outlines++
				case strings.HasPrefix(l, "circle"):
					rings++
				case strings.HasPrefix(l, "text") && strings.Contains(l, "bold"):
					bold++
				}
				if strings.Contains(l, "w=0.") && !strings.Contains(l, "w=0.75") {
					t.Errorf("%s: got %q, want lines of at least 0.75 pt", tc.name, l)
				}
			}
			wantOutlines := 1
			if tc.kind.Diagonal {
				wantOutlines = 2 // the outer edge with its notch, and the inner hole
			}
			if outlines != wantOutlines || rings != 2 || bold != clueCount(flat(tc.p.Givens)) {
				t.Errorf("%s: got %d outlines, %d rings, %d bold numbers; want %d, 2, %d",
					tc.name, outlines, rings, bold, wantOutlines, clueCount(flat(tc.p.Givens)))
			}
		})
	}
}

func flat(g [][]int) []int {
	var out []int
	for _, row := range g {
		out = append(out, row...)
	}
	return out
}

// TestDrawHoles checks that the drawing shades exactly the holes inside
// its shape (enclosed, or bitten into an edge), in the puzzle and in the
// answer: every such cell lies under a filled rectangle of holeInk, and
// no open cell and no cell round the outside of the shape does.
func TestDrawHoles(t *testing.T) {
	generated := func(shape string, rows int) *gen.Puzzle {
		p, err := Hidato.Generate(context.Background(), gen.Params{Rows: rows, Grade: gen.Easy, Options: Options{Shape: shape}}, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatalf("%s %d: %v", shape, rows, err)
		}
		return p
	}
	ring := generated(ShapeRing, 8)
	ringHoles := map[[2]int]bool{}
	for r := 2; r < 6; r++ {
		for c := 2; c < 6; c++ {
			ringHoles[[2]int{r, c}] = true
		}
	}
	cases := []struct {
		name  string
		p     *gen.Puzzle
		holes map[[2]int]bool // the cells to shade
	}{
		// (1,1) is enclosed; (0,3), a notch in the corner, is outside.
		{"hidato-holes", drawCases[1].p, map[[2]int]bool{{1, 1}: true}},
		// (0,1) bites into the top edge between open cells; (0,3) is a
		// corner notch again.
		{"edge bite", &gen.Puzzle{Kind: "hidato", Rows: 3, Cols: 4,
			Givens:   [][]int{{1, -1, 0, -1}, {0, 0, 0, 10}, {0, 4, 0, 0}},
			Solution: [][]int{{1, -1, 6, -1}, {2, 5, 7, 10}, {3, 4, 8, 9}}}, map[[2]int]bool{{0, 1}: true}},
		{"ring 8", ring, ringHoles},
		{"circle 8", generated(ShapeCircle, 8), nil}, // its corners are outside
	}
	area := draw.Rect{X: 10, Y: 20, W: 240, H: 240}
	for _, tc := range cases {
		if err := Hidato.Verify(tc.p); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for _, answer := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/answer=%v", tc.name, answer), func(t *testing.T) {
				var rec draw.Recorder
				Hidato.Draw(&rec, tc.p, area, gen.DrawOptions{Answer: answer})
				fills := holeFills(t, rec.String())
				cell := min(area.W-thickLine, area.H-thickLine) / float64(max(tc.p.Rows, tc.p.Cols))
				x0 := area.X + area.W/2 - cell*float64(tc.p.Cols)/2
				y0 := area.Y + area.H/2 - cell*float64(tc.p.Rows)/2
				for r := range tc.p.Rows {
					for c := range tc.p.Cols {
						centre := draw.Point{X: x0 + (float64(c)+0.5)*cell, Y: y0 + (float64(r)+0.5)*cell}
						got := covered(fills, centre)
						if want := tc.holes[[2]int{r, c}]; got != want {
							t.Errorf("%s: cell %d,%d (given %d): got shaded %v, want %v", tc.name, r, c, tc.p.Givens[r][c], got, want)
						}
					}
				}
			})
		}
	}
}

// holeFills returns the rectangles filled with holeInk in a recording.
func holeFills(t *testing.T, rec string) []draw.Rect {
	t.Helper()
	var out []draw.Rect
	want := fmt.Sprintf("fill=%.2f", float64(holeInk))
	for _, l := range strings.Split(rec, "\n") {
		if !strings.HasPrefix(l, "rect ") || !strings.Contains(l, want) {
			continue
		}
		var r draw.Rect
		if _, err := fmt.Sscanf(l, "rect %f,%f %fx%f", &r.X, &r.Y, &r.W, &r.H); err != nil {
			t.Fatalf("parsing %q: %v", l, err)
		}
		out = append(out, r)
	}
	return out
}

// covered reports whether p lies inside one of rects.
func covered(rects []draw.Rect, p draw.Point) bool {
	for _, r := range rects {
		if p.X > r.X && p.X < r.X+r.W && p.Y > r.Y && p.Y < r.Y+r.H {
			return true
		}
	}
	return false
}
