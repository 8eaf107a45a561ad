package killer

import "slices"

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
// share a unit, of 1 to maxInnies cells, each once.
func (b *board) addInnies() {
	n := b.g.n
	total := n * (n + 1) / 2
	t := comboTables()[n]
	add := func(cells []int, sum, side, unit int) {
		if len(cells) == 0 || len(cells) > maxInnies || !b.g.sameUnit(cells) || len(b.cages) >= maxCages {
			return
		}
		slices.Sort(cells)
		if slices.Equal(b.cages[b.cageOf[cells[0]]].cells, cells) {
			return // a cage of the puzzle's: the only one that may equal cells
		}
		for _, c := range b.cages[b.real:] {
			if slices.Equal(c.cells, cells) {
				return
			}
		}
		b.cages = append(b.cages, cage{cells: b.keep(cells), sum: sum, sets: t.of(len(cells), sum), from: b.g.innieNames[side][unit]})
	}
	var sets [maxCells]cellSet // per cage of the puzzle, its cells
	for x, c := range b.cages {
		for _, i := range c.cells {
			sets[x].add(i)
		}
	}
	var touched [maxCells]int // per cage of the puzzle, 1 + the last unit that met it
	for k, u := range b.g.Units {
		in := b.g.unitCells[k]
		var inBuf, outBuf [maxCells]int
		innies, outies := inBuf[:0], outBuf[:0]
		innerSum, outerSum := 0, 0
		for _, i := range u {
			x := b.cageOf[i]
			if touched[x] == k+1 {
				continue
			}
			touched[x] = k + 1
			c := &b.cages[x]
			if sets[x][0]&^in[0] == 0 && sets[x][1]&^in[1] == 0 { // inside u
				innerSum += c.sum
				continue
			}
			outerSum += c.sum
			for _, j := range c.cells {
				if in[j>>6]&(1<<(j&63)) == 0 {
					outies = append(outies, j)
				} else {
					innies = append(innies, j)
				}
			}
		}
		add(innies, total-innerSum, 0, k)
		add(outies, outerSum+innerSum-total, 1, k)
	}
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
