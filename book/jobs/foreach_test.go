package jobs

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// onGoroutineOf reports whether the function named fn is on the calling
// goroutine's stack.
func onGoroutineOf(fn string) bool {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
	for {
		f, more := frames.Next()
		if strings.HasSuffix(f.Function, "."+fn) {
			return true
		}
		if !more {
			return false
		}
	}
}

// TestForEachOneWorkerRunsHere checks that ForEach with one worker calls
// fn on the caller's goroutine, in order, so that a process making one
// puzzle starts no goroutine (and wakes no thread) for it, and that more
// workers still run on goroutines of their own.
func TestForEachOneWorkerRunsHere(t *testing.T) {
	const caller = "TestForEachOneWorkerRunsHere"
	for _, c := range []struct {
		n, workers int
		here       bool
	}{
		{1, 0, true},
		{1, 4, true},
		{5, 1, true},
		{5, 2, false},
	} {
		var order []int
		here := true
		err := ForEach(context.Background(), c.n, c.workers, func(_ context.Context, i int) error {
			here = here && onGoroutineOf(caller)
			if c.here {
				order = append(order, i)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("n %d, %d workers: %v", c.n, c.workers, err)
		}
		if here != c.here {
			t.Errorf("n %d, %d workers: calls on the caller's goroutine: got %v, want %v", c.n, c.workers, here, c.here)
		}
		if c.here && len(order) != c.n {
			t.Errorf("n %d, %d workers: got calls %v, want 0 to %d in order", c.n, c.workers, order, c.n-1)
		}
		for i, v := range order {
			if v != i {
				t.Errorf("n %d, %d workers: got calls %v, want 0 to %d in order", c.n, c.workers, order, c.n-1)
				break
			}
		}
	}
}

// TestForEachOneWorkerStops checks that ForEach with one worker stops at
// the first error and returns it, stops when its context is cancelled,
// and cancels the context it gave fn once it returns, as the workers do.
func TestForEachOneWorkerStops(t *testing.T) {
	boom := errors.New("boom")
	calls := 0
	var given context.Context
	err := ForEach(context.Background(), 5, 1, func(ctx context.Context, i int) error {
		calls++
		given = ctx
		if i == 2 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) || calls != 3 {
		t.Errorf("error at index 2: got %v after %d calls, want boom after 3", err, calls)
	}
	if given.Err() == nil {
		t.Error("the context given to fn is not cancelled after ForEach returned")
	}

	ctx, cancel := context.WithCancel(context.Background())
	calls = 0
	err = ForEach(ctx, 5, 1, func(_ context.Context, i int) error {
		calls++
		if i == 1 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) || calls != 2 {
		t.Errorf("cancelled at index 1: got %v after %d calls, want context.Canceled after 2", err, calls)
	}
}

// TestAttemptMakesNoTimer checks that the time limit of an attempt is
// WithTimeout's, which makes no timer while the generator only polls
// Err: a context.WithTimeout an attempt made each process start the
// runtime's timers and network poller (three system calls, and idle
// threads then waiting on epoll), for a limit that almost never ends.
func TestAttemptMakesNoTimer(t *testing.T) {
	var given []context.Context
	k := brokenKind{fail: func(*gen.Puzzle) error { return nil }}
	watch := ctxKind{brokenKind: k, given: &given}
	for _, j := range toyJobs(easyToys(3, 3)) {
		j.Kind = watch
		if _, err := GenerateOne(context.Background(), j, 0, 0); err != nil {
			t.Fatalf("puzzle %d: %v", j.Number, err)
		}
	}
	if len(given) == 0 {
		t.Fatal("the generator was not called")
	}
	for i, ctx := range given {
		c, ok := ctx.(*deadlineContext)
		if !ok {
			t.Fatalf("attempt %d: the generator got a %T, want the *deadlineContext of WithTimeout", i, ctx)
		}
		if c.timed != nil {
			t.Errorf("attempt %d: a timer was made for a generator that only polls Err", i)
		}
	}
}

// ctxKind is a kind that records the contexts its generator is given.
type ctxKind struct {
	brokenKind
	given *[]context.Context
}

func (k ctxKind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	*k.given = append(*k.given, ctx)
	return k.brokenKind.Generate(ctx, p, rng)
}
