package numberlink

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/shareddata"
)

// full runs the slow Flow levels too.
var full = flag.Bool("full", false, "solve the slow Flow levels too")

// dataDir is the shared reference data, relative to this package.
const dataDir = "../../../shared/data/numberlink"

// loadPuzzles parses the data file name, skipping the test when the data
// is absent.
func loadPuzzles(tb testing.TB, name string) []*gen.Puzzle {
	tb.Helper()
	f := shareddata.Open(tb, "numberlink", name)
	defer f.Close()
	ps, err := Kind{}.Parse(f)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return ps
}

// flowCounts are the solution counts of the Flow levels under the plain
// rules (two means two or more), as both the SAT solver and the frontier
// counter find them. All 28 solvable levels are unique under Flow's
// convention; four of them are not under the plain rules.
var flowCounts = map[string]int{
	"extreme_10x10_01": 1, "extreme_10x10_30": 1, "extreme_11x11_07": 1, "extreme_11x11_15": 1,
	"extreme_11x11_20": 1, "extreme_11x11_30": 1, "extreme_12x12_01": 1, "extreme_12x12_02": 1,
	"extreme_12x12_28": 1, "extreme_12x12_29": 1, "extreme_12x12_30": 1, "extreme_8x8_01": 1,
	"extreme_9x9_01": 1, "extreme_9x9_30": 1, "jumbo_10x10_01": 1, "jumbo_11x11_01": 1,
	"jumbo_12x12_30": 1, "jumbo_13x13_26": 2, "jumbo_14x14_01": 2, "jumbo_14x14_02": 1,
	"jumbo_14x14_19": 2, "jumbo_14x14_21": 1, "jumbo_14x14_30": 2, "regular_5x5_01": 1,
	"regular_6x6_01": 1, "regular_7x7_01": 1, "regular_8x8_01": 1, "regular_9x9_01": 1,
	"unsolvable_cross": 0,
}

// slowFlow are the levels that take the solver a second or more; they
// run with -full and in BenchmarkFlowLevels.
var slowFlow = map[string]bool{"extreme_12x12_28": true, "extreme_12x12_29": true, "extreme_12x12_30": true, "jumbo_14x14_19": true}

// TestFlowLevels solves every Flow level, counts its solutions under the
// plain rules and checks the solution found (unsolvable_cross has none).
func TestFlowLevels(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "flow_solver", "*.txt"))
	if len(files) == 0 {
		t.Skipf("reference data %s absent; skipping", filepath.Join(dataDir, "flow_solver"))
	}
	for _, f := range files {
		name := filepath.Base(f)
		name = name[:len(name)-len(".txt")]
		t.Run(name, func(t *testing.T) {
			if slowFlow[name] && !*full {
				t.Skip("slow level; run with -full")
			}
			want, ok := flowCounts[name]
			if !ok {
				t.Fatalf("%s: no expected count", name)
			}
			p := loadPuzzles(t, filepath.Join("flow_solver", name+".txt"))[0]
			sol, err := Kind{}.Solve(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if sol.Count != want {
				t.Fatalf("%s: got %d solutions, want %d", name, sol.Count, want)
			}
			if want > 0 {
				p.Solution = sol.Grid
				if err := (Kind{}).Verify(p); err != nil {
					t.Errorf("%s: solution fails Verify: %v", name, err)
				}
			}
		})
	}
}

// TestJanko solves every puzzle of the Janko collection (with -short, a
// sample: every third up to 12x12 and the first of each larger size up to
// 24x14): each must have a solution, which Verify accepts. Many Janko
// puzzles have several solutions under the plain rules, so only one is
// looked for. All 270 take about 36 s of CPU, the 36x20 ones 0.5 to 2.4 s
// each (see docs/performance-numberlink.md); they run in parallel.
func TestJanko(t *testing.T) {
	ps := loadPuzzles(t, "thomasahle/janko")
	if len(ps) != 270 {
		t.Fatalf("janko: got %d puzzles, want 270", len(ps))
	}
	seen := map[[2]int]bool{}
	for i, p := range ps {
		size := [2]int{p.Cols, p.Rows}
		firstOfSize := !seen[size] && p.Rows*p.Cols <= 24*14 // the 25x25 and 36x20 take seconds
		seen[size] = true
		if testing.Short() && !firstOfSize && (i%3 != 0 || p.Rows > 12 || p.Cols > 12) {
			continue
		}
		t.Run(fmt.Sprintf("%03d_%dx%d", i+1, p.Cols, p.Rows), func(t *testing.T) {
			t.Parallel()
			b, err := newBoard(p.Givens)
			if err != nil {
				t.Fatal(err)
			}
			n, s, err := solve(context.Background(), b, newState(b), 1)
			if err != nil {
				t.Fatal(err)
			}
			if n != 1 {
				t.Fatalf("janko %d (%dx%d): got no solution, want one", i+1, p.Cols, p.Rows)
			}
			p.Solution = b.solutionGrid(s)
			if err := (Kind{}).Verify(p); err != nil {
				t.Errorf("janko %d: solution fails Verify: %v", i+1, err)
			}
		})
	}
}

// TestThomasahleSample checks the 20 generated 10x10 puzzles (unique under
// Flow's convention) against the solutions printed with them.
func TestThomasahleSample(t *testing.T) {
	ps := loadPuzzles(t, "thomasahle_gen_10x10_sample20.txt")
	if len(ps) != 20 {
		t.Fatalf("sample: got %d puzzles, want 20", len(ps))
	}
	counts := map[int]int{}
	for i, p := range ps {
		sol, err := Kind{}.Solve(context.Background(), p)
		if err != nil {
			t.Fatalf("sample %d: %v", i+1, err)
		}
		if sol.Count == 0 {
			t.Errorf("sample %d: got no solution, want at least one", i+1)
		}
		counts[sol.Count]++
	}
	t.Logf("plain-rule solution counts of the 20 samples: %v", counts)
}
