package web

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
)

// TestFinish solves a 4x4 Sudoku after a mistake found by Check and a
// hint, on a page with tabs and a next link: the finish shows the
// summary and the onward links, its share text holds no digit of the
// solution, and the grid is locked: no key, click, keypad button, Erase
// or Undo changes a cell, until Restart.
func TestFinish(t *testing.T) {
	pg := fixturePage(t, "sudoku4")
	pg.Heading = "Tuesday 1 December 2026"
	pg.Nav = []Link{{Label: "‹ Previous", Rel: "prev"}, {Label: "Next ›", Href: "next.html", Rel: "next"}}
	pg.Tabs = []Link{{Label: "Sudoku", Href: "sudoku.html", Current: true}, {Label: "Numbrix", Href: "numbrix.html"}}
	file := writePage(t, "finish", pg)
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.open(file)
	p := tb.puzzle()
	blank := empties(p)
	if n := tb.count(".pb-finish:not([hidden])"); n != 0 {
		t.Fatalf("got %d finish panels shown at the start, want none", n)
	}

	// One mistake, found by Check and erased; one hint, filled in.
	r, c := blank[0][0], blank[0][1]
	tb.click(r, c)
	tb.keys(itoa(p.Solution[r][c]%p.Rows + 1))
	tb.press("Check")
	tb.keys("\b")
	tb.press("Hint")
	tb.press("Hint")
	tb.fillSolved(blank, p.Solution)
	if n := tb.count(".pb-finish:not([hidden])"); n != 1 {
		t.Fatalf("got %d finish panels shown when solved, want 1", n)
	}
	summary := eval[string](tb, `[...document.querySelectorAll('.pb-summary dt')].map((dt) => dt.textContent + "=" + dt.nextElementSibling.textContent).join("; ")`)
	for _, want := range []string{"Hints=2", "Mistakes found by Check=1", "Solution shown=no", "Time=0:"} {
		if !strings.Contains(summary, want) {
			t.Errorf("summary: got %q, want it to hold %q", summary, want)
		}
	}
	links := eval[string](tb, `[...document.querySelectorAll('.pb-onward a')].map((a) => a.textContent + ">" + a.getAttribute("href")).join("; ")`)
	if want := "Next: Numbrix>numbrix.html; Next puzzle>next.html; Back to Tests>index.html"; links != want {
		t.Errorf("onward links: got %q, want %q", links, want)
	}

	// The share text: the name, the date, and squares with no digit.
	share := eval[string](tb, `document.querySelector('.pb-share').textContent`)
	lines := strings.Split(share, "\n")
	if len(lines) != 2+p.Rows || !strings.Contains(lines[0], "Tuesday 1 December 2026") {
		t.Fatalf("share text: got %q, want a head with the date, a line of how it went and %d lines of squares", share, p.Rows)
	}
	for _, l := range lines[2:] {
		if strings.ContainsFunc(l, unicode.IsDigit) || len([]rune(l)) != p.Cols {
			t.Errorf("share text: got the square line %q, want %d squares and no digit", l, p.Cols)
		}
	}
	for _, row := range p.Solution {
		digits := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(row)), ""), "[]")
		if strings.Contains(share, digits) {
			t.Errorf("share text %q holds the solution's row %s", share, digits)
		}
	}
	if !strings.Contains(share, "🟥") || !strings.Contains(share, "🟨") {
		t.Errorf("share text %q: want a red square for the mistake and a yellow one for the hint", share)
	}

	// Locked: nothing changes a cell.
	board := func() string {
		return eval[string](tb, `[...document.querySelectorAll('.pb-cell')].map((c) => c.textContent).join(",")`)
	}
	before := board()
	r, c = blank[len(blank)-1][0], blank[len(blank)-1][1]
	tb.press("See the grid")
	tb.click(r, c)
	tb.keys("1")
	tb.keys("\b")
	tb.keys("2", shift)
	tb.press("Erase")
	tb.press("1")
	tb.press("Hint")
	tb.keys("u")
	tb.keys("z", func(p *inputKey) { p.Modifiers |= 2 })
	if got := board(); got != before {
		t.Errorf("the solved grid changed: got %s, want %s", got, before)
	}
	if !tb.disabled("Undo") {
		t.Errorf("got Undo enabled on a solved grid, want it disabled")
	}
	tb.press("Restart")
	if n := tb.count(".pb-finish:not([hidden])"); n != 0 || tb.state() != "playing" {
		t.Errorf("Restart: got %d finish panels and state %q, want none and playing", n, tb.state())
	}
	tb.quiet(file)
}

// fillSolved types the solution into each cell of blank that does not
// hold it, and fails the test unless the player is then solved.
func (tb *tab) fillSolved(blank [][2]int, solution [][]int) {
	tb.t.Helper()
	for _, rc := range blank {
		want := itoa(solution[rc[0]][rc[1]])
		if tb.text(rc[0], rc[1]) != want {
			tb.click(rc[0], rc[1])
			tb.keys(want)
		}
	}
	if got := tb.state(); got != "solved" {
		tb.t.Fatalf("got data-state %q with every cell filled, want solved", got)
	}
}
