package numbrix

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
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
	area := layout.Rect{X: 10, Y: 20, W: 200, H: 160}
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
				var rec layout.Recorder
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
	area := layout.Rect{X: 0, Y: 0, W: 300, H: 300}
	for _, tc := range drawCases {
		t.Run(tc.name, func(t *testing.T) {
			var rec layout.Recorder
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
