package skyscrapers

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The generator asks, for each cell it clears and each clue it takes
// away, one yes-or-no question: does the ladder cut at the target grade
// still solve the grid? At easy and medium that ladder is the Latin
// singles, the edge rules and the line search on clued lines with few
// empty cells, and every one of those only ever removes candidates, and
// keeps applying once more is known (regions.Reaches). So the grid they
// reach does not depend on the order they are tried in: the grader,
// which always restarts from the simplest and records each step, and a
// closure that applies them in any order until none removes a candidate,
// stop on the same grid. The closure below answers the question on
// bitsets, without the grader's bookkeeping; the grader rates the
// finished puzzle once, for its grade and score. (TestClosureAgrees
// checks the two agree.)

// closure is the easy or medium ladder as a fixpoint on candidate sets.
type closure struct {
	k       *clues
	maxOpen int // the most empty cells of a line the line search takes
	cand    [maxSize * maxSize]uint16
}

// closureOpen returns the most empty cells of a clued line the ladder cut
// at target searches, and false when that ladder has techniques beyond
// the closure's (hard and expert: subsets, fish, wings and chains).
func closureOpen(target gen.Grade) (int, bool) {
	switch target {
	case gen.Easy:
		return shortLine, true
	case gen.Medium:
		return shortLine + 1, true
	}
	return 0, false
}

// solvesAt reports whether the ladder lad (on the clues k) cut at target
// solves cells. cells and k must come from one solution: the closure
// answers at easy and medium, the grader above.
func solvesAt(geo *regions.Geometry, lad *regions.Ladder, k *clues, cells []int, target gen.Grade) bool {
	if maxOpen, ok := closureOpen(target); ok {
		c := closure{k: k, maxOpen: maxOpen}
		return c.solves(cells)
	}
	return regions.Rate(geo, lad, cells, target).Solved
}

// solves applies the edge rules, then the Latin singles and the line
// search in turn until neither removes a candidate, and reports whether
// every cell is left with one height.
func (c *closure) solves(cells []int) bool {
	k := c.k
	n := k.n
	full := uint16(1)<<n - 1
	for i, v := range cells[:n*n] {
		c.cand[i] = full
		if v != 0 {
			c.cand[i] = 1 << (v - 1)
		}
	}
	k.each(func(l int, front bool, v int) bool {
		switch v {
		case 1:
			c.cand[k.inward(l, front, 0)] &= 1 << (n - 1)
		case n:
			for i := range n {
				c.cand[k.inward(l, front, i)] &= 1 << i
			}
		}
		for d := range v - 1 {
			c.cand[k.inward(l, front, d)] &^= tallerThan(n, n-v+1+d)
		}
		return false
	})
	for {
		if !c.singles() {
			return false
		}
		changed, ok := c.lines()
		if !ok {
			return false
		}
		if !changed {
			break
		}
	}
	for _, m := range c.cand[:n*n] {
		if m == 0 || m&(m-1) != 0 {
			return false
		}
	}
	return true
}

// deduced returns the one solution of givens and the clues k when the
// closure, searching every clued line, fills the grid with a square that
// keeps the Latin rule and shows every clue: each of its steps holds in
// any solution, so that square is the only one. It returns false when
// the closure stalls or the grid breaks (the solver then decides).
func (k *clues) deduced(givens []int) ([]int, bool) {
	n := k.n
	c := closure{k: k, maxOpen: n}
	if !c.solves(givens) {
		return nil, false
	}
	grid := make([]int, n*n)
	for i, m := range c.cand[:n*n] {
		grid[i] = bits.TrailingZeros16(m) + 1
	}
	var line [maxSize]int
	for l := range 2 * n {
		heights := uint16(0)
		for i := range n {
			line[i] = grid[cellOf(n, l, i)]
			heights |= 1 << (line[i] - 1)
		}
		if heights != uint16(1)<<n-1 ||
			k.front[l] != 0 && seen(line[:n]) != k.front[l] ||
			k.back[l] != 0 && seenBack(line[:n]) != k.back[l] {
			return nil, false
		}
	}
	return grid, true
}

// singles removes each placed height from the rest of its row and
// column and places each height with one cell left in a line, until
// neither changes a cell, and reports false when a cell is left with no
// height (or a line with no cell for one).
func (c *closure) singles() bool {
	n := c.k.n
	var stack [maxSize * maxSize]int
	top := 0
	var done [2 * maxSize]uint16 // the heights placed in each line
	for x, m := range c.cand[:n*n] {
		if m&(m-1) == 0 {
			stack[top], top = x, top+1
		}
	}
	for {
		for top > 0 {
			top--
			x := stack[top]
			m := c.cand[x]
			for _, l := range [2]int{x / n, n + x%n} {
				done[l] |= m
				start, step := lineStart(n, l)
				for y := start; y < start+n*step; y += step {
					if y == x || c.cand[y]&m == 0 {
						continue
					}
					c.cand[y] &^= m
					if v := c.cand[y]; v == 0 {
						return false
					} else if v&(v-1) == 0 {
						stack[top], top = y, top+1
					}
				}
			}
		}
		for l := range 2 * n {
			start, step := lineStart(n, l)
			var once, twice uint16
			for y := start; y < start+n*step; y += step {
				twice |= once & c.cand[y]
				once |= c.cand[y]
			}
			if once != uint16(1)<<n-1 {
				return false
			}
			hidden := once &^ twice &^ done[l]
			for y := start; hidden != 0 && y < start+n*step; y += step {
				// A cell placed in this sweep (by its other line) is
				// on the stack already: each cell goes on it once.
				m := c.cand[y]
				if h := m & hidden; h != 0 && m&(m-1) != 0 {
					if h&(h-1) != 0 {
						return false
					}
					c.cand[y] = h
					hidden &^= h
					stack[top], top = y, top+1
				}
			}
		}
		if top == 0 {
			return true
		}
	}
}

// lines narrows each clued line with one to maxOpen empty cells to the
// heights its orders allow (lineSearch), and reports whether a candidate
// went, and false when a line has no order left.
func (c *closure) lines() (bool, bool) {
	k := c.k
	n := k.n
	var line [maxSize]uint16
	changed := false
	for l := range 2 * n {
		if k.front[l] == 0 && k.back[l] == 0 {
			continue
		}
		open := 0
		for i := range n {
			line[i] = c.cand[cellOf(n, l, i)]
			if bits.OnesCount16(line[i]) > 1 {
				open++
			}
		}
		if open == 0 || open > c.maxOpen {
			continue
		}
		keep, ok := k.narrowLine(l, line[:n])
		if !ok {
			return changed, false
		}
		for i := range n {
			if x := cellOf(n, l, i); c.cand[x]&^keep[i] != 0 {
				c.cand[x] &= keep[i]
				changed = true
			}
		}
	}
	return changed, true
}

// lineStart returns the first cell of line l of an n x n grid and the
// step from one of its cells to the next.
func lineStart(n, l int) (int, int) {
	if l < n {
		return l * n, 1
	}
	return l - n, n
}
