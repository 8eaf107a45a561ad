package numbrix

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestSolveTwo solves a 3x3 grid with only its two ends given, which
// several paths fill, in both kinds: two different solutions, each valid
// and agreeing with the givens; a unique puzzle has no second.
func TestSolveTwo(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		t.Run(k.Name(), func(t *testing.T) {
			ps, err := k.Parse(strings.NewReader("1 . .\n. . .\n. . 9\n"))
			if err != nil {
				t.Fatal(err)
			}
			sol, err := k.SolveTwo(context.Background(), ps[0])
			if err != nil {
				t.Fatal(err)
			}
			if sol.Count != 2 || sol.Grid == nil || sol.Second == nil {
				t.Fatalf("got %d solutions (second %v), want 2 and both grids", sol.Count, sol.Second != nil)
			}
			if len(gen.Differences(sol.Grid, sol.Second)) == 0 {
				t.Errorf("got the same solution twice: %v", sol.Grid)
			}
			for _, g := range [][][]int{sol.Grid, sol.Second} {
				q := *ps[0]
				q.Solution = g
				if err := k.Verify(&q); err != nil {
					t.Errorf("got a solution that does not verify: %v (%v)", err, g)
				}
			}
		})
	}
	ps, err := Numbrix.Parse(strings.NewReader("1 2 3\n8 9 4\n7 6 .\n"))
	if err != nil {
		t.Fatal(err)
	}
	if sol, err := Numbrix.SolveTwo(context.Background(), ps[0]); err != nil || sol.Count != 1 || sol.Second != nil {
		t.Errorf("unique puzzle: got %d solutions, second %v (%v), want 1 and none", sol.Count, sol.Second, err)
	}
}
