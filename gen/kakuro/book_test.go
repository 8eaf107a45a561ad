package kakuro_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/daily"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kakuro"
)

// TestWorksheets builds a children's worksheet book of 5x5 and 4x4
// Kakuro on letter and on A4 pages: the book builds (its print checks
// pass, the sums at 7 pt or more), and every puzzle in its manifest
// carries its clue cells and passes the kind's check.
func TestWorksheets(t *testing.T) {
	for _, page := range []string{"letter", "a4"} {
		t.Run(page, func(t *testing.T) {
			cfg, err := config.Reader{}.Parse("kids.yaml", fmt.Appendf(nil, `name: kids
title: Kakuro Worksheets
seed: 5
worksheet: true
page: {size: %s}
sections:
  - {kind: kakuro, size: 5, grade: easy, count: 4}
  - {kind: kakuro, size: 4, grade: easy, count: 2}
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
				if len(e.Clues) == 0 {
					t.Errorf("%s: no clue cells in the manifest", e.ID)
				}
				p := e.Puzzle
				if err := gen.Check(context.Background(), kakuro.Kind{}, &p); err != nil {
					t.Errorf("%s: %v", e.ID, err)
				}
			}
			if sizes[5] != 4 || sizes[4] != 2 {
				t.Errorf("got puzzles of sizes %v, want four 5x5 and two 4x4", sizes)
			}
			if fi, err := os.Stat(filepath.Join(dir, "kids.pdf")); err != nil || fi.Size() == 0 {
				t.Errorf("kids.pdf: %v", err)
			}
		})
	}
}

// disguises returns a key of p's grid and clue cells that p and its
// transpose (the only turn that keeps clue cells before their runs, the
// down and across sums swapped) share, so that a repeat in disguise is
// a repeat.
func disguises(p *gen.Puzzle) string {
	form := func(turn bool) string {
		var b strings.Builder
		rows, cols := p.Rows, p.Cols
		if turn {
			rows, cols = cols, rows
		}
		for r := range rows {
			for c := range cols {
				var v int
				if turn {
					v = p.Givens[c][r]
				} else {
					v = p.Givens[r][c]
				}
				fmt.Fprintf(&b, "%d,", v)
			}
		}
		var clues []string
		for _, cl := range p.Clues {
			r, c, down, across := cl.Cell.Row, cl.Cell.Col, cl.Down, cl.Across
			if turn {
				r, c, down, across = c, r, across, down
			}
			clues = append(clues, fmt.Sprintf("%03d,%03d:%d/%d", r, c, down, across))
		}
		slices.Sort(clues)
		return fmt.Sprintf("%dx%d %s %s", rows, cols, b.String(), strings.Join(clues, " "))
	}
	return min(form(false), form(true))
}

// TestDailySixtyDays publishes a Kakuro slot for 60 days: every day has
// its files, its ipuz file reads back as the puzzle of its JSON, and no
// two days have the same puzzle, even transposed.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 60 days of files")
	}
	cfg, err := daily.Reader{}.Parse("feed.yaml", []byte(`name: feed
seed: 11
daily:
  - {slot: kakuro, kind: kakuro, size: 8, grades: easy}
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
		if err := json.Unmarshal(readFile(t, filepath.Join(dir, date, "kakuro.json")), &e); err != nil {
			t.Fatal(err)
		}
		if e.Kind != "kakuro" || len(e.Clues) == 0 {
			t.Fatalf("%s: the slot's puzzle is no kakuro", date)
		}
		key := disguises(&e.Puzzle)
		if other, ok := seen[key]; ok {
			t.Errorf("%s repeats the puzzle of %s", date, other)
		}
		seen[key] = date
		for _, f := range []string{"kakuro.png", "kakuro-solution.png", "kakuro.ipuz", "kakuro.html"} {
			if fi, err := os.Stat(filepath.Join(dir, date, f)); err != nil || fi.Size() == 0 {
				t.Errorf("%s/%s: %v", date, f, err)
			}
		}
		got, _, err := ipuz.Decode(bytes.NewReader(readFile(t, filepath.Join(dir, date, "kakuro.ipuz"))))
		if err != nil {
			t.Fatalf("%s: kakuro.ipuz: %v", date, err)
		}
		if !reflect.DeepEqual(got.Givens, e.Givens) || !reflect.DeepEqual(got.Solution, e.Solution) || !reflect.DeepEqual(got.Clues, e.Clues) {
			t.Errorf("%s: the ipuz file reads back as another puzzle than the JSON's", date)
		}
	}
}
