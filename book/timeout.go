package book

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/puzzlebook/puzzlebook/book/jobs"
)

// TimeoutError says that Solve or Check gave up on a puzzle whose solver
// ran longer than Options.PuzzleTimeout, so that one pathological input
// cannot hang them.
type TimeoutError struct {
	Puzzle  int           // 1-based place of the puzzle in the input
	Timeout time.Duration // the time it was given
	ID      string        // the puzzle's id, when the input gives one (Check)
}

// Error names the puzzle and the time it was given.
func (e *TimeoutError) Error() string {
	return fmt.Sprintf("book: puzzle %d: the time ran out: no answer within %v", e.Puzzle, e.Timeout)
}

// Unwrap returns context.DeadlineExceeded.
func (e *TimeoutError) Unwrap() error { return context.DeadlineExceeded }

// bounded runs work on puzzle i (0-based), of cells cells, with ctx
// bounded by opt's puzzle timeout, once the puzzle may pass the gate for
// large puzzles (see enterGate; the wait does not count against the
// timeout). When work fails because that time ran out (rather than
// because ctx itself ended) it returns a *TimeoutError; otherwise work's
// own error. The bound is jobs.WithTimeout: work that only polls ctx.Err
// costs no timer.
func bounded(ctx context.Context, i, cells int, opt Options, work func(ctx context.Context) error) error {
	leave, err := enterGate(ctx, cells)
	if err != nil {
		return err
	}
	defer leave()
	d := opt.timeout()
	pctx, release := jobs.WithTimeout(ctx, d)
	defer release()
	err = work(pctx)
	if err != nil && ctx.Err() == nil && errors.Is(pctx.Err(), context.DeadlineExceeded) {
		return &TimeoutError{Puzzle: i + 1, Timeout: d}
	}
	return err
}
