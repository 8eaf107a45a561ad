package killer

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxMerges bounds the merges tried on one unique layout that the grader
// finds easier than the grade asked for.
const maxMerges = 12

// toGrade rates the puzzle of l's cages cut from sol, with givens, which
// the solver has proven unique, at grade (any grade with AnyGrade). Where the grader
// finds it easier, it merges two neighbouring cages, as Solo does, and
// keeps the merge when the grader still finishes the layout (its steps
// are sound, so a layout it finishes has one solution: no search is
// needed), until the grade is reached; a layout easier
// after maxMerges tries, or that needs more than grade, is not of grade.
// It returns the rating and whether it is of grade. Each rating's board
// is built into b's storage (ratedBoard).
func toGrade(b *board, l *layout, sol []int, givens [][]int, most int, grade gen.Grade, rng *rand.Rand) (rating, bool) {
	r := rateUpTo(l.ratedBoard(b, sol, givens), grade)
	for tries := 0; r.solved && r.grade < grade && tries < maxMerges; tries++ {
		saved := l.clone()
		if !l.mergeSome(sol, most, rng) {
			break
		}
		next := rateUpTo(l.ratedBoard(b, sol, givens), grade)
		if next.solved { // the grader's steps are sound: solved is unique
			r = next
			continue
		}
		*l = *saved
	}
	return r, r.solved && (grade == gen.AnyGrade || r.grade == grade)
}

// clone returns a copy of l that shares nothing with it.
func (l *layout) clone() *layout {
	c := &layout{n: l.n, few: l.few, t: l.t, sides: l.sides, owner: slices.Clone(l.owner), cells: make([][]int, len(l.cells))}
	for k, cells := range l.cells {
		c.cells[k] = slices.Clone(cells)
	}
	return c
}

// mergeSome merges a random cage into a random neighbouring one when
// together they have at most most cells and no digit twice; false when
// no two cages can be merged so.
func (l *layout) mergeSome(sol []int, most int, rng *rand.Rand) bool {
	for _, k := range rng.Perm(len(l.cells)) {
		cells := l.cells[k]
		if len(cells) == 0 || len(cells) >= most {
			continue
		}
		var into []int
		for _, i := range cells {
			for _, j := range l.neighbours(i) {
				o := l.owner[j]
				if o != k && len(cells)+len(l.cells[o]) <= most && !slices.Contains(into, o) &&
					!slices.ContainsFunc(l.cells[o], func(x int) bool { return holds(sol, cells, sol[x]) }) {
					into = append(into, o)
				}
			}
		}
		if len(into) == 0 {
			continue
		}
		o := into[rng.IntN(len(into))]
		for _, i := range l.cells[o] {
			l.owner[i] = k
		}
		l.cells[k] = append(cells, l.cells[o]...)
		l.cells[o] = nil
		return true
	}
	return false
}
