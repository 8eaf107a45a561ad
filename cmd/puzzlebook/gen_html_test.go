package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenHTML writes web pages with --html: a page per puzzle, the index
// and the player's assets, each page holding its puzzle and its hints.
func TestGenHTML(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "web")
	r := runArgs("gen", "--kind", "sudoku", "--size", "6", "-n", "2", "--html", dir)
	if r.code != 0 {
		t.Fatalf("gen --html: got exit %d and %q, want 0", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "wrote 5 web files to "+dir) {
		t.Errorf("gen --html: got %q on standard error, want it to count the 5 files", r.stderr)
	}
	for _, name := range []string{"puzzle-001.html", "puzzle-002.html", "index.html", "player.js", "player.css"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatalf("gen --html: %v", err)
		}
		if strings.HasPrefix(name, "puzzle-") {
			page := string(data)
			for _, want := range []string{`data-puzzle-id="gen-s1-00`, `<script type="application/json" class="pb-puzzle">{"id":"gen-s1-00`, `class="pb-steps">[{"technique":`} {
				if !strings.Contains(page, want) {
					t.Errorf("gen --html: %s: got no %q", name, want)
				}
			}
		}
	}
}
