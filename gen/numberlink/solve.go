package numberlink

import (
	"context"
	"errors"
	"fmt"
)

// quickBudget is how many nodes the propagating search may visit before
// solve hands the puzzle to the frontier counter. Generated puzzles need a
// few dozen; puzzles made for Flow's convention can need millions.
const quickBudget = 500

// raceLimit is the most profiles each sweep of the frontier race may
// keep before solve hands the puzzle to the SAT solver.
const raceLimit = 1 << 22

// solve counts the solutions of s0 up to limit (at most two) and returns
// the first: by the propagating search when it finishes quickly, else from
// the propagated root by the frontier counter when the frontiers stay
// small, else by the SAT solver. A search for one solution goes straight
// to SAT (see findOne), which can stop at the first; the frontier counter
// cannot.
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
	n, first, err := raceFrontier(ctx, b, s, raceLimit)
	if !errors.Is(err, errTooWide) {
		return n, first, err
	}
	return satCount(ctx, b, s, limit)
}
