package numberlink

import (
	"context"
	"errors"
)

// checkEvery is how many search nodes pass between looks at the context.
const checkEvery = 1 << 10

// search counts the solutions of a board up to a limit by propagation and
// branching on one edge (in, then out) at a time. Every solution it counts
// is a different set of lines.
type search struct {
	b      *board
	p      *prop
	ctx    context.Context
	limit  int
	budget int // most nodes to visit; 0 means no bound

	stack  []*state
	count  int
	first  *state // the first solution found
	second *state // the second one
	nodes  int    // states propagated
	err    error
}

// errBudget reports a search that ran out of nodes.
var errBudget = errors.New("search budget exhausted")

// newSearch returns a search of b for up to limit solutions, visiting at
// most budget nodes (0: no bound).
func newSearch(ctx context.Context, b *board, limit, budget int) *search {
	return &search{b: b, p: newProp(b, true), ctx: ctx, limit: limit, budget: budget}
}

// run searches from s0, which it does not change, forgetting what an
// earlier run found.
func (sr *search) run(s0 *state) {
	sr.count, sr.first, sr.second, sr.nodes, sr.err = 0, nil, nil, 0, nil
	sr.stack = append(sr.stack[:0], s0.clone())
	sr.p.pushAll()
	sr.walk(0)
}

// walk propagates the state at depth and searches below it.
func (sr *search) walk(depth int) {
	s := sr.stack[depth]
	sr.nodes++
	if sr.budget > 0 && sr.nodes > sr.budget {
		sr.err = errBudget
		return
	}
	if sr.nodes%checkEvery == 0 {
		if err := sr.ctx.Err(); err != nil {
			sr.err = err
			return
		}
	}
	if !sr.p.run(s) {
		return
	}
	if s.open == 0 {
		sr.count++
		switch sr.count {
		case 1:
			sr.first = s.clone()
		case 2:
			sr.second = s.clone()
		}
		return
	}
	e := sr.choose(s)
	if len(sr.stack) == depth+1 {
		sr.stack = append(sr.stack, &state{})
	}
	child := sr.stack[depth+1]
	child.copyFrom(s)
	if sr.p.setOn(child, e) {
		sr.walk(depth + 1)
	} else {
		sr.p.reset()
	}
	if sr.count >= sr.limit || sr.err != nil {
		return
	}
	child.copyFrom(s)
	sr.p.setOff(child, e)
	sr.walk(depth + 1)
}

// choose returns the edge to branch on: an unknown edge at the end of a
// chain that already knows its path (a path head), the head with the
// fewest ways on first; failing that, at the open cell with the fewest.
func (sr *search) choose(s *state) int {
	b := sr.b
	best, bestScore := -1, 1<<30
	for x, need := range b.need {
		d := s.deg[x]
		if d >= need {
			continue
		}
		u := int(s.unk[x])
		score := u
		m := s.mask[x]
		if m&(m-1) != 0 {
			score += 16 // not a path head
		}
		if need-d == 2 {
			score += 32
		}
		if score < bestScore {
			best, bestScore = x, score
			if score <= 2 {
				break
			}
		}
	}
	for i := range int(b.adjN[best]) {
		if e := b.adjE[best][i]; s.edge[e] == unknown {
			return int(e)
		}
	}
	panic("numberlink: open cell without an unknown edge")
}
