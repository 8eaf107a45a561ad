package sudoku

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestSolveTwo solves puzzles with a deadly rectangle left open (a full
// grid without its four cells, and a real puzzle without them) at every
// size: two different solutions, each valid and agreeing with the
// givens, differing in the rectangle's cells; a unique puzzle has no
// second solution.
func TestSolveTwo(t *testing.T) {
	notUnique, sol9, rect9 := notUniqueCells(t)
	tests := []struct {
		name  string
		n     int
		full  []int // a solved grid whose rectangle is blanked
		cells []int // or the givens themselves
	}{
		{"9x9 full grid", 9, sol9, nil},
		{"9x9 puzzle", 9, nil, notUnique},
		{"6x6 full grid", 6, solvedGrid(t, 6), nil},
		{"4x4 full grid", 4, solvedGrid(t, 4), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := shapes()[tt.n]
			cells, rect := tt.cells, rect9
			if tt.full != nil {
				cells = slices.Clone(tt.full)
				rect = deadlyRectangle(t, s, tt.full)
				for _, c := range rect {
					cells[c] = 0
				}
			}
			p := bareSudoku(tt.n, cells)
			sol, err := Kind{}.SolveTwo(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if sol.Count != 2 || sol.Grid == nil || sol.Second == nil {
				t.Fatalf("got %d solutions (second %v), want 2 and both grids", sol.Count, sol.Second != nil)
			}
			for _, g := range [][][]int{sol.Grid, sol.Second} {
				q := *p
				q.Solution = g
				if err := (Kind{}).Verify(&q); err != nil {
					t.Errorf("got a solution that does not verify: %v", err)
				}
			}
			diff := gen.Differences(sol.Grid, sol.Second)
			var want [][2]int
			for _, c := range rect {
				want = append(want, [2]int{c / tt.n, c % tt.n})
			}
			switch {
			case len(diff) == 0:
				t.Errorf("got the same solution twice")
			case tt.full != nil && !slices.Equal(diff, want):
				t.Errorf("got differences at %v, want the rectangle %v", diff, want)
			}
		})
	}
	_, unique := parseCells(t, 9, gradeCases[0].puzzle)
	if sol, err := (Kind{}).SolveTwo(context.Background(), bareSudoku(9, unique)); err != nil || sol.Count != 1 || sol.Second != nil {
		t.Errorf("unique puzzle: got %d solutions, second %v (%v), want 1 and none", sol.Count, sol.Second, err)
	}
}

// solvedGrid returns a solved n x n grid.
func solvedGrid(t *testing.T, n int) []int {
	t.Helper()
	_, first, err := count(context.Background(), shapes()[n], make([]int, n*n), 1)
	if err != nil {
		t.Fatal(err)
	}
	return first
}
