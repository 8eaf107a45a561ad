package killer_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/daily"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/killer"
)

// TestWorksheets builds a children's worksheet book of 4x4 and 6x6
// killers on letter and on A4 pages: the book builds (its print checks
// pass), and every puzzle in its manifest carries its cages and passes
// the kind's check.
func TestWorksheets(t *testing.T) {
	for _, page := range []string{"letter", "a4"} {
		t.Run(page, func(t *testing.T) {
			cfg, err := config.Reader{}.Parse("kids.yaml", fmt.Appendf(nil, `name: kids
title: Killer Worksheets
seed: 5
worksheet: true
page: {size: %s}
sections:
  - {kind: killer, size: 4, grade: easy, count: 4}
  - {kind: killer, size: 6, grade: easy, count: 4}
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
				p := e.Puzzle
				if err := gen.Check(context.Background(), killer.Kind{}, &p); err != nil {
					t.Errorf("%s: %v", e.ID, err)
				}
			}
			if sizes[4] != 4 || sizes[6] != 4 {
				t.Errorf("got puzzles of sizes %v, want four 4x4 and four 6x6", sizes)
			}
			if fi, err := os.Stat(filepath.Join(dir, "kids.pdf")); err != nil || fi.Size() == 0 {
				t.Errorf("kids.pdf: %v", err)
			}
		})
	}
}

// TestDailySixtyDays publishes a killer slot for 60 days: every day has
// its files, and no two days have the same puzzle, even in disguise.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 60 days of files")
	}
	cfg, err := daily.Reader{}.Parse("feed.yaml", []byte(`name: feed
seed: 11
daily:
  - {slot: killer, kind: killer, size: 9, grades: easy}
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
		if err := json.Unmarshal(readFile(t, filepath.Join(dir, date, "killer.json")), &e); err != nil {
			t.Fatal(err)
		}
		form := killer.Kind{}.Canonical(&e.Puzzle)
		if form == "" {
			t.Fatalf("%s: the slot's puzzle is no killer", date)
		}
		if other, ok := seen[form]; ok {
			t.Errorf("%s repeats the puzzle of %s", date, other)
		}
		seen[form] = date
		for _, f := range []string{"killer.png", "killer-solution.png", "killer.ipuz"} {
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
