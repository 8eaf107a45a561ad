package book

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestGate wants puzzles of up to gateCells cells to pass the gate at
// once, and larger ones to be worked only while their cells together
// stay within gateBudget: two 2,000-cell puzzles one after the other,
// a 5,000-cell one alone.
func TestGate(t *testing.T) {
	for _, tc := range []struct {
		name    string
		cells   []int
		maxHeld int64 // the most cells past the gate at once, want
	}{
		{"small", []int{81, 81, 400, 400}, 0},
		{"two large", []int{2000, 2000, 2000}, 2000},
		{"large and middle", []int{2000, 1000, 2000, 1000}, 3000},
		{"too large", []int{5000, 1000, 5000}, gateBudget},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var held, most atomic.Int64
			var wg sync.WaitGroup
			for _, cells := range tc.cells {
				wg.Go(func() {
					leave, err := enterGate(context.Background(), cells)
					if err != nil {
						t.Error(err)
						return
					}
					w := int64(0)
					if cells > gateCells {
						w = int64(min(cells, gateBudget))
					}
					now := held.Add(w)
					for m := most.Load(); now > m && !most.CompareAndSwap(m, now); m = most.Load() {
					}
					time.Sleep(20 * time.Millisecond)
					held.Add(-w)
					leave()
				})
			}
			wg.Wait()
			if got := most.Load(); got > tc.maxHeld || got == 0 && tc.maxHeld > 0 {
				t.Errorf("got up to %d cells past the gate at once, want at most %d", got, tc.maxHeld)
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	leave, err := enterGate(ctx, gateBudget)
	if err != nil {
		t.Fatal(err)
	}
	defer leave()
	cancel()
	if _, err := enterGate(ctx, 1000); err == nil {
		t.Error("a puzzle passed the gate held by another after its context ended")
	}
}
