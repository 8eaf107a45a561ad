package numbrix

import (
	"context"
	"fmt"
)

// checkEvery is how many search nodes pass between checks of the context.
const checkEvery = 1024

// result is what the exact solver found.
type result struct {
	count   int   // solutions found, up to the limit
	first   []int // the number of every cell in the first solution
	second  []int // and in the second, when there is one
	choices int   // search nodes at which the solver had to choose
	nodes   int   // search nodes visited
}

// solver counts the solutions of a state by propagation and search on the
// number with the fewest possible cells.
type solver struct {
	ctx   context.Context
	limit int
	res   result
	pool  []*state // scratch states, one per depth
	err   error
}

// count counts the solutions of the givens vals on b, up to limit.
func count(ctx context.Context, b *board, vals []int, limit int) (result, error) {
	st := newState(b)
	if !st.placeGivens(vals) {
		return result{}, nil
	}
	return countState(ctx, st, limit)
}

// countState counts the completions of st, up to limit. It leaves st alone.
func countState(ctx context.Context, st *state, limit int) (result, error) {
	sv := solver{ctx: ctx, limit: limit}
	root := st.clone()
	if root.propagate() {
		sv.search(root, 0)
	}
	if sv.err != nil {
		return result{}, fmt.Errorf("numbrix: solve: %w", sv.err)
	}
	return sv.res, nil
}

// search counts the completions of st, a propagated state.
func (sv *solver) search(st *state, depth int) {
	sv.res.nodes++
	if sv.res.nodes%checkEvery == 0 && sv.err == nil {
		sv.err = sv.ctx.Err()
	}
	if sv.err != nil || sv.res.count >= sv.limit {
		return
	}
	if st.solved() {
		sv.res.count++
		switch {
		case sv.res.first == nil:
			sv.res.first = st.values()
		case sv.res.second == nil:
			sv.res.second = st.values()
		}
		return
	}
	k := st.branchNumber()
	cells := st.cand[k].cells(make([]int, 0, 8))
	if len(cells) > 1 {
		sv.res.choices++
	}
	for len(sv.pool) <= depth {
		sv.pool = append(sv.pool, &state{})
	}
	child := sv.pool[depth]
	for _, c := range cells {
		child.copyFrom(st)
		if child.place(k, c) && child.propagate() {
			sv.search(child, depth+1)
		}
		if sv.err != nil || sv.res.count >= sv.limit {
			return
		}
	}
}

// branchNumber returns the unplaced number with the fewest possible
// cells, preferring one next to a placed number (the shortest open gap
// is then extended from its end).
func (s *state) branchNumber() int {
	best, bestScore := 0, 1<<30
	for k := 1; k <= s.b.n; k++ {
		if s.pos[k] >= 0 {
			continue
		}
		score := s.cand[k].count() * 2
		if !((k > 1 && s.pos[k-1] >= 0) || (k < s.b.n && s.pos[k+1] >= 0)) {
			score++
		}
		if score < bestScore {
			best, bestScore = k, score
		}
	}
	return best
}
