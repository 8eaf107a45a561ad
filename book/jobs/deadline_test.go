package jobs

import (
	"context"
	"errors"
	"testing"
	"time"
)

// closed reports whether done is closed, waiting at most wait for it.
func closed(done <-chan struct{}, wait time.Duration) bool {
	select {
	case <-done:
		return true
	default:
	}
	select {
	case <-done:
		return true
	case <-time.After(wait):
		return false
	}
}

// TestDeadlineContext checks that a deadlineContext ends as one from
// context.WithDeadline does, whether it is only polled with Err or also
// waited on through Done, and whatever ends it first: its deadline, its
// parent or its release.
func TestDeadlineContext(t *testing.T) {
	const d = 30 * time.Millisecond
	t.Run("polled", func(t *testing.T) {
		ctx, release := WithTimeout(context.Background(), d)
		defer release()
		if err := ctx.Err(); err != nil {
			t.Fatalf("before the deadline: got %v, want nil", err)
		}
		time.Sleep(d)
		if err := ctx.Err(); err != context.DeadlineExceeded {
			t.Fatalf("after the deadline: got %v, want %v", err, context.DeadlineExceeded)
		}
		if !closed(ctx.Done(), 0) {
			t.Error("Done after Err said the deadline passed: got an open channel, want a closed one")
		}
		if err := context.Cause(ctx); err != context.DeadlineExceeded {
			t.Errorf("Cause: got %v, want %v", err, context.DeadlineExceeded)
		}
	})
	t.Run("waited on", func(t *testing.T) {
		ctx, release := WithTimeout(context.Background(), d)
		defer release()
		done := ctx.Done()
		if closed(done, 0) || ctx.Err() != nil {
			t.Fatalf("before the deadline: got Done closed %v and Err %v, want open and nil", closed(done, 0), ctx.Err())
		}
		if !closed(done, 5*time.Second) {
			t.Fatal("Done: still open 5s after the deadline")
		}
		if err := ctx.Err(); err != context.DeadlineExceeded {
			t.Errorf("after Done: got %v, want %v", err, context.DeadlineExceeded)
		}
	})
	t.Run("parent cancelled", func(t *testing.T) {
		parent, cancel := context.WithCancel(context.Background())
		ctx, release := WithTimeout(parent, time.Hour)
		defer release()
		done := ctx.Done()
		cancel()
		if !closed(done, 5*time.Second) || !errors.Is(ctx.Err(), context.Canceled) {
			t.Errorf("got Done closed %v and Err %v, want closed and %v", closed(done, 0), ctx.Err(), context.Canceled)
		}
	})
	t.Run("parent cancelled, polled", func(t *testing.T) {
		parent, cancel := context.WithCancel(context.Background())
		ctx, release := WithTimeout(parent, time.Hour)
		defer release()
		cancel()
		if err := ctx.Err(); err != context.Canceled {
			t.Errorf("got %v, want %v", err, context.Canceled)
		}
	})
	t.Run("released", func(t *testing.T) {
		ctx, release := WithTimeout(context.Background(), time.Hour)
		done := ctx.Done()
		release()
		if !closed(done, 5*time.Second) {
			t.Error("Done after release: got an open channel, want a closed one")
		}
	})
	t.Run("deadline and values", func(t *testing.T) {
		type key struct{}
		soon := time.Now().Add(time.Minute)
		parent, cancel := context.WithDeadline(context.WithValue(context.Background(), key{}, "v"), soon)
		defer cancel()
		ctx, release := WithTimeout(parent, 2*time.Hour)
		defer release()
		if got, ok := ctx.Deadline(); !ok || !got.Equal(soon) {
			t.Errorf("Deadline: got %v %v, want the parent's earlier %v", got, ok, soon)
		}
		if got := ctx.Value(key{}); got != "v" {
			t.Errorf("Value: got %v, want the parent's %q", got, "v")
		}
	})
}
