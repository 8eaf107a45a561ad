package book

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// TestPuzzleIndex checks index: true: the contents list the index, and
// it has one line for every puzzle with its label, grade and the page the
// manifest gives it, in a book that has one page more than without it.
func TestPuzzleIndex(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed index")
	}
	const yaml = `name: index
page: {size: 6x9}
sections:
  - {kind: sudoku, grade: easy, count: 3}
  - {kind: sudoku, grade: medium, count: 4, per_page: 2}
`
	pages := map[bool]int{}
	for _, index := range []bool{false, true} {
		dir := t.TempDir()
		cfg, err := config.Parse("index.yaml", []byte(yaml+fmt.Sprintf("index: %v\n", index)))
		if err != nil {
			t.Fatal(err)
		}
		res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
		if err != nil {
			t.Fatalf("build: %v", err)
		}
		out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, "index.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		text := string(out)
		pages[index] = strings.Count(text, "\f")
		if got := strings.Contains(text, "Index of puzzles"); got != index {
			t.Errorf("index: %v: the index's title printed: %v", index, got)
			continue
		}
		if !index {
			continue
		}
		if !regexp.MustCompile(`Index of puzzles[ .]+\d+\n`).MatchString(text) {
			t.Error("the contents do not list the index")
		}
		for _, e := range res.Manifest.Puzzles {
			line := fmt.Sprintf(`(?m)^\s*Puzzle %d\s+%s\s+%d$`, e.Number, cfg.GradeName(e.Grade), e.Page)
			if !regexp.MustCompile(line).MatchString(text) {
				t.Errorf("no index line for puzzle %d, %s, on page %d", e.Number, cfg.GradeName(e.Grade), e.Page)
			}
		}
	}
	if pages[true] != pages[false]+1 {
		t.Errorf("got %d pages with the index, %d without; want one more", pages[true], pages[false])
	}
}
