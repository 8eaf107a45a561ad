package sudoku

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The generator asks the grader whether the ladder cut at its target
// still places the cells it cleared (see regions.Reaches); for a 9x9 it
// starts the ladder from its singles closure on digit planes.

// reaches reports whether the ladder cut at limit, run on cells, places
// every cell of until, and the grade of the hardest technique it needed
// to (easy when none).
func reaches(s *shape, cells []int, limit gen.Grade, until []int) (bool, gen.Grade) {
	return regions.Reaches(s.geo, nil, cells, limit, until)
}

// reachesFrom is reaches for a 9x9 puzzle whose singles closure is sb (a
// board on which fill has stalled): the ladder starts where its own
// singles would have stopped.
func reachesFrom(sb *singlesBoard, limit gen.Grade, until []int) (bool, gen.Grade) {
	g := regions.NewGrader()
	defer g.Release()
	seed(g, sb, limit)
	return g.Reaches(until)
}

// gradeUpTo returns the grade of cells by the ladder cut at limit, and
// false when that ladder does not solve it: rateUpTo without the score,
// which lets a 9x9 grid start from its singles closure.
func gradeUpTo(s *shape, cells []int, limit gen.Grade) (bool, gen.Grade) {
	if s.n != 9 {
		r := rateUpTo(s, cells, limit)
		return r.Solved, r.Grade
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
	g := regions.NewGrader()
	defer g.Release()
	seed(g, &sb, limit)
	if g.Broken() {
		return false, gen.AnyGrade
	}
	g.Solve()
	r := g.Rating()
	return r.Solved, r.Grade
}

// seed starts g on a 9x9 run cut at limit from the board sb.
func seed(g *regions.Grader, sb *singlesBoard, limit gen.Grade) {
	g.Setup(shapes()[9].geo, nil, limit)
	for j, m := range sb.fixed {
		for base := bandBits * (j % 3); m != 0; m &= m - 1 {
			g.SetCell(base+bits.TrailingZeros32(m), j/3+1)
		}
	}
	var cand [81]uint16
	for j, m := range sb.plane {
		bit, base := uint16(1)<<(j/3), bandBits*(j%3)
		for ; m != 0; m &= m - 1 {
			cand[base+bits.TrailingZeros32(m)] |= bit
		}
	}
	for c, m := range cand {
		g.SetCandidates(c, m)
	}
}
