package killer

import (
	"fmt"
	"slices"
	"strings"
)

// fitting returns the digit sets of c that its cells' candidates allow
// (each cell has a digit of the set, each digit of the set a cell), with
// their union and intersection.
func (g *grader) fitting(c *cage) (sets []uint16, union, common uint16) {
	common = g.full
	for _, m := range c.sets {
		all := uint16(0)
		ok := true
		for _, i := range c.cells {
			x := g.cand[i] & m
			if x == 0 {
				ok = false
				break
			}
			all |= x
		}
		if ok && all == m {
			sets = append(sets, m)
			union |= m
			common &= m
		}
	}
	if len(sets) == 0 {
		common = 0
	}
	return sets, union, common
}

// keepSets keeps the cells of c to union, as a step of t explained by
// why; false when nothing changes.
func (g *grader) keepSets(t technique, c *cage, union uint16, why func() string) bool {
	masks := make([]uint16, len(c.cells))
	for k := range masks {
		masks[k] = union
	}
	elim := g.keep(c.cells, masks)
	if len(elim) == 0 {
		return false
	}
	g.step(t, why, nil, elim)
	return true
}

// cageCombination keeps a cage's cells to the digits of the sets that
// can still make its sum.
func (g *grader) cageCombination() bool {
	for k := range g.b.real {
		c := &g.b.cages[k]
		if g.filled(c.cells) {
			continue
		}
		sets, union, _ := g.fitting(c)
		if g.keepSets(cageCombination, c, union, func() string {
			return fmt.Sprintf("%s can only be %s, so its cells keep %s.", g.cageName(c), setsText(sets), digitsText(union))
		}) {
			return true
		}
	}
	return false
}

// combinationHouse crosses a cage's combinations with the houses: a
// digit every fitting set of a cage holds leaves the rest of a house the
// cage lies in; and a digit a house can place only in one cage's cells
// rules out that cage's sets without it.
func (g *grader) combinationHouse() bool {
	for k := range g.b.real {
		c := &g.b.cages[k]
		if g.filled(c.cells) {
			continue
		}
		sets, _, common := g.fitting(c)
		for _, u := range g.housesHolding(c.cells) {
			var others []int
			var masks []uint16
			for _, i := range g.b.g.units[u] {
				if !slices.Contains(c.cells, i) {
					others = append(others, i)
					masks = append(masks, g.full&^common)
				}
			}
			if elim := g.keep(others, masks); len(elim) > 0 {
				g.step(combinationHouse, func() string {
					return fmt.Sprintf("Every way to make %s (%s) holds %s, so no other cell of %s can.", g.cageName(c), setsText(sets), digitsText(common), g.b.g.unitName(u))
				}, nil, elim)
				return true
			}
		}
	}
	for u, cells := range g.b.g.units {
		for d := 1; d <= g.n; d++ {
			k := g.onlyCage(cells, d)
			if k < 0 {
				continue
			}
			c := &g.b.cages[k]
			sets, _, _ := g.fitting(c)
			with := uint16(0)
			var kept []uint16
			for _, m := range sets {
				if m&bit(d) != 0 {
					with |= m
					kept = append(kept, m)
				}
			}
			if g.keepSets(combinationHouse, c, with, func() string {
				return fmt.Sprintf("%s can put its %d only in %s, which must then be %s.", capital(g.b.g.unitName(u)), d, g.cageName(c), setsText(kept))
			}) {
				return true
			}
		}
	}
	return false
}

// onlyCage returns the real cage that holds every cell of cells that can
// take d, when d is not yet placed there; else -1.
func (g *grader) onlyCage(cells []int, d int) int {
	k := -1
	for _, i := range cells {
		if g.val[i] == uint8(d) {
			return -1
		}
		if g.cand[i]&bit(d) == 0 {
			continue
		}
		if o := g.b.cageOf[i]; k < 0 {
			k = o
		} else if o != k {
			return -1
		}
	}
	return k
}

// housesHolding returns the houses that hold every one of cells.
func (g *grader) housesHolding(cells []int) []int {
	var out []int
	for k := range 3 {
		u := g.b.g.unitsOf[cells[0]][k]
		if !slices.ContainsFunc(cells, func(i int) bool { return g.b.g.unitsOf[i][k] != u }) {
			out = append(out, u)
		}
	}
	return out
}

// filled reports whether every one of cells holds a digit.
func (g *grader) filled(cells []int) bool {
	return !slices.ContainsFunc(cells, func(i int) bool { return g.val[i] == 0 })
}

// cageName names a cage by its sum and first cell: "the 17-cage at r1c2".
func (g *grader) cageName(c *cage) string {
	return fmt.Sprintf("the %d-cage at %s", c.sum, g.name(c.cells[0]))
}

// digitsText writes a digit set as "1, 2 and 6".
func digitsText(m uint16) string {
	var ds []string
	for ; m != 0; m &= m - 1 {
		ds = append(ds, fmt.Sprint(digitOf(m)))
	}
	if len(ds) < 2 {
		return strings.Join(ds, "")
	}
	return strings.Join(ds[:len(ds)-1], ", ") + " and " + ds[len(ds)-1]
}

// setsText writes digit sets as "{1,2} or {3,4}".
func setsText(sets []uint16) string {
	var out []string
	for _, m := range sets {
		var ds []string
		for ; m != 0; m &= m - 1 {
			ds = append(ds, fmt.Sprint(digitOf(m)))
		}
		out = append(out, "{"+strings.Join(ds, ",")+"}")
	}
	if len(out) < 2 {
		return strings.Join(out, "")
	}
	return strings.Join(out[:len(out)-1], ", ") + " or " + out[len(out)-1]
}
