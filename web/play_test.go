package web

import (
	"testing"
)

// empties lists the blank cells of p in reading order.
func empties(p testPuzzle) [][2]int {
	var out [][2]int
	for r, row := range p.Givens {
		for c, v := range row {
			if v == 0 {
				out = append(out, [2]int{r, c})
			}
		}
	}
	return out
}

// solveByThirds enters the solution's digit in each blank cell, the
// first third of them by mouse, the next by touch (the cell, then the
// number pad), the rest by the keyboard alone, checking each as it goes,
// and wants the grid solved at the end.
func (tb *tab) solveByThirds(blank [][2]int, sol [][]int) {
	tb.t.Helper()
	third := len(blank) / 3
	for i, rc := range blank {
		want := itoa(sol[rc[0]][rc[1]])
		switch {
		case i < third: // mouse
			tb.click(rc[0], rc[1])
			tb.keys(want)
		case i < 2*third: // touch: the cell, then the number pad
			tb.drag([][2]int{rc}, true)
			tb.tapButton(want)
		default: // keyboard
			tb.moveTo(rc)
			tb.keys(want)
		}
		if got := tb.text(rc[0], rc[1]); got != want {
			tb.t.Fatalf("r%dc%d: got %q after entering %s (%d of %d)", rc[0]+1, rc[1]+1, got, want, i+1, len(blank))
		}
	}
	if got := tb.state(); got != "solved" {
		tb.t.Errorf("got data-state %q with every blank filled in, want solved (%q)", got, tb.message())
	}
}

// TestPlaySudoku plays a 4x4, a 6x6 and a 9x9 Sudoku through the page by
// clicking cells and typing digits, and checks on the way that undo takes
// a digit back, that Check marks a wrong digit, that Hint shows a step and
// fills it in, and that a reload keeps the entries.
func TestPlaySudoku(t *testing.T) {
	for _, name := range []string{"sudoku4", "sudoku6", "sudoku9"} {
		t.Run(name, func(t *testing.T) {
			tb := newTab(t)
			file := writeFixture(t, name)
			tb.open(file)
			tb.fresh()
			tb.open(file)
			p := tb.puzzle()
			blank := empties(p)
			if got := tb.state(); got != "playing" {
				t.Fatalf("%s: got data-state %q at the start, want playing", name, got)
			}

			// A wrong digit, checked, then taken back.
			r, c := blank[0][0], blank[0][1]
			wrong := p.Solution[r][c]%p.Rows + 1
			tb.click(r, c)
			tb.keys(itoa(wrong))
			if got := tb.text(r, c); got != itoa(wrong) {
				t.Fatalf("%s: typed %d into r%dc%d: got %q", name, wrong, r+1, c+1, got)
			}
			tb.press("Check")
			if !tb.hasClass(r, c, "wrong") {
				t.Errorf("%s: Check: got r%dc%d (%d, want %d) not marked wrong", name, r+1, c+1, wrong, p.Solution[r][c])
			}
			tb.press("Undo")
			if got := tb.text(r, c); got != "" {
				t.Errorf("%s: Undo: got %q in r%dc%d, want it empty again", name, got, r+1, c+1)
			}
			tb.press("Redo")
			if got := tb.text(r, c); got != itoa(wrong) {
				t.Errorf("%s: Redo: got %q in r%dc%d, want %d back", name, got, r+1, c+1, wrong)
			}
			tb.click(r, c)
			tb.keys("\b")
			if got := tb.text(r, c); got != "" {
				t.Errorf("%s: Backspace: got %q in r%dc%d, want it erased", name, got, r+1, c+1)
			}

			// Pencil marks: Shift+digit writes a small candidate.
			tb.keys(itoa(p.Solution[r][c]), shift)
			if n := tb.count(`.pb-cell[data-row="` + itoa(r) + `"][data-col="` + itoa(c) + `"] .pb-marks`); n != 1 {
				t.Errorf("%s: Shift+digit: got %d pencil-mark grids in r%dc%d, want 1", name, n, r+1, c+1)
			}

			// Hint: the first press shows a step (its cells highlighted and
			// its sentence), pressing on fills it in.
			before := tb.count(".pb-cell.entry")
			tb.press("Hint")
			if tb.count(".pb-cell.hint, .pb-cell.hint-soft") == 0 || tb.message() == "" {
				t.Errorf("%s: Hint: got no highlighted cell or no sentence (%q)", name, tb.message())
			}
			for range 4 {
				if tb.count(".pb-cell.entry") > before {
					break
				}
				tb.press("Hint")
			}
			if got := tb.count(".pb-cell.entry"); got <= before {
				t.Errorf("%s: Hint pressed on: got %d entries, want more than %d (%q)", name, got, before, tb.message())
			}

			// Half the grid, a reload, the rest.
			for i, rc := range blank {
				if i == len(blank)/2 {
					entries := tb.count(".pb-cell.entry")
					tb.open(file)
					if got := tb.count(".pb-cell.entry"); got != entries {
						t.Fatalf("%s: reload: got %d entries, want the %d before it", name, got, entries)
					}
				}
				want := itoa(p.Solution[rc[0]][rc[1]])
				if tb.text(rc[0], rc[1]) == want {
					continue
				}
				tb.click(rc[0], rc[1])
				tb.keys(want)
			}
			if got := tb.state(); got != "solved" {
				t.Errorf("%s: got data-state %q with every cell filled, want solved (%q)", name, got, tb.message())
			}
			tb.quiet(file)
		})
	}
}

// shift holds Shift down for a key event.
var shift = func(p *inputKey) { p.Modifiers |= 8 }

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
