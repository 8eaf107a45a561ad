package numberlink

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestSolveTwo checks the second solution SolveTwo gives: none for a
// unique puzzle, and for puzzles with several one that keeps the givens,
// follows the rules and puts some cell on another path than the first.
func TestSolveTwo(t *testing.T) {
	tests := []struct {
		name   string
		givens [][]int
		count  int
	}{
		{"unique", [][]int{{1, 0, 1}, {2, 0, 2}, {3, 0, 3}}, 1},
		{"two rows", [][]int{{1, 0, 0, 1}, {0, 0, 0, 0}, {0, 0, 0, 0}, {2, 0, 0, 2}}, 2},
		{"open middle", [][]int{{1, 0, 0, 0, 1}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {2, 0, 0, 0, 2}}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &gen.Puzzle{Kind: "numberlink", Rows: len(tt.givens), Cols: len(tt.givens[0]), Givens: tt.givens}
			s, err := Kind{}.SolveTwo(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if s.Count != tt.count {
				t.Fatalf("got %d solutions, want %d", s.Count, tt.count)
			}
			if tt.count == 1 {
				if s.Second != nil {
					t.Errorf("got a second solution of a unique puzzle")
				}
				return
			}
			if s.Second == nil || gen.EqualGrids(s.Grid, s.Second) {
				t.Fatalf("got second %v, want one that differs from %v", s.Second, s.Grid)
			}
			for _, g := range [][][]int{s.Grid, s.Second} {
				q := *p
				q.Solution = g
				if err := (Kind{}).Verify(&q); err != nil {
					t.Errorf("solution %v: Verify: %v", g, err)
				}
			}
		})
	}
}
