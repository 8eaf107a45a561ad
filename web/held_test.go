package web

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// later is what a page that keeps its solution back says of Check, Hint
// and Reveal.
const later = "Answers and hints come with tomorrow's puzzle."

// heldPage is the daily page of testdata/NAME.json as solutions:
// next-day writes it before the next date's release: no solution, no
// hints, and the answer under salt. It returns the page and the puzzle
// with its solution: the test's own copy.
func heldPage(t *testing.T, name, salt string) (Page, testPuzzle) {
	t.Helper()
	obj, p := readFixture(t, name)
	a := AnswerOf(salt, p.Solution)
	pg := Page{Puzzle: withoutSolution(t, obj), Kind: kindOf(p.Kind), Answer: &a, Heading: "Sunday 28 March 2027",
		Site: Link{Label: "Daily Puzzles", Href: "../index.html"},
		Nav:  []Link{{Label: "Today", Href: "../today.html"}, {Label: "All dates", Href: "../index.html"}},
		Tabs: []Link{{Label: "Sudoku", Href: "s.html", Current: p.Kind == "sudoku"}, {Label: "Numberlink", Href: "n.html", Current: p.Kind == "numberlink"}}}
	return pg, testPuzzle{Kind: p.Kind, Rows: p.Rows, Cols: p.Cols, Givens: p.Givens, Solution: p.Solution}
}

// checkHeld fails the test when the player in hand shows Check, Hint or
// Reveal, or does not say why they are not there; H, the hint's key, says
// why too. On a page, the puzzle object must hold no solution.
func checkHeld(t *testing.T, tb *tab, name string) {
	t.Helper()
	if tb.count(`script.pb-puzzle`) > 0 && tb.puzzle().Solution != nil {
		t.Errorf("%s: the page's puzzle object holds the solution", name)
	}
	buttons := eval[string](tb, `[...document.querySelectorAll('.pb-player button')].map((b) => b.textContent.trim()).join(" ")`)
	for _, b := range []string{"Check", "Hint", "Reveal"} {
		if strings.Contains(" "+buttons+" ", " "+b+" ") {
			t.Errorf("%s: got a %s button (%s), want none", name, b, buttons)
		}
	}
	if !strings.Contains(buttons, "Restart") {
		t.Errorf("%s: got the buttons %s, want Restart among them", name, buttons)
	}
	if got := eval[string](tb, `document.querySelector('.pb-actions .pb-later')?.textContent ?? ""`); got != later {
		t.Errorf("%s: the actions say %q, want %q", name, got, later)
	}
	if n := tb.count(".pb-actions button:empty"); n != 0 {
		t.Errorf("%s: got %d empty buttons among the actions", name, n)
	}
	tb.keys("h")
	if got := tb.message(); got != later {
		t.Errorf("%s: H says %q, want %q", name, got, later)
	}
}

// TestHeldSudoku plays a Sudoku whose page keeps the solution back: no
// Check, Hint or Reveal, and a note why; the grid filled with the
// solution but two digits of a row swapped is full and not solved; put
// right, it is solved and the finish shows, with no hint or solution
// shown in its summary.
func TestHeldSudoku(t *testing.T) {
	pg, p := heldPage(t, "sudoku4", "2027-03-28/s")
	file := writePage(t, "s", pg)
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.open(file)
	checkHeld(t, tb, "sudoku")

	blank := empties(p)
	// Two blank cells of one row whose digits differ: their digits swapped.
	var a, b [2]int
	found := false
	for i := 0; i < len(blank) && !found; i++ {
		for j := i + 1; j < len(blank) && !found; j++ {
			a, b = blank[i], blank[j]
			found = a[0] == b[0] && p.Solution[a[0]][a[1]] != p.Solution[b[0]][b[1]]
		}
	}
	if !found {
		t.Fatal("sudoku4: no row with two blank cells")
	}
	digit := func(rc [2]int) string { return itoa(p.Solution[rc[0]][rc[1]]) }
	for _, rc := range blank {
		want := digit(rc)
		switch rc {
		case a:
			want = digit(b)
		case b:
			want = digit(a)
		}
		tb.click(rc[0], rc[1])
		tb.keys(want)
	}
	if got := tb.count(".pb-cell.empty"); got != 0 {
		t.Fatalf("sudoku: got %d empty cells after filling the grid, want none", got)
	}
	if got := tb.state(); got != "playing" {
		t.Errorf("sudoku: got data-state %q with r%dc%d and r%dc%d swapped, want playing", got, a[0]+1, a[1]+1, b[0]+1, b[1]+1)
	}
	if n := tb.count(".pb-finish:not([hidden])"); n != 0 {
		t.Errorf("sudoku: got %d finish panels for a wrong grid, want none", n)
	}
	for _, rc := range [][2]int{a, b} {
		tb.click(rc[0], rc[1])
		tb.keys(digit(rc))
	}
	if got := tb.state(); got != "solved" {
		t.Fatalf("sudoku: got data-state %q with the solution filled in, want solved", got)
	}
	if n := tb.count(".pb-finish:not([hidden])"); n != 1 {
		t.Errorf("sudoku: got %d finish panels when solved, want 1", n)
	}
	summary := eval[string](tb, `[...document.querySelectorAll('.pb-summary dt')].map((dt) => dt.textContent + "=" + dt.nextElementSibling.textContent).join("; ")`)
	for _, want := range []string{"Hints=0", "Solution shown=no"} {
		if !strings.Contains(summary, want) {
			t.Errorf("sudoku: summary %q, want it to hold %q", summary, want)
		}
	}
	tb.keys("1") // the grid is locked
	if got := tb.state(); got != "solved" {
		t.Errorf("sudoku: got data-state %q after a key on the solved grid, want it locked", got)
	}
	tb.quiet(file)
}

// TestHeldNumberlink draws every path of a Numberlink whose page keeps
// the solution back: no Check, Hint or Reveal; the last path drawn, it
// is solved and the finish shows. The same paths on a page whose hash is
// of another text (the solution under another date's salt) are all
// joined, and not solved.
func TestHeldNumberlink(t *testing.T) {
	pg, p := heldPage(t, "numberlink", "2027-03-28/n")
	file := writePage(t, "n", pg)
	wrong := pg
	other := Answer{Salt: pg.Answer.Salt, SHA256: AnswerOf("2027-03-29/n", p.Solution).SHA256}
	wrong.Answer = &other
	wrongFile := writePage(t, "n-other", wrong)
	paths := linkPaths(p)
	if len(paths) < 3 {
		t.Fatalf("numberlink: got %d paths from the solution, want 3 or more", len(paths))
	}
	tb := newTab(t)
	for _, f := range []string{file, wrongFile} {
		tb.open(f)
		tb.fresh() // the two pages are one puzzle, whose progress is saved
		tb.open(f)
		if f == file {
			checkHeld(t, tb, "numberlink")
		}
		for k, path := range paths {
			if got := tb.state(); got != "playing" {
				t.Fatalf("numberlink: got data-state %q with %d of %d paths drawn, want playing", got, k, len(paths))
			}
			tb.drag(path, false)
		}
		if got := tb.count(".pb-cell.empty"); got != 0 {
			t.Fatalf("numberlink: got %d cells on no path after drawing every path, want none", got)
		}
		want, finishes := "solved", 1
		if f == wrongFile {
			want, finishes = "playing", 0
		}
		if got := tb.state(); got != want {
			t.Errorf("numberlink, %s: got data-state %q with every path drawn, want %s (%q)", f, got, want, tb.status())
		}
		if n := tb.count(".pb-finish:not([hidden])"); n != finishes {
			t.Errorf("numberlink, %s: got %d finish panels, want %d", f, n, finishes)
		}
		tb.quiet(f)
	}
}

// TestEmbedHeld embeds the player, as docs/web.md shows, from a SLOT.json
// that keeps its solution back (no solution or steps, its answer): the
// player builds itself without Check, Hint or Reveal, and the solution
// typed in (the test's own copy) is solved.
func TestEmbedHeld(t *testing.T) {
	obj, p := readFixture(t, "sudoku4")
	held := withoutSolution(t, obj)
	held["answer"] = AnswerOf("2027-03-28/s", p.Solution)
	data, err := json.Marshal(held)
	if err != nil {
		t.Fatal(err)
	}
	lines := regexp.MustCompile(`data-src="[^"]+"`).ReplaceAllString(embedExample(t), `data-src="s.json"`)
	files := map[string][]byte{
		"player.js":  Bundle(),
		"player.css": Style(),
		"s.json":     data,
		"site.html":  []byte("<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><link rel=\"icon\" href=\"data:,\"><title>A site</title></head>\n<body>\n" + lines + "</body>\n</html>\n"),
	}
	tb, _ := openSite(t, files, "site.html")
	checkHeld(t, tb, "embedded sudoku")
	tp := testPuzzle{Givens: p.Givens, Solution: p.Solution}
	for _, rc := range empties(tp) {
		tb.click(rc[0], rc[1])
		tb.keys(itoa(p.Solution[rc[0]][rc[1]]))
	}
	if got := tb.state(); got != "solved" {
		t.Errorf("embedded sudoku: got data-state %q with the solution typed in, want solved", got)
	}
}
