package regions

import "github.com/puzzlebook/puzzlebook/gen"

// A generator asks the grader a narrower question than Rate does. It
// clears a few cells from a puzzle that the ladder cut at the target
// solves, and must know whether the ladder still solves the smaller one.
// Every technique only ever removes candidates, and one that applies keeps
// applying (or is overtaken by simpler steps) once more is known, so what
// the ladder deduces grows with what it is given. Hence if the ladder,
// run on the smaller puzzle, places the cleared cells, it then knows at
// least what the larger puzzle gives, and it finishes: the run can stop
// there. The same argument shows that the smaller puzzle's grade is that
// of the larger one or of the hardest technique the run needed before it
// stopped, whichever is harder. (A ladder's rules must keep this true.)

// Reaches reports whether the ladder l cut at limit, run on cells, places
// every cell of until, and the grade of the hardest technique it needed
// to (easy when none).
func Reaches(s *Geometry, l *Ladder, cells []int, limit gen.Grade, until []int) (bool, gen.Grade) {
	g := getGrader()
	defer graders.Put(g)
	g.Init(s, l, cells, limit)
	return g.Reaches(until)
}

// Reaches runs the ladder until the cells of until are placed, and
// reports whether they were and the grade it needed.
func (g *Grader) Reaches(until []int) (bool, gen.Grade) {
	if g.broken {
		return false, gen.AnyGrade
	}
	g.until = until
	g.Solve()
	return !g.broken && g.placedUntil(), g.Rating().Grade
}
