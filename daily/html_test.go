package daily

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
)

// TestDailyHTML runs a small feed with 1 and with 2 workers: each date
// has a page per slot, byte for byte the same either way, with tabs for
// the date's slots; index.json lists the pages, index.html links every
// date, today.html opens the newest.
func TestDailyHTML(t *testing.T) {
	cfg := parseDaily(t, smallFeed, kinds.All)
	var trees []map[string][]byte
	for _, w := range []int{1, 2} {
		dir := t.TempDir()
		runFeed(t, cfg, dir, dec1, 3, book.Options{Workers: w})
		tree := filetree.Read(t, dir)
		for name := range tree {
			if !strings.HasSuffix(name, ".html") && !strings.HasPrefix(name, "index.json") && !strings.HasPrefix(name, "player.") {
				delete(tree, name)
			}
		}
		trees = append(trees, tree)
	}
	if len(trees[0]) != 3*3+2+3 {
		t.Errorf("got %d web files and indexes, want 14 (3 dates of 3 slots, index.html, today.html, index.json, player.js and .css)", len(trees[0]))
	}
	for name, a := range trees[0] {
		if !bytes.Equal(a, trees[1][name]) {
			t.Errorf("%s differs between 1 and 2 workers", name)
		}
	}
	page := string(trees[0][filepath.Join("2026-12-02", "six.html")])
	for _, s := range []string{`data-puzzle-id="feed-2026-12-02-six"`, `<a href="six.html" aria-current="page">Sudoku 6×6</a>`, `<a href="sudoku.html">Sudoku 9×9</a>`, `<a href="numbrix.html">Numbrix</a>`, "Wednesday 2 December 2026", `href="../today.html"`,
		`<a href="../2026-12-01/six.html" rel="prev">‹ Previous day</a>`, `<span aria-disabled="true" data-next-day>Next day ›</span>`} {
		if !strings.Contains(page, s) {
			t.Errorf("2026-12-02/six.html: got no %q", s)
		}
	}
	if !strings.Contains(string(trees[0]["index.json"]), `"2026-12-03/numbrix.html"`) {
		t.Errorf("index.json: got no 2026-12-03/numbrix.html among the files")
	}
	cal := string(trees[0]["index.html"])
	for d := 1; d <= 3; d++ {
		if !strings.Contains(cal, fmt.Sprintf(`<a href="2026-12-0%d/sudoku.html" title="Sudoku, easy · Sudoku, easy · Numbrix, easy" data-date="2026-12-0%[1]d" data-day-of="feed-2026-12-0%[1]d-sudoku feed-2026-12-0%[1]d-six feed-2026-12-0%[1]d-numbrix">%d</a>`, d, d)) {
			t.Errorf("index.html: got no link to 2026-12-0%d", d)
		}
	}
	if m := regexp.MustCompile(`url=([^"]+)"`).FindStringSubmatch(string(trees[0]["today.html"])); m == nil || m[1] != "2026-12-03/sudoku.html" {
		t.Errorf("today.html: got %v, want it to open 2026-12-03/sudoku.html", m)
	}
}
