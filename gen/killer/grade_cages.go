package killer

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// fitting returns the digit sets of c that the candidates in g allow
// (each cell has a digit of the set, each digit of the set a cell), with
// their union and intersection.
func fitting(g *regions.Grader, c *cage) (sets []uint16, union, common uint16) {
	common = 0x1ff
	var buf [maxCage]uint16
	cands := cageCands(g, c, buf[:0])
	for _, m := range c.sets {
		if setFits(cands, m) {
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

// fill keeps each empty cell of c to the digits it takes in some filling
// of the whole cage (cageScratch.support), reporting whether any went.
func (k *rules) fill(g *regions.Grader, c *cage) bool {
	var cands, support [maxCage]uint16
	for x, i := range c.cells {
		cands[x] = cand(g, i)
	}
	if !k.scratch.support(k.b.g.n, cands[:len(c.cells)], c.sum, support[:len(c.cells)]) {
		return false // no filling: the grid is broken, which the singles show
	}
	return keep(g, c.cells, support[:len(c.cells)])
}

// union keeps each empty cell of c to the digits of the sets that still
// fit the cage (fitting), reporting whether any went, with those sets
// when the run is traced (for its text: a rating needs none).
func union(g *regions.Grader, c *cage) (bool, []uint16) {
	all := fittingUnion(g, c)
	if all == 0 {
		return false, nil // no set fits: the grid is broken, which the singles show
	}
	if !keepAll(g, c.cells, all) {
		return false, nil
	}
	if !g.Tracing() {
		return true, nil
	}
	sets, _, _ := fitting(g, c) // the same sets: those that fit still do
	return true, sets
}

// fittingUnion is fitting's union alone, without a list of the sets.
// A set the union already holds adds nothing and is not tried.
func fittingUnion(g *regions.Grader, c *cage) (union uint16) {
	var buf [maxCage]uint16
	cands := cageCands(g, c, buf[:0])
	for _, m := range c.sets {
		if union|m != union && setFits(cands, m) {
			union |= m
		}
	}
	return union
}

// cageCands appends to buf the candidates in g of c's cells (a placed
// cell's digit alone), in c's order, and returns it.
func cageCands(g *regions.Grader, c *cage, buf []uint16) []uint16 {
	for _, i := range c.cells {
		buf = append(buf, cand(g, i))
	}
	return buf
}

// setFits reports whether the digit set m still fits a cage whose cells
// have the candidates cands: each cell has a digit of m among its
// candidates, and each digit of m a cell.
func setFits(cands []uint16, m uint16) bool {
	all := uint16(0)
	for _, x := range cands {
		x &= m
		if x == 0 {
			return false
		}
		all |= x
	}
	return all == m
}

// maxSetCells is the most empty cells of a cage whose sets cage
// combination looks at, as Solo does: a person lists the sets of a
// larger cage only once some of its cells are placed.
const maxSetCells = 4

// cageCombination keeps the cells of every cage with at most maxSetCells
// empty cells to the digits of the sets that make its sum with different
// digits and still fit them, in one pass over the cages, as a person
// pencils in the combinations: one step however many cages it narrows.
func (k *rules) cageCombination(g *regions.Grader, t regions.Technique) bool {
	var narrowed []*cage
	var sets [][]uint16
	count := 0
	look := k.wakeCombinations(g)
	for x := look.next(); x >= 0; x = look.next() {
		c := &k.b.cages[x]
		if e := empties(g, c.cells); e == 0 || e > maxSetCells {
			k.watch.sleep(lookCombination, x)
			continue
		}
		if ok, s := union(g, c); ok {
			count++
			if g.Tracing() { // for the text alone: a rating needs no list
				narrowed, sets = append(narrowed, c), append(sets, s)
			}
		} else {
			k.watch.sleep(lookCombination, x)
		}
	}
	if count == 0 {
		return false
	}
	record(g, t, func() gen.Words {
		if len(narrowed) == 1 {
			return gen.Say("%s can only be %s, so its cells keep only those digits.", capital(k.cageName(narrowed[0])), setsText(sets[0]))
		}
		each := gen.Say("%s can only be %s", k.cageName(narrowed[len(narrowed)-1]), setsText(sets[len(narrowed)-1]))
		for i := len(narrowed) - 2; i >= 0; i-- {
			each = gen.Say("%s; %s", gen.Say("%s can only be %s", k.cageName(narrowed[i]), setsText(sets[i])), each)
		}
		return gen.Say("Each cage's cells keep only the digits of the sets that make its sum: %s.", each)
	})
	return true
}

// cageSingle places the one empty cell of a cage, drawn or of the rule of
// 45: its sum less its placed digits.
func (k *rules) cageSingle(g *regions.Grader, t regions.Technique) bool {
	look := k.wakeCages(g)
	for x := look.next(); x >= 0; x = look.next() {
		c := &k.b.cages[x]
		if empties(g, c.cells) != 1 {
			k.watch.sleep(lookSingle, x)
			continue
		}
		at, d := -1, c.sum
		for _, i := range c.cells {
			if v := g.Value(i); v != 0 {
				d -= v
			} else {
				at = i
			}
		}
		if d < 1 || d > k.b.g.n || g.Candidates(at)&bit(d) == 0 {
			continue // the grid is broken, which the singles show
		}
		g.Place(at, d)
		record(g, t, func() gen.Words {
			return gen.Say("%s (%s) has one empty cell left, %s, and it takes the %d its sum still needs.", capital(k.groupName(c)), k.b.cellsText(c.cells), k.b.name(at), d)
		})
		return true
	}
	return false
}

// empties counts the empty cells among cells.
func empties(g *regions.Grader, cells []int) int {
	e := 0
	for _, i := range cells {
		if g.Value(i) == 0 {
			e++
		}
	}
	return e
}

// cageFilling keeps each cell of a cage, drawn or found by the rule of
// 45, to the digits it takes in some filling of the whole cage: which
// cell can take which digit of its sets, given the others.
func (k *rules) cageFilling(g *regions.Grader, t regions.Technique) bool {
	for x := range k.b.cages {
		c := &k.b.cages[x]
		if filled(g, c.cells) {
			continue
		}
		sets, _, _ := fitting(g, c)
		if k.fill(g, c) {
			record(g, t, func() gen.Words {
				return gen.Say("%s (%s) must be %s, and each of its cells keeps only the digits that some filling of the whole cage puts there.", capital(k.groupName(c)), k.b.cellsText(c.cells), setsText(sets))
			})
			return true
		}
	}
	return false
}

// groupName names a cage of the puzzle by its sum and first cell, and one
// of the rule of 45 by where it comes from.
func (k *rules) groupName(c *cage) gen.Words {
	if c.from.Format != "" {
		return c.from
	}
	return k.cageName(c)
}

// combinationHouse crosses a cage's combinations with the houses: a
// digit every fitting set of a cage holds leaves the rest of a house the
// cage lies in; and a digit a house can place only in one cage's cells
// rules out that cage's sets without it.
func (k *rules) combinationHouse(g *regions.Grader, t regions.Technique) bool {
	geo := k.b.g
	for x := range k.b.real {
		c := &k.b.cages[x]
		if filled(g, c.cells) {
			continue
		}
		sets, _, common := fitting(g, c)
		if common == 0 {
			continue
		}
		for _, u := range housesHolding(geo, c.cells) {
			changed := false
			for _, i := range geo.Units[u] {
				if !slices.Contains(c.cells, i) && g.Value(i) == 0 && g.Eliminate(i, common) {
					changed = true
				}
			}
			if changed {
				record(g, t, func() gen.Words {
					return gen.Say("Every way to make %s (%s) holds %s, so no other cell of %s can.", k.cageName(c), setsText(sets), digitsText(common), geo.unitName(u))
				})
				return true
			}
		}
	}
	for u, cells := range geo.Units {
		for d := 1; d <= geo.n; d++ {
			x := k.onlyCage(g, cells, d)
			if x < 0 {
				continue
			}
			c := &k.b.cages[x]
			sets, _, _ := fitting(g, c)
			with := uint16(0)
			var kept []uint16
			for _, m := range sets {
				if m&bit(d) != 0 {
					with |= m
					kept = append(kept, m)
				}
			}
			if keepAll(g, c.cells, with) {
				record(g, t, func() gen.Words {
					return gen.Say("%s can put its %d only in %s, which must then be %s.", capital(geo.unitName(u)), d, k.cageName(c), setsText(kept))
				})
				return true
			}
		}
	}
	return false
}

// onlyCage returns the puzzle's cage that holds every cell of cells
// that can take d, when d is not yet placed there; else -1.
func (k *rules) onlyCage(g *regions.Grader, cells []int, d int) int {
	x := -1
	for _, i := range cells {
		if g.Value(i) == d {
			return -1
		}
		if g.Candidates(i)&bit(d) == 0 {
			continue
		}
		if o := k.b.cageOf[i]; x < 0 {
			x = o
		} else if o != x {
			return -1
		}
	}
	return x
}

// housesHolding returns the houses of geo that hold every one of cells.
func housesHolding(geo *geom, cells []int) []int {
	var out []int
	for k := range 3 {
		u := geo.CellUnits[cells[0]][k]
		if !slices.ContainsFunc(cells, func(i int) bool { return geo.CellUnits[i][k] != u }) {
			out = append(out, u)
		}
	}
	return out
}

// filled reports whether every one of cells holds a digit in g.
func filled(g *regions.Grader, cells []int) bool {
	return !slices.ContainsFunc(cells, func(i int) bool { return g.Value(i) == 0 })
}

// cageName names a cage by its sum and first cell: "the 17-cage at r1c2".
func (k *rules) cageName(c *cage) gen.Words {
	return gen.Say("the %d-cage at %s", c.sum, k.b.name(c.cells[0]))
}

// name names cell i as explanations do: "r3c5".
func (b *board) name(i int) string { return fmt.Sprintf("r%dc%d", i/b.g.n+1, i%b.g.n+1) }

// capital returns w as it starts a sentence: its format's first letter
// in upper case ("The 17-cage at %s", "Row %d"), a format of its own to
// translate.
func capital(w gen.Words) gen.Words {
	if s := w.Format; s != "" && s[0] >= 'a' && s[0] <= 'z' {
		w.Format = string(s[0]-'a'+'A') + s[1:]
	}
	return w
}

// digitsText lists a digit set: "1, 2 and 6".
func digitsText(m uint16) gen.List {
	var ds []any
	for ; m != 0; m &= m - 1 {
		ds = append(ds, digitOf(m))
	}
	return gen.And(ds...)
}

// setsText lists digit sets: "{1,2} or {3,4}".
func setsText(sets []uint16) gen.List {
	out := make([]any, len(sets))
	for i, m := range sets {
		var ds []string
		for ; m != 0; m &= m - 1 {
			ds = append(ds, strconv.Itoa(digitOf(m)))
		}
		out[i] = "{" + strings.Join(ds, ",") + "}"
	}
	return gen.Or(out...)
}
