package jobs

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestSupplyBound checks the bounds of Sudoku's supplies and the words
// that refuse a set past them: a listed 4x4 supply is proven (whatever
// puzzle a Pick names), a 6x6 one with symmetric givens is measured, and
// a 9x9 one has none.
func TestSupplyBound(t *testing.T) {
	k := sudoku(t)
	const once = " (a puzzle and its rotations, reflections and relabellings count once"
	tests := []struct {
		name    string
		p       gen.Params
		n       int // puzzles asked, for Roomier
		supply  string
		most    int
		proven  bool
		bound   string
		roomier string
	}{
		{"4x4 rotational, picked", gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy, Symmetry: gen.SymmetryRotational, Pick: 3}, 100,
			"4x4 sudoku puzzles with rotational givens", 43, true, "only 43 distinct 4x4 sudoku puzzles with rotational givens exist" + once, "; symmetry: none has 469"},
		{"4x4 default, more than any supply", gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}, 500,
			"4x4 sudoku puzzles", 469, true, "only 469 distinct 4x4 sudoku puzzles exist" + once, ""},
		{"6x6 medium rotational", gen.Params{Rows: 6, Cols: 6, Grade: gen.Medium, Symmetry: gen.SymmetryRotational}, 2000,
			"6x6 sudoku puzzles with rotational givens", 1500, false, "a set holds at most 1500 distinct 6x6 sudoku puzzles with rotational givens, about a third of those the generator reaches, so that its last puzzles are still new" + once,
			"; symmetry: none has no such bound"},
		{"9x9 with a range of givens", gen.Params{Rows: 9, Cols: 9, Grade: gen.Easy, MinGivens: 30, MaxGivens: 32}, 10,
			"9x9 sudoku puzzles with 30-32 givens", 0, false, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			most, proven := SetBound(k, tt.p)
			if most != tt.most || proven != tt.proven {
				t.Fatalf("SetBound: got %d, %v, want %d, %v", most, proven, tt.most, tt.proven)
			}
			if got := SupplyName(k, tt.p); got != tt.supply {
				t.Errorf("SupplyName: got %q, want %q", got, tt.supply)
			}
			if most == 0 {
				return
			}
			if got := SupplyBound(k, tt.p, most); got != tt.bound {
				t.Errorf("SupplyBound: got %q, want %q", got, tt.bound)
			}
			if got := Roomier(k, tt.p, tt.n); got != tt.roomier {
				t.Errorf("Roomier(%d): got %q, want %q", tt.n, got, tt.roomier)
			}
		})
	}
}
