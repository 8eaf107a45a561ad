package jobs

import (
	"context"
	"sync"
	"time"
)

// deadlineContext is its parent with a deadline, as context.WithDeadline
// makes, for one puzzle: solve runs tens of thousands of puzzles a second,
// and a timer made and stopped for each cost about a microsecond each.
//
// Solvers poll Err every so many search nodes (gen.Kind's contract), and
// Err compares the clock with the deadline: a puzzle that only polls costs
// one reading of the clock a poll and no timer. The first call of Done or
// Value makes a real context.WithDeadline, which Err then follows, so that
// whatever waits on Done or asks context.Cause is served by the standard
// machinery. The answers agree either way: an Err that has said the
// deadline passed goes on saying it, and a context made past its deadline
// is done at once.
type deadlineContext struct {
	parent context.Context
	at     time.Duration // the deadline, as time since epoch

	mu     sync.Mutex
	err    error              // the first non-nil answer of Err, kept
	timed  context.Context    // made by the first Done or Value
	cancel context.CancelFunc // timed's
}

// epoch is the time deadlines count from: time.Since(epoch) reads only
// the monotonic clock, where time.Now reads the wall clock too.
var epoch = time.Now()

// WithTimeout returns parent ending d from now, and the function that
// releases it, which the caller defers as it would context.WithTimeout's:
// a context for one puzzle whose solver only polls Err costs no timer.
func WithTimeout(parent context.Context, d time.Duration) (context.Context, func()) {
	c := &deadlineContext{parent: parent, at: time.Since(epoch) + d}
	return c, c.release
}

// Deadline returns the earlier of the parent's deadline and c's.
func (c *deadlineContext) Deadline() (time.Time, bool) {
	mine := epoch.Add(c.at)
	if d, ok := c.parent.Deadline(); ok && d.Before(mine) {
		return d, true
	}
	return mine, true
}

// Done returns the channel of the real context, made on the first call.
func (c *deadlineContext) Done() <-chan struct{} {
	return c.real().Done()
}

// Value returns the real context's value for key, so that context.Cause
// finds the real context's cause.
func (c *deadlineContext) Value(key any) any {
	return c.real().Value(key)
}

// Err returns the error c has ended with, or nil while it runs: the
// parent's error, or context.DeadlineExceeded once the clock has passed
// the deadline.
func (c *deadlineContext) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.err != nil:
	case c.timed != nil:
		c.err = c.timed.Err()
	default:
		c.err = c.parent.Err()
		if c.err == nil && time.Since(epoch) >= c.at {
			c.err = context.DeadlineExceeded
		}
	}
	return c.err
}

// real returns the context.WithDeadline that c stands for, making it on
// the first call.
func (c *deadlineContext) real() context.Context {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.timed == nil {
		c.timed, c.cancel = context.WithDeadline(c.parent, epoch.Add(c.at))
	}
	return c.timed
}

// release stops the real context's timer, if one was made.
func (c *deadlineContext) release() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cancel != nil {
		c.cancel()
	}
}
