package calcudoku_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/daily"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/calcudoku"
)

// TestWorksheets builds a children's worksheet book of 4x4 calcudokus
// with additions only and 5x5 with additions and subtractions, on letter
// and on A4 pages: the book builds (its print checks pass), and every
// puzzle in its manifest carries its cages, with the operations asked
// for, and passes the kind's check.
func TestWorksheets(t *testing.T) {
	for _, page := range []string{"letter", "a4"} {
		t.Run(page, func(t *testing.T) {
			cfg, err := config.Reader{}.Parse("kids.yaml", fmt.Appendf(nil, `name: kids
title: Calcudoku Worksheets
seed: 5
worksheet: true
page: {size: %s}
sections:
  - {kind: calcudoku, size: 4, grade: easy, operations: add, count: 4}
  - {kind: mathdoku, size: 5, grade: easy, operations: add-subtract, count: 4}
`, page))
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			if _, err := book.Build(context.Background(), cfg, book.BuildOptions{Dir: dir, Options: book.Options{Workers: 2}}); err != nil {
				t.Fatal(err)
			}
			var m manifest.Manifest
			if err := json.Unmarshal(readFile(t, filepath.Join(dir, "kids.json")), &m); err != nil {
				t.Fatal(err)
			}
			sizes := map[int]int{}
			for _, e := range m.Puzzles {
				sizes[e.Rows]++
				if len(e.Cages) == 0 {
					t.Errorf("%s: no cages in the manifest", e.ID)
				}
				allowed := map[int]string{4: "+", 5: "+-"}[e.Rows]
				for _, cg := range e.Cages {
					if len(cg.Cells) > 1 && !strings.Contains(allowed, cg.Op) {
						t.Errorf("%s: a %s cage in a %dx%d, want only %s", e.ID, cg.Op, e.Rows, e.Rows, allowed)
					}
				}
				p := e.Puzzle
				if err := gen.Check(context.Background(), calcudoku.Kind{}, &p); err != nil {
					t.Errorf("%s: %v", e.ID, err)
				}
			}
			if sizes[4] != 4 || sizes[5] != 4 {
				t.Errorf("got puzzles of sizes %v, want four 4x4 and four 5x5", sizes)
			}
			if fi, err := os.Stat(filepath.Join(dir, "kids.pdf")); err != nil || fi.Size() == 0 {
				t.Errorf("kids.pdf: %v", err)
			}
		})
	}
}

// TestBookSection builds a book with a 6x6 calcudoku section and its
// answers: every puzzle passes the kind's check and has the grade asked.
func TestBookSection(t *testing.T) {
	cfg, err := config.Reader{}.Parse("book.yaml", []byte(`name: book
title: Calcudoku
seed: 9
sections:
  - {kind: calcudoku, size: 6, grade: medium, count: 4}
`))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := book.Build(context.Background(), cfg, book.BuildOptions{Dir: dir, Options: book.Options{Workers: 2}}); err != nil {
		t.Fatal(err)
	}
	var m manifest.Manifest
	if err := json.Unmarshal(readFile(t, filepath.Join(dir, "book.json")), &m); err != nil {
		t.Fatal(err)
	}
	if len(m.Puzzles) != 4 {
		t.Fatalf("got %d puzzles, want 4", len(m.Puzzles))
	}
	for _, e := range m.Puzzles {
		p := e.Puzzle
		if p.Grade != gen.Medium {
			t.Errorf("%s: grade %v, want medium", e.ID, p.Grade)
		}
		if err := gen.Check(context.Background(), calcudoku.Kind{}, &p); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
	}
}

// TestDailySixtyDays publishes a calcudoku slot for 60 days: every day
// has its files, and no two days have the same puzzle.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 60 days of files")
	}
	cfg, err := daily.Reader{}.Parse("feed.yaml", []byte(`name: feed
seed: 11
daily:
  - {slot: calcudoku, kind: calcudoku, size: 6, grades: easy}
`))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	from := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	if _, err := daily.Run(context.Background(), cfg, daily.Options{From: from, Days: 60, Dir: dir, Options: book.Options{Workers: 2}}); err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	for d := range 60 {
		date := from.AddDate(0, 0, d).Format("2006-01-02")
		var e manifest.Entry
		if err := json.Unmarshal(readFile(t, filepath.Join(dir, date, "calcudoku.json")), &e); err != nil {
			t.Fatal(err)
		}
		var text strings.Builder
		if err := (calcudoku.Kind{}).Format(&text, &e.Puzzle, e.Givens); err != nil {
			t.Fatalf("%s: %v", date, err)
		}
		if other, ok := seen[text.String()]; ok {
			t.Errorf("%s repeats the puzzle of %s", date, other)
		}
		seen[text.String()] = date
		for _, f := range []string{"calcudoku.png", "calcudoku-solution.png", "calcudoku.ipuz"} {
			if fi, err := os.Stat(filepath.Join(dir, date, f)); err != nil || fi.Size() == 0 {
				t.Errorf("%s/%s: %v", date, f, err)
			}
		}
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
