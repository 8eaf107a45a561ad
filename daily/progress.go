package daily

import (
	"sync"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
)

// reporter counts a run's finished puzzles, by slot, and dates, and hands
// them to book.Options.Progress one call at a time. A nil fn makes every
// method a no-op.
type reporter struct {
	fn    func(book.Progress)
	mu    sync.Mutex
	done  []int // finished puzzles of each slot
	total []int

	days, dayTotal int       // dates finished, and in all
	last           time.Time // when the previous date finished
}

// newReporter counts the jobs of each slot of a run of days dates.
func newReporter(fn func(book.Progress), jobs []*dailyJob, days int) *reporter {
	r := &reporter{fn: fn, dayTotal: days, last: time.Now()}
	for _, j := range jobs {
		for len(r.total) <= j.Section {
			r.total = append(r.total, 0)
		}
		r.total[j.Section]++
	}
	r.done = make([]int, len(r.total))
	return r
}

// day reports the puzzles of one date, then the date.
func (r *reporter) day(date string, jobs []*dailyJob) {
	if r.fn == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, j := range jobs {
		s, g := j.Section, j.gen
		r.done[s]++
		r.fn(book.Progress{
			Stage: book.StagePuzzles, Section: s, Title: g.Title, Date: date,
			Done: r.done[s], Total: r.total[s], Puzzle: &g, Elapsed: j.took,
		})
	}
	r.days++
	now := time.Now()
	r.fn(book.Progress{Stage: book.StageDates, Title: date, Date: date, Done: r.days, Total: r.dayTotal, Elapsed: now.Sub(r.last)})
	r.last = now
}
