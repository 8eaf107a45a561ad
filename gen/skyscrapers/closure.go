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
// checks the two agree.) At hard and expert the closure, searching every
// clued line, answers "yes" where it solves, and a grader started from
// its candidates answers where it stalls (ladderSolves).

// closure is the easy or medium ladder as a fixpoint on candidate sets.
// A cell left with one height waits on a stack to be removed from its
// lines; each line changed since the hidden singles or the line search
// last looked at it is marked for them.
type closure struct {
	k       *clues
	maxOpen int // the most empty cells of a line the line search takes
	cand    [maxSize * maxSize]uint16
	stack   [maxSize * maxSize]int8
	top     int
	done    [2 * maxSize]uint16 // the heights taken off each line's other cells
	hidden  uint32              // the lines changed since the hidden singles looked
	search  uint32              // the lines changed since the line search looked
	until   []int               // when set, the cells whose placing ends the run
}

// closureOpen returns the most empty cells of a clued line the ladder cut
// at target searches, and whether the closure is that whole ladder (easy
// and medium). At hard and expert the closure, searching every clued
// line, is only a part of the ladder, which adds subsets, fish, wings and
// chains: every rung only removes candidates, so a grid the closure
// solves the ladder solves too (it stalls only where no rung applies, the
// closure's included), but the ladder may solve a grid the closure does
// not.
func closureOpen(target gen.Grade) (int, bool) {
	switch target {
	case gen.Easy:
		return shortLine, true
	case gen.Medium:
		return shortLine + 1, true
	}
	return maxSize, false
}

// solvesAt reports whether the ladder lad (on the clues k) cut at target
// solves cells. cells and k must come from one solution: the closure
// answers, and at hard and expert the grader when the closure stalls.
func solvesAt(geo *regions.Geometry, lad *regions.Ladder, k *clues, cells []int, target gen.Grade) bool {
	maxOpen, whole := closureOpen(target)
	c := closure{k: k, maxOpen: maxOpen}
	if c.solves(cells) {
		return true
	}
	return !whole && c.ladderSolves(geo, lad, target, nil)
}

// ladderSolves reports whether the ladder lad cut at limit, started from
// the candidates where the closure stalled, solves the grid (or, with
// until set, places those cells). The closure's steps are the ladder's
// own, and the ladder deduces at least as much from more (regions.Reaches),
// so this is what the ladder says started from the grid the closure was
// given, without redoing the closure's work. Call it only where the
// closure stopped (on a grid of one solution's cells) short of solving
// the grid (of placing until).
func (c *closure) ladderSolves(geo *regions.Geometry, lad *regions.Ladder, limit gen.Grade, until []int) bool {
	n := c.k.n
	g := regions.NewGrader()
	defer g.Release()
	g.Setup(geo, lad, limit)
	for x, m := range c.cand[:n*n] {
		switch {
		case m == 0:
			return false
		case m&(m-1) == 0:
			g.SetCell(x, bits.TrailingZeros16(m)+1)
		default:
			g.SetCandidates(x, m)
		}
	}
	if until != nil {
		ok, _ := g.Reaches(until)
		return ok
	}
	g.Solve()
	return g.Rating().Solved
}

// solves applies the edge rules, then the Latin singles and the line
// search in turn until neither removes a candidate, and reports whether
// every cell is left with one height.
func (c *closure) solves(cells []int) bool {
	k := c.k
	n := k.n
	full := uint16(1)<<n - 1
	c.top, c.done = 0, [2 * maxSize]uint16{}
	c.hidden, c.search = 1<<(2*n)-1, 1<<(2*n)-1
	// The givens' heights leave the other cells of their lines at once.
	for x, v := range cells[:n*n] {
		if v == 0 {
			continue
		}
		m := uint16(1) << (v - 1)
		r, col := x/n, n+x%n
		if c.done[r]&m != 0 || c.done[col]&m != 0 {
			return false // a height given twice in a line
		}
		c.done[r] |= m
		c.done[col] |= m
	}
	for x, v := range cells[:n*n] {
		if v != 0 {
			c.cand[x] = 1 << (v - 1)
			continue
		}
		m := full &^ (c.done[x/n] | c.done[n+x%n])
		c.cand[x] = m
		if m == 0 {
			return false
		}
		if m&(m-1) == 0 {
			c.stack[c.top], c.top = int8(x), c.top+1
		}
	}
	ok := true
	for l := range 2 * n {
		for _, front := range [2]bool{true, false} {
			if *k.at(l, front) != 0 {
				ok = c.edge(l, front) && ok
			}
		}
	}
	return ok && c.run()
}

// edge applies the edge rules of the clue of line l on the side front
// says (a clue of 1, of N, and the edge bound), and reports false when a
// cell is left with no height.
func (c *closure) edge(l int, front bool) bool {
	k := c.k
	n := k.n
	v := *k.at(l, front)
	ok := true
	switch v {
	case 1:
		ok = c.keep(k.inward(l, front, 0), 1<<(n-1)) && ok
	case n:
		for i := range n {
			ok = c.keep(k.inward(l, front, i), 1<<i) && ok
		}
	}
	for d := range v - 1 {
		ok = c.keep(k.inward(l, front, d), ^tallerThan(n, n-v+1+d)) && ok
	}
	return ok
}

// run applies the Latin singles and the line search in turn until
// neither removes a candidate, and reports whether every cell is left
// with one height. When c.until is set it stops as soon as those cells
// have one height each, and reports whether they do: then it knows what
// the grid before they were cleared gave, which solved
// (regions.Reaches).
func (c *closure) run() bool {
	if !c.settle() {
		return false
	}
	if c.until != nil {
		return c.placedAll(c.until)
	}
	return c.solved()
}

// settle applies the Latin singles and the line search in turn until
// neither removes a candidate (or the cells of c.until are placed), and
// reports false when the grid breaks (a cell or a line's height is left
// with no place).
func (c *closure) settle() bool {
	for {
		var ok bool
		switch {
		case c.until != nil && c.placedAll(c.until):
			return true
		case c.top > 0:
			ok = c.place()
		case c.hidden != 0:
			ok = c.hiddenSingles()
		case c.search != 0:
			ok = c.lines()
		default:
			return true
		}
		if !ok {
			return false
		}
	}
}

// solved reports whether every cell has one height left.
func (c *closure) solved() bool {
	n := c.k.n
	for _, m := range c.cand[:n*n] {
		if m&(m-1) != 0 {
			return false
		}
	}
	return true
}

// A closure's answer is where its rules stop, whatever the order they
// are tried in: each only removes candidates, and removes at least as
// much from fewer (regions.Reaches). So a closure on more clues or more
// givens may start where one on some of them stopped (a fixpoint:
// nothing pending), add what that one did not read (the givens, the
// clues' edge rules and line searches) and go on: it stops where it
// would have from nothing. The generator keeps such a base, for clues
// or cells that are in every question it asks next.

// from starts c where base stopped: its candidates and placed heights,
// nothing pending. base must have stopped at its fixpoint (a run
// without until that did not break the grid).
func (c *closure) from(base *closure) {
	c.cand, c.done = base.cand, base.done
	c.top, c.hidden, c.search = 0, 0, 0
}

// give narrows cell x to height v (a given), and reports false when
// the cell cannot hold it.
func (c *closure) give(x, v int) bool {
	return c.keep(x, 1<<(v-1))
}

// clue applies the edge rules of the clue of line l on the side front
// says, and marks the line for the line search; it reports false when a
// cell is left with no height.
func (c *closure) clue(l int, front bool) bool {
	c.search |= 1 << l
	return c.edge(l, front)
}

// placedAll reports whether each cell of cells has one height left.
func (c *closure) placedAll(cells []int) bool {
	for _, x := range cells {
		if m := c.cand[x]; m&(m-1) != 0 {
			return false
		}
	}
	return true
}

// keep narrows cell x to the heights of m, marks its lines changed, and
// puts it on the stack when one height is left. It reports false when
// none is.
func (c *closure) keep(x int, m uint16) bool {
	old := c.cand[x]
	v := old & m
	if v == old {
		return true
	}
	c.cand[x] = v
	at := &cellLines[c.k.n][x]
	lines := uint32(1)<<at[0] | 1<<at[1]
	c.hidden |= lines
	c.search |= lines
	if v == 0 {
		return false
	}
	if v&(v-1) == 0 {
		c.stack[c.top], c.top = int8(x), c.top+1
	}
	return true
}

// place takes the height of each cell on the stack off the other cells
// of its row and column, and reports false when a cell is left with none.
func (c *closure) place() bool {
	n := c.k.n
	for c.top > 0 {
		c.top--
		x := int(c.stack[c.top])
		m := c.cand[x]
		for _, l := range cellLines[n][x] {
			c.done[l] |= m
			start, end, step := lineSpan(n, int(l))
			for y := start; y < end; y += step {
				if y != x && c.cand[y]&m != 0 && !c.keep(y, ^m) {
					return false
				}
			}
		}
	}
	return true
}

// hiddenSingles places, in each line changed since it last looked, each
// height with one cell left, and reports false when a height has none
// (or one cell is a line's only place for two).
func (c *closure) hiddenSingles() bool {
	n := c.k.n
	ls := c.hidden
	c.hidden = 0
	for ; ls != 0; ls &= ls - 1 {
		l := bits.TrailingZeros32(ls)
		start, end, step := lineSpan(n, l)
		var once, twice uint16
		for y := start; y < end; y += step {
			twice |= once & c.cand[y]
			once |= c.cand[y]
		}
		if once != uint16(1)<<n-1 {
			return false
		}
		hidden := once &^ twice &^ c.done[l]
		for y := start; hidden != 0 && y < end; y += step {
			// A cell with one height left is on the stack already.
			m := c.cand[y]
			if h := m & hidden; h != 0 && m&(m-1) != 0 {
				if h&(h-1) != 0 {
					return false
				}
				c.keep(y, h)
				hidden &^= h
			}
		}
	}
	return true
}

// lines narrows each clued line changed since it last looked, with one
// to maxOpen empty cells, to the heights its orders allow (lineSearch),
// and reports false when a line has no order left.
func (c *closure) lines() bool {
	k := c.k
	n := k.n
	var line [maxSize]uint16
	ls := c.search
	c.search = 0
	for ; ls != 0; ls &= ls - 1 {
		l := bits.TrailingZeros32(ls)
		if k.front[l] == 0 && k.back[l] == 0 {
			continue
		}
		start, end, step := lineSpan(n, l)
		open := uint32(0)
		for i, y := 0, start; y < end; i, y = i+1, y+step {
			m := c.cand[y]
			line[i] = m
			open += (uint32(m&(m-1)) + 0xffff) >> 16 // 1 when m holds two heights or more
		}
		if open == 0 || open > uint32(c.maxOpen) {
			continue
		}
		keep, ok := k.narrowLine(l, line[:n])
		if !ok {
			return false
		}
		for i, y := 0, start; y < end; i, y = i+1, y+step {
			if keep[i] != line[i] && !c.keep(y, keep[i]) {
				return false
			}
		}
		// The line read every change made before its search, and a line
		// narrowed to its answer has the same answer: its own changes do
		// not ask for another search of it.
		c.search &^= 1 << l
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
	if !c.solves(givens) || !c.keepsRules() {
		return nil, false
	}
	grid := make([]int, n*n)
	for i, m := range c.cand[:n*n] {
		grid[i] = bits.TrailingZeros16(m) + 1
	}
	return grid, true
}

// keepsRules reports whether c, with one height left in every cell,
// holds a square that keeps the Latin rule and shows every clue of c.k
// (the line search skips a line with no empty cell, so the last cells
// placed in a line by singles may break its clues).
func (c *closure) keepsRules() bool {
	k := c.k
	n := k.n
	var line [maxSize]int
	for l := range 2 * n {
		heights := uint16(0)
		for i := range n {
			m := c.cand[cellOf(n, l, i)]
			line[i] = bits.TrailingZeros16(m) + 1
			heights |= m
		}
		if heights != uint16(1)<<n-1 ||
			k.front[l] != 0 && seen(line[:n]) != k.front[l] ||
			k.back[l] != 0 && seenBack(line[:n]) != k.back[l] {
			return false
		}
	}
	return true
}

// cellLines holds, for each size n, the two lines through each cell x
// of an n x n grid: its row (x/n) and its column (n + x%n), so that the
// closure's busiest loops need not divide.
var cellLines = func() (t [maxSize + 1][maxSize * maxSize][2]uint8) {
	for n := 1; n <= maxSize; n++ {
		for x := range n * n {
			t[n][x] = [2]uint8{uint8(x / n), uint8(n + x%n)}
		}
	}
	return t
}()

// lineSpan returns the first cell of line l of an n x n grid, the cell
// one step past its last, and the step from one of its cells to the next.
func lineSpan(n, l int) (int, int, int) {
	if l < n {
		return l * n, (l + 1) * n, 1
	}
	return l - n, l - n + n*n, n
}
