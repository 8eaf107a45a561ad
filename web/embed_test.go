package web

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
)

// embedExample reads the HTML block that follows the "embed example"
// marker in docs/web.md.
func embedExample(t *testing.T) string {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "docs", "web.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)<!-- embed example[^>]*-->\n```html\n(.*?)```").FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/web.md: no ```html block after the <!-- embed example --> marker")
	}
	return string(m[1])
}

// TestEmbedExample serves a daily feed's files (player.js, player.css and
// a SLOT.json) with a page holding docs/web.md's three lines, and plays a
// digit in Chromium: the player builds itself from the JSON it fetches.
func TestEmbedExample(t *testing.T) {
	lines := embedExample(t)
	if n := strings.Count(strings.TrimSpace(lines), "\n") + 1; n != 3 {
		t.Errorf("docs/web.md's embedding example: got %d lines, want 3", n)
	}
	m := regexp.MustCompile(`data-src="([^"]+)"`).FindStringSubmatch(lines)
	if m == nil {
		t.Fatal("docs/web.md's embedding example names no data-src")
	}
	puzzle, err := os.ReadFile(filepath.Join("testdata", "sudoku4.json"))
	if err != nil {
		t.Fatal(err)
	}
	puzzle = withSteps(t, puzzle) // as a daily SLOT.json carries them
	files := map[string][]byte{
		"player.js":  Bundle(),
		"player.css": Style(),
		m[1]:         puzzle,
		"site.html":  []byte("<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><link rel=\"icon\" href=\"data:,\"><title>A site</title></head>\n<body>\n<h1>Today's puzzle</h1>\n" + lines + "</body>\n</html>\n"),
	}
	tb, base := openSite(t, files, "site.html")
	if got := eval[string](tb, `document.querySelector('.pb-player').dataset.puzzleId`); got != "test-sudoku4" {
		t.Errorf("embedded player: got data-puzzle-id %q, want test-sudoku4", got)
	}
	var p testPuzzle
	if err := json.Unmarshal(puzzle, &p); err != nil {
		t.Fatal(err)
	}
	var words struct{ Rules string }
	if err := json.Unmarshal(puzzle, &words); err != nil {
		t.Fatal(err)
	}
	if msg := tb.message(); msg != words.Rules {
		t.Errorf("embedded player: got the message %q, want the SLOT.json's rules %q", msg, words.Rules)
	}
	rc := empties(p)[0]
	tb.click(rc[0], rc[1])
	tb.keys(itoa(p.Solution[rc[0]][rc[1]]))
	if got := tb.text(rc[0], rc[1]); got != itoa(p.Solution[rc[0]][rc[1]]) {
		t.Errorf("embedded player: typed %d: got %q", p.Solution[rc[0]][rc[1]], got)
	}
	tb.press("Hint")
	if msg := tb.message(); !strings.Contains(msg, "single)") {
		t.Errorf("embedded player: Hint: got %q, want the next step of the SLOT.json's steps", msg)
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, u := range tb.requests {
		if !strings.HasPrefix(u, base+"/") {
			t.Errorf("embedded player: got a request for %s, want only the site's own files", u)
		}
	}
	for _, p := range tb.problems {
		t.Errorf("embedded player's console: %s", p)
	}
}

// withSteps returns the puzzle JSON data with the steps of its Sudoku
// explanation added, as "steps", and the kind's words for the player
// ("title", "rules", "how_to"), as a daily SLOT.json holds them.
func withSteps(t *testing.T, data []byte) []byte {
	t.Helper()
	var p gen.Puzzle
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	steps, err := Steps(context.Background(), sudoku.Kind{}, &p)
	if err != nil || len(steps) == 0 {
		t.Fatalf("steps: got %d and %v, want some", len(steps), err)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(data, &obj); err != nil {
		t.Fatal(err)
	}
	if obj["steps"], err = json.Marshal(steps); err != nil {
		t.Fatal(err)
	}
	d := sudoku.Kind{}.Describe()
	text := d.Play(&p)
	for key, v := range map[string]string{"title": d.Title, "rules": text.Rules.String(), "how_to": text.HowTo.String()} {
		if obj[key], err = json.Marshal(v); err != nil {
			t.Fatal(err)
		}
	}
	out, err := json.Marshal(obj)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// openSite writes files (a name with slashes makes its folders) into a
// new folder, serves it over HTTP for the test's life, and opens page
// there in a fresh tab; it returns the tab and the site's URL.
func openSite(t *testing.T, files map[string][]byte, page string) (*tab, string) {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	tb := newTab(t)
	tb.do(navigate(srv.URL + "/" + page))
	tb.fresh()
	tb.do(navigate(srv.URL + "/" + page))
	return tb, srv.URL
}
