package calcudoku_test

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/calcudoku"
	"github.com/puzzlebook/puzzlebook/plugintest"
)

// TestWorksheets builds a children's worksheet book of 4x4 calcudokus
// with additions only and 5x5 with additions and subtractions, on letter
// and on A4 pages: the book builds (its print checks pass), and every
// puzzle in its manifest carries its cages, with the operations asked
// for, and passes the kind's check.
func TestWorksheets(t *testing.T) {
	plugintest.Worksheets(t, "Calcudoku Worksheets", `  - {kind: calcudoku, size: 4, grade: easy, operations: add, count: 4}
  - {kind: mathdoku, size: 5, grade: easy, operations: add-subtract, count: 4}
`, func(t *testing.T, m manifest.Manifest) {
		sizes := plugintest.Checked(t, calcudoku.Kind{}, m, "cages", func(e *manifest.Entry) bool { return len(e.Cages) > 0 })
		if sizes[4] != 4 || sizes[5] != 4 {
			t.Errorf("got puzzles of sizes %v, want four 4x4 and four 5x5", sizes)
		}
		for _, e := range m.Puzzles {
			allowed := map[int]string{4: "+", 5: "+-"}[e.Rows]
			for _, cg := range e.Cages {
				if len(cg.Cells) > 1 && !strings.Contains(allowed, cg.Op) {
					t.Errorf("%s: a %s cage in a %dx%d, want only %s", e.ID, cg.Op, e.Rows, e.Rows, allowed)
				}
			}
		}
	})
}

// TestBookSection builds a book with a 6x6 calcudoku section and its
// answers: every puzzle passes the kind's check and has the grade asked.
func TestBookSection(t *testing.T) {
	m := plugintest.Build(t, t.TempDir(), "book", `name: book
title: Calcudoku
seed: 9
sections:
  - {kind: calcudoku, size: 6, grade: medium, count: 4}
`)
	if sizes := plugintest.Checked(t, calcudoku.Kind{}, m, "", nil); sizes[6] != 4 || len(m.Puzzles) != 4 {
		t.Fatalf("got puzzles of sizes %v, want four 6x6", sizes)
	}
	for _, e := range m.Puzzles {
		if e.Grade != gen.Medium {
			t.Errorf("%s: grade %v, want medium", e.ID, e.Grade)
		}
	}
}

// TestDailySixtyDays publishes a calcudoku slot for 60 days: every day
// has its files, and no two days have the same puzzle.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 60 days of files")
	}
	plugintest.SixtyDays(t, t.TempDir(), "calcudoku", `name: feed
seed: 11
daily:
  - {slot: calcudoku, kind: calcudoku, size: 6, grades: easy}
`, func(e *manifest.Entry) (string, error) {
		var text strings.Builder
		err := calcudoku.Kind{}.Format(&text, &e.Puzzle, e.Givens)
		return text.String(), err
	})
}
