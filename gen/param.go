package gen

import "fmt"

// ParamError is a problem with one field of Params, as Kind.Validate
// reports it, so that a config reader can point at the key that set the
// field rather than at the whole section. Param names the field as
// configs do: "size" (Rows and Cols), "grade", "symmetry", "max_gap",
// "border_clues", "shape", "paths" (MinPaths and MaxPaths) or "solids".
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
