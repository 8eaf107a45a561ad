package numberlink

import (
	"context"
	"errors"
	"fmt"
)

// findOne looks for one solution of s0 (a propagated state), for a caller
// that does not ask whether there are more. It first asks the SAT solver
// for a solution in which no path runs alongside itself (two side by side
// cells of one path are always joined by its line), as puzzles made for
// people are meant to be solved: that rule cuts most of the ways an open
// area can be filled, and such a solution is a solution under the plain
// rules too. Only when there is none does it search under the plain
// rules.
func findOne(ctx context.Context, b *board, s0 *state) (int, *state, error) {
	first, err := untouchingOne(ctx, b, s0, 0)
	switch {
	case err != nil:
		return 0, nil, err
	case first != nil:
		return 1, first, nil
	}
	return satCount(ctx, b, s0, 1)
}

// untouchingOne returns a solution of s0 (a propagated state) in which no
// path runs alongside itself, or nil when there is none or the SAT solver
// reaches the given number of conflicts first (0: no bound).
func untouchingOne(ctx context.Context, b *board, s0 *state, conflicts int64) (*state, error) {
	e, err := encode(ctx, b, s0)
	if err != nil {
		return nil, err
	}
	e.untouching()
	e.s.stopAt = conflicts
	_, first, err := e.count(ctx, 1)
	if errors.Is(err, errPaused) {
		return nil, nil
	}
	return first, err
}

// untouching adds, for every edge and every path both its cells may be
// on, the clause "not both on the path, or the edge is in".
func (e *encoding) untouching() { e.touchClauses(-1) }

// touchClauses adds the untouching clauses, each with the literal guard
// too unless it is negative.
func (e *encoding) touchClauses(guard int32) {
	b := e.b
	for i := range b.edgeA {
		x, y := int(b.edgeA[i]), int(b.edgeB[i])
		both := e.st.mask[x] & e.st.mask[y]
		for k := 0; both != 0; k++ {
			if both&1 != 0 {
				e.touchClause(x, y, k, int32(i), guard)
			}
			both >>= 1
		}
	}
}

// touchClause adds "x and y are not both on path k, or edge i is in", or
// guard.
func (e *encoding) touchClause(x, y, k int, edge int32, guard int32) {
	var buf [4]int32
	clause := append(buf[:0], 2*edge)
	if guard >= 0 {
		clause = append(clause, guard)
	}
	for _, z := range []int{x, y} {
		lit, constant := e.colour(z, k)
		switch constant {
		case -1:
			return
		case 0:
			clause = append(clause, lit^1)
		}
	}
	e.s.addClause(clause)
}

// untouchingFirst looks, within the given number of conflicts, for a
// solution in which no path runs alongside itself, in e's own solver: the
// untouching clauses go in guarded by a variable that is assumed for this
// search only, so the count e goes on with afterwards is unchanged (what
// the solver learns meanwhile holds either way, and a later call goes on
// from it). A solution found is counted and blocked like any other. For
// an encoding that has found no solution yet, it returns the one found;
// else none, with exhausted true when there is none to find.
func (e *encoding) untouchingFirst(ctx context.Context, conflicts int64) (first *state, exhausted bool, err error) {
	if !e.guarded {
		if err := ctx.Err(); err != nil { // the clauses take a while on the largest grids
			return nil, false, fmt.Errorf("numberlink: %w", err)
		}
		e.guarded = true
		e.touchClauses(2*e.guard + 1)
	}
	e.s.setAssumptions([]int32{2 * e.guard})
	defer e.s.setAssumptions(nil)
	e.s.stopAt = e.s.search.conflicts + conflicts
	found := e.found
	_, first, err = e.count(ctx, found+1)
	switch {
	case errors.Is(err, errPaused):
		return nil, false, nil
	case err != nil:
		return nil, false, err
	case e.found == found:
		return nil, true, nil // none (or none that is dominant, under dominance)
	}
	return first, false, nil
}
