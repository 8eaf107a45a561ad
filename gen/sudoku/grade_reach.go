package sudoku

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The generator asks the grader a narrower question than rate does. It
// clears a few cells from a puzzle that the ladder cut at the target
// solves, and must know whether the ladder still solves the smaller one.
// Every technique only ever removes candidates, and one that applies keeps
// applying (or is overtaken by simpler steps) once more is known, so what
// the ladder deduces grows with what it is given. Hence if the ladder,
// run on the smaller puzzle, places the cleared cells, it then knows at
// least what the larger puzzle gives, and it finishes: the run can stop
// there. The same argument shows that the smaller puzzle's grade is that
// of the larger one or of the hardest technique the run needed before it
// stopped, whichever is harder.

// reaches reports whether the ladder cut at limit, run on cells, places
// every cell of until, and the grade of the hardest technique it needed
// to (easy when none).
func reaches(s *shape, cells []int, limit gen.Grade, until []int) (bool, gen.Grade) {
	var g grader
	g.init(s, cells, limit)
	return g.reaches(until)
}

// reachesFrom is reaches for a 9x9 puzzle whose singles closure is sb (a
// board on which fill has stalled): the ladder starts where its own
// singles would have stopped.
func reachesFrom(sb *singlesBoard, limit gen.Grade, until []int) (bool, gen.Grade) {
	var g grader
	g.seed(sb, limit)
	return g.reaches(until)
}

// gradeUpTo returns the grade of cells by the ladder cut at limit, and
// false when that ladder does not solve it: rateUpTo without the score,
// which lets a 9x9 grid start from its singles closure.
func gradeUpTo(s *shape, cells []int, limit gen.Grade) (bool, gen.Grade) {
	if s.n != 9 {
		r := rateUpTo(s, cells, limit)
		return r.solved, r.grade
	}
	sb, ok := newSinglesBoard(cells)
	if !ok {
		return false, gen.AnyGrade
	}
	if sb.fill(everyCell) {
		return true, gen.Easy
	}
	if limit == gen.Medium || limit == gen.Hard {
		return reachesClosure(&sb, limit, everyCell)
	}
	var g grader
	g.seed(&sb, limit)
	if g.broken {
		return false, gen.AnyGrade
	}
	g.solve()
	r := g.rating()
	return r.solved, r.grade
}

// seed starts a 9x9 run cut at limit from the board sb.
func (g *grader) seed(sb *singlesBoard, limit gen.Grade) {
	g.setup(shapes()[9], limit)
	for j, m := range sb.fixed {
		for base := bandBits * (j % 3); m != 0; m &= m - 1 {
			g.vals[base+bits.TrailingZeros32(m)] = uint8(j/3 + 1)
			g.left--
		}
	}
	for j, m := range sb.plane {
		bit, base := uint16(1)<<(j/3), bandBits*(j%3)
		for ; m != 0; m &= m - 1 {
			g.cand[base+bits.TrailingZeros32(m)] |= bit
		}
	}
	for c := range 81 {
		if g.vals[c] == 0 && g.cand[c] == 0 {
			g.broken = true
		}
	}
}

// reaches runs the ladder until the cells of until are placed, and
// reports whether they were and the grade it needed.
func (g *grader) reaches(until []int) (bool, gen.Grade) {
	if g.broken {
		return false, gen.AnyGrade
	}
	g.until = until
	g.solve()
	return !g.broken && g.placedUntil(), g.rating().grade
}
