package kakuro

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestPatterns checks generated puzzles' patterns: runs of 2 to 9 cells
// (3 at most for kids), white cells connected, the clue row and column
// not white, the share of blocks inside them in range, and with the
// default symmetry a half-turn of the inside mapping the pattern onto
// itself (and without it, not always).
func TestPatterns(t *testing.T) {
	ctx := context.Background()
	asymmetric := 0
	for _, tc := range []struct {
		rows, cols int
		sym        gen.Symmetry
	}{{4, 4, 0}, {5, 5, 0}, {6, 6, 0}, {7, 9, 0}, {10, 10, 0}, {6, 6, gen.SymmetryNone}, {8, 8, gen.SymmetryNone}, {9, 7, gen.SymmetryNone}} {
		for seed := range uint64(6) {
			p := gen.Params{Rows: tc.rows, Cols: tc.cols, Symmetry: tc.sym, Grade: gen.Easy}
			name := fmt.Sprintf("%dx%d %v seed %d", tc.rows, tc.cols, tc.sym, seed)
			pz, err := Kind{}.Generate(ctx, p, gentest.Seeded(seed))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			pat := make(pattern, pz.Rows)
			for r := range pat {
				pat[r] = make([]bool, pz.Cols)
				for c, v := range pz.Givens[r] {
					pat[r][c] = v >= 0
					if v >= 0 && (r == 0 || c == 0) {
						t.Errorf("%s: r%dc%d is white, in the clue row or column", name, r+1, c+1)
					}
				}
			}
			s := shapeOf(p)
			longest := 0
			for _, across := range []bool{true, false} {
				for _, u := range runsOf(pat, across) {
					longest = max(longest, len(u))
					if len(u) < 2 || len(u) > s.maxRun {
						t.Errorf("%s: a run of %d cells at r%dc%d, want 2 to %d", name, len(u), u[0][0]+1, u[0][1]+1, s.maxRun)
					}
				}
			}
			if s.bad(pat) {
				t.Errorf("%s: the pattern breaks a rule (connection or share of blocks)", name)
			}
			symmetric := true
			for r := 1; r < pz.Rows; r++ {
				for c := 1; c < pz.Cols; c++ {
					pr, pc := s.partner(r, c)
					symmetric = symmetric && pat[r][c] == pat[pr][pc]
				}
			}
			if tc.sym == gen.SymmetryDefault && !symmetric {
				t.Errorf("%s: got a pattern without half-turn symmetry, want it by default", name)
			}
			if tc.sym == gen.SymmetryNone && !symmetric {
				asymmetric++
			}
		}
	}
	if asymmetric == 0 {
		t.Error("symmetry none: every pattern was symmetric anyway, want random ones")
	}
}
