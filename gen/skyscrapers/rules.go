package skyscrapers

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The grader solves a skyscrapers puzzle the way a person does, on the
// shared engine (gen/regions): the Latin rules (singles, then subsets,
// fish, wings and chains over rows and columns), with the edge clues'
// techniques added as rules of its ladder. A puzzle's grade is that of
// the hardest technique it needed, its score the sum of its steps'
// weights; one the ladder cannot finish is not graded ("guessing").
//
// The skyscrapers rungs (grade, weight per step):
//
//	easy    clue of 1 1: a 1 sees only the tallest building, so it
//	        stands next to it; clue of N 1: an N sees every building,
//	        so the line rises 1, 2, ... N from it; edge bound 1: a clue
//	        of c leaves the cell d steps in at most N-c+1+d high (the
//	        taller ones would hide too many behind them)
//	        visibility counting 2: in a clued line with at most three
//	        empty cells, only the orders of the heights left that show
//	        the clues' counts remain (a height none of them puts in a
//	        cell goes)
//	medium  line orders 4: the same for a clued line with four empty
//	        cells (24 orders at most), which a solver still writes out
//	hard    long line orders 6: the same for a clued line with five or
//	        more empty cells (120 orders and up), too many to write
//	        out: a solver reasons where the tallest buildings can stand
//	        and which heights each count leaves; and naked and hidden
//	        pairs and larger subsets (the engine's)
//
// The engine's locked candidates (pointing, claiming) never fire on a
// grid without boxes.

// skyRules are the skyscrapers rungs, as rules of the engine's ladder.
var skyRules = []struct {
	info  regions.TechniqueInfo
	after regions.Technique
	apply func(*clues, *regions.Grader, regions.Technique) bool
}{
	{regions.TechniqueInfo{Name: "clue of 1", Grade: gen.Easy, Weight: 1}, regions.FullHouse, (*clues).clueOfOne},
	{regions.TechniqueInfo{Name: "clue of N", Grade: gen.Easy, Weight: 1}, regions.FullHouse, (*clues).clueOfN},
	{regions.TechniqueInfo{Name: "edge bound", Grade: gen.Easy, Weight: 1}, regions.FullHouse, (*clues).edgeBound},
	{regions.TechniqueInfo{Name: "visibility counting", Grade: gen.Easy, Weight: 2}, regions.NakedSingle, (*clues).visibilityShort},
	{regions.TechniqueInfo{Name: "line orders", Grade: gen.Medium, Weight: 4}, regions.Claiming, (*clues).visibilityFour},
	{regions.TechniqueInfo{Name: "long line orders", Grade: gen.Hard, Weight: 6}, regions.Claiming, (*clues).visibilityLong},
}

// ladderOf returns the engine's ladder with the skyscrapers rungs on
// the clues k, which the rules read at each step (the generator changes
// them between runs).
func ladderOf(k *clues) *regions.Ladder {
	rs := make([]regions.Rule, len(skyRules))
	for i, r := range skyRules {
		rs[i] = regions.Rule{TechniqueInfo: r.info, After: r.after, Apply: func(g *regions.Grader, t regions.Technique) bool { return r.apply(k, g, t) }}
	}
	return regions.NewLadder(rs...)
}

// each calls fn for each clue of k from the clue *at on (clue 2l is in
// front of line l, 2l+1 behind it): its line, its side and its value. fn
// returns true (a step) to stop: *at is left at that clue, or past the
// last when fn found nothing.
func (k *clues) each(at *int, fn func(l int, front bool, v int) bool) bool {
	for p := *at; p < 4*k.n; p++ {
		l, front := p/2, p%2 == 0
		v := k.back[l]
		if front {
			v = k.front[l]
		}
		if v != 0 && fn(l, front, v) {
			*at = p
			return true
		}
	}
	*at = 4 * k.n
	return false
}

// inward returns the i-th cell of line l counted from the clue's side.
func (k *clues) inward(l int, front bool, i int) int {
	if front {
		return cellOf(k.n, l, i)
	}
	return cellOf(k.n, l, k.n-1-i)
}

// The edge rules (a clue of 1, of N, the edge bound) read only the clues
// and the cells near them, and each places or rules out only what the
// clues alone fix. The marks only lose candidates and a placed cell stays
// placed, so a clue where an edge rule finds nothing gives it nothing
// again for the rest of the run: each rule goes on from the clue where it
// last found a step (k.edgeAt), and once past the last clue it is not
// walked again. The clue of 1, asked first of the three, takes the cells
// changed since it last asked (regions.Grader.TakeChanged): a run's first
// take gives every cell, which starts all three afresh, so what k.edgeAt
// holds never outlives its run.

// Which edge rule each of k.edgeAt is.
const (
	edgeOne = iota
	edgeN
	edgeBound
	edgeRules
)

// clueOfOne places the tallest building next to a clue of 1.
func (k *clues) clueOfOne(g *regions.Grader, t regions.Technique) bool {
	if g.TakeChanged() == everyCell[k.n] { // a new run
		k.edgeAt = [edgeRules]int{}
	}
	return k.each(&k.edgeAt[edgeOne], func(l int, front bool, v int) bool {
		c := k.inward(l, front, 0)
		if v != 1 || g.Value(c) != 0 {
			return false
		}
		g.Place(c, k.n)
		record(g, t, func() gen.Words {
			return gen.Say("The 1 %s sees only the tallest building, so it stands next to it: %s is %d.", side(k.n, l, front), cellName(k.n, c), k.n)
		})
		return true
	})
}

// everyCell holds, for each size n, every cell of an n x n grid.
var everyCell = func() (t [maxSize + 1]regions.CellSet) {
	for n := range t {
		for c := range n * n {
			t[n][c/64] |= 1 << (c % 64)
		}
	}
	return t
}()

// clueOfN places 1 to N in order from a clue of N.
func (k *clues) clueOfN(g *regions.Grader, t regions.Technique) bool {
	n := k.n
	return k.each(&k.edgeAt[edgeN], func(l int, front bool, v int) bool {
		if v != n || n == 1 {
			return false
		}
		changed := false
		for i := range n {
			if c := k.inward(l, front, i); g.Value(c) == 0 {
				g.Place(c, i+1)
				changed = true
			}
		}
		if changed {
			record(g, t, func() gen.Words {
				return gen.Say("The %d %s sees every building, so they rise 1 to %d from it.", n, side(n, l, front), n)
			})
		}
		return changed
	})
}

// edgeBound rules out, for a clue of c, the heights above N-c+1+d in
// the cell d steps in from it.
func (k *clues) edgeBound(g *regions.Grader, t regions.Technique) bool {
	n := k.n
	return k.each(&k.edgeAt[edgeBound], func(l int, front bool, v int) bool {
		changed := false
		for d := range v - 1 {
			top := n - v + 1 + d
			if c := k.inward(l, front, d); g.Value(c) == 0 && g.Eliminate(c, tallerThan(n, top)) {
				changed = true
			}
		}
		if changed {
			record(g, t, func() gen.Words {
				return gen.Say("The %d %s must see %d buildings, so the cell next to it is at most %d high, and each further one at most one more.", v, side(n, l, front), v, n-v+1)
			})
		}
		return changed
	})
}

// shortLine is the most empty cells of a line that visibility counting
// takes: three cells have six orders at most, few enough to try by hand.
// Line orders takes one more (24 orders at most); long line orders any
// more.
const shortLine = 3

// visibilityShort is visibility counting: visibility on lines with at
// most shortLine empty cells.
func (k *clues) visibilityShort(g *regions.Grader, t regions.Technique) bool {
	return k.visibility(g, t, 1, shortLine)
}

// visibilityFour is line orders: visibility on lines with shortLine+1
// empty cells.
func (k *clues) visibilityFour(g *regions.Grader, t regions.Technique) bool {
	return k.visibility(g, t, shortLine+1, shortLine+1)
}

// visibilityLong is long line orders: visibility on lines with more
// than shortLine+1 empty cells.
func (k *clues) visibilityLong(g *regions.Grader, t regions.Technique) bool {
	return k.visibility(g, t, shortLine+2, k.n)
}

// visibility keeps, in each cell of one clued line with minOpen to
// maxOpen empty cells, the heights of the orders its candidates allow
// that show its clues.
func (k *clues) visibility(g *regions.Grader, t regions.Technique, minOpen, maxOpen int) bool {
	n := k.n
	var line [maxSize]uint16
	full := uint16(1)<<n - 1
	for l := range 2 * n {
		if k.front[l] == 0 && k.back[l] == 0 {
			continue
		}
		open := 0
		for i := range n {
			c := cellOf(n, l, i)
			line[i] = g.Candidates(c)
			if v := g.Value(c); v != 0 {
				line[i] = 1 << (v - 1)
			} else {
				open++
			}
		}
		if open < minOpen || open > maxOpen {
			continue
		}
		keep, ok := k.narrowLine(l, line[:n])
		changed := false
		for i := range n {
			c := cellOf(n, l, i)
			if g.Value(c) != 0 {
				continue
			}
			if !ok { // no order shows the clues: the grid is broken
				keep[i] = 0
			}
			if g.Eliminate(c, full&^keep[i]) {
				changed = true
			}
		}
		if changed {
			record(g, t, func() gen.Words {
				if open > shortLine+1 {
					return gen.Say("%d cells of %s are empty: of the orders its candidates allow, only some show %s.", open, lineName(n, l), k.counts(l))
				}
				return gen.Say("Of the orders of %s its candidates allow, only some show %s.", lineName(n, l), k.counts(l))
			})
			return true
		}
	}
	return false
}

// counts describes the clues of line l: "3 buildings from the left and 2
// from the right".
func (k *clues) counts(l int) gen.List {
	ends := [2]string{"the left", "the right"}
	if l >= k.n {
		ends = [2]string{"above", "below"}
	}
	var parts []any
	for i, v := range [2]int{k.front[l], k.back[l]} {
		switch {
		case v == 1:
			parts = append(parts, gen.Say("%d building from "+ends[i], v))
		case v != 0:
			parts = append(parts, gen.Say("%d buildings from "+ends[i], v))
		}
	}
	return gen.And(parts...)
}

// lineName names line l: "row 3" or "column 2".
func lineName(n, l int) gen.Words {
	if l < n {
		return gen.Say("row %d", l+1)
	}
	return gen.Say("column %d", l-n+1)
}

// cellName names cell c of an n x n grid: "r3c1".
func cellName(n, c int) string { return fmt.Sprintf("r%dc%d", c/n+1, c%n+1) }

// tallerThan returns the heights above top, up to n, as a digit set.
func tallerThan(n, top int) uint16 {
	if top >= n {
		return 0
	}
	return (uint16(1)<<n - 1) &^ (uint16(1)<<top - 1)
}

// record notes the step's sentence, when the run is traced, and counts it.
func record(g *regions.Grader, t regions.Technique, text func() gen.Words) {
	if g.Tracing() {
		g.Say(text())
	}
	g.Record(t)
}
