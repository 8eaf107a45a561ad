package calcudoku

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The grader solves a calcudoku the way a person does, on the shared
// engine (gen/regions): the Latin singles, pairs and more, fish, wings
// and chains over rows and columns, with the Calcudoku rungs added as
// rules of its ladder. A puzzle's grade is the grade of the hardest
// technique it needed; its score is the sum of the weights of its steps.
// A puzzle the ladder cannot finish is not graded ("guessing").
//
// The Calcudoku rungs (grade, weight per step):
//
//	easy    cage arithmetic 2: a cage's cells keep the digits of the
//	        tuples that make its target with its digits placed so far
//	        (2÷ in a 4x4 is 1 and 2 or 2 and 4, so no 3)
//	medium  cage tuples 4: the tuples crossed with the candidates the
//	        rows and columns left
//	hard    cage and line 5: a digit every tuple puts in the cage's
//	        cells of a row or column leaves the rest of that line, and a
//	        digit a line can hold only in the cage's cells rules out the
//	        tuples without it there (a cage read against a line outside
//	        it, which Keen's hard level is made of); line sums and
//	        products 8: a row or column (or two side by side) adds up to
//	        N(N+1)/2 and multiplies to N!, so the cells its + or × cages
//	        leave, with the cells those cages reach outside it, make
//	        what is left

// The Calcudoku rungs, as rules of the engine's ladder.
var calcRules = []struct {
	info  regions.TechniqueInfo
	after regions.Technique
	apply func(*rules, *regions.Grader, regions.Technique) bool
}{
	{regions.TechniqueInfo{Name: "cage arithmetic", Grade: gen.Easy, Weight: 2}, regions.NakedSingle, (*rules).cageArithmetic},
	{regions.TechniqueInfo{Name: "cage tuples", Grade: gen.Medium, Weight: 4}, regions.NakedSingle, (*rules).cageTuples},
	{regions.TechniqueInfo{Name: "cage and line", Grade: gen.Hard, Weight: 5}, regions.Claiming, (*rules).cageAndLine},
	{regions.TechniqueInfo{Name: "line sums and products", Grade: gen.Hard, Weight: 8}, regions.Claiming, (*rules).lineTotals},
}

// rules are one puzzle's Calcudoku techniques on its board.
type rules struct {
	b *board
	// arith and tuples are, per cage, the masks cage arithmetic and cage
	// tuples last looked at (see idle).
	arith, tuples [][maxCage]uint16
	// lines is, per cage, what cage and line last read of its tuples.
	lines []linesMemo
	// lineDigits is cage and line's reading of the rows and columns.
	lineDigits lineDigits
	// bands are line sums and products' reading of the cages (bandAt),
	// their cells in bandCells; counted is each cage as they count it.
	bands     []band
	bandCells []int
	counted   []counted
}

// ladderOf returns the engine's ladder with the Calcudoku rungs on b.
func ladderOf(b *board) *regions.Ladder {
	k := new(rules)
	k.read(b)
	return k.ladder()
}

// read sets k to b (nil: none), with nothing of it read yet, reusing
// its lists.
func (k *rules) read(b *board) {
	k.b, k.bands = b, k.bands[:0]
	if b != nil {
		m := len(b.cages)
		k.arith, k.tuples = slices.Grow(k.arith[:0], m)[:m], slices.Grow(k.tuples[:0], m)[:m]
		k.lines = slices.Grow(k.lines[:0], m)[:m]
		clear(k.arith)
		clear(k.tuples)
		clear(k.lines)
	}
}

// ladder returns the engine's ladder with the Calcudoku rungs on k's
// board: the board k reads when a rung applies.
func (k *rules) ladder() *regions.Ladder {
	rs := make([]regions.Rule, len(calcRules))
	for i, r := range calcRules {
		rs[i] = regions.Rule{TechniqueInfo: r.info, After: r.after, Apply: func(g *regions.Grader, t regions.Technique) bool { return r.apply(k, g, t) }}
	}
	return regions.NewLadder(rs...)
}

// listed is the ladder as Ladder lists it: its rules are never applied.
var listed = sync.OnceValue(func() *regions.Ladder { return ladderOf(nil) })

// rate grades b from its givens with the ladder cut after limit.
func rate(b *board, limit gen.Grade) regions.Rating {
	return regions.Rate(b.geo, ladderOf(b), b.givens, limit)
}

// rater grades the generator's boards as rate does, with one ladder
// made on first use.
type rater struct {
	k   rules
	lad *regions.Ladder
}

// rate is rate(b, limit).
func (r *rater) rate(b *board, limit gen.Grade) regions.Rating {
	r.k.read(b)
	if r.lad == nil {
		r.lad = r.k.ladder()
	}
	return regions.Rate(b.geo, r.lad, b.givens, limit)
}

// cand returns the digits cell c may hold in g: its digit when placed.
func cand(g *regions.Grader, c int) uint16 {
	if v := g.Value(c); v != 0 {
		return bit(v)
	}
	return g.Candidates(c)
}

// keep removes from each empty cell of cells the digits outside its mask
// and reports whether any went.
func keep(g *regions.Grader, cells []int, masks []uint16) bool {
	changed := false
	for k, c := range cells {
		if g.Value(c) == 0 && g.Eliminate(c, ^masks[k]&0x1ff) {
			changed = true
		}
	}
	return changed
}

// filled reports whether every cell of cells holds a digit.
func filled(g *regions.Grader, cells []int) bool {
	for _, c := range cells {
		if g.Value(c) == 0 {
			return false
		}
	}
	return true
}

// record notes the step's sentence, when the run is traced, and counts it.
func record(g *regions.Grader, t regions.Technique, text func() gen.Words) {
	if g.Tracing() {
		g.Say(text())
	}
	g.Record(t)
}

// trailing returns the index of m's lowest set bit.
func trailing(m uint16) int { return bits.TrailingZeros16(m) }
