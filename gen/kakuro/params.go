package kakuro

import (
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Defaulter = Kind{}

// common are the common keys the kind takes beyond size and grade:
// rectangles (rows, cols) and the symmetry of the pattern.
var common = []string{gen.KeyRows, gen.KeyCols, gen.KeySymmetry}

// The sizes the generator makes, clue row and column counted: 6x6 to
// 20x20, and the kids' 4x4 and 5x5.
const (
	minSide  = 6
	maxSide  = 20
	kidsSide = 4
)

// reachable lists the grades the generator makes at p's size in bounded
// time. A hard puzzle needs block sums or a subset in a run, which the
// generator's pinned sums seldom leave needed: from 7x7 to 10x10 it
// takes a median 0.13 to 0.32 s of CPU (8 seeds each), a 6x6 more than
// 10 s, past 100 cells too long; an expert one (run arrangements) 0.3 s
// at 12x12, too long past it. The kids' sizes are easy and medium.
func reachable(p gen.Params) []gen.Grade {
	switch area := p.Rows * p.Cols; {
	case kids(p):
		return []gen.Grade{gen.Easy, gen.Medium}
	case area < 49:
		return []gen.Grade{gen.Easy, gen.Medium, gen.Expert}
	case area <= 100:
		return gen.Grades
	case area <= 144:
		return []gen.Grade{gen.Easy, gen.Medium, gen.Expert}
	}
	return []gen.Grade{gen.Easy, gen.Medium}
}

// Validate takes rectangles from 6x6 to 20x20 (or 4x4 and 5x5, the kids'
// sizes), a grade the size reaches, and symmetry none or rotational.
func (Kind) Validate(p gen.Params) error {
	p = Kind{}.Defaults(p)
	r, c := p.Rows, p.Cols
	switch {
	case kids(p) && (r != c || r < kidsSide):
		return gen.ParamErrorf("size", "kakuro: a kids' kakuro is 4x4 or 5x5, not %dx%d (use size: 6)", r, c)
	case !kids(p) && (min(r, c) < minSide || max(r, c) > maxSide):
		return gen.ParamErrorf("size", "kakuro: rows and cols must be %d to %d (or 4x4, 5x5 for kids), not %dx%d (use size: 12)", minSide, maxSide, r, c)
	case p.Grade < gen.AnyGrade || p.Grade > gen.Expert:
		return gen.ParamErrorf("grade", "kakuro: unknown grade %v", p.Grade)
	case p.Grade != gen.AnyGrade && !slices.Contains(reachable(p), p.Grade):
		return gen.ParamErrorf("grade", "kakuro: grade %v is out of reach for %dx%d (it reaches %v) (use grade: medium)", p.Grade, r, c, reachable(p))
	case p.Symmetry != gen.SymmetryNone && p.Symmetry != gen.SymmetryRotational:
		return gen.ParamErrorf("symmetry", "kakuro: symmetry must be none or rotational, not %v", p.Symmetry)
	case p.HasGivens():
		return gen.ParamErrorf("givens", "kakuro: takes no givens range")
	case p.Options != nil:
		return gen.OptionsError("kakuro", p)
	case p.Pick != 0:
		return gen.ParamErrorf("pick", "kakuro: has no listed puzzles to pick from")
	}
	return nil
}

// Defaults returns p with Cols 0 read as Rows and SymmetryDefault as
// rotational, as published patterns are.
func (Kind) Defaults(p gen.Params) gen.Params {
	if p.Cols == 0 {
		p.Cols = p.Rows
	}
	if p.Symmetry == gen.SymmetryDefault {
		p.Symmetry = gen.SymmetryRotational
	}
	return p
}
