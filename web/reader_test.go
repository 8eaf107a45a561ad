package web

import (
	"fmt"
	"strings"
	"testing"
)

// TestScreenReader walks a Sudoku as a screen reader hears it: each cell
// is named by its row, its column, and what it holds (a given, an entry,
// pencil marks, empty); the live region says what a move wrote, and the
// status says when the puzzle is solved.
func TestScreenReader(t *testing.T) {
	tb := newTab(t)
	file := writeFixture(t, "sudoku4")
	tb.open(file)
	tb.fresh()
	tb.open(file)
	p := tb.puzzle()
	label := func(rc [2]int) string {
		return eval[string](tb, fmt.Sprintf(`document.querySelector('.pb-cell[data-row="%d"][data-col="%d"]').getAttribute('aria-label')`, rc[0], rc[1]))
	}
	said := func() string { return eval[string](tb, `document.querySelector('.pb-say[aria-live]').textContent`) }
	name := func(rc [2]int) string { return fmt.Sprintf("Row %d, column %d: ", rc[0]+1, rc[1]+1) }

	for r, row := range p.Givens {
		for c, v := range row {
			if v > 0 {
				if got, want := label([2]int{r, c}), name([2]int{r, c})+"given "+itoa(v); got != want {
					t.Errorf("a given: got the label %q, want %q", got, want)
				}
			}
		}
	}
	blank := empties(p)
	if got, want := label(blank[0]), name(blank[0])+"empty"; !strings.HasPrefix(got, want) {
		t.Errorf("an empty cell: got the label %q, want %q", got, want)
	}

	// Pencil marks: the label and the live region read them.
	tb.moveTo(blank[0])
	tb.press("Pencil")
	tb.keys("13")
	tb.press("Pencil")
	want := name(blank[0]) + "pencil marks 1 3"
	if got := label(blank[0]); !strings.HasPrefix(got, want) {
		t.Errorf("pencil marks 1 and 3: got the label %q, want %q", got, want)
	}
	if got := said(); !strings.HasPrefix(got, want) {
		t.Errorf("pencil marks 1 and 3: got %q said, want %q", got, want)
	}

	// Entries, to the end: each move is said; the finish is in the status.
	for _, rc := range blank {
		tb.moveTo(rc)
		v := itoa(p.Solution[rc[0]][rc[1]])
		tb.keys(v)
		want := name(rc) + v
		if got := label(rc); !strings.HasPrefix(got, want) {
			t.Fatalf("wrote %s: got the label %q, want %q", v, got, want)
		}
		if got := said(); !strings.HasPrefix(got, want) {
			t.Fatalf("wrote %s: got %q said, want %q", v, got, want)
		}
	}
	if got := eval[string](tb, `document.querySelector('[role="status"][aria-live]').textContent`); !strings.HasPrefix(got, "Solved") {
		t.Errorf("the last digit: got the status %q, want it to say the puzzle is solved", got)
	}
	tb.quiet(file)
}
