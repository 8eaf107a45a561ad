package sudoku

import (
	"context"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// state is one puzzle on the way: its cells (0 = blank), the givens left
// in each unavoidable set of the solution, and the hardest grade its
// removals needed.
type state struct {
	cells []int
	left  []int // nil when the carve keeps no unavoidable sets
	// floor is the hardest grade the ladder needed to place the cells of
	// the removals kept since the state last got cells back (grade_reach.go):
	// a lower bound of the puzzle's grade, and its grade when the state
	// was carved from a full grid without getting cells back. On 9x9, a
	// target past medium counts as medium the removals that singles alone
	// may settle (acceptable9), so there floor is exact only from hard up.
	floor gen.Grade
	// given holds, on 9x9, the givens of cells as digit planes
	// (givenPlanes), and mask the given cells as band masks, kept up to
	// date so that boards need no scan of cells.
	given [planes]uint32
	mask  [3]uint32
}

func (st *state) copyFrom(o *state) {
	copy(st.cells, o.cells)
	copy(st.left, o.left)
	st.floor = o.floor
	st.given, st.mask = o.given, o.mask
}

// carve makes a puzzle of the target grade from solution. It first
// removes orbits in random order, keeping a removal only when the puzzle
// stays acceptable (unique, and graded within the target), so the grade
// climbs towards the target and never past it, down to a local minimum of
// clues. When that minimum falls short of the target it does not throw
// the grid away but searches around it: up to moves times it puts a few
// removed orbits back, clears what else it can, then those orbits again,
// and keeps the result when it is at least as hard, stopping at the target
// grade. The grades come mostly from the removals themselves
// (state.floor): a move's result is known to be at least as hard as the
// puzzle it started from when one of its removals needed that grade, and
// is graded only when none did. It returns the puzzle, its rating
// (graded once, at the end, and only when the target was reached), the
// moves it made and ctx's error.
func (g *carver) carve(ctx context.Context, solution []int, moves int) ([]int, rating, int, error) {
	src := g.newOrigin(solution)
	cur := &state{cells: append([]int(nil), solution...), floor: gen.Easy}
	if g.s.n == 9 {
		cur.given, cur.mask = givenPlanes(solution), everyCell
	}
	if src.ua != nil {
		cur.left = append([]int(nil), src.ua.size...)
	}
	g.climb(cur, src, nil)
	trial := &state{cells: make([]int, len(cur.cells)), left: make([]int, len(cur.left))}
	back := make([]int, 0, g.restore)
	made := 0
	for ; made < moves && !g.reached(cur.floor); made++ {
		if err := ctx.Err(); err != nil {
			return nil, rating{}, made, err
		}
		trial.copyFrom(cur)
		back = back[:0]
		for range g.restore {
			o := g.removedOrbit(trial.cells)
			back = append(back, o)
			g.fill(trial, src, o)
		}
		trial.floor = gen.Easy
		if g.climb(trial, src, back) == 0 {
			continue // clearing back again would only give cur
		}
		for _, o := range back {
			g.remove(trial, src, o)
		}
		if g.atLeast(trial, cur.floor) {
			cur, trial = trial, cur
		}
	}
	if !g.reached(cur.floor) {
		return cur.cells, rating{}, made, nil
	}
	return cur.cells, g.rate(cur.cells), made, nil
}

// rate grades a puzzle carved for the target. An easy 9x9 target is rated
// on digit planes (rateSingles), the same rating several times faster.
func (g *carver) rate(cells []int) rating {
	if g.s.n == 9 && g.target == gen.Easy {
		return rateSingles(cells)
	}
	return rateUpTo(g.s, cells, g.target)
}

// climb tries to clear every orbit still given in st except those in
// skip, in random order, keeping the removals that leave the puzzle
// acceptable, and returns how many it kept.
func (g *carver) climb(st *state, src *origin, skip []int) int {
	kept := 0
	for _, o := range g.perm() {
		if st.cells[g.orbits[o][0]] != 0 && !slices.Contains(skip, o) && g.remove(st, src, o) {
			kept++
		}
	}
	return kept
}

// remove clears orbit o in st when the puzzle stays unique with a grade
// within the target, and reports whether it did. An emptied unavoidable
// set proves two solutions at once; acceptable decides the rest.
func (g *carver) remove(st *state, src *origin, o int) bool {
	if src.ua != nil && !src.ua.clear(st.left, g.orbits[o]) {
		return false
	}
	g.clearCells(st.cells, o)
	g.setGivens(st, src, o, false)
	if ok, m := g.acceptable(st, src, o); ok {
		st.floor = max(st.floor, m)
		return true
	}
	g.fill(st, src, o)
	return false
}

// acceptable reports whether cells, in which orbit o was just cleared from
// a puzzle the ladder cut at the target solves, is still unique and solved
// by that ladder, and the grade of the hardest technique the cleared
// cells needed. The checks run cheapest first. If the cleared cells
// follow from the rest by singles, the puzzle keeps every consequence of
// the one before: still unique, and of the same grade (grade_reach.go);
// an easy target stops there, since a puzzle is easy exactly when
// singles fill it. Otherwise the counting solver rules out a second
// solution before the grader, cut at the target and stopped once the
// cleared cells are placed, decides. The grader alone would prove
// uniqueness too (sound techniques fill only a unique grid), but it is
// several times slower than the solver on the many removals that break
// uniqueness. 9x9 grids have their own, faster checks (acceptable9).
func (g *carver) acceptable(st *state, src *origin, o int) (bool, gen.Grade) {
	if g.s.n == 9 {
		return g.acceptable9(st, src, g.orbits[o])
	}
	cells, orbit := st.cells, g.orbits[o]
	switch {
	case g.deducible(cells, src.solution, o):
		return true, gen.Easy
	case g.target == gen.Easy:
		return singlesSolve(g.s, cells), gen.Easy
	case !unique(g.s, cells):
		return false, gen.AnyGrade
	}
	return reaches(g.s, cells, g.target, orbit)
}

// fill gives orbit o again, from the solution.
func (g *carver) fill(st *state, src *origin, o int) {
	if src.ua != nil && st.cells[g.orbits[o][0]] == 0 {
		src.ua.fill(st.left, g.orbits[o])
	}
	for _, c := range g.orbits[o] {
		st.cells[c] = src.solution[c]
	}
	g.setGivens(st, src, o, true)
}

// setGivens gives (on) or blanks the cells of orbit o in st.given, on 9x9.
func (g *carver) setGivens(st *state, src *origin, o int, on bool) {
	if g.s.n != 9 {
		return
	}
	for _, c := range g.orbits[o] {
		b, bit := c/bandBits, uint32(1)<<(c%bandBits)
		j := 3*(src.solution[c]-1) + b
		if on {
			st.given[j] |= bit
			st.mask[b] |= bit
		} else {
			st.given[j] &^= bit
			st.mask[b] &^= bit
		}
	}
}

// clearCells blanks the cells of orbit o.
func (g *carver) clearCells(cells []int, o int) {
	for _, c := range g.orbits[o] {
		cells[c] = 0
	}
}

// removedOrbit returns a random orbit that is blank in cells.
func (g *carver) removedOrbit(cells []int) int {
	blank := g.scratch[:0]
	for o, orbit := range g.orbits {
		if cells[orbit[0]] == 0 {
			blank = append(blank, o)
		}
	}
	g.scratch = blank
	return blank[g.rng.IntN(len(blank))]
}

// perm returns the orbits in random order, drawn as rng.Perm draws them,
// in the carver's scratch slice, which the next perm or removedOrbit
// reuses.
func (g *carver) perm() []int {
	p := g.scratch[:0]
	for o := range g.orbits {
		p = append(p, o)
	}
	g.rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	g.scratch = p
	return p
}

// atLeast reports whether st is of grade floor or harder, and if so
// sets st.floor to its grade: st's removals tell when one needed that
// grade, and only otherwise is st graded.
func (g *carver) atLeast(st *state, floor gen.Grade) bool {
	if st.floor >= floor {
		return true
	}
	if _, gr := gradeUpTo(g.s, st.cells, g.target); gr >= floor {
		st.floor = gr
		return true
	}
	return false
}

// reached reports whether a puzzle of grade gr is of the target grade.
func (g *carver) reached(gr gen.Grade) bool {
	return gr == g.target || g.target == gen.AnyGrade
}
