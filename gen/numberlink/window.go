package numberlink

import (
	"context"
	"errors"
	"fmt"
	"slices"
)

// The window pass looks for a second solution near a known one. Many
// puzzles with two solutions under the plain rules have a second that
// differs from the first only in a small area (on jumbo_14x14_19, a 7x6
// corner), which the exact counters take long to reach because they must
// first rule out everything else. So once a first solution s1 is known,
// the pass slides a window over the board, fixes every edge with a cell
// outside it to its value in s1, propagates and counts what is left to
// two by the propagating search. s1 is one of those solutions, so a count
// of two is a second solution of the whole puzzle. A window with no second
// proves nothing, and the full count goes on.

// windowSide and windowStride lay out the windows: squares of windowSide
// cells (clipped to the board), their corners windowStride cells apart,
// the last row and column of windows flush with the far edges.
const (
	windowSide   = 7
	windowStride = 3
)

// windowMinCells is the smallest board nearSecond runs the pass on: below
// it the windows cover most of the board, and the exact counters are
// quick.
const windowMinCells = 100

// windowBudget is how many nodes the search of one window may visit; a
// window it cannot settle is left alone.
const windowBudget = 256

// nearConflicts is the fewest conflicts the SAT search for the window
// pass's first solution gets at a time; the Flow levels need at most 619.
const nearConflicts = 2000

// nearSecond runs the window pass on s (a propagated state). It starts
// from the first solution e (the SAT counter of s) has found, else from
// one in which no path runs alongside itself, which e's solver looks for
// under an assumption (untouchingFirst) for up to the given number of
// conflicts: puzzles made for people have one, and SAT finds it in a few
// hundred conflicts where the plain rules can take tens of thousands. It
// returns that solution and a second one, if a window holds one; settled
// is false when the search ran out of conflicts before it found a first
// solution or showed there is none, so that a later call may go on.
func nearSecond(ctx context.Context, b *board, s *state, e *encoding, conflicts int64) (near, second *state, settled bool, err error) {
	if b.cells() < windowMinCells {
		return nil, nil, true, nil
	}
	near = e.first
	if near == nil {
		var exhausted bool
		if near, exhausted, err = e.untouchingFirst(ctx, conflicts); err != nil || near == nil {
			return nil, nil, exhausted, err
		}
	}
	second, err = windowSecond(ctx, b, s, near)
	return near, second, true, err
}

// nearFirst returns the solution the window pass started from when there
// is one and the count found any, so that the first solution returned
// does not depend on which counter finished; else first.
func nearFirst(near, first *state) *state {
	if near != nil && first != nil {
		return near
	}
	return first
}

// windowSecond returns a solution of s (a propagated state) other than s1
// (a solution of s) that differs from s1 only inside one window, or nil
// when no window holds one.
func windowSecond(ctx context.Context, b *board, s, s1 *state) (*state, error) {
	sr := newSearch(ctx, b, 2, windowBudget)
	t := &state{}
	for _, r0 := range windowStarts(b.rows) {
		for _, c0 := range windowStarts(b.cols) {
			if err := ctx.Err(); err != nil { // a window's search may stop short of a look
				return nil, fmt.Errorf("numberlink: %w", err)
			}
			t.copyFrom(s)
			if !fixOutside(sr.p, b, t, s1, r0, c0) {
				panic("numberlink: the first solution breaks the state it solves")
			}
			sr.run(t)
			switch {
			case errors.Is(sr.err, errBudget):
				continue
			case sr.err != nil:
				return nil, fmt.Errorf("numberlink: %w", sr.err)
			case sr.count < 2:
				continue
			}
			if slices.Equal(sr.first.edge, s1.edge) {
				return sr.second, nil
			}
			return sr.first, nil
		}
	}
	return nil, nil
}

// windowStarts returns the first row (or column) of each window along a
// side of n cells.
func windowStarts(n int) []int {
	if n <= windowSide {
		return []int{0}
	}
	var starts []int
	for at := 0; at+windowSide < n; at += windowStride {
		starts = append(starts, at)
	}
	return append(starts, n-windowSide)
}

// fixOutside sets every unknown edge of t with a cell outside the window
// whose top left cell is (r0, c0) to its value in s1. It reports false
// when t refuses s1's edges.
func fixOutside(p *prop, b *board, t, s1 *state, r0, c0 int) bool {
	inside := func(x int16) bool {
		r, c := int(x)/b.cols, int(x)%b.cols
		return r >= r0 && r < r0+windowSide && c >= c0 && c < c0+windowSide
	}
	for i, v := range t.edge {
		if v != unknown || inside(b.edgeA[i]) && inside(b.edgeB[i]) {
			continue
		}
		if s1.edge[i] == off {
			p.setOff(t, i)
		} else if !p.setOn(t, i) {
			p.reset()
			return false
		}
	}
	return true
}
