package killer

import (
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// innieGroup is a set of cells whose digits add up to sum by the rule of
// 45 over one house or a few together, whose digits may repeat where
// cells do not see each other; or, with outie set, one innie and one
// outie of a house whose digits differ by sum (outie = innie + sum).
type innieGroup struct {
	cells []int
	sum   int
	from  gen.Words
	pair  bool // cells are an innie and an outie: cells[1] = cells[0] + sum
}

// splitGroups finds the groups of the rule of 45 that the grader's hard
// techniques use: for each house, an innie and an outie left by its
// inner cages and one cage crossing it (sum difference); and the innies
// and outies of one house that do not share a house, and of two or three
// neighbouring rows or columns together, of 2 to 4 cells (cage
// splitting).
func splitGroups(b *board) []innieGroup {
	n := b.g.n
	total := n * (n + 1) / 2
	var out []innieGroup
	seen := func(cells []int) bool {
		return slices.ContainsFunc(out, func(o innieGroup) bool { return slices.Equal(o.cells, cells) })
	}
	for k, u := range b.g.Units {
		inner, crossing, innerSum := b.split(u)
		for _, x := range crossing {
			outside := b.outside(u, x)
			if len(outside) != 1 {
				continue
			}
			var innies []int
			covered := append(slices.Clone(inner), b.cages[x].cells...)
			for _, i := range u {
				if !slices.Contains(covered, i) {
					innies = append(innies, i)
				}
			}
			if len(innies) == 1 {
				out = append(out, innieGroup{cells: []int{innies[0], outside[0]}, sum: innerSum + b.cages[x].sum - total, from: b.g.unitName(k), pair: true})
			}
		}
	}
	houses := b.g.bands()
	for _, h := range houses {
		inner, crossing, innerSum := b.split(h.cells)
		var innies, outies []int
		outerSum := 0
		for _, i := range h.cells {
			if !slices.Contains(inner, i) {
				innies = append(innies, i)
			}
		}
		for _, x := range crossing {
			outerSum += b.cages[x].sum
			outies = append(outies, b.outside(h.cells, x)...)
		}
		for _, grp := range []innieGroup{
			{cells: innies, sum: h.count*total - innerSum, from: sideOf(0, h.name)},
			{cells: outies, sum: outerSum + innerSum - h.count*total, from: sideOf(1, h.name)},
		} {
			slices.Sort(grp.cells)
			if len(grp.cells) < 2 || len(grp.cells) > 4 || (h.count == 1 && b.g.sameUnit(grp.cells)) || seen(grp.cells) {
				continue
			}
			out = append(out, grp)
		}
	}
	return out
}

// split returns the cells of the cages wholly inside cells, the cages
// that cross out of them, and the inner cages' sum.
func (b *board) split(cells []int) (inner, crossing []int, innerSum int) {
	var done []int
	for _, i := range cells {
		k := b.cageOf[i]
		if slices.Contains(done, k) {
			continue
		}
		done = append(done, k)
		if len(b.outside(cells, k)) == 0 {
			inner = append(inner, b.cages[k].cells...)
			innerSum += b.cages[k].sum
		} else {
			crossing = append(crossing, k)
		}
	}
	return inner, crossing, innerSum
}

// outside returns the cells of cage k that are not among cells.
func (b *board) outside(cells []int, k int) []int {
	var out []int
	for _, i := range b.cages[k].cells {
		if !slices.Contains(cells, i) {
			out = append(out, i)
		}
	}
	return out
}

// house is one house or a few together, for the rule of 45.
type house struct {
	cells []int
	count int // houses in it
	name  gen.Words
}

// bands returns every house alone and every run of two or three
// neighbouring rows or columns.
func (g *geom) bands() []house {
	var out []house
	for k, u := range g.Units {
		out = append(out, house{cells: u, count: 1, name: g.unitName(k)})
	}
	for _, cols := range []bool{false, true} {
		format := "rows %d to %d"
		if cols {
			format = "columns %d to %d"
		}
		for size := 2; size <= 3; size++ {
			for first := 0; first+size <= g.n; first++ {
				h := house{count: size, name: gen.Say(format, first+1, first+size)}
				for x := first; x < first+size; x++ {
					u := x
					if cols {
						u += g.n
					}
					h.cells = append(h.cells, g.Units[u]...)
				}
				out = append(out, h)
			}
		}
	}
	return out
}

// sumDifference keeps an innie and an outie of a house to digits that
// differ by what the house's cages leave.
func (k *rules) sumDifference(g *regions.Grader, t regions.Technique) bool {
	for _, grp := range k.groupsOf() {
		if !grp.pair || filled(g, grp.cells) {
			continue
		}
		in, out := grp.cells[0], grp.cells[1]
		masks := []uint16{shift(cand(g, out), -grp.sum), shift(cand(g, in), grp.sum)}
		if keep(g, grp.cells, masks) {
			record(g, t, func() gen.Words {
				if grp.sum < 0 {
					return gen.Say("By the rule of 45 on %s, its outie %s is its innie %s minus %d.", grp.from, k.b.name(out), k.b.name(in), -grp.sum)
				}
				return gen.Say("By the rule of 45 on %s, its outie %s is its innie %s plus %d.", grp.from, k.b.name(out), k.b.name(in), grp.sum)
			})
			return true
		}
	}
	return false
}

// shift moves every digit of m by k (k may be negative), dropping those
// that leave 1 to 9.
func shift(m uint16, k int) uint16 {
	if k >= 0 {
		return m << k & 0x1ff
	}
	return m >> -k
}

// cageSplitting keeps a group of innies or outies of a few houses to the
// digits that can make their sum, where cells that see each other differ
// and the others may repeat.
func (k *rules) cageSplitting(g *regions.Grader, t regions.Technique) bool {
	for _, grp := range k.groupsOf() {
		if grp.pair || filled(g, grp.cells) {
			continue
		}
		masks := make([]uint16, len(grp.cells))
		if !k.groupSupport(g, grp.cells, grp.sum, 0, 0, make([]int, len(grp.cells)), masks) {
			continue // no filling: the grid is broken, which the singles show
		}
		if keep(g, grp.cells, masks) {
			record(g, t, func() gen.Words {
				return gen.Say("By the rule of 45, %s (%s) add up to %d, which only some of their digits can make.", grp.from, k.b.cellsText(grp.cells), grp.sum)
			})
			return true
		}
	}
	return false
}

// groupSupport adds to masks the digits each of cells takes in some
// filling from its candidates that adds up to sum, with different digits
// in cells that see each other; digits holds the filling so far.
func (k *rules) groupSupport(g *regions.Grader, cells []int, sum, at, got int, digits []int, masks []uint16) bool {
	if at == len(cells) {
		if got != sum {
			return false
		}
		for k, d := range digits {
			masks[k] |= bit(d)
		}
		return true
	}
	any := false
	for m := cand(g, cells[at]); m != 0; m &= m - 1 {
		d := digitOf(m)
		if got+d > sum || k.clashes(cells, digits, at, d) {
			continue
		}
		digits[at] = d
		if k.groupSupport(g, cells, sum, at+1, got+d, digits, masks) {
			any = true
		}
	}
	return any
}

// clashes reports whether d at cells[at] sees the same digit among the
// cells before it.
func (k *rules) clashes(cells, digits []int, at, d int) bool {
	for x := range at {
		if digits[x] == d && slices.Contains(k.b.peersOf(cells[at]), cells[x]) {
			return true
		}
	}
	return false
}

// cellsText names cells: "r3c5, r3c6 and r4c6".
func (b *board) cellsText(cells []int) gen.List {
	names := make([]any, len(cells))
	for x, i := range cells {
		names[x] = b.name(i)
	}
	return gen.And(names...)
}
