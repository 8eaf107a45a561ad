package futoshiki

import (
	"math/bits"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The generator asks one question thousands of times: does the ladder,
// cut at a grade, solve these clues? Every rung only removes candidates
// and keeps applying once more is known, so what the ladder deduces is
// the closure of its rungs, the same in whatever order they run: the
// grader's order (simplest first, restarting after each step) fixes the
// score, not whether the grid gets filled. A closure computes that
// answer the fast way for the rungs a Futoshiki leans on:
//
//   - easy: naked and hidden singles, and the inequality bounds (a cell
//     less than a neighbour is under that neighbour's digit, or under N
//     while the neighbour is empty; greater, the mirror);
//   - medium adds bound propagation (a smaller cell keeps the digits
//     under its greater's largest, the greater those over the smaller's
//     least), whose closure holds every inequality chain's bound too:
//     along a chain the least rises by one a sign, as the chain's bound
//     does, and from a placed digit the same.
//
// Pointing and claiming need boxes, which a Latin square has none of.
// For hard and expert the closure hands its pencil marks to the grader,
// which goes on from there with the whole ladder: the closure at medium
// is part of the closure at any higher grade, so starting the grader
// there changes nothing it can reach. Rate then gives the grade and
// score of the puzzle chosen, by the grader's own run.

// closure holds the pencil marks of one run. Placing a digit takes it
// from the other cells of its row and column at once, so that reading a
// cell's digits (at), which every rule does far more often, costs one
// load.
type closure struct {
	n    int
	full uint16
	left int
	cand [maxSize * maxSize]uint16 // the digit alone once placed
	vals [maxSize * maxSize]uint8
	// pass counts the rounds of close; placedIn is the round each cell
	// was placed in (0: before the first, or empty).
	pass     int32
	placedIn [maxSize * maxSize]int32
	rows     [maxSize]uint16           // the digits placed in each row
	cols     [maxSize]uint16           // and in each column
	row      *[maxSize * maxSize]uint8 // each cell's row (see rowsCols)
	col      *[maxSize * maxSize]uint8
	signs    []sign
	// used, when not nil, marks the signs (by their index in signs) that
	// narrowed a cell in the run.
	used []bool
	// until, when 0 or more, is a cell whose placing ends the run: a
	// given just taken away. Placed again, it gives back all the larger
	// puzzle knew, so when that puzzle was solved this one is (see
	// regions.Reaches).
	until int
}

// load resets z to the givens cells (n*n, 0 blank) and signs, and
// reports false when the givens clash.

func (z *closure) load(n int, cells []int, signs []sign) bool {
	z.start(n, n*n, signs)
	for c := range cells {
		z.cand[c], z.vals[c], z.placedIn[c] = z.full, 0, 0
	}
	for c, v := range cells {
		if v != 0 && !z.place(c, v) {
			return false
		}
	}
	return true
}

// start sets z up for an n x n grid with left cells empty and signs,
// every row and column without digits.
func (z *closure) start(n, left int, signs []sign) {
	z.n, z.full, z.left, z.signs, z.until, z.used, z.pass = n, uint16(1)<<n-1, left, signs, -1, nil, 0
	clear(z.rows[:n])
	clear(z.cols[:n])
	t := rowsCols()
	z.row, z.col = &t[n][0], &t[n][1]
}

// rowsCols are the row and column of each cell of the n x n grids, so
// that the closure never divides.
var rowsCols = sync.OnceValue(func() *[maxSize + 1][2][maxSize * maxSize]uint8 {
	t := new([maxSize + 1][2][maxSize * maxSize]uint8)
	for n := 1; n <= maxSize; n++ {
		for c := range n * n {
			t[n][0][c], t[n][1][c] = uint8(c/n), uint8(c%n)
		}
	}
	return t
})

// at returns the digits cell c may hold: its digit when placed.
func (z *closure) at(c int) uint16 { return z.cand[c] }

// place writes digit d in cell c, and reports false when c cannot hold
// it.
func (z *closure) place(c, d int) bool {
	bit := uint16(1) << (d - 1)
	if z.cand[c]&bit == 0 || z.vals[c] != 0 {
		return false
	}
	n, r, col := z.n, int(z.row[c]), int(z.col[c])
	for j, x := 0, r*n; j < n; j, x = j+1, x+1 {
		z.cand[x] &^= bit
	}
	for x := col; x < n*n; x += n {
		z.cand[x] &^= bit
	}
	z.vals[c], z.cand[c], z.placedIn[c] = uint8(d), bit, z.pass
	z.rows[r] |= bit
	z.cols[col] |= bit
	z.left--
	return true
}

// keep narrows cell c, whose digits are now m, to those of keep, and
// reports false when none is left or c was placed.
func (z *closure) keep(c int, m, keep uint16) bool {
	if m&keep == m {
		return true
	}
	z.cand[c] = m & keep
	return m&keep != 0 && z.vals[c] == 0
}

// signPass applies every sign once, by the bounds rule or, from medium
// on, by propagation, forwards or (back) backwards through the list so
// that a chain passes its bounds along in one pass whichever way it
// points, and reports false on a contradiction. A sign that narrows a
// cell is marked in used, when there is one. The bounds rule reads only
// which of a sign's cells are placed, so after the first round it
// passes over a sign unless one of them was placed since it last came.
func (z *closure) signPass(limit gen.Grade, back bool, changed *bool) bool {
	for i := range z.signs {
		if back {
			i = len(z.signs) - 1 - i
		}
		s := z.signs[i]
		if limit < gen.Medium && z.pass > 1 && z.placedIn[s.lo] < z.pass-1 && z.placedIn[s.hi] < z.pass-1 {
			continue
		}
		x := z.cut(s, limit)
		if x.empty() {
			return false
		}
		if x.idle() {
			continue
		}
		*changed = true
		if z.used != nil {
			z.used[i] = true
		}
		if !z.apply(s, x) {
			return false
		}
	}
	return true
}

// signCut is what a sign does to its cells: the digits they hold and
// those the sign leaves them.
type signCut struct{ lo, hi, keepLo, keepHi uint16 }

// empty reports whether a cell holds no digit.
func (x signCut) empty() bool { return x.lo == 0 || x.hi == 0 }

// idle reports whether the sign takes no digit away.
func (x signCut) idle() bool { return x.lo&x.keepLo == x.lo && x.hi&x.keepHi == x.hi }

// taken counts the digits the sign takes away.
func (x signCut) taken() int { return bits.OnesCount16(x.lo&^x.keepLo | x.hi&^x.keepHi) }

// cut returns what sign s does at limit: by the bounds rule below
// medium, by propagation from medium on.
func (z *closure) cut(s sign, limit gen.Grade) signCut {
	x := signCut{lo: z.at(s.lo), hi: z.at(s.hi)}
	if limit >= gen.Medium {
		x.keepLo, x.keepHi = below(highest(x.hi)), above(lowest(x.lo))
		return x
	}
	top, bottom := z.n, 1
	if v := z.vals[s.hi]; v != 0 {
		top = int(v)
	}
	if v := z.vals[s.lo]; v != 0 {
		bottom = int(v)
	}
	x.keepLo, x.keepHi = below(top), above(bottom)
	return x
}

// apply narrows s's cells by x, and reports false when one is left
// without a digit or a placed one would change.
func (z *closure) apply(s sign, x signCut) bool {
	return z.keep(s.lo, x.lo, x.keepLo) && z.keep(s.hi, x.hi, x.keepHi)
}

// singles places every naked single, then every hidden single of each
// row and column, and reports false on a contradiction.
func (z *closure) singles(changed *bool) bool {
	n := z.n
	for c := range n * n {
		if z.vals[c] != 0 {
			continue
		}
		m := z.at(c)
		if m&(m-1) == 0 {
			*changed = true
			if m == 0 || !z.place(c, lowest(m)) {
				return false
			}
		}
	}
	for u := range 2 * n {
		first, step, used := u*n, 1, z.rows[u%n] // row u
		if u >= n {
			first, step, used = u-n, n, z.cols[u-n] // column u-n
		}
		var once, twice uint16
		for j := range n {
			if c := first + j*step; z.vals[c] == 0 {
				m := z.at(c)
				twice |= once & m
				once |= m
			}
		}
		if once|used != z.full {
			return false
		}
		for only := once &^ twice; only != 0; only &= only - 1 {
			bit := only & -only
			for j := range n {
				if c := first + j*step; z.vals[c] == 0 && z.at(c)&bit != 0 {
					*changed = true
					if !z.place(c, lowest(bit)) {
						return false
					}
					break
				}
			}
		}
	}
	return true
}

// close runs the easy rungs (and from medium on, propagation) until
// nothing changes, and reports false on a contradiction.
func (z *closure) close(limit gen.Grade) bool {
	for changed, back := true, false; changed && !z.done(); back = !back {
		changed = false
		z.pass++
		if !z.signPass(limit, back, &changed) || !z.singles(&changed) {
			return false
		}
	}
	return true
}

// lazy runs the closure at limit (easy or medium) reading the signs as
// late as it can: the singles until they stop, then the signs it has
// used already, and only when none of those narrows a cell the other
// sign that takes the most digits away (the first in the order of
// z.signs of those). It marks the signs it
// used in z.used and reports whether the grid is filled: the used signs
// alone then fill it, since the run read no other. Before it first
// reads sign i it calls first(i).
func (z *closure) lazy(limit gen.Grade, first func(i int)) bool {
	for !z.done() {
		changed := false
		if !z.singles(&changed) {
			return false
		}
		if changed {
			continue
		}
		if !z.lazySign(limit, first, &changed) {
			return false
		}
		if !changed {
			return false
		}
	}
	return true
}

// lazySign applies every used sign that narrows a cell or, when none
// does, the unused one that takes the most digits away (the first in
// order of those), marking it used, with first(i) before; it reports
// false on a contradiction.
func (z *closure) lazySign(limit gen.Grade, first func(i int), changed *bool) bool {
	best, most := -1, 0
	var cut signCut
	for i, s := range z.signs {
		x := z.cut(s, limit)
		if x.empty() {
			return false
		}
		if x.idle() {
			continue
		}
		if z.used[i] {
			*changed = true
			if !z.apply(s, x) {
				return false
			}
			continue
		}
		if k := x.taken(); k > most {
			best, most, cut = i, k, x
		}
	}
	if *changed || best < 0 {
		return true
	}
	first(best)
	*changed, z.used[best] = true, true
	return z.apply(z.signs[best], cut)
}

// solves reports whether the ladder lad (with the Futoshiki rungs on
// z's signs) cut at limit fills the grid of z from its marks.
func (z *closure) solves(geo *regions.Geometry, lad *regions.Ladder, limit gen.Grade) bool {
	if !z.close(limit) {
		return false
	}
	if z.done() || limit <= gen.Medium {
		return z.done()
	}
	g := z.grader(geo, lad, limit)
	defer g.Release()
	if z.until >= 0 {
		ok, _ := g.Reaches([]int{z.until})
		return ok
	}
	g.Solve()
	return g.Rating().Solved
}

// grade runs the grader with lad cut at limit from z's marks, and
// reports whether it fills the grid; when it does not, z takes the
// marks it stopped at.
func (z *closure) grade(geo *regions.Geometry, lad *regions.Ladder, limit gen.Grade) bool {
	g := z.grader(geo, lad, limit)
	defer g.Release()
	g.Solve()
	if g.Rating().Solved {
		return true
	}
	z.marks(g)
	return false
}

// grader returns a grader (to be released) set up with lad cut at limit
// and z's marks.
func (z *closure) grader(geo *regions.Geometry, lad *regions.Ladder, limit gen.Grade) *regions.Grader {
	g := regions.NewGrader()
	g.Setup(geo, lad, limit)
	for c := range z.n * z.n {
		if v := z.vals[c]; v != 0 {
			g.SetCell(c, int(v))
		} else {
			g.SetCandidates(c, z.at(c))
		}
	}
	return g
}

// done reports whether the grid is full or the cell until is placed.
func (z *closure) done() bool {
	return z.left == 0 || z.until >= 0 && z.vals[z.until] != 0
}

// carveLadder is the ladder the generator asks at hard and expert: the
// engine's techniques with one rule, at medium, that runs the closure
// on the grader's marks. Every hard step is then followed by all the
// easy and medium work at once, where the grader would take it a step
// at a time; the closure, and so whether the grid is filled, is the
// same as by ladderOf's rungs.
func carveLadder(k *rules) *regions.Ladder {
	var z closure
	apply := func(g *regions.Grader, t regions.Technique) bool {
		z.take(g, k)
		ok := z.close(gen.Medium)
		changed := false
		for c := range k.n * k.n {
			if g.Value(c) != 0 {
				continue
			}
			if !ok { // never, for clues from a true grid: break the run
				g.Eliminate(c, z.full)
				return true
			}
			if v := z.vals[c]; v != 0 {
				g.Place(c, int(v))
				changed = true
			} else if m := g.Candidates(c) &^ z.at(c); m != 0 {
				g.Eliminate(c, m)
				changed = true
			}
		}
		if changed {
			g.Record(t)
		}
		return changed
	}
	return regions.NewLadder(regions.Rule{
		TechniqueInfo: regions.TechniqueInfo{Name: "signs and singles", Grade: gen.Medium},
		After:         regions.NakedSingle,
		Apply:         apply,
	})
}

// take sets z to g's marks with k's signs.
func (z *closure) take(g *regions.Grader, k *rules) {
	z.start(k.n, g.Left(), k.signs)
	z.used = k.used
	z.marks(g)
}

// marks sets z's cells, rows and columns to g's marks.
func (z *closure) marks(g *regions.Grader) {
	n := z.n
	z.left = g.Left()
	clear(z.rows[:n])
	clear(z.cols[:n])
	for c := range n * n {
		v := g.Value(c)
		z.vals[c], z.cand[c], z.placedIn[c] = uint8(v), g.Candidates(c), 0
		if v != 0 {
			bit := uint16(1) << (v - 1)
			z.cand[c] = bit
			z.rows[z.row[c]] |= bit
			z.cols[z.col[c]] |= bit
		}
	}
	for c := range n * n {
		if z.vals[c] == 0 {
			z.cand[c] &^= z.rows[z.row[c]] | z.cols[z.col[c]]
		}
	}
}
