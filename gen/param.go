package gen

import (
	"fmt"
	"strconv"
)

// ParamError is a problem with one field of Params, as Kind.Validate
// reports it, so that a config reader can point at the key that set the
// field rather than at the whole section. Param names the field as
// configs do: "size" (Rows and Cols), "grade", "symmetry", "givens"
// (MinGivens and MaxGivens), "pick", or one of the kind's own keys
// ("max_gap"). A config reader looks for a key that sets the field among
// the kind's keys too (Key.Sets), so that a symmetry a pattern key set
// is reported at the pattern.
type ParamError struct {
	Param string
	Err   error
}

// ParamErrorf returns a *ParamError about param whose Err is
// fmt.Errorf(format, args...).
func ParamErrorf(param, format string, args ...any) error {
	return &ParamError{Param: param, Err: fmt.Errorf(format, args...)}
}

// Error returns the message of Err: the parameter is for locating the
// problem, and the message already names it.
func (e *ParamError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e *ParamError) Unwrap() error { return e.Err }

// Defaulter is an optional ability of a Kind: filling in the defaults it
// gives Params, so that a caller can tell that two requests ask for the
// same puzzles (one with SymmetryDefault and one with the symmetry the
// kind would choose, say, when it shares a supply of puzzles between
// them).
type Defaulter interface {
	// Defaults returns p with the kind's own choice in place of every
	// value that leaves the choice to the kind (Cols 0, SymmetryDefault,
	// ...), as Generate reads p.
	Defaults(p Params) Params
}

// GivesEnds reports whether the givens of p hold both 1 and the largest
// number of its solution, as a path puzzle whose ends are given does.
func GivesEnds(p *Puzzle) bool {
	last := 0
	for _, row := range p.Solution {
		for _, v := range row {
			last = max(last, v)
		}
	}
	first, end := false, false
	for _, row := range p.Givens {
		for _, v := range row {
			first = first || v == 1
			end = end || v == last
		}
	}
	return last > 0 && first && end
}

// HasGivens reports whether p bounds its number of givens.
func (p Params) HasGivens() bool { return p.MinGivens != 0 || p.MaxGivens != 0 }

// GivensText writes p's range of givens as configs do: "35-40", or "36"
// when it holds one count, or "" when p sets none.
func (p Params) GivensText() string {
	switch {
	case !p.HasGivens():
		return ""
	case p.MinGivens == p.MaxGivens:
		return strconv.Itoa(p.MinGivens)
	}
	return fmt.Sprintf("%d-%d", p.MinGivens, p.MaxGivens)
}
