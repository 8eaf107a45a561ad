package killer

import (
	"math/bits"
	"slices"
)

// The rule of 45: a unit's digits add up to 1+2+...+n (45 on a 9x9), so
// the cells of a unit that the cages lying wholly inside it leave over
// (its innies) add up to the rest; and the cells that the cages reaching
// into a unit put outside it (its outies) add up to those cages' sums
// less the unit's. Where such cells share a unit, their digits differ,
// and they make a cage the puzzle does not draw: the solver keeps them
// like the puzzle's own.

// maxInnies bounds the cells of a cage the rule of 45 adds.
const maxInnies = 5

// addInnies appends to b.cages the innies and outies of every unit that
// share a unit, of 1 to maxInnies cells, each once. It works on sets of
// cells: a unit's innies are its cells that the cages inside it leave,
// its outies the cells outside it of the cages that cross it (a board is
// built for every proof and every rating, and comparing sorted lists
// took a twentieth of a 9x9 easy's time).
func (b *board) addInnies() {
	n := b.g.n
	total := n * (n + 1) / 2
	t := comboTables.of(n)
	var sets [maxCells]cellSet // per cage of the puzzle, its cells
	for x, c := range b.cages {
		for _, i := range c.cells {
			sets[x].add(i)
		}
	}
	var added [2 * 3 * maxCage]cellSet // the rule of 45's cages so far
	count := 0
	add := func(s cellSet, sum, side, unit int) {
		size := s.len()
		if size == 0 || size > maxInnies || len(b.cages) >= maxCages {
			return
		}
		first := s.first()
		if !b.g.holdsInUnit(s, first) || sets[b.cageOf[first]] == s {
			return // not in one unit, or a cage of the puzzle's: the only one that may equal s
		}
		if slices.Contains(added[:count], s) {
			return
		}
		added[count] = s
		count++
		start := len(b.store)
		for i := s.next(); i >= 0; i = s.next() {
			b.store = append(b.store, i)
		}
		cells := b.store[start:len(b.store):len(b.store)]
		b.cages = append(b.cages, cage{cells: cells, sum: sum, sets: t.of(size, sum), from: b.g.innieNames[side][unit]})
	}
	// per unit, the cells of the cages inside it and of those crossing
	// it, and their sums, cage by cage: a cage meets the units of its
	// cells, and lies inside those that hold all of them
	var inside, crossing [3 * maxCage]cellSet
	var innerSum, outerSum [3 * maxCage]int
	for x, c := range b.cages[:b.real] {
		meets, within := uint32(0), ^uint32(0)
		for _, i := range c.cells {
			meets |= b.g.unitsOf[i]
			within &= b.g.unitsOf[i]
		}
		for ; meets != 0; meets &= meets - 1 {
			u := bits.TrailingZeros32(meets)
			if within&(1<<u) != 0 {
				inside[u] = inside[u].with(sets[x])
				innerSum[u] += c.sum
			} else {
				crossing[u] = crossing[u].with(sets[x])
				outerSum[u] += c.sum
			}
		}
	}
	for k := range b.g.Units {
		in := b.g.unitCells[k]
		add(in.without(inside[k]), total-innerSum[k], 0, k)
		add(crossing[k].without(in), outerSum[k]+innerSum[k]-total, 1, k)
	}
}

// holdsInUnit reports whether the cells of s all lie in one row, column
// or box of cell first, one of them.
func (g *geom) holdsInUnit(s cellSet, first int) bool {
	for _, u := range g.CellUnits[first] {
		if s.within(g.unitCells[u]) {
			return true
		}
	}
	return false
}

// sameUnit reports whether cells all lie in one row, column or box.
func (g *geom) sameUnit(cells []int) bool {
	for k := range 3 {
		u := g.CellUnits[cells[0]][k]
		if !slices.ContainsFunc(cells, func(i int) bool { return g.CellUnits[i][k] != u }) {
			return true
		}
	}
	return false
}
