package skyscrapers

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Defaulter = Kind{}

// The sizes the generator makes: the usual 4x4 to 8x8, and 9x9 (a
// book section's size when it names none).
const (
	minGen = 4
	maxGen = 9
)

// common are the common keys the kind takes beyond size and grade: the
// symmetry of the clues around the grid, and a range of givens.
var common = []string{gen.KeySymmetry, gen.KeyGivens}

// reachable lists the grades each size reaches in bounded time: a 4x4
// needs no pairs and has no line of five cells for long line orders (5
// seeds a grade, each size and grade made in under 0.5 s, 4x4 hard never
// within 400 squares).
var reachable = map[int][]gen.Grade{
	4: {gen.Easy, gen.Medium},
	5: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
	6: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
	7: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
	8: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
	9: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
}

// Validate takes sizes 4 to 9, square, a grade the size reaches, any
// symmetry, and a range of givens that leaves most cells blank.
func (Kind) Validate(p gen.Params) error {
	if err := gen.CheckSquareGrade("skyscrapers", p, minGen, maxGen, reachable, ""); err != nil {
		return err
	}
	n := p.Rows
	switch {
	case p.Symmetry < gen.SymmetryDefault || p.Symmetry > gen.SymmetryMirror:
		return gen.ParamErrorf("symmetry", "skyscrapers: symmetry must be none, rotational or mirror, not %v", p.Symmetry)
	case p.HasGivens() && (p.MinGivens < 0 || p.MaxGivens < p.MinGivens || p.MaxGivens > n*n/2):
		return gen.ParamErrorf("givens", "skyscrapers: givens must be a range within 0-%d, not %s", n*n/2, p.GivensText())
	case p.Options != nil:
		return gen.OptionsError("skyscrapers", p)
	case p.Pick != 0:
		return gen.ParamErrorf("pick", "skyscrapers: has no listed puzzles to pick from")
	}
	return nil
}

// Defaults returns p with Cols 0 read as Rows and SymmetryDefault as
// rotational: clues in half-turn pairs, as most published puzzles have.
func (Kind) Defaults(p gen.Params) gen.Params {
	if p.Cols == 0 {
		p.Cols = p.Rows
	}
	if p.Symmetry == gen.SymmetryDefault {
		p.Symmetry = gen.SymmetryRotational
	}
	return p
}
