package web

import (
	"fmt"
	"strings"
	"testing"
)

// The player keeps its state honestly: the tests of this file play
// through the page contract (data-row, data-col, data-state) and the
// player's buttons, messages and saved progress.

// freshFixture opens the page of testdata/NAME.json in a new tab, with
// no progress saved, and returns the tab and the page's file.
func freshFixture(t *testing.T, name string) (*tab, string) {
	t.Helper()
	tb := newTab(t)
	file := writeFixture(t, name)
	tb.open(file)
	tb.fresh()
	tb.open(file)
	return tb, file
}

// clock is what the player's timer shows.
func (tb *tab) clock() string {
	tb.t.Helper()
	return eval[string](tb, `document.querySelector('.pb-timer').textContent`)
}

// setElapsed changes the time saved for puzzle id, from a page with no
// player (leave), as if the puzzle had been played that long.
func (tb *tab) setElapsed(id string, ms int) {
	tb.t.Helper()
	ok := eval[bool](tb, fmt.Sprintf(`(() => { const k = "puzzlebook:" + %q; const d = JSON.parse(localStorage.getItem(k)); if (!d) return false; d.elapsed = %d; localStorage.setItem(k, JSON.stringify(d)); return true; })()`, id, ms))
	if !ok {
		tb.t.Fatalf("no progress saved for %s", id)
	}
}

// disabled reports whether the player's button with this label is disabled.
func (tb *tab) disabled(label string) bool {
	tb.t.Helper()
	return eval[bool](tb, fmt.Sprintf(`[...document.querySelectorAll('.pb-player button')].some((b) => b.textContent.trim() === %q && b.disabled)`, label))
}

// TestRestartUndo restarts a puzzle played for 2:05 and undoes the
// restart: the entries and the time come back, and the message no longer
// offers to bring them back. A solved puzzle's time comes back exactly.
func TestRestartUndo(t *testing.T) {
	tb, file := freshFixture(t, "sudoku4")
	p := tb.puzzle()
	rc := empties(p)[0]
	v := itoa(p.Solution[rc[0]][rc[1]])
	tb.click(rc[0], rc[1])
	tb.keys(v)
	tb.leave()
	tb.setElapsed(p.ID, 125_000)
	tb.forget()
	tb.open(file)
	tb.press("Restart")
	if got := tb.clock(); got != "0:00" {
		t.Errorf("Restart: got the clock at %s, want 0:00", got)
	}
	tb.press("Undo")
	if got := tb.text(rc[0], rc[1]); got != v {
		t.Errorf("Undo of Restart: got %q in r%dc%d, want %s back", got, rc[0]+1, rc[1]+1, v)
	}
	if got := tb.clock(); !strings.HasPrefix(got, "2:0") {
		t.Errorf("Undo of Restart: got the clock at %s, want 2:05 or a little more", got)
	}
	if got := tb.message(); strings.Contains(got, "Started again") {
		t.Errorf("Undo of Restart: got the message %q, want no word of the restart it took back", got)
	}

	tb.press("Reveal")
	tb.leave()
	tb.setElapsed(p.ID, 125_000)
	tb.forget()
	tb.open(file)
	tb.press("Restart")
	tb.press("Undo")
	if got := tb.state(); got != "solved" {
		t.Fatalf("Undo of Restart of a solved puzzle: got data-state %q, want solved", got)
	}
	if got, msg := tb.clock(), tb.message(); got != "2:05" || strings.Contains(msg, "0 seconds") {
		t.Errorf("Undo of Restart of a solved puzzle: got the clock at %s and %q, want 2:05 and no 0 seconds", got, msg)
	}
	tb.quiet(file)
}

// TestNumbrixChoice takes back a number placed by a click: the choice
// that placed it goes too, so the next click places nothing. A number
// placed away from the one before it is placed with a word of warning.
func TestNumbrixChoice(t *testing.T) {
	tb, file := freshFixture(t, "numbrix")
	// The fixture's 1 is at r2c2 and its 2 at r2c3.
	tb.click(1, 1)
	tb.click(1, 2)
	if got := tb.text(1, 2); got != "2" {
		t.Fatalf("click-to-place after 1: got %q in r2c3, want 2", got)
	}
	tb.press("Undo")
	if got := tb.status(); got != "" {
		t.Errorf("Undo of a placed 2: got the status %q, want none (no number chosen)", got)
	}
	tb.click(1, 2)
	if got := tb.text(1, 2); got != "" {
		t.Errorf("a click after Undo: got %q in r2c3, want nothing placed", got)
	}

	tb.click(1, 1)
	tb.click(5, 5)
	if got, msg := tb.text(5, 5), tb.message(); got != "2" || !strings.Contains(msg, "2 is not next to 1") {
		t.Errorf("click-to-place away from 1: got %q in r6c6 and %q, want 2 and a warning", got, msg)
	}
	tb.quiet(file)
}

// TestPendingNumber types numbers that could go on (a 4 of a Hidato up
// to 44): Undo takes the number back, Check names a number it could not
// place, and the keypad's OK places one.
func TestPendingNumber(t *testing.T) {
	tb, file := freshFixture(t, "hidato")
	// r1c2 is empty; its number is 4, and 3 is a given.
	tb.click(0, 1)
	tb.keys("4")
	if !tb.hasClass(0, 1, "typing") {
		t.Fatalf("typed 4: got r1c2 not typing (%q)", tb.text(0, 1))
	}
	tb.press("Undo")
	if got := tb.text(0, 1); got != "" || tb.hasClass(0, 1, "typing") {
		t.Errorf("Undo of a typed 4: got %q in r1c2 (typing %v), want it empty", got, tb.hasClass(0, 1, "typing"))
	}
	if !tb.disabled("Redo") {
		t.Errorf("Undo of a typed 4: got Redo enabled, want nothing to redo")
	}

	tb.keys("3")
	tb.press("Check")
	if got := tb.message(); !strings.Contains(got, "3 is a given") {
		t.Errorf("Check with 3 typed: got %q, want it to say 3 is a given", got)
	}

	tb.press("4")
	tb.press("OK")
	if got := tb.text(0, 1); got != "4" || tb.hasClass(0, 1, "typing") {
		t.Errorf("keypad 4, OK: got %q in r1c2 (typing %v), want 4 placed", got, tb.hasClass(0, 1, "typing"))
	}
	tb.quiet(file)
}

// TestLineCutMessage joins a Numberlink path, then cuts it with another
// line: the message must stop saying it is joined.
func TestLineCutMessage(t *testing.T) {
	tb, file := freshFixture(t, "numberlink")
	one := linkPaths(tb.puzzle())[0]
	tb.drag(one, false)
	if got := tb.message(); got != "Path 1 joined." {
		t.Fatalf("drag path 1: got %q, want Path 1 joined.", got)
	}
	// The fixture's 6 at r5c4 steps left onto path 1 at r5c3.
	tb.drag([][2]int{{4, 3}, {4, 2}}, false)
	if !tb.hasClass(4, 2, "pc5") {
		t.Fatalf("drag 6 onto path 1: got r5c3 not on path 6")
	}
	if got := tb.message(); strings.Contains(got, "joined") {
		t.Errorf("path 1 cut: got the message %q, want no word of it joined", got)
	}
	tb.quiet(file)
}
