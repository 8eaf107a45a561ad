package skyscrapers_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen/skyscrapers"
	"github.com/puzzlebook/puzzlebook/plugintest"
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
			dir := t.TempDir()
			if keepDir != "" {
				dir = filepath.Join(keepDir, tc.name)
			}
			m := plugintest.Build(t, dir, "kids", fmt.Sprintf("name: kids\ntitle: Skyscrapers\nseed: 5\n%spage: {size: %s}\nsections:\n%s", tc.extra, tc.page, tc.sections))
			if len(m.Puzzles) != 8 {
				t.Errorf("got %d puzzles, want 8", len(m.Puzzles))
			}
			plugintest.Checked(t, skyscrapers.Kind{}, m, "edge clues", func(e *manifest.Entry) bool { return e.Edges != nil })
		})
	}
}

// TestDailySixtyDays publishes a skyscrapers slot for 60 days: every day
// has its files, and no two days have the same puzzle.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 60 days of files")
	}
	plugintest.SixtyDays(t, t.TempDir(), "sky", `name: feed
seed: 11
daily:
  - {slot: sky, kind: skyscrapers, size: 5, grades: easy}
`, func(e *manifest.Entry) (string, error) {
		var form strings.Builder
		err := skyscrapers.Kind{}.Format(&form, &e.Puzzle, e.Givens)
		return form.String(), err
	})
}
