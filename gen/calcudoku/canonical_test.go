package calcudoku

import (
	"strings"
	"testing"
)

// TestCanonical checks that a puzzle and its turns share a canonical
// form, and that two puzzles with the same (empty) givens but other
// cages do not.
func TestCanonical(t *testing.T) {
	parse := func(text string) string {
		t.Helper()
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return Kind{}.Canonical(ps[0])
	}
	// A 3x3 of three row cages, the same turned a quarter (column
	// cages), and one of two row cages and a column of three cells.
	rows := parse("......... AAABBBCCC 6+,6+,6+\n")
	cols := parse("......... ABCABCABC 6+,6+,6+\n")
	other := parse("......... AABCCBDDB 3+,6+,5x,4+\n")
	if rows == "" || rows != cols {
		t.Errorf("rows %q and columns %q: want one non-empty form", rows, cols)
	}
	if other == rows {
		t.Errorf("another layout has the form %q of the rows", other)
	}
}
