package killer

import (
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// openInnies returns the open innies of house u as the grid stands: its
// empty cells that the cages whose empty cells all lie in u leave over,
// and what they add up to (the house's total less its placed digits and
// what those cages still need). Placed cells drop out of their cages, so
// a cage reaching out of u counts as inside once its cells outside are
// placed, as in Solo. It reads the cages' empty cells and sums, and the
// house's, as the watch keeps them: ruleOf45 asks it (wakeHouses) first.
func (k *rules) openInnies(g *regions.Grader, u int) (cells []int, sum int) {
	b, w := k.b, k.watch
	in := b.g.unitCells[u]
	sum = w.rest[u]
	empty := in.without(w.filled)
	left := empty // the empty cells of the cages not inside u
	for todo := empty; ; {
		i := todo.next()
		if i < 0 {
			break
		}
		open := w.open[b.cageOf[i]]
		todo = todo.without(open) // its cage's other empty cells in u: done
		if open.within(in) {
			sum -= w.need[b.cageOf[i]]
			left = left.without(open)
		}
	}
	cells = k.innies[:0]
	for i := left.next(); i >= 0; i = left.next() { // in reading order, as the unit lists them
		cells = append(cells, i)
	}
	return cells, sum
}

// ruleOf45 places the one open innie of a house, or keeps its two to
// four open innies to the digits of the sets that make their sum
// (openInnies), or does the same for the rest of the one cage that holds
// them (outsidePart): one step a house. The innies are found afresh as
// cells are placed, as Solo does; the layout's own innies and outies
// (addInnies) are for cage single and the hard rungs.
func (k *rules) ruleOf45(g *regions.Grader, t regions.Technique) bool {
	n := k.b.g.n
	look := k.wakeHouses(g)
	for u := look.next(); u >= 0; u = look.next() {
		cells, sum := k.openInnies(g, u) // k.innies: kept only by a step's copy
		if k.house45(g, u, n, cells, sum, t) {
			return true
		}
		k.quietHouse(u, cells)
	}
	return false
}

// house45 is ruleOf45 on house u, whose open innies, cells, add up to
// sum, reporting whether it took a step.
func (k *rules) house45(g *regions.Grader, u, n int, cells []int, sum int, t regions.Technique) bool {
	switch {
	case len(cells) == 1:
		at := cells[0]
		if sum < 1 || sum > n || g.Candidates(at)&bit(sum) == 0 {
			return false // the grid is broken, which the singles show
		}
		g.Place(at, sum)
		record(g, t, func() gen.Words {
			return gen.Say("By the rule of 45, %s is the one cell of %s its cages do not hold: it takes the %d they leave.", k.b.name(at), k.b.g.unitName(u), sum)
		})
		return true
	case len(cells) >= 2 && len(cells) <= maxSetCells:
		c := &cage{cells: cells, sum: sum, sets: comboTables.of(n).of(len(cells), sum)}
		if ok, sets := union(g, c); ok {
			cells := slices.Clone(cells)
			record(g, t, func() gen.Words {
				return gen.Say("By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d: %s.", k.b.g.unitName(u), k.b.cellsText(cells), sum, setsText(sets))
			})
			return true
		}
	}
	return len(cells) > 0 && k.outsidePart(g, u, cells, sum, t)
}

// outsidePart looks at the open innies of house u (cells, adding up to
// sum) when they all lie in one cage, as Solo splits such a cage: its
// other empty cells make what it needs less sum, and one is placed, or
// two to four keep the digits of the sets that make it.
func (k *rules) outsidePart(g *regions.Grader, u int, cells []int, sum int, t regions.Technique) bool {
	n := k.b.g.n
	x := k.b.cageOf[cells[0]]
	for _, i := range cells {
		if k.b.cageOf[i] != x {
			return false
		}
	}
	c := &k.b.cages[x]
	need := c.sum - sum
	var rest []int
	for _, j := range c.cells {
		if v := g.Value(j); v != 0 {
			need -= v
		} else if !slices.Contains(cells, j) {
			rest = append(rest, j)
		}
	}
	switch {
	case len(rest) == 1:
		if need < 1 || need > n || g.Candidates(rest[0])&bit(need) == 0 {
			return false
		}
		g.Place(rest[0], need)
		cells := slices.Clone(cells)
		record(g, t, func() gen.Words {
			return gen.Say("By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its last open cell, %s, takes the %d left.", k.b.g.unitName(u), k.b.cellsText(cells), sum, k.cageName(c), k.b.name(rest[0]), need)
		})
		return true
	case len(rest) >= 2 && len(rest) <= maxSetCells:
		part := &cage{cells: rest, sum: need, sets: comboTables.of(n).of(len(rest), need)}
		if ok, sets := union(g, part); ok {
			cells := slices.Clone(cells)
			record(g, t, func() gen.Words {
				return gen.Say("By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its other open cells (%s) add up to %d: %s.", k.b.g.unitName(u), k.b.cellsText(cells), sum, k.cageName(c), k.b.cellsText(rest), need, setsText(sets))
			})
			return true
		}
	}
	return false
}
