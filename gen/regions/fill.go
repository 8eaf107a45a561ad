package regions

import (
	"context"
	"errors"
	"math/rand/v2"
)

// errBudget ends a Fill that went past its budget of search nodes.
var errBudget = errors.New("regions: fill: over budget")

// Fill returns a random full grid of geometry s (n*n digits, row-major)
// that keeps the extra constraint c when it is not nil: the solver's
// search with the digits of each branch in an order drawn from rng. It
// gives up after budget search nodes (0: no bound) and returns false,
// as it does when s has no full grid at all (an irregular region map can
// leave none). It returns ctx's error when cancelled.
func Fill(ctx context.Context, s *Geometry, c Constraint, rng *rand.Rand, budget int) ([]int, bool, error) {
	sv := solver{ctx: ctx, s: s, limit: 1, extra: c, rng: rng, budget: budget}
	err := sv.run(make([]int, s.N*s.N))
	switch {
	case errors.Is(err, errBudget):
		return nil, false, nil
	case err != nil:
		return nil, false, err
	}
	return sv.first, sv.first != nil, nil
}
