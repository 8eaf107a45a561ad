package sudoku

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Sudoku is graded by the regions engine's ladder (gen/regions), with
// boxes as its regions. This package keeps the 9x9 fast paths that replay
// the ladder's easy to hard rungs on digit planes (grade_planes.go,
// grade_closure.go) and the ladder's pictures (ladder.go).

// rating is what the grader found for one puzzle.
type rating = regions.Rating

// rate grades cells (n*n values, 0 = blank, row-major) of shape s by the
// whole ladder: see regions.Rate.
func rate(s *shape, cells []int) rating {
	return regions.Rate(s.geo, nil, cells, gen.Expert)
}

// rateUpTo is rate with the ladder cut after the techniques of grade
// limit (AnyGrade means Expert).
func rateUpTo(s *shape, cells []int, limit gen.Grade) rating {
	return regions.Rate(s.geo, nil, cells, limit)
}
