package calcudoku

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
	"math/bits"
)

// The generator asks one question tens of times a puzzle: does the
// ladder, cut at a grade, solve this layout? Every rung only removes
// candidates and keeps applying once more is known, so what the ladder
// deduces is the closure of its rungs, the same in whatever order they
// run: the grader's order (simplest first, restarting after each step)
// fixes the score, not whether the grid gets filled. A closure computes
// that answer the fast way for the easy and medium rungs, and the hard
// one that reads cages:
//
//   - easy: naked and hidden singles, and cage arithmetic (a cage's
//     cells keep the digits of the tuples that fit its placed digits);
//   - medium: cage tuples (the tuples that fit the candidates), in place
//     of cage arithmetic, which they contain;
//   - hard: cage tuples and cage and line.
//
// Pointing and claiming need boxes, which a Latin square has none of.
// When the closure at hard does not fill the grid, it hands its pencil
// marks to the grader, which goes on from there with the whole ladder: that
// closure is part of what the ladder deduces at any higher grade, and
// the grader only reaches a rung of a grade once the rungs below are
// stuck, so it solves the layout and needs the same hardest grade as a
// run from the givens. The grade and score of the puzzle kept are those
// of the grader's own run (gradeOf).

// closure holds the pencil marks of one run.
type closure struct {
	b    *board
	n    int
	full uint16
	marks
	dirty uint32 // the units touched before the pass of the cage rules at hard began
	// count, when set, has solves count the solutions from the closure
	// at hard before it runs the grader: most
	// layouts the ladder cannot finish have two solutions, and on a
	// small grid the count costs less than the grader's run to its stall
	// (at 8x8 and 9x9 more). The cells left empty are then the
	// closure's, not the grader's.
	count bool
	// sol, when not nil, is the square the layout was cut from, one of
	// its solutions: the count then looks for another.
	sol []int
	// budget, when not 0, bounds the digits the count tries (tries what
	// is left of it): a layout with one solution has the count search
	// every branch, work the grader's run must follow anyway, and most
	// layouts with two show the second within a few tries. Where the
	// budget runs out the grader decides, with the same answer.
	budget, tries int
	// empty are the cells the last run of solves left empty.
	empty []int
	// stack holds the marks of twoSolutions' branches, one a depth.
	stack []marks
	// lad is the ladder of the grader's runs from the closure, made on
	// first use, and k its line sums and products, on z.b (ladder).
	lad *regions.Ladder
	k   rules
}

// load resets z to b's givens, and reports false when they clash.
func (z *closure) load(b *board) bool {
	n := b.n
	z.b, z.n, z.full, z.left = b, n, uint16(1)<<n-1, n*n
	for c := range n * n {
		z.cand[c], z.vals[c] = z.full, 0
	}
	clear(z.placed[:2*n])
	z.forget()
	for c, v := range b.givens {
		if v != 0 && !z.place(c, v) {
			return false
		}
	}
	return true
}

// forget clears what the cage rules last read of each cage.
func (z *closure) forget() {
	clear(z.seen[:len(z.b.cages)])
	clear(z.memo[:len(z.b.cages)])
	z.touched = 1<<(2*z.n) - 1
	z.lookAgain()
}

// lookAgain has singles look at every cell and line again.
func (z *closure) lookAgain() {
	z.lines = 1<<(2*z.n) - 1
	for c := range z.n * z.n {
		z.one.add(c)
	}
}

// place writes digit d in cell c and removes it from c's row and
// column; false when c cannot hold it or a cell is left without
// candidates.
func (z *closure) place(c, d int) bool {
	n, m := z.n, bit(d)
	if z.cand[c]&m == 0 || z.vals[c] != 0 {
		return false
	}
	z.vals[c], z.cand[c] = uint8(d), m
	z.left--
	row, col := c/n, n+c%n
	z.placed[row] |= m
	z.placed[col] |= m
	// The lines whose marks change: c's, and each other cell's that loses
	// m (a row's cell in column j is in unit n+j, a column's in unit j).
	changed := uint32(1)<<row | 1<<col
	units := z.b.geo.Units
	for j, p := range units[row] {
		if z.cand[p]&m != 0 && p != c {
			changed |= 1 << (n + j)
			if !z.drop(p, m) {
				return false
			}
		}
	}
	for j, p := range units[col] {
		if z.cand[p]&m != 0 && p != c {
			changed |= 1 << j
			if !z.drop(p, m) {
				return false
			}
		}
	}
	z.touched |= changed
	z.lines |= changed
	return true
}

// drop removes the digits m from the empty cell p, noting in z.one when
// one is left; false when none is.
func (z *closure) drop(p int, m uint16) bool {
	x := z.cand[p] &^ m
	z.cand[p] = x
	if x&(x-1) == 0 {
		z.one.add(p)
	}
	return x != 0
}

// keep narrows the empty cell c to the digits of m, and reports false
// when none is left.
func (z *closure) keep(c int, m uint16, changed *bool) bool {
	if z.vals[c] != 0 || z.cand[c]&^m == 0 {
		return true
	}
	x := z.cand[c] & m
	z.cand[c] = x
	z.touched |= 1<<(c/z.n) | 1<<(z.n+c%z.n)
	z.lines |= 1<<(c/z.n) | 1<<(z.n+c%z.n)
	if x&(x-1) == 0 {
		z.one.add(c)
	}
	*changed = true
	return x != 0
}

// solves reports whether the ladder cut at limit fills z's grid from its
// givens (load), and the grade it needs, exact when it is limit. Below
// limit it is the grader's, or that of the first closure run that
// filled the grid (easy or medium at easy and medium, medium at hard,
// hard at expert), which may be above the grade the ladder needs.
func (z *closure) solves(limit gen.Grade) (bool, gen.Grade) {
	z.empty = z.empty[:0]
	// Each closure holds the one below it, so the easy one is run only
	// where easy and medium are told apart, and the medium one only where
	// medium and hard are: at expert a grid the closure at hard fills is
	// too easy, whichever closure would have filled it first. The one at
	// hard goes on from the one at medium even so: cage and line read
	// each cage's tuples again whenever its marks change, which is less
	// often once cage tuples have done what they can.
	if limit <= gen.Medium {
		if !z.close(gen.Easy) {
			return false, gen.AnyGrade
		}
		if z.left == 0 || limit == gen.Easy {
			return z.stuck(nil), gen.Easy
		}
		z.forget() // the easy rung read other masks
	}
	if !z.close(gen.Medium) {
		return false, gen.AnyGrade
	}
	if limit <= gen.Hard && (z.left == 0 || limit == gen.Medium) {
		return z.stuck(nil), gen.Medium
	}
	if !z.close(gen.Hard) {
		return false, gen.AnyGrade
	}
	if z.left == 0 {
		return true, gen.Hard
	}
	if z.count && z.twoSolutions(z.sol) {
		z.stuck(nil)
		return false, gen.AnyGrade
	}
	g := regions.NewGrader()
	defer g.Release()
	g.Setup(z.b.geo, z.ladder(), limit)
	for c := range z.n * z.n {
		if v := z.vals[c]; v != 0 {
			g.SetCell(c, int(v))
		} else {
			g.SetCandidates(c, z.cand[c])
		}
	}
	g.Solve()
	r := g.Rating()
	z.stuck(g)
	return r.Solved, r.Grade
}

// stuck notes in z.empty the cells the run left empty, in g when it is
// not nil, and reports whether there are none.
func (z *closure) stuck(g *regions.Grader) bool {
	for c := range z.n * z.n {
		if g != nil && g.Value(c) == 0 || g == nil && z.vals[c] == 0 {
			z.empty = append(z.empty, c)
		}
	}
	return len(z.empty) == 0
}

// ladder is the ladder the generator's grader runs from the closure at
// hard: the engine's techniques, with the closure at medium as one rule
// after the naked singles, the closure at hard (cage and line) as one
// after claiming, and line sums and products. Every hard or expert step
// is then followed by all the medium work at once, where the grader
// would take it a step at a time; whether the grid gets filled, and the
// hardest grade needed, are those of ladderOf's rungs.
//
// The ladder is made once and serves every run on the same board (the
// generator reads every run's board into one): each run reads the
// bands of line sums and products afresh.
func (z *closure) ladder() *regions.Ladder {
	k := &z.k
	k.bands = k.bands[:0]
	if z.lad != nil && k.b == z.b {
		return z.lad
	}
	k.b = z.b
	cl, lt := calcRules[len(calcRules)-2], calcRules[len(calcRules)-1]
	z.lad = regions.NewLadder(
		regions.Rule{TechniqueInfo: regions.TechniqueInfo{Name: "cage closure", Grade: gen.Medium, Weight: 4}, After: regions.NakedSingle, Apply: func(g *regions.Grader, t regions.Technique) bool { return z.rule(g, t, gen.Medium) }},
		regions.Rule{TechniqueInfo: cl.info, After: cl.after, Apply: func(g *regions.Grader, t regions.Technique) bool { return z.rule(g, t, gen.Hard) }},
		regions.Rule{TechniqueInfo: lt.info, After: lt.after, Apply: func(g *regions.Grader, t regions.Technique) bool { return lt.apply(k, g, t) }},
	)
	return z.lad
}

// rule runs the closure at limit (medium or hard) on g's pencil marks,
// and writes back what it found (a ladder's rule). z holds the marks g
// had after the last closure run on them (solves', at the start of the
// grader's run, or this rule's, which wrote them back): it takes only
// what the grader's steps changed since, and looks again only where
// they did.
func (z *closure) rule(g *regions.Grader, t regions.Technique, limit gen.Grade) bool {
	n := z.n
	for c := range n * n {
		if z.vals[c] != 0 {
			continue
		}
		lines := uint32(1)<<(c/n) | 1<<(n+c%n)
		if v := g.Value(c); v != 0 {
			z.vals[c], z.cand[c] = uint8(v), bit(v)
			z.left--
			z.placed[c/n] |= bit(v)
			z.placed[n+c%n] |= bit(v)
			z.touched |= lines
			z.lines |= lines
		} else if m := g.Candidates(c); z.cand[c]&^m != 0 {
			x := z.cand[c] & m
			z.cand[c] = x
			z.touched |= lines
			z.lines |= lines
			if x&(x-1) == 0 {
				z.one.add(c)
			}
		}
	}
	ok := z.close(limit)
	changed := false
	for c := range n * n {
		if g.Value(c) != 0 {
			continue
		}
		if !ok { // never, for cages of a true grid: break the run
			g.Eliminate(c, z.full)
			return true
		}
		if v := z.vals[c]; v != 0 {
			g.Place(c, int(v))
			changed = true
		} else if m := g.Candidates(c) &^ z.cand[c]; m != 0 {
			g.Eliminate(c, m)
			changed = true
		}
	}
	if changed {
		g.Record(t)
	}
	return changed
}

// close runs the rungs of limit (easy, medium or hard) until nothing changes,
// and reports false on a contradiction. At hard, cage and line is read
// only once singles and cage tuples change nothing more: the closure is
// the same in whatever order its rules run, and cage and line, which
// reads every cage against its lines, costs the most.
func (z *closure) close(limit gen.Grade) bool {
	for changed := true; changed && z.left > 0; {
		changed = false
		if !z.singles(&changed) || !z.cages(min(limit, gen.Medium), &changed) {
			return false
		}
		if !changed && limit >= gen.Hard && !z.crossLines(&changed) {
			return false
		}
	}
	return true
}

// singles places every naked single, then every hidden single of each
// row and column, and reports false on a contradiction. It looks only
// at the cells left with one digit and the lines whose marks changed
// since it last looked (one, lines): the others have none.
func (z *closure) singles(changed *bool) bool {
	for z.one != (cellSet{}) {
		w := 0
		if z.one[0] == 0 {
			w = 1
		}
		c := w<<6 | bits.TrailingZeros64(z.one[w])
		z.one[w] &= z.one[w] - 1
		if m := z.cand[c]; z.vals[c] == 0 && m&(m-1) == 0 {
			*changed = true
			if m == 0 || !z.place(c, trailing(m)+1) {
				return false
			}
		}
	}
	units := z.b.geo.Units
	for z.lines != 0 {
		u := bits.TrailingZeros32(z.lines)
		z.lines &^= 1 << u
		// A placed digit is in no other cell of the line.
		var once, twice uint16
		for _, c := range units[u] {
			twice |= once & z.cand[c]
			once |= z.cand[c]
		}
		if once != z.full {
			return false
		}
		for only := once &^ twice &^ z.placed[u]; only != 0; only &= only - 1 {
			m := only & -only
			for _, c := range units[u] {
				if z.vals[c] == 0 && z.cand[c]&m != 0 {
					*changed = true
					if !z.place(c, trailing(m)+1) {
						return false
					}
					break
				}
			}
		}
	}
	return true
}

// cages keeps every cage's cells to the digits of its fitting tuples: at
// easy those that fit its placed digits (cage arithmetic), from medium
// those that fit its candidates (cage tuples). False on a contradiction.
func (z *closure) cages(limit gen.Grade, changed *bool) bool {
	for x := range z.b.cages {
		c := &z.b.cages[x]
		if len(c.cells) == 1 {
			continue
		}
		m := z.masksOf(c, limit)
		fresh := z.seen[x] != m
		if fresh {
			z.seen[x] = m
			sup, fit := supportOf(c, &m, 0)
			if fit == 0 {
				return false
			}
			for j, i := range c.cells {
				if !z.keep(i, sup[j], changed) {
					return false
				}
			}
		}
	}
	return true
}

// crossLines crosses every cage of two cells or more with its rows and
// columns (cageAndLine), and reports false on a contradiction.
func (z *closure) crossLines(changed *bool) bool {
	z.dirty, z.touched = z.touched, 0
	for x := range z.b.cages {
		c := &z.b.cages[x]
		if len(c.cells) == 1 {
			continue
		}
		m := z.masksOf(c, gen.Hard)
		if !z.cageAndLine(x, &m, changed) {
			return false
		}
	}
	return true
}

// masksOf returns the marks of c's cells as the cage rules of limit
// read them: below medium, a placed cell's digit and every digit for
// an empty one.
func (z *closure) masksOf(c *cage, limit gen.Grade) (m [maxCage]uint16) {
	for j, i := range c.cells {
		m[j] = z.cand[i]
		if limit < gen.Medium && z.vals[i] == 0 {
			m[j] = 0x1ff
		}
	}
	return m
}

// cageAndLine crosses cage x's tuples that fit the masks m with its rows
// and columns: a digit every tuple puts in the cage's cells of a line
// leaves the rest of it (read again only when the masks are not those
// it last read), and a digit the line can hold only in the cage's cells
// keeps the tuples with it there. False on a contradiction.
func (z *closure) cageAndLine(x int, m *[maxCage]uint16, changed *bool) bool {
	c := &z.b.cages[x]
	memo := &z.memo[x]
	fresh := memo.masks != *m
	if fresh {
		memo.masks = *m
		memo.always, memo.fit = alwaysInLines(c, m)
	}
	units := z.b.geo.Units
	for l, ln := range c.lines {
		always := memo.always[l]
		if fresh && always != 0 {
			for _, i := range units[ln.unit] {
				if z.b.cageOf[i] != x && !z.keep(i, ^always, changed) {
					return false
				}
			}
		}
		if !fresh && z.dirty&(1<<ln.unit) == 0 {
			continue // the same masks and line as when last read
		}
		for only := z.onlyAt(ln) &^ always; only != 0; only &= only - 1 {
			sup, fit := supportOf(c, m, ln.digit(trailing(only)+1))
			if fit == 0 {
				return false
			}
			for j, i := range c.cells {
				if !z.keep(i, sup[j], changed) {
					return false
				}
			}
		}
	}
	return true
}

// onlyAt returns the digits not yet placed in ln's row or column that
// only its cells at ln.pos (a cage's) may hold.
func (z *closure) onlyAt(ln cageLine) uint16 {
	var elsewhere uint16
	for p, i := range z.b.geo.Units[ln.unit] {
		if ln.pos&(1<<p) == 0 || z.vals[i] != 0 {
			elsewhere |= z.cand[i]
		}
	}
	return z.full &^ elsewhere
}

// marked is the constraint of a board's cages and a closure's marks.
type marked struct{ z *closure }

// Narrow keeps each cell to the closure's marks, then narrows by the
// cages (regions.Constraint).
func (m marked) Narrow(vals []uint8, cand []uint16) bool {
	for i := range cand {
		if cand[i] &= m.z.cand[i]; cand[i] == 0 {
			return false
		}
	}
	return m.z.b.Narrow(vals, cand)
}

// closedGrid returns the grid the closure z of the easy and medium rungs
// and cage and line (the closure at hard) fills from b's givens, when it
// fills every cell and its digits make every cage: each of its steps is
// a deduction, so that grid is then b's one solution, proven without a
// search. When the closure stops short it returns its marks instead, as
// a constraint that narrows a search to them (every solution keeps
// them); neither when it finds a contradiction, which the search
// reports.
func closedGrid(z *closure, b *board) ([]int, regions.Constraint) {
	if !z.load(b) || !z.close(gen.Easy) {
		return nil, nil
	}
	// The closure at medium first: most puzzles it fills need no cage and
	// line, and the one at hard goes on from where it stopped.
	if z.forget(); !z.close(gen.Medium) || z.left > 0 && !z.close(gen.Hard) {
		return nil, nil
	}
	if z.left > 0 {
		return nil, marked{z}
	}
	n := b.n
	grid := make([]int, n*n)
	for c := range grid {
		grid[c] = int(z.vals[c])
	}
	var digits [maxCage]uint8
	for k := range b.cages {
		c := &b.cages[k]
		for j, i := range c.cells {
			digits[j] = z.vals[i]
		}
		if !c.makesAny(digits[:len(c.cells)]) {
			return nil, nil
		}
	}
	for u := range n {
		var row, col uint16
		for p := range n {
			row |= bit(grid[u*n+p])
			col |= bit(grid[p*n+u])
		}
		if row != z.full || col != z.full {
			return nil, nil
		}
	}
	return grid, nil
}
