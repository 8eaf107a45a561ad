package numberlink

import (
	"context"
	"errors"
	"fmt"
)

// quickBudget is how many nodes the propagating search may visit before
// solve hands the puzzle to countTwo (or findOne). Generated puzzles need
// a few dozen; puzzles made for Flow's convention can need millions.
const quickBudget = 500

// raceLimit is the most profiles each sweep of the frontier race may
// keep before it drops out.
const raceLimit = 1 << 22

// satStart is how many conflicts the SAT solver may meet in the first
// round of countTwo; every round doubles it, as it doubles the profiles of
// the frontier sweeps. A conflict costs about as much as 100 to 300
// profiles.
const satStart = 128

// solve counts the solutions of s0 up to limit (at most two) and returns
// the first: by the propagating search when it finishes quickly, else
// from the propagated root by countTwo, or by findOne when one solution
// is enough.
func solve(ctx context.Context, b *board, s0 *state, limit int) (int, *state, error) {
	sr := newSearch(ctx, b, limit, quickBudget)
	sr.run(s0)
	switch {
	case sr.err == nil:
		return sr.count, sr.first, nil
	case !errors.Is(sr.err, errBudget):
		return 0, nil, fmt.Errorf("numberlink: %w", sr.err)
	}
	s := s0.clone()
	p := newProp(b, true)
	p.pushAll()
	if !p.run(s) {
		return 0, nil, nil
	}
	if limit < 2 {
		return findOne(ctx, b, s)
	}
	return countTwo(ctx, b, s)
}

// countTwo counts the solutions of s (a propagated state) up to two. It
// runs the SAT solver and the frontier race by turns, each round twice as
// long as the one before, and takes the answer of whichever finishes
// first: SAT is the faster on most puzzles, the frontier counter on some
// (nested spirals, where clause learning flounders) and on open puzzles
// with many solutions of one shape, and neither can tell beforehand. When
// SAT's first round does not finish, the window pass (window.go) looks
// once for a second solution near a first one; the first solution
// returned is then always the one it started from.
func countTwo(ctx context.Context, b *board, s *state) (int, *state, error) {
	e := newEncoding(b, s)
	r := newRace(b, s, raceLimit)
	windowed := false
	var near *state // the solution the window pass started from
	for conflicts, pause := int64(satStart), raceStart; ; conflicts, pause = 2*conflicts, 2*pause {
		e.s.stopAt = e.s.search.conflicts + conflicts
		if r == nil {
			e.s.stopAt = 0 // SAT alone, to the end
		}
		n, first, err := e.count(ctx, 2)
		if !errors.Is(err, errPaused) {
			return n, nearFirst(near, first), err
		}
		if !windowed {
			// SAT did not finish quickly: look near a first solution.
			windowed = true
			var second *state
			if near, second, err = nearSecond(ctx, b, s, e); err != nil {
				return 0, nil, err
			}
			if second != nil {
				return 2, near, nil
			}
		}
		done, n, first, err := r.advance(ctx, pause)
		switch {
		case errors.Is(err, errTooWide):
			r = nil
		case err != nil || done:
			return n, nearFirst(near, first), err
		}
	}
}
