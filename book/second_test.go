package book

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestSolveSecond wants Options.Second to give two different solutions
// of a puzzle that is not unique, and nothing more without it.
func TestSolveSecond(t *testing.T) {
	k, _ := kinds.Find("sudoku")
	in := ".2.4.4.22143....\n...1...43...4...\n"
	for _, second := range []bool{false, true} {
		vs, err := SolveInput(context.Background(), k, strings.NewReader(in), Options{Second: second})
		if err != nil {
			t.Fatal(err)
		}
		two := vs[0]
		if two.Status != Multiple || (two.Second != nil) != second || (two.Solution != nil) != second {
			t.Errorf("Second %v: got %v with solution %v and second %v", second, two.Status, two.Solution, two.Second)
		}
		if second && len(gen.Differences(two.Solution, two.Second)) == 0 {
			t.Errorf("got the same solution twice: %v", two.Solution)
		}
		if vs[1].Status != Unique || vs[1].Second != nil {
			t.Errorf("Second %v: unique puzzle got %v, second %v", second, vs[1].Status, vs[1].Second)
		}
	}
}
