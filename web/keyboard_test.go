package web

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"
)

// sel is the selected cell.
func (tb *tab) sel() [2]int {
	tb.t.Helper()
	return eval[[2]int](tb, `(() => { const c = document.querySelector('.pb-cell.sel'); return [+c.dataset.row, +c.dataset.col]; })()`)
}

// moveTo walks the selection to cell to with the arrow keys.
func (tb *tab) moveTo(to [2]int) {
	tb.t.Helper()
	at := tb.sel()
	var keys strings.Builder
	for ; at[0] < to[0]; at[0]++ {
		keys.WriteString(kb.ArrowDown)
	}
	for ; at[0] > to[0]; at[0]-- {
		keys.WriteString(kb.ArrowUp)
	}
	for ; at[1] < to[1]; at[1]++ {
		keys.WriteString(kb.ArrowRight)
	}
	for ; at[1] > to[1]; at[1]-- {
		keys.WriteString(kb.ArrowLeft)
	}
	tb.keys(keys.String())
	if got := tb.sel(); got != to {
		tb.t.Fatalf("arrow keys: got r%dc%d selected, want r%dc%d", got[0]+1, got[1]+1, to[0]+1, to[1]+1)
	}
}

// TestKeyboard plays a Sudoku, a Numbrix and a Numberlink with the
// keyboard alone (no click anywhere: the keys reach the player from the
// page), and checks what a screen reader hears: a grid of rows of cells,
// each named by its row, column and value.
func TestKeyboard(t *testing.T) {
	for _, name := range []string{"sudoku4", "numbrix", "numberlink"} {
		t.Run(name, func(t *testing.T) {
			tb := newTab(t)
			file := writeFixture(t, name)
			tb.open(file)
			tb.fresh()
			tb.open(file)
			p := tb.puzzle()
			if got := tb.count(`[role="grid"][aria-label] > [role="row"]`); got != p.Rows {
				t.Errorf("%s: got %d rows in the ARIA grid, want %d", name, got, p.Rows)
			}
			if got := tb.count(`[role="row"] > [role="gridcell"][aria-label^="Row "][data-row][data-col]`); got != p.Rows*p.Cols {
				t.Errorf("%s: got %d labelled grid cells, want %d", name, got, p.Rows*p.Cols)
			}
			switch p.Kind {
			case "sudoku", "numbrix":
				for _, rc := range empties(p) {
					tb.moveTo(rc)
					v := itoa(p.Solution[rc[0]][rc[1]])
					tb.keys(v + kb.Enter)
					label := eval[string](tb, `document.querySelector('.pb-cell.sel').getAttribute('aria-label')`)
					if want := fmt.Sprintf("Row %d, column %d: %s", rc[0]+1, rc[1]+1, v); !strings.HasPrefix(label, want) {
						t.Fatalf("%s: got the label %q, want %q", name, label, want)
					}
				}
			case "numberlink":
				for _, path := range linkPaths(p) {
					tb.moveTo(path[0])
					tb.keys(kb.Enter)
					var keys strings.Builder
					for i := 1; i < len(path); i++ {
						switch d := [2]int{path[i][0] - path[i-1][0], path[i][1] - path[i-1][1]}; d {
						case [2]int{1, 0}:
							keys.WriteString(kb.ArrowDown)
						case [2]int{-1, 0}:
							keys.WriteString(kb.ArrowUp)
						case [2]int{0, 1}:
							keys.WriteString(kb.ArrowRight)
						default:
							keys.WriteString(kb.ArrowLeft)
						}
					}
					tb.keys(keys.String())
				}
			}
			if got := tb.state(); got != "solved" {
				t.Fatalf("%s: got data-state %q after playing with the keyboard, want solved (%q)", name, got, tb.message())
			}
			// A solved grid is locked until Restart: Enter, Delete and a
			// digit change nothing, and no line is picked up.
			at := tb.sel()
			was := tb.text(at[0], at[1])
			other := map[bool]string{true: "2", false: "1"}[was == "1"]
			for _, k := range []string{kb.Enter, kb.Delete, other} {
				tb.keys(k)
				if got, now := tb.state(), tb.text(at[0], at[1]); got != "solved" || now != was {
					t.Fatalf("%s: key %q on the solved grid: got data-state %q and %q in r%dc%d, want solved and %q", name, k, got, now, at[0]+1, at[1]+1, was)
				}
				if got := tb.status() + " " + tb.message(); strings.Contains(got, "Drawing") {
					t.Errorf("%s: key %q on the solved grid: got %q, want no line being drawn", name, k, got)
				}
			}
			tb.quiet(file)
		})
	}
}
