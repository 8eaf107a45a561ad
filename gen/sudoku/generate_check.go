package sudoku

import "github.com/puzzlebook/puzzlebook/gen"

// acceptable9 is acceptable on 9x9, where every check runs on digit
// planes, cheapest first:
//
//  1. a harvested unavoidable set left blank proves a second solution;
//  2. cleared cells that are direct singles one after another, or (up
//     to a medium target) that singles fill, keep the puzzle unique and
//     its grade unchanged; an easy target stops there, since a puzzle is
//     easy exactly when singles fill it;
//  3. cleared cells that the solver's propagation fixes (singles and
//     locked candidates, all medium or simpler) keep the puzzle unique,
//     and the ladder places them with no step past medium. A target past
//     medium takes such a removal as medium without asking whether
//     singles alone would do: that costs as much as the propagation, and
//     such a carve only needs to know when a removal needed the target's
//     grade (state.floor);
//  4. otherwise the solver looks for a second solution, and only a
//     unique puzzle goes on to the ladder cut at the target, started
//     from the propagated board and stopped once the cleared cells are
//     placed: the closures of grade_closure.go up to hard, the grader
//     for expert.
func (g *carver) acceptable9(st *state, src *origin, orbit []int) (bool, gen.Grade) {
	if len(src.found) > 0 && src.blankSet(st.mask) {
		return false, gen.AnyGrade
	}
	var sb singlesBoard
	sb.setGivens(&st.given)
	if sb.placeDirect(orbit, src.solution) {
		return true, gen.Easy
	}
	want := cellMask(orbit)
	if g.target == gen.Easy || g.target == gen.Medium {
		if sb.fill(want) {
			return true, gen.Easy
		}
		if g.target == gen.Easy {
			return false, gen.AnyGrade
		}
	}
	// Propagation stops early once it has fixed the cleared cells, and
	// otherwise leaves b propagated.
	b := sb.unpropagated()
	if !b.settle(want) {
		panic("sudoku: a part of a full grid propagated to a contradiction")
	}
	if b.unsolved[0]&want[0]|b.unsolved[1]&want[1]|b.unsolved[2]&want[2] == 0 {
		return true, gen.Medium
	}
	if !src.unique(b, orbit) {
		return false, gen.AnyGrade
	}
	if g.target == gen.Medium || g.target == gen.Hard {
		return reachesClosure(b.singles(), g.target, want)
	}
	ok, gr := reachesFrom(b.singles(), g.target, orbit)
	return ok, max(gr, gen.Medium)
}

// singles returns the propagated board b as a singles board: its fixed
// cells filled, the others open with b's candidates.
func (b *bandBoard) singles() *singlesBoard {
	var sb singlesBoard
	sb.open = b.unsolved
	for j, m := range b.plane {
		u := b.unsolved[j%3]
		sb.plane[j] = m & u
		sb.fixed[j] = m &^ u
	}
	return &sb
}
