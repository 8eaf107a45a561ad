package daily

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/plaincount"
)

// TestDailyGivens runs a daily feed with a range of givens on a 4x4 and a
// 9x9 Sudoku slot and checks every SLOT.json: the range recorded, the
// count in it.
func TestDailyGivens(t *testing.T) {
	cfg := parseDaily(t, `name: feed
seed: 4
daily_output: {dpi: 36}
daily:
  - {slot: four, kind: sudoku, size: 4, grades: easy, givens: 9-11}
  - {slot: nine, kind: sudoku, grades: {default: easy, sat: hard}, givens: 30-32}
`, kinds.All)
	dir := t.TempDir()
	const days = 7
	runFeed(t, cfg, dir, dec1, days, book.Options{})
	for d := range days {
		date := dec1.AddDate(0, 0, d).Format(DateLayout)
		for slot, want := range map[string][2]int{"four": {9, 11}, "nine": {30, 32}} {
			e := readEntry(t, dir, date, slot)
			lo, hi, err := gen.ParseGivens(e.GivensRange)
			if err != nil || [2]int{lo, hi} != want {
				t.Errorf("%s/%s.json: got givens_range %q, want %d-%d", date, slot, e.GivensRange, want[0], want[1])
			}
			if k := plaincount.Givens(e.Puzzle.Givens); k < want[0] || k > want[1] {
				t.Errorf("%s/%s.json: got %d givens, want %d-%d", date, slot, k, want[0], want[1])
			}
		}
	}
}
