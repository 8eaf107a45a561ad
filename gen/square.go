package gen

import "slices"

// CheckSquareGrade refuses the params of a square kind called name (a
// grid of n by n cells, one digit in each) that its Validate refuses alike:
// a size outside lo to hi, cols other than the size, an unknown grade,
// or, with reaches (nil for none), a grade its size does not reach in
// bounded time. The message of the last names the grades the size
// reaches, then hint when there is one ("size 6 and larger reach every
// grade"). It returns nil when all four hold.
func CheckSquareGrade(name string, p Params, lo, hi int, reaches map[int][]Grade, hint string) error {
	n := p.Rows
	switch {
	case n < lo || n > hi:
		return ParamErrorf("size", "%s: size must be %d to %d, not %d", name, lo, hi, n)
	case p.Cols != 0 && p.Cols != n:
		return ParamErrorf("size", "%s: the grid is square: cols must be %d, not %d", name, n, p.Cols)
	case p.Grade < AnyGrade || p.Grade > Expert:
		return ParamErrorf("grade", "%s: unknown grade %v", name, p.Grade)
	case reaches != nil && p.Grade != AnyGrade && !slices.Contains(reaches[n], p.Grade):
		if hint != "" {
			hint = "; " + hint
		}
		return ParamErrorf("grade", "%s: grade %v is out of reach for %dx%d (it reaches %v%s)", name, p.Grade, n, n, reaches[n], hint)
	}
	return nil
}
