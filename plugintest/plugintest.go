// Package plugintest holds the tests every kind runs through book and
// daily: a book of its puzzles builds, and a daily slot of it runs for
// sixty days without repeating a puzzle. A kind's external tests
// (package KIND_test) call it; gen/gentest cannot, as book imports every
// kind.
package plugintest

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
)

// Build builds the book of the config text into dir with two workers,
// checks that NAME.pdf is written and not empty, and returns the book's
// manifest; name is the config's name.
func Build(t *testing.T, dir, name, text string) manifest.Manifest {
	t.Helper()
	cfg, err := config.Reader{}.Parse(name+".yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
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
	return m
}

// Worksheets builds a children's worksheet book ("kids", seed 5) of the
// given section lines on letter and on A4 pages, each a subtest: the book
// builds (its print checks pass), and check is called with its manifest.
func Worksheets(t *testing.T, title, sections string, check func(t *testing.T, m manifest.Manifest)) {
	for _, page := range []string{"letter", "a4"} {
		t.Run(page, func(t *testing.T) {
			text := fmt.Sprintf("name: kids\ntitle: %s\nseed: 5\nworksheet: true\npage: {size: %s}\nsections:\n%s", title, page, sections)
			check(t, Build(t, t.TempDir(), "kids", text))
		})
	}
}

// Checked checks that every puzzle of m passes k's gen.Check and, when
// has is not nil, carries what has looks for (named by what: "cages"),
// and returns how many puzzles there are of each number of rows.
func Checked(t *testing.T, k gen.Kind, m manifest.Manifest, what string, has func(e *manifest.Entry) bool) map[int]int {
	t.Helper()
	sizes := map[int]int{}
	for _, e := range m.Puzzles {
		sizes[e.Rows]++
		if has != nil && !has(&e) {
			t.Errorf("%s: no %s in the manifest", e.ID, what)
		}
		p := e.Puzzle
		if err := gen.Check(context.Background(), k, &p); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
	}
	return sizes
}

// Day is one day of a feed: its date and the entry of its slot.
type Day struct {
	Date  string
	Entry manifest.Entry
}

// SixtyDays publishes the daily config text, of one slot, for 60 days
// from 2027-01-01 into dir with two workers, and checks every day: its
// slot's JSON, PNG, solution PNG and ipuz files are there and not empty,
// and no two days share key(entry), the puzzle's form (or the one its
// disguises share). A key error fails the test. It returns the days.
func SixtyDays(t *testing.T, dir, slot, text string, key func(e *manifest.Entry) (string, error)) []Day {
	t.Helper()
	cfg, err := daily.Reader{}.Parse("feed.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	from := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	if _, err := daily.Run(context.Background(), cfg, daily.Options{From: from, Days: 60, Dir: dir, Options: book.Options{Workers: 2}}); err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	days := make([]Day, 60)
	for d := range days {
		date := from.AddDate(0, 0, d).Format("2006-01-02")
		days[d].Date = date
		e := &days[d].Entry
		if err := json.Unmarshal(readFile(t, filepath.Join(dir, date, slot+".json")), e); err != nil {
			t.Fatal(err)
		}
		form, err := key(e)
		if err != nil {
			t.Fatalf("%s: %v", date, err)
		}
		if other, ok := seen[form]; ok {
			t.Errorf("%s repeats the puzzle of %s", date, other)
		}
		seen[form] = date
		for _, f := range []string{slot + ".png", slot + "-solution.png", slot + ".ipuz"} {
			if fi, err := os.Stat(filepath.Join(dir, date, f)); err != nil || fi.Size() == 0 {
				t.Errorf("%s/%s: %v", date, f, err)
			}
		}
	}
	return days
}

// readFile returns the file at path, failing the test when it cannot.
func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
