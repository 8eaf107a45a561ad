package killer_test

import (
	"errors"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen/killer"
	"github.com/puzzlebook/puzzlebook/plugintest"
)

// TestWorksheets builds a children's worksheet book of 4x4 and 6x6
// killers on letter and on A4 pages: the book builds (its print checks
// pass), and every puzzle in its manifest carries its cages and passes
// the kind's check.
func TestWorksheets(t *testing.T) {
	plugintest.Worksheets(t, "Killer Worksheets", `  - {kind: killer, size: 4, grade: easy, count: 4}
  - {kind: killer, size: 6, grade: easy, count: 4}
`, func(t *testing.T, m manifest.Manifest) {
		sizes := plugintest.Checked(t, killer.Kind{}, m, "cages", func(e *manifest.Entry) bool { return len(e.Cages) > 0 })
		if sizes[4] != 4 || sizes[6] != 4 {
			t.Errorf("got puzzles of sizes %v, want four 4x4 and four 6x6", sizes)
		}
	})
}

// TestDailySixtyDays publishes a killer slot for 60 days: every day has
// its files, and no two days have the same puzzle, even in disguise.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 60 days of files")
	}
	plugintest.SixtyDays(t, t.TempDir(), "killer", `name: feed
seed: 11
daily:
  - {slot: killer, kind: killer, size: 9, grades: easy}
`, func(e *manifest.Entry) (string, error) {
		form := killer.Kind{}.Canonical(&e.Puzzle)
		if form == "" {
			return "", errors.New("the slot's puzzle is no killer")
		}
		return form, nil
	})
}
