package web

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// writeFile writes a page with fn into dir/name.
func writeFile(t *testing.T, dir, name string, fn func(f *os.File) error) string {
	t.Helper()
	path := filepath.Join(dir, name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := fn(f); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return path
}

// TestIndexPages opens an index, a calendar and a today page around a
// puzzle: the index marks the puzzle started, then solved, from the
// progress the puzzle's page kept; the calendar links the date; today
// opens the puzzle; no page asks the network for anything.
func TestIndexPages(t *testing.T) {
	dir := t.TempDir()
	puzzle := writeFile(t, dir, "puzzle-001.html", func(f *os.File) error { return WritePage(f, fixturePage(t, "sudoku4")) })
	index := writeFile(t, dir, "index.html", func(f *os.File) error {
		return WriteIndex(f, Index{Title: "A book", Sections: []Section{{Title: "Small", Note: "Easy", Items: []Item{
			{Short: "1", Label: "Puzzle 1", Note: "Easy", Href: "puzzle-001.html", ID: "test-sudoku4"},
			{Short: "2", Label: "Puzzle 2", Note: "Easy", Href: "puzzle-002.html", ID: "test-other"},
		}}}})
	})
	day, _ := time.Parse(time.DateOnly, "2026-12-01")
	calendar := writeFile(t, dir, "calendar.html", func(f *os.File) error {
		return WriteCalendar(f, Calendar{Title: "Daily", Days: []Day{{Date: day, Href: "puzzle-001.html", Title: "Sudoku"}}})
	})
	today := writeFile(t, dir, "today.html", func(f *os.File) error {
		return WriteRedirect(f, Redirect{Title: "Daily", Label: "Today's puzzles", Href: "puzzle-001.html"})
	})

	tb := newTab(t)
	tb.open(puzzle)
	tb.fresh()
	tb.open(puzzle)
	tb.quiet(puzzle)
	progress := func() string {
		tb.t.Helper()
		tb.forget()
		tb.do(chromedp.Navigate("file://" + index))
		tb.quiet(index)
		return eval[string](tb, `[...document.querySelectorAll('[data-progress-of]')].map((a) => a.dataset.progress || "-").join(" ")`)
	}
	if got := progress(); got != "- -" {
		t.Errorf("index before any move: got marks %q, want none", got)
	}
	tb.open(puzzle)
	p := tb.puzzle()
	rc := empties(p)[0]
	tb.click(rc[0], rc[1])
	tb.keys(itoa(p.Solution[rc[0]][rc[1]]))
	// The move is saved as it is made; wait for it, so that a slow
	// machine's late key event cannot make the index look too early.
	saved := `Object.keys(localStorage).some((k) => k.startsWith("puzzlebook:") && k !== "puzzlebook:options")`
	for deadline := time.Now().Add(5 * time.Second); !eval[bool](tb, saved) && time.Now().Before(deadline); {
		tb.do(chromedp.Sleep(50 * time.Millisecond))
	}
	if !eval[bool](tb, saved) {
		t.Fatalf("after a move: got nothing saved, want the puzzle's progress (cell r%dc%d now %q)", rc[0]+1, rc[1]+1, tb.text(rc[0], rc[1]))
	}
	if got := progress(); got != "playing -" {
		t.Errorf("index after a move: got marks %q, want \"playing -\"", got)
	}
	// The solution shown, taken back, and the grid finished by hand: the
	// puzzle stays marked revealed, not solved.
	tb.open(puzzle)
	tb.press("Reveal")
	tb.press("Undo")
	if got := tb.message(); strings.Contains(got, "solution is shown") {
		t.Errorf("Undo of Reveal: got the message %q, want no word of the solution shown", got)
	}
	for _, rc := range empties(p) {
		if want := itoa(p.Solution[rc[0]][rc[1]]); tb.text(rc[0], rc[1]) != want {
			tb.click(rc[0], rc[1])
			tb.keys(want)
		}
	}
	if got := tb.state(); got != "solved" {
		t.Fatalf("after Reveal, Undo and every cell typed: got data-state %q, want solved", got)
	}
	if got := progress(); got != "revealed -" {
		t.Errorf("index after the solution was shown: got marks %q, want \"revealed -\"", got)
	}

	tb.forget()
	tb.do(chromedp.Navigate("file://" + calendar))
	if got := eval[string](tb, `document.querySelector('td a').getAttribute('href') + " " + document.querySelector('td a').textContent`); got != "puzzle-001.html 1" {
		t.Errorf("calendar: got the link %q, want 1 December to puzzle-001.html", got)
	}
	tb.quiet(calendar)

	tb.forget()
	tb.do(chromedp.Navigate("file://"+today), chromedp.WaitVisible(chromedp.CSS(".pb-cell")))
	if got := eval[string](tb, `location.pathname`); !strings.HasSuffix(got, "/puzzle-001.html") {
		t.Errorf("today.html: got %s open, want puzzle-001.html", got)
	}
}
