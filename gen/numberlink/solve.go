package numberlink

import (
	"context"
	"errors"
	"fmt"
)

// quickBudget is how many nodes the propagating search may visit before
// solve hands the puzzle to countTwo (or findOne). Its nodes are dear (a
// region pass each, up to a millisecond on 14x14), so it only settles
// puzzles that propagation all but solves; SAT takes the rest. Puzzles
// made for Flow's convention can need millions.
const quickBudget = 10

// raceLimit is the most profiles each sweep of the frontier race may
// keep before it drops out.
const raceLimit = 1 << 22

// windowAfter and raceAfter are how many conflicts SAT meets before the
// window pass runs and before the frontier race joins.
const (
	windowAfter = 128
	raceAfter   = 1 << 14
)

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
	n, first, _, err := solveSeen(ctx, b, s0, limit)
	return n, first, err
}

// solveSeen is solve that also returns the other solutions the counting
// met on its way (none, one or a few; some may equal the first), so that
// SolveTwo can show a second without a search of its own.
func solveSeen(ctx context.Context, b *board, s0 *state, limit int) (n int, first *state, seen []*state, err error) {
	sr := newSearch(ctx, b, limit, quickBudget)
	sr.run(s0)
	switch {
	case sr.err == nil:
		return sr.count, sr.first, []*state{sr.second}, nil
	case !errors.Is(sr.err, errBudget):
		return 0, nil, nil, fmt.Errorf("numberlink: %w", sr.err)
	}
	s := s0.clone()
	p := newProp(b, true)
	p.pushAll()
	if !p.run(s) {
		return 0, nil, nil, nil
	}
	// Building the clauses is the longest step the context is not looked
	// at in (about 0.2 s on the largest grids); look before and after.
	if err := ctx.Err(); err != nil {
		return 0, nil, nil, fmt.Errorf("numberlink: %w", err)
	}
	if limit < 2 {
		n, first, err = findOne(ctx, b, s)
		return n, first, nil, err
	}
	return countTwoSeen(ctx, b, s, windowAfter, raceAfter)
}

// countTwo counts the solutions of s (a propagated state) up to two. The
// SAT solver counts the dominant solutions (dominance.go), in rounds each
// twice as long as the one before. Once it has met windowAfter conflicts,
// the window pass (window.go) looks for a second solution near a first
// one (once it has one: the search for a first solution goes on a round
// at a time); the first solution returned is then always the one it
// started from. Once it has met raceAfter, the frontier race joins, a
// round of each by turns, and the first to finish gives the answer: a
// safety net for puzzles where clause learning flounders.
func countTwo(ctx context.Context, b *board, s *state) (int, *state, error) {
	return countTwoAfter(ctx, b, s, windowAfter, raceAfter)
}

// countTwoAfter is countTwo with the window pass due after windowAt
// conflicts and the race joining after raceAt (tests bring them forward).
func countTwoAfter(ctx context.Context, b *board, s *state, windowAt, raceAt int64) (int, *state, error) {
	n, first, _, err := countTwoSeen(ctx, b, s, windowAt, raceAt)
	return n, first, err
}

// countTwoSeen is countTwoAfter that also returns the solutions the SAT
// counter and the window pass met (see solveSeen).
func countTwoSeen(ctx context.Context, b *board, s *state, windowAt, raceAt int64) (int, *state, []*state, error) {
	e, err := encode(ctx, b, s)
	if err != nil {
		return 0, nil, nil, err
	}
	e.dominate()
	if err := ctx.Err(); err != nil {
		return 0, nil, nil, fmt.Errorf("numberlink: %w", err)
	}
	var r *race
	raced, windowed := false, false
	var near *state // the solution the window pass started from
	for conflicts, pause := int64(satStart), raceStart; ; conflicts *= 2 {
		e.s.stopAt = e.s.search.conflicts + conflicts
		if raced && r == nil {
			e.s.stopAt = 0 // SAT alone, to the end
		}
		n, first, err := e.count(ctx, 2)
		if !errors.Is(err, errPaused) {
			return n, nearFirst(near, first), []*state{e.first, e.second, e.swapped}, err
		}
		if !windowed && e.s.search.conflicts >= windowAt {
			// SAT did not finish quickly: look near a first solution,
			// giving the search for one as long as this round (at least
			// nearConflicts), again each round until it settles.
			var second *state
			if near, second, windowed, err = nearSecond(ctx, b, s, e, max(conflicts, nearConflicts)); err != nil {
				return 0, nil, nil, err
			}
			if second != nil {
				return 2, near, []*state{second}, nil
			}
		}
		if e.s.search.conflicts < raceAt {
			continue
		}
		if !raced {
			raced = true
			r = newRace(b, s, raceLimit)
		}
		done, n, first, err := r.advance(ctx, pause)
		pause *= 2
		switch {
		case errors.Is(err, errTooWide):
			r = nil
		case err != nil || done:
			return n, nearFirst(near, first), []*state{e.first, e.second, e.swapped}, err
		}
	}
}
