package sudoku

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestDescribeRulesBySize checks that the player's rules name the digits
// of the puzzle's size.
func TestDescribeRulesBySize(t *testing.T) {
	d := Kind{}.Describe()
	if d.Title != "Sudoku" {
		t.Errorf("title: got %q, want %q", d.Title, "Sudoku")
	}
	for _, n := range []int{4, 6, 9} {
		got := d.Play(&gen.Puzzle{Kind: "sudoku", Rows: n, Cols: n}).Rules.String()
		want := map[int]string{
			4: "Fill the grid so that every row, column and box holds 1 to 4 once.",
			6: "Fill the grid so that every row, column and box holds 1 to 6 once.",
			9: "Fill the grid so that every row, column and box holds 1 to 9 once.",
		}[n]
		if got != want {
			t.Errorf("%dx%d: got %q, want %q", n, n, got, want)
		}
	}
}
