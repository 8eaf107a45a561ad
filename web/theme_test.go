package web

import (
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestThemeSwitch follows the colour scheme: the pages take the system's
// (prefers-color-scheme) until the switch chooses one, which every page
// of the site then keeps, over the system's, after a reload; the player
// takes the page's scheme.
func TestThemeSwitch(t *testing.T) {
	dir := t.TempDir()
	day := time.Date(2027, time.January, 1, 0, 0, 0, 0, time.UTC)
	calendar := writeFile(t, dir, "index.html", func(f *os.File) error {
		return WriteCalendar(f, Calendar{Title: "Daily", Nav: []Link{{Label: "Today", Href: "puzzle.html"}}, Days: []Day{{Date: day, Href: "puzzle.html"}}})
	})
	puzzle := writeFile(t, dir, "puzzle.html", func(f *os.File) error { return WritePage(f, fixturePage(t, "sudoku4")) })
	tb := newTab(t)
	tb.open(puzzle)
	tb.fresh()
	t.Cleanup(func() { tb.scheme("") })

	const (
		lightPage, darkPage   = "rgb(245, 244, 240)", "rgb(20, 22, 27)"
		lightPaper, darkPaper = "rgb(255, 255, 255)", "rgb(23, 26, 32)"
	)
	look := func(file, system, wantPage, wantPressed string) {
		t.Helper()
		tb.scheme(system)
		tb.forget()
		tb.do(chromedp.Navigate("file://"+file), chromedp.WaitReady(chromedp.CSS(".pb-theme")))
		tb.quiet(file)
		got := eval[[2]string](tb, `[getComputedStyle(document.body).backgroundColor, document.querySelector('.pb-theme').getAttribute('aria-pressed')]`)
		if got != [2]string{wantPage, wantPressed} {
			t.Errorf("%s with a %s system: got the page %s and the switch pressed %s, want %s and %s", file, system, got[0], got[1], wantPage, wantPressed)
		}
	}
	flip := func() {
		t.Helper()
		tb.do(chromedp.Click(chromedp.CSS(".pb-theme")))
	}

	look(calendar, "light", lightPage, "false")
	look(calendar, "dark", darkPage, "true")
	flip() // light, over the dark system
	if got := eval[string](tb, `localStorage.getItem('puzzlebook:theme') + ' ' + getComputedStyle(document.body).backgroundColor`); got != "light "+lightPage {
		t.Errorf("the switch pressed on a dark page: got %q, want light kept and shown", got)
	}
	look(calendar, "dark", lightPage, "false")
	flip() // dark, kept for the site
	look(puzzle, "light", darkPage, "true")
	tb.do(chromedp.WaitVisible(chromedp.CSS(".pb-cell")))
	if got := eval[string](tb, `getComputedStyle(document.querySelector('.pb-cell:not(.sel):not(.peer):not(.same)')).backgroundColor`); got != darkPaper {
		t.Errorf("the player on a dark page: got its paper %s, want %s", got, darkPaper)
	}
	flip()
	if got := eval[string](tb, `getComputedStyle(document.querySelector('.pb-cell:not(.sel):not(.peer):not(.same)')).backgroundColor`); got != lightPaper {
		t.Errorf("the player switched to light: got its paper %s, want %s", got, lightPaper)
	}
}
