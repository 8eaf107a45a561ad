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
