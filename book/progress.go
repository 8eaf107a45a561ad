package book

import (
	"sync"
	"time"

	"github.com/puzzlebook/puzzlebook/book/jobs"
)

// Stage says what a Progress report is about.
type Stage int

// The stages of a build that report progress.
const (
	StagePuzzles Stage = iota // a puzzle was made and checked
	StagePages                // a PNG page was drawn
	StageDates                // a date of a daily feed was written, or found complete
)

// Progress is one report of how far a build has come, for a progress bar
// or a log. The library never prints; the caller renders these.
type Progress struct {
	Stage Stage
	// Section is the puzzle's 0-based section and Title its title
	// (StagePuzzles only; in a daily feed the slot and its name).
	Section int
	Title   string
	// Date is the date, YYYY-MM-DD, of a daily feed's puzzle or date
	// (StagePuzzles and StageDates); "" in a book.
	Date string
	// Done of Total puzzles of the section, pages of the book, or dates of
	// a daily run are finished. In a daily feed, a slot's puzzles count
	// its dates.
	Done, Total int
	// Puzzle is the puzzle just made (StagePuzzles only). Its Attempt is
	// above zero when it took retries.
	Puzzle *jobs.Generated
	// Repeat is set when Puzzle replaces one that repeated an earlier
	// puzzle of the book; Done does not move then.
	Repeat bool
	// Elapsed is the time the puzzle (all its attempts) or page took, or
	// for a date the time since the previous date (or the run's start).
	Elapsed time.Duration
}

// reporter counts finished work and hands it to Options.Progress one call
// at a time. A nil fn makes every method a no-op.
type reporter struct {
	fn    func(Progress)
	mu    sync.Mutex
	done  []int // finished puzzles of each section, or pages in done[0]
	total []int
}

// newReporter counts the jobs of each section.
func newReporter(fn func(Progress), jobs []jobs.Job) *reporter {
	r := &reporter{fn: fn}
	if fn == nil {
		return r
	}
	for _, j := range jobs {
		for len(r.total) <= j.Section {
			r.total = append(r.total, 0)
		}
		r.total[j.Section]++
	}
	r.done = make([]int, len(r.total))
	return r
}

// puzzle reports g, made in elapsed; repeat says it replaces a repeat.
func (r *reporter) puzzle(g jobs.Generated, repeat bool, elapsed time.Duration) {
	if r.fn == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	s := g.Section
	if !repeat {
		r.done[s]++
	}
	made := g // on the heap only here, where a hook reads it: g escaped at every call before
	r.fn(Progress{
		Stage: StagePuzzles, Section: s, Title: g.Title,
		Done: r.done[s], Total: r.total[s],
		Puzzle: &made, Repeat: repeat, Elapsed: elapsed,
	})
}

// pageReporter returns a reporter for total pages.
func pageReporter(fn func(Progress), total int) *reporter {
	return &reporter{fn: fn, done: []int{0}, total: []int{total}}
}

// page reports one more page drawn in elapsed.
func (r *reporter) page(elapsed time.Duration) {
	if r.fn == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.done[0]++
	r.fn(Progress{Stage: StagePages, Done: r.done[0], Total: r.total[0], Elapsed: elapsed})
}
