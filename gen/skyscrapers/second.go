package skyscrapers

import "math/bits"

// At hard and expert, where the closure stalls on a question, most
// questions are refused: the grader, started where the closure stopped,
// stalls too, after trying every technique on a grid full of
// candidates, which makes its refusals the generator's longest runs.
// Most of those grids have a second solution, and a short search finds
// one: pick a cell with the fewest heights left, rule out the
// solution's height there and search what is left (the closure
// propagating each guess); any grid found then differs from the
// solution. When that search runs dry the cell holds the solution's
// height in every solution, so the seeker sets it and picks another.
// A grid with two solutions is one no deduction solves (nor places a
// cleared cell whose height differs between them: any second solution
// differs in a cleared cell, the grid before the clearing having had
// one), so the question is refused as the grader would refuse it. Only
// the refusals come sooner: the puzzles made are the same. The search is
// cut after secondBudget closure runs; then the grader answers. Past
// maxTable, where the closure's line search walks the orders, the
// search costs more than it saves (8x8 expert: 1.14 of the CPU without
// it, 3 pairs), and the grader answers alone.

// secondBudget bounds the closure runs of one search for a second
// solution.
const secondBudget = 24

// Outcomes of a search below a guess.
const (
	noneBelow  = iota // no solution below it
	foundBelow        // a solution below it
	outOfRuns         // the budget ran out
)

// seeker searches for a second solution; its closures are one per
// depth of the search.
type seeker struct {
	sol    []int // the solution
	budget int
	start  closure
	depth  [secondBudget + 1]closure
}

// other reports whether the grid of c (a closure stopped on one
// solution's cells and clues, s.sol, short of solving) has a solution
// other than s.sol, found within the budget; false when s is nil. It
// leaves c as it was.
func (s *seeker) other(c *closure) bool {
	if s == nil {
		return false
	}
	s.budget = secondBudget
	r := &s.start
	r.k, r.maxOpen = c.k, c.maxOpen
	r.from(c)
	for s.budget > 0 {
		x := r.fewest()
		if x < 0 {
			return false // solved: the solution itself
		}
		h := uint16(1) << (s.sol[x] - 1)
		s.budget--
		d := &s.depth[0]
		d.k, d.maxOpen = r.k, r.maxOpen
		d.from(r)
		if d.keep(x, r.cand[x]&^h) && d.settle() {
			switch s.any(d, 1) {
			case foundBelow:
				return true
			case outOfRuns:
				return false
			}
		}
		// No solution holds another height in x: it holds the solution's.
		if !r.keep(x, h) || !r.settle() {
			return false // cannot happen on one solution's cells
		}
	}
	return false
}

// any searches the grid of d (settled, not broken) for a solution,
// guessing each height of a cell with the fewest left in turn.
func (s *seeker) any(d *closure, depth int) int {
	x := d.fewest()
	if x < 0 {
		if d.keepsRules() {
			return foundBelow
		}
		return noneBelow
	}
	for m := d.cand[x]; m != 0; m &= m - 1 {
		if s.budget == 0 {
			return outOfRuns
		}
		s.budget--
		e := &s.depth[depth]
		e.k, e.maxOpen = d.k, d.maxOpen
		e.from(d)
		if !e.keep(x, m&-m) || !e.settle() {
			continue
		}
		if r := s.any(e, depth+1); r != noneBelow {
			return r
		}
	}
	return noneBelow
}

// fewest returns a cell with the fewest heights left among those with
// more than one (the first such), or -1 when every cell has one.
func (c *closure) fewest() int {
	n := c.k.n
	best, most := -1, n+1
	for x, m := range c.cand[:n*n] {
		if m&(m-1) == 0 {
			continue
		}
		if k := bits.OnesCount16(m); k < most {
			best, most = x, k
			if k == 2 {
				break
			}
		}
	}
	return best
}

// seekerOf returns q's seeker for n x n squares, nil past maxTable.
func (q *asker) seekerOf(n int) *seeker {
	if n > maxTable {
		return nil
	}
	return &q.seek
}
