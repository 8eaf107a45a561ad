package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomGrid returns a random full 9x9 grid, filled by the cell-based
// solver trying digits in random order.
func randomGrid(tb testing.TB, rng *rand.Rand) []int {
	tb.Helper()
	s := shapes()[9]
	sv := solver{t: s.tab, rng: rng, limit: 1}
	if b, ok := sv.start(make([]int, 81)); ok {
		sv.search(&b)
	}
	if sv.count != 1 {
		tb.Fatalf("random grid: got %d solutions of the empty grid, want 1", sv.count)
	}
	return sv.first.digits(s.tab)
}

// partialGrid is a 9x9 test input with the way it was made.
type partialGrid struct {
	name  string
	cells []int
}

// partialGrids returns n grids whose givens never repeat a digit in a unit,
// in four kinds: clues kept from a full grid (sparse: often several
// solutions; dense: one), the same with one clue changed to another legal
// digit (mostly no solution), and random legal digits in random cells
// (none or many).
func partialGrids(tb testing.TB, rng *rand.Rand, n int) []partialGrid {
	s := shapes()[9]
	out := make([]partialGrid, 0, n)
	for i := range n {
		full := randomGrid(tb, rng)
		cells := make([]int, 81)
		var kind string
		switch i % 4 {
		case 0, 1:
			kind = "sparse"
			keep := 17 + rng.IntN(14)
			if i%4 == 1 {
				kind, keep = "altered", 22+rng.IntN(14)
			}
			order := rng.Perm(81)
			for _, c := range order[:keep] {
				cells[c] = full[c]
			}
			if kind == "altered" {
				alter(s, cells, order[rng.IntN(keep)], rng)
			}
		case 2:
			kind = "random"
			for _, c := range rng.Perm(81)[:8+rng.IntN(23)] {
				d := 1 + rng.IntN(9)
				if cells[c] = d; s.repeat(cells) != "" {
					cells[c] = 0
				}
			}
		default:
			kind = "dense"
			for _, c := range rng.Perm(81)[:30+rng.IntN(51)] {
				cells[c] = full[c]
			}
		}
		out = append(out, partialGrid{fmt.Sprintf("%s%d %s", kind, i, cellsLine(cells)), cells})
	}
	return out
}

// alter changes the given in cell c to another digit that repeats nothing,
// when there is one.
func alter(s *shape, cells []int, c int, rng *rand.Rand) {
	was := cells[c]
	for _, d := range rng.Perm(9) {
		if d+1 == was {
			continue
		}
		if cells[c] = d + 1; s.repeat(cells) == "" {
			return
		}
	}
	cells[c] = was
}

// checkSolves fails unless sol is a full grid without repeats that keeps
// the givens of cells.
func checkSolves(t *testing.T, name string, cells, sol []int) {
	t.Helper()
	s := shapes()[9]
	for c, v := range sol {
		if v < 1 || v > 9 || (cells[c] != 0 && cells[c] != v) {
			t.Errorf("%s: got solution %s, which breaks cell %d", name, cellsLine(sol), c)
			return
		}
	}
	if msg := s.repeat(sol); msg != "" {
		t.Errorf("%s: got solution %s, where %s", name, cellsLine(sol), msg)
	}
}

// TestBandsAgreeWithCells runs the 9x9 fast path and the cell-based solver
// on random partial grids with no, one and several solutions, and
// contradictory ones, and wants the same counts and unique solutions.
func TestBandsAgreeWithCells(t *testing.T) {
	s := shapes()[9]
	ctx := context.Background()
	var tally [3]int
	for _, pg := range partialGrids(t, rand.New(rand.NewPCG(1, 2)), 4000) {
		for _, limit := range []int{1, 2, 3} {
			nb, fb, err := countBands(ctx, pg.cells, limit)
			if err != nil {
				t.Fatalf("%s: %v", pg.name, err)
			}
			nc, fc, _ := countCells(ctx, s, pg.cells, limit)
			if nb != nc {
				t.Errorf("%s limit %d: got %d solutions, want %d (cell solver)", pg.name, limit, nb, nc)
				continue
			}
			if nb == 1 && limit > 1 && !slices.Equal(fb, fc) {
				t.Errorf("%s: got solution %s, want %s (cell solver)", pg.name, cellsLine(fb), cellsLine(fc))
			}
			if nb > 0 {
				checkSolves(t, pg.name, pg.cells, fb)
			} else if fb != nil {
				t.Errorf("%s: got solution %s with count 0, want none", pg.name, cellsLine(fb))
			}
			if limit == 2 {
				tally[nb]++
				if got := unique(s, pg.cells); got != (nb == 1) {
					t.Errorf("%s: unique got %v, want %v", pg.name, got, nb == 1)
				}
			}
		}
	}
	t.Logf("no solution %d, one %d, several %d", tally[0], tally[1], tally[2])
	for k, n := range tally {
		if n < 200 {
			t.Errorf("got %d grids with count %d, want at least 200: the inputs no longer cover that case", n, k)
		}
	}
}

// TestBandsAgreeWithPlain checks the fast path against the plain
// backtracker on grids dense enough for it to be quick.
func TestBandsAgreeWithPlain(t *testing.T) {
	s := shapes()[9]
	checked := 0
	for _, pg := range partialGrids(t, rand.New(rand.NewPCG(3, 4)), 800) {
		if clues(pg.cells) < 30 {
			continue
		}
		checked++
		n, _, _ := countBands(context.Background(), pg.cells, 2)
		// plainCount may pass its limit (each branch counts up to it).
		if want := min(plainCount(s, pg.cells, 2), 2); n != want {
			t.Errorf("%s: got %d solutions, want %d (plain backtracker)", pg.name, n, want)
		}
	}
	if checked < 150 {
		t.Errorf("got %d grids checked, want at least 150", checked)
	}
}

func TestBandsEdgeGrids(t *testing.T) {
	full := randomGrid(t, rand.New(rand.NewPCG(5, 6)))
	clash := slices.Clone(full)
	clash[0], clash[1] = clash[1], clash[0] // a row keeps its digits, two columns repeat
	// Column 1 holds 2-9 in rows 1-8 and row 9 has its 1 elsewhere, so 1
	// has no cell left in column 1, which column singles (counting open
	// cells only) no longer report themselves.
	noColumn := make([]int, 81)
	for r := range 8 {
		noColumn[9*r] = r + 2
	}
	noColumn[9*8+5] = 1
	tests := []struct {
		name  string
		cells []int
		want  int
	}{
		{"empty", make([]int, 81), 2},
		{"full", full, 1},
		{"full with two cells swapped", clash, 0},
		{"digit out of range", append([]int{10}, make([]int, 80)...), 0},
		{"digit with no cell in a column", noColumn, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n, first, err := countBands(context.Background(), tc.cells, 2)
			if err != nil || n != tc.want {
				t.Fatalf("%s: got %d solutions (err %v), want %d", tc.name, n, err, tc.want)
			}
			if n > 0 {
				checkSolves(t, tc.name, tc.cells, first)
			}
		})
	}
}

func TestBandsCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	// Counting the grids of an empty board runs far past checkEvery nodes.
	n, first, err := countBands(ctx, make([]int, 81), 1<<30)
	if !errors.Is(err, context.Canceled) || n != 0 || first != nil {
		t.Errorf("empty grid, cancelled: got (%d, %v, %v), want (0, nil, context.Canceled)", n, first, err)
	}
}

// BenchmarkSolve17ClueCells is BenchmarkSolve17Clue on the cell-based
// solver, for comparison with the 9x9 fast path.
func BenchmarkSolve17ClueCells(b *testing.B) {
	s := shapes()[9]
	puzzles := load17(b)
	solved, nodes := 0, 0
	for b.Loop() {
		for _, p := range puzzles {
			sv := solver{t: s.tab, limit: 2}
			if g, ok := sv.start(p); ok {
				sv.search(&g)
			}
			if sv.count == 1 {
				solved++
			}
			nodes += sv.nodes
		}
	}
	b.ReportMetric(float64(solved)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(float64(nodes)/float64(b.N*len(puzzles)), "nodes/puzzle")
}

// BenchmarkSolve17ClueBands is BenchmarkSolve17Clue on the fast path
// directly, with its search nodes per puzzle.
func BenchmarkSolve17ClueBands(b *testing.B) {
	puzzles := load17(b)
	solved, nodes := 0, 0
	for b.Loop() {
		for _, p := range puzzles {
			sv := bandSolver{limit: 2}
			if g, ok := newBandBoard(p); ok {
				sv.search(g)
			}
			if sv.count == 1 {
				solved++
			}
			nodes += sv.nodes
		}
	}
	b.ReportMetric(float64(solved)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(float64(nodes)/float64(b.N*len(puzzles)), "nodes/puzzle")
}

// FuzzBandsAgree wants the fast path and the cell-based solver to agree on
// any grid whose givens repeat nothing. Each input byte is one cell: a
// digit '1'-'9' is a given, anything else a blank.
func FuzzBandsAgree(f *testing.F) {
	f.Add("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	f.Add("12345678.........................................................................")
	f.Add("")
	s := shapes()[9]
	f.Fuzz(func(t *testing.T, in string) {
		cells := make([]int, 81)
		for i := 0; i < len(in) && i < 81; i++ {
			if ch := in[i]; ch >= '1' && ch <= '9' {
				cells[i] = int(ch - '0')
			}
		}
		if s.repeat(cells) != "" {
			return
		}
		nb, fb, _ := countBands(context.Background(), cells, 2)
		nc, fc, _ := countCells(context.Background(), s, cells, 2)
		name := cellsLine(cells)
		if nb != nc {
			t.Fatalf("%s: got %d solutions, want %d (cell solver)", name, nb, nc)
		}
		if nb == 1 && !slices.Equal(fb, fc) {
			t.Fatalf("%s: got solution %s, want %s (cell solver)", name, cellsLine(fb), cellsLine(fc))
		}
		if nb > 0 {
			checkSolves(t, name, cells, fb)
		}
	})
}
