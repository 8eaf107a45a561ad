package jigsaw

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Defaulter = Kind{}

// common are the common keys the kind takes beyond size and grade: its
// grid is square (size), and symmetry asks for half-turn layouts.
var common = []string{gen.KeySymmetry}

// reachable lists the grades each size reaches in bounded time: a grid
// must be large enough for a technique's patterns to be needed at all.
// With and without symmetry, 12 to 20 seeds each, every listed size and
// grade was made in under 0.2 s; 4x4 hard never was, 4x4 expert not with
// half-turn symmetry, and 5x5 hard not always within 3 s.
var reachable = map[int][]gen.Grade{
	4: {gen.Easy, gen.Medium},
	5: {gen.Easy, gen.Medium, gen.Expert},
	6: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
	7: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
	8: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
	9: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
}

// Validate takes sizes 4 to 9, square, a grade the size reaches, and
// symmetry none or rotational; no options of its own and no givens range.
func (Kind) Validate(p gen.Params) error {
	if err := gen.CheckSquareGrade("jigsaw", p, minSize, maxSize, reachable, "size 6 and larger reach every grade"); err != nil {
		return err
	}
	switch {
	case p.Symmetry != gen.SymmetryDefault && p.Symmetry != gen.SymmetryNone && p.Symmetry != gen.SymmetryRotational:
		return gen.ParamErrorf("symmetry", "jigsaw: symmetry must be none or rotational, not %v", p.Symmetry)
	case p.HasGivens():
		return gen.ParamErrorf("givens", "jigsaw: takes no givens range")
	case p.Options != nil:
		return gen.OptionsError("jigsaw", p)
	case p.Pick != 0:
		return gen.ParamErrorf("pick", "jigsaw: has no listed puzzles to pick from")
	}
	return nil
}

// Defaults returns p with Cols 0 read as Rows and SymmetryDefault as
// none: random layouts, as most published jigsaws have.
func (Kind) Defaults(p gen.Params) gen.Params {
	if p.Cols == 0 {
		p.Cols = p.Rows
	}
	if p.Symmetry == gen.SymmetryDefault {
		p.Symmetry = gen.SymmetryNone
	}
	return p
}
