package futoshiki

import "github.com/puzzlebook/puzzlebook/gen"

var _ gen.Defaulter = Kind{}

// common are the common keys the kind takes beyond size and grade: its
// grid is square (size), and givens bounds the digits printed in it.
var common = []string{gen.KeyGivens}

// fewestGivens is the least top of a givens range that a grade reaches
// at size n without long searching: easy puzzles need givens to start
// their singles (the carving leaves 1-4 in a 4x4, 12-16 in a 9x9), the
// harder grades few (0-2 in a 4x4 to 2-10 in a 9x9), over 10 seeds each.
func fewestGivens(n int, g gen.Grade) int {
	if g <= gen.Easy {
		return [...]int{4: 2, 5: 3, 6: 4, 7: 7, 8: 10, 9: 14}[n]
	}
	return [...]int{4: 1, 5: 1, 6: 2, 7: 3, 8: 4, 9: 5}[n]
}

// Validate takes sizes 4 to 9, square, any grade (every size reaches
// every grade: a 4x4 expert needs an X-wing, XY-wing or W-wing), no
// symmetry (the signs have none to keep), and a range of givens that
// leaves at least half the grid blank and has room for the givens the
// grade needs.
func (Kind) Validate(p gen.Params) error {
	if err := gen.CheckSquareGrade("futoshiki", p, minSize, maxSize, nil, ""); err != nil {
		return err
	}
	n := p.Rows
	switch {
	case p.Symmetry != gen.SymmetryDefault && p.Symmetry != gen.SymmetryNone:
		return gen.ParamErrorf("symmetry", "futoshiki: symmetry must be none, not %v", p.Symmetry)
	case p.HasGivens() && (p.MinGivens < 0 || p.MaxGivens < p.MinGivens || p.MaxGivens > n*n/2):
		return gen.ParamErrorf("givens", "futoshiki: givens must be a range within 0-%d, not %s", n*n/2, p.GivensText())
	case p.HasGivens() && p.MaxGivens < fewestGivens(n, p.Grade):
		return gen.ParamErrorf("givens", "futoshiki: a %v %dx%d needs room for %d givens or more, not at most %d; try givens: %d-%d", max(p.Grade, gen.Easy), n, n, fewestGivens(n, p.Grade), p.MaxGivens, p.MinGivens, max(p.MaxGivens, fewestGivens(n, p.Grade)+2))
	case p.Options != nil:
		return gen.OptionsError("futoshiki", p)
	case p.Pick != 0:
		return gen.ParamErrorf("pick", "futoshiki: has no listed puzzles to pick from")
	}
	return nil
}

// Defaults returns p with Cols 0 read as Rows and SymmetryDefault as
// none.
func (Kind) Defaults(p gen.Params) gen.Params {
	if p.Cols == 0 {
		p.Cols = p.Rows
	}
	if p.Symmetry == gen.SymmetryDefault {
		p.Symmetry = gen.SymmetryNone
	}
	return p
}
