package web

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// flipKind is the test-only kind of testdata/flip: its player module
// lives in its own folder and joins the player through a list of kinds.
func flipKind(t *testing.T) gen.Kind {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "flip", "flip.js"))
	if err != nil {
		t.Fatal(err)
	}
	return named{name: "flip", player: &gen.PlayerModule{Name: "flip.js", Game: "flip", Source: src}}
}

// TestPlayTestKind plays a kind the list of kinds.All does not hold, on
// a page that takes a list with it: the player finds its game object
// through games.js, shows its words and keys, and plays it by mouse and
// keyboard to solved.
func TestPlayTestKind(t *testing.T) {
	flip := flipKind(t)
	puzzle := map[string]any{"id": "flip-1", "kind": "flip", "rows": 2, "cols": 3,
		"givens": [][]int{{1, 0, 2}, {0, 0, 1}}, "solution": [][]int{{1, 2, 2}, {2, 1, 1}}}
	file := writePage(t, "flip", Page{Puzzle: puzzle, Kind: flip, Kinds: append(kinds.All[:len(kinds.All):len(kinds.All)], flip)})
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.open(file)
	if got := tb.message(); got != "The rules of flip." {
		t.Errorf("got the message %q at the start, want the kind's rules", got)
	}
	help := eval[string](tb, `document.querySelector('.pb-keys').textContent`)
	if !strings.Contains(help, "1, 2, Space") {
		t.Errorf("got the keys %q, want the kind's own", help)
	}
	tb.click(0, 1) // 1
	tb.click(0, 1) // 2
	if got := tb.text(0, 1); got != "2" {
		t.Fatalf("clicked r1c2 twice: got %q, want 2", got)
	}
	tb.click(1, 0) // 1
	tb.keys("2")
	tb.keys(kb.ArrowRight)
	if got := tb.state(); got != "playing" {
		t.Fatalf("got data-state %q before the last cell, want playing", got)
	}
	tb.keys(" ") // 1
	if got := tb.state(); got != "solved" {
		t.Errorf("got data-state %q with every cell right, want solved (cells %q %q %q)", got, tb.text(0, 1), tb.text(1, 0), tb.text(1, 1))
	}
	tb.quiet(file)
}
