package futoshiki_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/futoshiki"
	"github.com/puzzlebook/puzzlebook/plugintest"
)

// hasSigns tells whether a manifest entry carries its signs.
func hasSigns(e *manifest.Entry) bool { return len(e.Marks) > 0 }

// TestWorksheets builds a children's worksheet book of 4x4 and 5x5
// Futoshikis on letter and on A4 pages: the book builds (its print
// checks pass), and every puzzle in its manifest carries its signs and
// passes the kind's check.
func TestWorksheets(t *testing.T) {
	plugintest.Worksheets(t, "Futoshiki Worksheets", `  - {kind: futoshiki, size: 4, grade: easy, count: 4}
  - {kind: futoshiki, size: 5, grade: easy, count: 4}
`, func(t *testing.T, m manifest.Manifest) {
		if sizes := plugintest.Checked(t, futoshiki.Kind{}, m, "signs", hasSigns); sizes[4] != 4 || sizes[5] != 4 {
			t.Errorf("got puzzles of sizes %v, want four 4x4 and four 5x5", sizes)
		}
	})
}

// TestBookSection builds a book with a section of 7x7 medium and one of
// 9x9 hard Futoshikis, with a how-to page: every puzzle is of its
// section's grade and passes the kind's check.
func TestBookSection(t *testing.T) {
	m := plugintest.Build(t, t.TempDir(), "fut", `name: fut
title: Futoshiki
seed: 9
sections:
  - {kind: futoshiki, size: 7, grade: medium, count: 4}
  - {kind: futoshiki, size: 9, grade: hard, count: 2}
`)
	if sizes := plugintest.Checked(t, futoshiki.Kind{}, m, "signs", hasSigns); sizes[7] != 4 || sizes[9] != 2 {
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
	plugintest.SixtyDays(t, t.TempDir(), "futoshiki", `name: feed
seed: 11
daily:
  - {slot: futoshiki, kind: futoshiki, size: 6, grades: medium}
`, func(e *manifest.Entry) (string, error) {
		var b strings.Builder
		if err := (futoshiki.Kind{}).Format(&b, &e.Puzzle, e.Givens); err != nil || !hasSigns(e) {
			return "", fmt.Errorf("the slot's puzzle is no Futoshiki (%v)", err)
		}
		return b.String(), nil
	})
}
