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

// TestSolveTwoFromCount wants the count that proves jumbo_14x14_19 (a Flow
// level with two solutions under the plain rules) not unique to have met
// a second solution with cells on other paths, so that SolveTwo needs no
// search of its own, and SolveTwo's second to keep the rules.
func TestSolveTwoFromCount(t *testing.T) {
	p := loadPuzzles(t, "flow_solver/jumbo_14x14_19.txt")[0]
	b, err := newBoard(p.Givens)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	n, first, seen, err := solveSeen(ctx, b, newState(b), 2)
	if err != nil || n != 2 {
		t.Fatalf("got %d solutions (%v), want 2", n, err)
	}
	other := false
	for _, s := range seen {
		other = other || s != nil && !gen.EqualGrids(b.solutionGrid(s), b.solutionGrid(first))
	}
	if !other {
		t.Fatalf("the count met no second solution with cells on other paths (%d met)", len(seen))
	}
	s, err := Kind{}.SolveTwo(ctx, p)
	if err != nil || s.Second == nil || gen.EqualGrids(s.Grid, s.Second) {
		t.Fatalf("SolveTwo: got second %v (%v), want one other than the first", s.Second, err)
	}
	q := *p
	q.Solution = s.Second
	if err := (Kind{}).Verify(&q); err != nil {
		t.Errorf("second solution: Verify: %v", err)
	}
}
