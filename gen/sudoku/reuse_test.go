package sudoku

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestRecycle checks that a puzzle handed back with Recycle is read again
// whole: the next puzzle parsed, of the same size or another, has its own
// givens and none of the fields the last one was given.
func TestRecycle(t *testing.T) {
	const (
		nine = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n"
		next = "..................1....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....\n"
		four = "1.3..2..2..3.1.4\n"
	)
	parse := func(text string) *gen.Puzzle {
		t.Helper()
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil || len(ps) != 1 {
			t.Fatalf("%q: got %d puzzles (err %v), want 1", text, len(ps), err)
		}
		return ps[0]
	}
	for _, text := range []string{next, four, nine} {
		used := parse(nine)
		used.Grade, used.Score, used.Technique = gen.Hard, 99, "x-wing"
		used.Solution = used.Givens
		used.Givens[0][0] = 7 // as a careless user of the puzzle might
		Kind{}.Recycle(used)
		got, want := parse(text), parse(text)
		if !gen.EqualGrids(got.Givens, want.Givens) || got.Grade != gen.AnyGrade || got.Score != 0 ||
			got.Technique != "" || got.Solution != nil || got.Rows != want.Rows || got.BoxCols != want.BoxCols {
			t.Errorf("%q after a recycled puzzle: got %+v, want %+v", text, got, want)
		}
	}
}

// TestSolveInto checks that SolveInto writes a 9x9 solution into the grid
// it is given, one of another shape being left alone, and finds what
// Solve finds.
func TestSolveInto(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader(
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n" +
			".2.4341221434321\n"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, p := range ps {
		want, err := Kind{}.Solve(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, grid := range [][][]int{gen.NewGrid(9, 9), gen.NewGrid(4, 4), gen.NewGrid(9, 8), nil} {
			got, err := Kind{}.SolveInto(ctx, p, grid)
			if err != nil || got.Count != want.Count || !gen.EqualGrids(got.Grid, want.Grid) {
				t.Fatalf("%dx%d into a grid of %d rows: got %v (err %v), want %v", p.Rows, p.Cols, len(grid), got, err, want)
			}
			wrote := len(grid) > 0 && len(got.Grid) > 0 && &got.Grid[0][0] == &grid[0][0]
			if into := p.Rows == 9 && square(grid, 9); wrote != into {
				t.Errorf("%dx%d into a grid of %d rows: wrote into it %v, want %v", p.Rows, p.Cols, len(grid), wrote, into)
			}
		}
	}
}
