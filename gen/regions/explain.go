package regions

import "github.com/puzzlebook/puzzlebook/gen"

// Explain runs ladder l (nil: the built-in one) on cells with a trace and
// returns its steps in words, its rating and the cells it reached (the
// givens and every placement): the same run as Rate's, step for step.
func Explain(s *Geometry, l *Ladder, cells []int) ([]gen.Step, Rating, []int) {
	var g Grader
	g.Init(s, l, cells, gen.Expert)
	if g.broken { // givens that leave a cell without a digit
		return []gen.Step{}, g.Rating(), append([]int(nil), cells...)
	}
	g.trace = newTrace(&g)
	g.Solve()
	reached := make([]int, s.N*s.N)
	for c := range reached {
		reached[c] = int(g.vals[c])
	}
	return g.trace.steps, g.Rating(), reached
}

// Beyond names what a puzzle past the ladder needs, as ratings and
// explanations report it.
const Beyond = "guessing"

// Explanation explains cells (n*n digits, 0 blank) of geometry s by
// ladder l, given the number of their solutions (counted to 2 by the
// kind's solver) and the first: the grader's steps in words, and the
// status, grade and technique they give (gen.Stepper.Steps).
func Explanation(s *Geometry, l *Ladder, cells []int, solutions int, first []int) gen.Explanation {
	steps, r, reached := Explain(s, l, cells)
	e := gen.Explanation{Score: r.Score, Steps: steps, Givens: rows(s.N, cells)}
	switch {
	case solutions == 0:
		e.Status = gen.StatusNoSolution
	case solutions > 1:
		e.Status = gen.StatusNotUnique
	case r.Solved:
		e.Status, e.Grade, e.Technique = gen.StatusUnique, r.Grade, r.Technique
	default:
		e.Status, e.Technique = gen.StatusUnfinished, Beyond
	}
	if solutions == 1 {
		e.Solution = rows(s.N, first)
	}
	if e.Status != gen.StatusUnique {
		e.Progress = rows(s.N, reached)
	}
	return e
}

// rows returns cells (row-major) as n rows.
func rows(n int, cells []int) [][]int {
	g := make([][]int, n)
	for r := range g {
		g[r] = append([]int(nil), cells[r*n:(r+1)*n]...)
	}
	return g
}
