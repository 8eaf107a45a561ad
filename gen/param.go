package gen

import (
	"fmt"
	"strconv"
	"strings"
)

// ParamError is a problem with one field of Params, as Kind.Validate
// reports it, so that a config reader can point at the key that set the
// field rather than at the whole section. Param names the field as
// configs do: "size" (Rows and Cols), "grade", "symmetry", "max_gap",
// "border_clues", "shape", "ends", "givens" (MinGivens and MaxGivens),
// "paths" (MinPaths and MaxPaths), "solids" or "pick".
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
// same puzzles (a Sudoku with SymmetryDefault and one with
// SymmetryRotational, say, when it shares a supply of puzzles between
// them).
type Defaulter interface {
	// Defaults returns p with the kind's own choice in place of every
	// value that leaves the choice to the kind (Cols 0, SymmetryDefault,
	// ...), as Generate reads p.
	Defaults(p Params) Params
}

// Ends says whether a path puzzle whose numbers run from 1 to the last
// (Hidato) gives both of them.
type Ends int

// The choices of Ends. EndsDefault lets the kind choose (Hidato gives
// both, as classic Hidato does); kinds without such ends accept only it.
const (
	EndsDefault Ends = iota
	EndsGiven        // 1 and the last number are always givens
	EndsFree         // the clue selection treats them like any number
)

var endsNames = []string{"default", "given", "free"}

// String returns the choice's name as written in configs.
func (e Ends) String() string {
	if e < 0 || int(e) >= len(endsNames) {
		return fmt.Sprintf("ends(%d)", int(e))
	}
	return endsNames[e]
}

// ParseEnds reads "given" or "free".
func ParseEnds(s string) (Ends, error) {
	for i, n := range endsNames {
		if i > 0 && strings.EqualFold(s, n) {
			return Ends(i), nil
		}
	}
	return EndsDefault, fmt.Errorf("unknown ends %q (want given or free)", s)
}

// GivesEnds reports whether the givens of p hold both 1 and the largest
// number of its solution, as a Hidato with EndsGiven does.
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
