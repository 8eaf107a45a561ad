package book

import (
	"runtime"
	"time"

	"github.com/puzzlebook/puzzlebook/book/jobs"
)

// Options tune the concurrent work. The zero value uses one worker per CPU
// and reports no progress.
type Options struct {
	Workers int // goroutines generating at once; 0 means runtime.NumCPU()
	// PuzzleTimeout bounds one attempt at one puzzle; 0 means
	// jobs.DefaultPuzzleTimeout. An attempt that runs out of time is
	// retried from a fresh seed like a grade the generator missed, so a
	// timeout (unlike everything else) makes the result depend on the
	// machine.
	PuzzleTimeout time.Duration
	// Progress, when set, is called after each puzzle is made and each
	// PNG page drawn. Calls come from the workers but never at the same
	// time; a slow Progress slows the build.
	Progress func(Progress)
	// Grade asks Solve to grade each unique puzzle too (kinds that are
	// gen.Raters); the build ignores it.
	Grade bool
	// Second asks Solve for two solutions of each puzzle that is not
	// unique (kinds that are gen.SecondFinders); the build ignores it.
	Second bool

	// taken holds the jobs.PuzzleHash of the puzzles a series' earlier
	// volumes printed, which the build draws again (Build sets it).
	taken map[string]bool
}

func (o Options) workers() int {
	if o.Workers > 0 {
		return o.Workers
	}
	return runtime.NumCPU()
}

func (o Options) timeout() time.Duration {
	if o.PuzzleTimeout > 0 {
		return o.PuzzleTimeout
	}
	return jobs.DefaultPuzzleTimeout
}
