package web

import (
	"fmt"
	"strings"
	"testing"
)

// marksOf is the pencil marks or notes cell (r, c) shows, "" for none:
// the styles draw each mark from its data-text (draw.js).
func (tb *tab) marksOf(r, c int) string {
	tb.t.Helper()
	return eval[string](tb, fmt.Sprintf(`(() => { const m = document.querySelector('.pb-cell[data-row="%d"][data-col="%d"] .pb-marks'); return m ? [...m.children].map((s) => s.dataset.text).filter(Boolean).join(" ") : ""; })()`, r, c))
}

// labelOf is cell (r, c)'s accessible name.
func (tb *tab) labelOf(r, c int) string {
	tb.t.Helper()
	return eval[string](tb, fmt.Sprintf(`document.querySelector('.pb-cell[data-row="%d"][data-col="%d"]').getAttribute("aria-label")`, r, c))
}

// option sets the player's option with this text under "How to play".
func (tb *tab) option(text string, on bool) {
	tb.t.Helper()
	ok := eval[bool](tb, fmt.Sprintf(`(() => { const l = [...document.querySelectorAll('.pb-option')].find((l) => l.textContent.trim() === %q); if (!l) return false; const b = l.querySelector('input'); if (b.checked !== %t) b.click(); return true; })()`, text, on))
	if !ok {
		tb.t.Fatalf("no option %q on the page", text)
	}
}

// TestPlayAssists plays each kind's own helps in one tab. Sudoku:
// Candidates fills every empty cell's candidates and keeps one the player
// ruled out; "Show mistakes as you go" is off by default, marks a wrong
// digit once on, and the finish names it; Pause hides the grid and no key
// changes it until Resume. Numbrix: the OK key places a typed number,
// Notes writes it small instead, and a number away from its neighbour in
// the count is marked. Numberlink: a joined path's ends are ringed.
func TestPlayAssists(t *testing.T) {
	tb, file := freshFixture(t, "sudoku4")
	p := tb.puzzle()
	// next leaves the page for the fixture name, in the same tab.
	next := func(name string) testPuzzle {
		tb.quiet(file)
		tb.forget()
		file = writeFixture(t, name)
		tb.open(file)
		return tb.puzzle()
	}
	blank := empties(p)
	r, c := blank[0][0], blank[0][1]
	wrong := itoa(p.Solution[r][c]%p.Rows + 1)

	// Show mistakes: off by default.
	tb.click(r, c)
	tb.keys(wrong)
	if tb.hasClass(r, c, "mistake") {
		t.Errorf("sudoku: got a wrong digit marked with show mistakes off (the default)")
	}
	tb.keys("\b")

	// Candidates, one ruled out, Candidates again.
	tb.press("Auto")
	if got := tb.count(".pb-cell .pb-marks"); got != len(blank) {
		t.Fatalf("sudoku: Candidates: got %d cells with candidates, want the %d empty ones", got, len(blank))
	}
	all := tb.marksOf(r, c)
	if !strings.Contains(all, itoa(p.Solution[r][c])) {
		t.Fatalf("sudoku: Candidates: got %q in r%dc%d, want its digit %d among them", all, r+1, c+1, p.Solution[r][c])
	}
	if got := tb.labelOf(r, c); !strings.Contains(got, "pencil marks "+all) {
		t.Errorf("sudoku: Candidates: got r%dc%d labelled %q, want it to read its marks %q", r+1, c+1, got, all)
	}
	out := strings.Fields(all)[0]
	if out == itoa(p.Solution[r][c]) {
		out = strings.Fields(all)[1]
	}
	tb.keys(out, shift)
	kept := tb.marksOf(r, c)
	tb.press("Auto")
	if got := tb.marksOf(r, c); got != kept || strings.Contains(got, out) {
		t.Errorf("sudoku: Candidates again: got %q in r%dc%d, want %q (with %s ruled out)", got, r+1, c+1, kept, out)
	}

	// Pause hides the grid; keys change nothing; Resume shows it.
	tb.press("Pause")
	if got := eval[string](tb, `getComputedStyle(document.querySelector('.pb-board')).visibility`); got != "hidden" {
		t.Errorf("sudoku: Pause: got the board's visibility %q, want hidden", got)
	}
	if tb.count(".pb-pause-cover:not([hidden])") != 1 || tb.count(".pb-timer + .pb-pause[aria-pressed=true]") != 1 {
		t.Errorf("sudoku: Pause: got no cover over the grid or no pressed Pause button")
	}
	tb.press("3")
	tb.keys("\b")
	if got := tb.marksOf(r, c); got != kept || tb.text(r, c) != "" {
		t.Errorf("sudoku: paused: got r%dc%d %q with marks %q, want it unchanged", r+1, c+1, tb.text(r, c), got)
	}
	tb.press("Resume")
	if got := eval[string](tb, `getComputedStyle(document.querySelector('.pb-board')).visibility`); got != "visible" {
		t.Errorf("sudoku: Resume: got the board's visibility %q, want visible", got)
	}

	// Show mistakes on: a wrong digit is marked as written.
	tb.option("Show mistakes as you go", true)
	tb.click(r, c)
	tb.keys(wrong)
	if !tb.hasClass(r, c, "mistake") {
		t.Errorf("sudoku: show mistakes on: got r%dc%d (%s, want %d) not marked", r+1, c+1, wrong, p.Solution[r][c])
	}
	for _, rc := range blank {
		tb.click(rc[0], rc[1])
		tb.keys(itoa(p.Solution[rc[0]][rc[1]]))
	}
	if got := eval[string](tb, `document.querySelector('.pb-share').textContent`); tb.state() != "solved" || !strings.Contains(got, "show mistakes") {
		t.Errorf("sudoku: got state %q and the share text %q, want solved and show mistakes named", tb.state(), got)
	}
	tb.option("Show mistakes as you go", false)

	// Numbrix: OK, notes and the mark of a number away from its neighbour.
	p = next("numbrix")
	at := map[int][2]int{}
	for r, row := range p.Solution {
		for c, v := range row {
			at[v] = [2]int{r, c}
		}
	}
	isGiven := func(v int) bool { rc := at[v]; return p.Givens[rc[0]][rc[1]] == v }
	// v follows a given; far is an empty cell that does not touch it.
	v := 0
	for w := 1; w+1 < len(at) && v == 0; w++ {
		if isGiven(w) && !isGiven(w+1) {
			v = w + 1
		}
	}
	var far [2]int
	for _, rc := range empties(p) {
		prev := at[v-1]
		if abs(rc[0]-prev[0])+abs(rc[1]-prev[1]) > 2 {
			far = rc
			break
		}
	}
	if ok := eval[bool](tb, `(() => { const b = [...document.querySelectorAll('.pb-pad button')].find((b) => b.textContent === "OK"); return !!b && b.getBoundingClientRect().width > 0; })()`); !ok {
		t.Fatalf("numbrix: got no visible OK key")
	}
	tb.press("Notes")
	tb.click(far[0], far[1])
	for _, d := range itoa(v) {
		tb.press(string(d))
	}
	tb.press("OK")
	if got := tb.marksOf(far[0], far[1]); got != itoa(v) || tb.text(far[0], far[1]) != "" {
		t.Errorf("numbrix: a note of %d: got notes %q and %q in r%dc%d, want the note alone", v, got, tb.text(far[0], far[1]), far[0]+1, far[1]+1)
	}
	if got := tb.labelOf(far[0], far[1]); !strings.Contains(got, "notes "+itoa(v)) {
		t.Errorf("numbrix: a note of %d: got r%dc%d labelled %q, want it to read the note", v, far[0]+1, far[1]+1, got)
	}
	tb.press("Notes")
	for _, d := range itoa(v) {
		tb.press(string(d))
	}
	tb.press("OK")
	if tb.text(far[0], far[1]) != itoa(v) || !tb.hasClass(far[0], far[1], "apart") {
		t.Errorf("numbrix: %d typed and OK in r%dc%d, away from %d: got %q, marked %v, want it placed and marked",
			v, far[0]+1, far[1]+1, v-1, tb.text(far[0], far[1]), tb.hasClass(far[0], far[1], "apart"))
	}
	if got := tb.marksOf(far[0], far[1]); got != "" {
		t.Errorf("numbrix: a number placed: got notes %q left, want none", got)
	}

	// Numberlink: one path joined.
	p = next("numberlink")
	one := linkPaths(p)[0]
	tb.drag(one[:len(one)-1], false)
	a, b := one[0], one[len(one)-1]
	if tb.hasClass(a[0], a[1], "joined") {
		t.Errorf("numberlink: got a path's end ringed before it is joined")
	}
	tb.drag([][2]int{one[0], one[1]}, false)
	tb.drag(one, false)
	if !tb.hasClass(a[0], a[1], "joined") || !tb.hasClass(b[0], b[1], "joined") {
		t.Errorf("numberlink: got the ends of the joined path 1 not ringed (%q)", tb.message())
	}
	tb.quiet(file)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
