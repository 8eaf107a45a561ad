package sudoku

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// carvedGrids returns n subsets of random full grids, from dense to
// sparse, with the full grid each came from: the generator's inputs.
func carvedGrids(tb testing.TB, rng *rand.Rand, n int) (puzzles, sols [][]int) {
	for i := range n {
		full := randomGrid(tb, rng)
		cells := make([]int, 81)
		for _, c := range rng.Perm(81)[:20+i%50] {
			cells[c] = full[c]
		}
		puzzles, sols = append(puzzles, cells), append(sols, full)
	}
	return puzzles, sols
}

// TestSinglesAgreeWithSolver wants singlesFill9 to say what the cell
// solver's singles pass says, on random partial grids of every kind (no,
// one, several solutions, contradictory) and on carved ones.
func TestSinglesAgreeWithSolver(t *testing.T) {
	s := shapes()[9]
	rng := rand.New(rand.NewPCG(3, 4))
	type input struct {
		name  string
		cells []int
	}
	var inputs []input
	for _, pg := range partialGrids(t, rng, 2000) {
		inputs = append(inputs, input(pg))
	}
	carved, _ := carvedGrids(t, rng, 3000)
	for i, cells := range carved {
		inputs = append(inputs, input{fmt.Sprintf("carved%d %s", i, cellsLine(cells)), cells})
	}
	solved := 0
	for _, in := range inputs {
		want := singlesSolve(s, in.cells)
		if got := singlesFill9(in.cells); got != want {
			t.Errorf("%s: singlesFill9 got %v, want %v (cell solver)", in.name, got, want)
		}
		if want {
			solved++
		}
	}
	if solved < len(inputs)/10 || solved > len(inputs)*9/10 {
		t.Errorf("got %d of %d inputs solved by singles, want a mix", solved, len(inputs))
	}
}

// TestSinglesClosure wants the cells singles fill, and their digits, to be
// those the grader fills with its ladder cut at easy; and fill with a
// smaller want to stop as soon as those cells are filled, never saying
// true for a cell the closure does not reach.
func TestSinglesClosure(t *testing.T) {
	s := shapes()[9]
	rng := rand.New(rand.NewPCG(5, 6))
	puzzles, sols := carvedGrids(t, rng, 3000)
	for i, cells := range puzzles {
		name := fmt.Sprintf("carved%d %s", i, cellsLine(cells))
		var gr regions.Grader
		gr.Init(s.geo, nil, cells, gen.Easy)
		gr.Solve()
		b, ok := newSinglesBoard(cells)
		if !ok {
			t.Fatalf("%s: got a clash in a subset of a full grid", name)
		}
		whole := b
		whole.fill(everyCell)
		for c := range 81 {
			if got, want := whole.val(c), gr.Value(c); got != want {
				t.Fatalf("%s: cell %d: singles got %d, grader at easy got %d", name, c, got, want)
			}
			if v := whole.val(c); v != 0 && v != sols[i][c] {
				t.Fatalf("%s: cell %d: got %d, want the solution's %d", name, c, v, sols[i][c])
			}
		}
		// Ask for one random open cell alone.
		c := rng.IntN(81)
		if cells[c] != 0 {
			continue
		}
		var want [3]uint32
		want[c/bandBits] = 1 << (c % bandBits)
		part := b
		if got, reach := part.fill(want), whole.val(c) != 0; got != reach {
			t.Errorf("%s: fill of cell %d alone got %v, want %v", name, c, got, reach)
		}
	}
}

func BenchmarkSinglesFill(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	s := shapes()[9]
	var puzzles [][]int
	for len(puzzles) < 500 {
		full := randomGrid(b, rng)
		cells := make([]int, 81)
		for _, c := range rng.Perm(81)[:28+rng.IntN(10)] {
			cells[c] = full[c]
		}
		puzzles = append(puzzles, cells)
	}
	b.Run("bands", func(b *testing.B) {
		for b.Loop() {
			for _, p := range puzzles {
				singlesFill9(p)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
	})
	b.Run("cells", func(b *testing.B) {
		for b.Loop() {
			for _, p := range puzzles {
				singlesSolve(s, p)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
	})
}

// TestRateSinglesAgrees wants rateSingles to give rateUpTo's easy rating
// (solved or not, score, steps, technique) on carved grids of every
// density and on generated easy puzzles.
func TestRateSinglesAgrees(t *testing.T) {
	s := shapes()[9]
	rng := rand.New(rand.NewPCG(7, 8))
	puzzles, _ := carvedGrids(t, rng, 3000)
	solved := 0
	for i, cells := range puzzles {
		got, want := rateSingles(cells), rateUpTo(s, cells, gen.Easy)
		if got != want {
			t.Errorf("carved%d %s: rateSingles got %+v, want %+v (rateUpTo easy)", i, cellsLine(cells), got, want)
		}
		if want.Solved {
			solved++
		}
	}
	if solved < 300 || solved > 2700 {
		t.Errorf("got %d of %d carved grids solved by singles, want a mix", solved, len(puzzles))
	}
}

// TestSubgridBoardAgrees wants subgridBoard to build newSinglesBoard's
// board, and placeDirect to place only cells that fill reaches, with
// their solution digits, on carved grids of every density.
func TestSubgridBoardAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	puzzles, sols := carvedGrids(t, rng, 3000)
	direct := 0
	for i, cells := range puzzles {
		name := fmt.Sprintf("carved%d %s", i, cellsLine(cells))
		want, _ := newSinglesBoard(cells)
		got := subgridBoard(cells)
		if got != want {
			t.Fatalf("%s: subgridBoard got %+v, want %+v (newSinglesBoard)", name, got, want)
		}
		var blank []int
		for c, v := range cells {
			if v == 0 {
				blank = append(blank, c)
			}
		}
		orbit := []int{blank[rng.IntN(len(blank))], blank[rng.IntN(len(blank))]}
		if !got.placeDirect(orbit, sols[i]) {
			continue
		}
		direct++
		if !want.fill(cellMask(orbit)) {
			t.Errorf("%s: placeDirect placed cells %v that fill does not reach", name, orbit)
		}
		for _, c := range orbit {
			if got.val(c) != sols[i][c] {
				t.Errorf("%s: cell %d: placeDirect got %d, want %d", name, c, got.val(c), sols[i][c])
			}
		}
	}
	if direct == 0 {
		t.Errorf("got no orbit that placeDirect places, want some")
	}
}
