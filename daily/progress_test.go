package daily

import (
	"slices"
	"sync/atomic"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestDailyProgress runs a small feed with a progress hook and checks the
// reports: each date once, counted up to the run's dates, after its
// puzzles, which carry the date; never two calls at once.
func TestDailyProgress(t *testing.T) {
	cfg := parseDaily(t, smallFeed, kinds.All)
	const days = 4
	var dates []int
	undated := 0 // puzzles reported since the last date
	hook := serial(t, func(p book.Progress) {
		switch p.Stage {
		case book.StagePuzzles:
			if p.Date == "" || p.Puzzle == nil {
				t.Errorf("slot %d: got report %+v, want its date and puzzle", p.Section, p)
			}
			undated++
		case book.StageDates:
			if p.Total != days || p.Date != p.Title || undated != len(cfg.Slots) {
				t.Errorf("date %s: got %+v after %d puzzles, want Total %d after %d", p.Date, p, undated, days, len(cfg.Slots))
			}
			dates = append(dates, p.Done)
			undated = 0
		}
	})
	runFeed(t, cfg, t.TempDir(), dec1, days, book.Options{Workers: 2, Progress: hook})
	if want := []int{1, 2, 3, 4}; !slices.Equal(dates, want) {
		t.Errorf("date reports: got Done %v, want %v", dates, want)
	}
}

// serial wraps a progress hook with a check that it is never called twice
// at once.
func serial(t *testing.T, hook func(book.Progress)) func(book.Progress) {
	var inside atomic.Int32
	return func(p book.Progress) {
		if inside.Add(1) != 1 {
			t.Error("got two progress calls at once")
		}
		defer inside.Add(-1)
		hook(p)
	}
}
