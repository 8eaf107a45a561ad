package skyscrapers_test

import (
	"bytes"
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
	"github.com/puzzlebook/puzzlebook/gen/skyscrapers"
)

// keepDir, when set, is where TestWorksheets leaves its books, to look at.
var keepDir = os.Getenv("SKYSCRAPERS_KEEP")

// TestWorksheets builds a children's worksheet book of 4x4 and 5x5
// skyscrapers on letter and on A4 pages, and a book section of 6x6
// medium ones: the books build (their print checks pass), and every
// puzzle in the manifest carries its edge clues and passes the kind's
// check.
func TestWorksheets(t *testing.T) {
	for _, tc := range []struct{ name, page, extra, sections string }{
		{"letter", "letter", "worksheet: true\n", "  - {kind: skyscrapers, size: 4, grade: easy, count: 4}\n  - {kind: skyscrapers, size: 5, grade: easy, count: 4}\n"},
		{"a4", "a4", "worksheet: true\n", "  - {kind: skyscrapers, size: 4, grade: easy, count: 4}\n  - {kind: skyscrapers, size: 5, grade: easy, count: 4}\n"},
		{"book", "letter", "", "  - {kind: towers, size: 6, grade: medium, count: 4}\n  - {kind: skyscrapers, size: 8, grade: easy, count: 4}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := config.Reader{}.Parse("kids.yaml", fmt.Appendf(nil, "name: kids\ntitle: Skyscrapers\nseed: 5\n%spage: {size: %s}\nsections:\n%s", tc.extra, tc.page, tc.sections))
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			if keepDir != "" {
				dir = filepath.Join(keepDir, tc.name)
			}
			if _, err := book.Build(context.Background(), cfg, book.BuildOptions{Dir: dir, Options: book.Options{Workers: 2}}); err != nil {
				t.Fatal(err)
			}
			var m manifest.Manifest
			if err := json.Unmarshal(readFile(t, filepath.Join(dir, "kids.json")), &m); err != nil {
				t.Fatal(err)
			}
			if len(m.Puzzles) != 8 {
				t.Errorf("got %d puzzles, want 8", len(m.Puzzles))
			}
			for _, e := range m.Puzzles {
				if e.Edges == nil {
					t.Errorf("%s: no edge clues in the manifest", e.ID)
				}
				p := e.Puzzle
				if err := gen.Check(context.Background(), skyscrapers.Kind{}, &p); err != nil {
					t.Errorf("%s: %v", e.ID, err)
				}
			}
			if fi, err := os.Stat(filepath.Join(dir, "kids.pdf")); err != nil || fi.Size() == 0 {
				t.Errorf("kids.pdf: %v", err)
			}
		})
	}
}

// TestDailySixtyDays publishes a skyscrapers slot for 60 days: every day
// has its files, and no two days have the same puzzle.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 60 days of files")
	}
	cfg, err := daily.Reader{}.Parse("feed.yaml", []byte(`name: feed
seed: 11
daily:
  - {slot: sky, kind: skyscrapers, size: 5, grades: easy}
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
		if err := json.Unmarshal(readFile(t, filepath.Join(dir, date, "sky.json")), &e); err != nil {
			t.Fatal(err)
		}
		var form bytes.Buffer
		if err := (skyscrapers.Kind{}).Format(&form, &e.Puzzle, e.Givens); err != nil {
			t.Fatalf("%s: %v", date, err)
		}
		if other, ok := seen[form.String()]; ok {
			t.Errorf("%s repeats the puzzle of %s", date, other)
		}
		seen[form.String()] = date
		for _, f := range []string{"sky.png", "sky-solution.png", "sky.ipuz"} {
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
