package futoshiki_test

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
	"github.com/puzzlebook/puzzlebook/gen/futoshiki"
)

// buildBook builds the book of a config's text in a temporary folder and
// returns its manifest and folder.
func buildBook(t *testing.T, name, text string) (manifest.Manifest, string) {
	t.Helper()
	cfg, err := config.Reader{}.Parse(name+".yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := book.Build(context.Background(), cfg, book.BuildOptions{Dir: dir, Options: book.Options{Workers: 2}}); err != nil {
		t.Fatal(err)
	}
	var m manifest.Manifest
	if err := json.Unmarshal(readFile(t, filepath.Join(dir, name+".json")), &m); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(filepath.Join(dir, name+".pdf")); err != nil || fi.Size() == 0 {
		t.Errorf("%s.pdf: %v", name, err)
	}
	return m, dir
}

// checkEntries checks that every puzzle of m carries its signs and
// passes the kind's check, and returns how many there are of each size.
func checkEntries(t *testing.T, m manifest.Manifest) map[int]int {
	t.Helper()
	sizes := map[int]int{}
	for _, e := range m.Puzzles {
		sizes[e.Rows]++
		if len(e.Marks) == 0 {
			t.Errorf("%s: no signs in the manifest", e.ID)
		}
		p := e.Puzzle
		if err := gen.Check(context.Background(), futoshiki.Kind{}, &p); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
	}
	return sizes
}

// TestWorksheets builds a children's worksheet book of 4x4 and 5x5
// Futoshikis on letter and on A4 pages: the book builds (its print
// checks pass), and every puzzle in its manifest carries its signs and
// passes the kind's check.
func TestWorksheets(t *testing.T) {
	for _, page := range []string{"letter", "a4"} {
		t.Run(page, func(t *testing.T) {
			m, _ := buildBook(t, "kids", fmt.Sprintf(`name: kids
title: Futoshiki Worksheets
seed: 5
worksheet: true
page: {size: %s}
sections:
  - {kind: futoshiki, size: 4, grade: easy, count: 4}
  - {kind: futoshiki, size: 5, grade: easy, count: 4}
`, page))
			if sizes := checkEntries(t, m); sizes[4] != 4 || sizes[5] != 4 {
				t.Errorf("got puzzles of sizes %v, want four 4x4 and four 5x5", sizes)
			}
		})
	}
}

// TestBookSection builds a book with a section of 7x7 medium and one of
// 9x9 hard Futoshikis, with a how-to page: every puzzle is of its
// section's grade and passes the kind's check.
func TestBookSection(t *testing.T) {
	m, _ := buildBook(t, "fut", `name: fut
title: Futoshiki
seed: 9
sections:
  - {kind: futoshiki, size: 7, grade: medium, count: 4}
  - {kind: futoshiki, size: 9, grade: hard, count: 2}
`)
	if sizes := checkEntries(t, m); sizes[7] != 4 || sizes[9] != 2 {
		t.Errorf("got puzzles of sizes %v, want four 7x7 and two 9x9", sizes)
	}
	for _, e := range m.Puzzles {
		want := map[int]gen.Grade{7: gen.Medium, 9: gen.Hard}[e.Rows]
		if e.Grade != want {
			t.Errorf("%s: grade %v, want %v", e.ID, e.Grade, want)
		}
	}
}

// TestDailySixtyDays publishes a Futoshiki slot for 60 days: every day
// has its files, and no two days have the same puzzle.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 60 days of files")
	}
	cfg, err := daily.Reader{}.Parse("feed.yaml", []byte(`name: feed
seed: 11
daily:
  - {slot: futoshiki, kind: futoshiki, size: 6, grades: medium}
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
		if err := json.Unmarshal(readFile(t, filepath.Join(dir, date, "futoshiki.json")), &e); err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := (futoshiki.Kind{}).Format(&b, &e.Puzzle, e.Givens); err != nil || len(e.Marks) == 0 {
			t.Fatalf("%s: the slot's puzzle is no Futoshiki (%v)", date, err)
		}
		if other, ok := seen[b.String()]; ok {
			t.Errorf("%s repeats the puzzle of %s", date, other)
		}
		seen[b.String()] = date
		for _, f := range []string{"futoshiki.png", "futoshiki-solution.png", "futoshiki.ipuz"} {
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
