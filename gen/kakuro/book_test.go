package kakuro_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kakuro"
	"github.com/puzzlebook/puzzlebook/plugintest"
)

// TestWorksheets builds a children's worksheet book of 5x5 and 4x4
// Kakuro on letter and on A4 pages: the book builds (its print checks
// pass, the sums at 7 pt or more), and every puzzle in its manifest
// carries its clue cells and passes the kind's check.
func TestWorksheets(t *testing.T) {
	plugintest.Worksheets(t, "Kakuro Worksheets", `  - {kind: kakuro, size: 5, grade: easy, count: 4}
  - {kind: kakuro, size: 4, grade: easy, count: 2}
`, func(t *testing.T, m manifest.Manifest) {
		sizes := plugintest.Checked(t, kakuro.Kind{}, m, "clue cells", func(e *manifest.Entry) bool { return len(e.Clues) > 0 })
		if sizes[5] != 4 || sizes[4] != 2 {
			t.Errorf("got puzzles of sizes %v, want four 5x5 and two 4x4", sizes)
		}
	})
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
	dir := t.TempDir()
	days := plugintest.SixtyDays(t, dir, "kakuro", `name: feed
seed: 11
daily:
  - {slot: kakuro, kind: kakuro, size: 8, grades: easy}
`, func(e *manifest.Entry) (string, error) {
		if e.Kind != "kakuro" || len(e.Clues) == 0 {
			return "", errors.New("the slot's puzzle is no kakuro")
		}
		return disguises(&e.Puzzle), nil
	})
	for _, d := range days {
		date, e := d.Date, d.Entry
		if fi, err := os.Stat(filepath.Join(dir, date, "kakuro.html")); err != nil || fi.Size() == 0 {
			t.Errorf("%s/kakuro.html: %v", date, err)
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
