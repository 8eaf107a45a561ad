package gen

import (
	"fmt"
	"strings"
)

// Grade is a difficulty level, defined by each kind in terms of the
// hardest technique a person needs.
type Grade int

// The grades, from easiest to hardest. The zero Grade means "any".
const (
	AnyGrade Grade = iota
	Easy
	Medium
	Hard
	Expert
)

var gradeNames = []string{"any", "easy", "medium", "hard", "expert"}

// Grades lists the real grades in order.
var Grades = []Grade{Easy, Medium, Hard, Expert}

// String returns the grade's name as written in configs.
func (g Grade) String() string {
	if g < 0 || int(g) >= len(gradeNames) {
		return fmt.Sprintf("grade(%d)", int(g))
	}
	return gradeNames[g]
}

// ParseGrade reads a grade name (easy, medium, hard, expert).
func ParseGrade(s string) (Grade, error) {
	for i, n := range gradeNames {
		if i > 0 && strings.EqualFold(s, n) {
			return Grade(i), nil
		}
	}
	return AnyGrade, fmt.Errorf("unknown grade %q (want easy, medium, hard or expert)", s)
}

// MarshalText writes the grade's name.
func (g Grade) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText reads a grade's name, or "any" as MarshalText writes
// AnyGrade.
func (g *Grade) UnmarshalText(b []byte) error {
	if string(b) == gradeNames[AnyGrade] {
		*g = AnyGrade
		return nil
	}
	v, err := ParseGrade(string(b))
	if err != nil {
		return err
	}
	*g = v
	return nil
}

// Symmetry is the symmetry of the pattern of givens.
type Symmetry int

// Clue symmetries. SymmetryDefault lets the kind choose (Sudoku 9x9 uses
// rotational).
const (
	SymmetryDefault Symmetry = iota
	SymmetryNone
	SymmetryRotational
	SymmetryMirror
)

var symmetryNames = []string{"default", "none", "rotational", "mirror"}

// String returns the symmetry's name as written in configs.
func (s Symmetry) String() string {
	if s < 0 || int(s) >= len(symmetryNames) {
		return fmt.Sprintf("symmetry(%d)", int(s))
	}
	return symmetryNames[s]
}

// ParseSymmetry reads a symmetry name (none, rotational, mirror).
func ParseSymmetry(s string) (Symmetry, error) {
	for i, n := range symmetryNames {
		if strings.EqualFold(s, n) {
			return Symmetry(i), nil
		}
	}
	return SymmetryDefault, fmt.Errorf("unknown symmetry %q (want none, rotational or mirror)", s)
}

// Params are the options for generating one puzzle: the fields every
// kind has (CommonKeys name them), and the kind's own Options. Zero values
// ask for the kind's defaults. Params are comparable, so that a book can
// tell two requests for the same puzzles apart from others.
type Params struct {
	Rows, Cols int // grid size; a kind of square grids takes Rows = Cols
	Grade      Grade
	Symmetry   Symmetry

	// MinGivens and MaxGivens bound the number of givens (the digits or
	// numbers printed in the grid, given ends of a path included): the
	// puzzle has from MinGivens to MaxGivens of them. Both 0 leave the
	// count to the generator. A generator adds givens to a unique puzzle
	// that has too few, keeping its grade (and, past easy, the technique
	// it needs); kinds without givens to count take only 0 and 0.
	MinGivens, MaxGivens int

	// Options are the kind's own parameters, a comparable struct of the
	// kind's own type (its package's Options); nil asks for the kind's
	// defaults. A kind's Keys set them (see OptionsOf and SetOptions).
	Options any

	// Pick, from 1 to the count a Lister gives for these params, asks for
	// that one of the kind's listed puzzles (see Lister); 0 leaves the
	// choice to the random source. A book sets it, so that its puzzles of
	// one small supply never repeat.
	Pick int
}

// Puzzle is one puzzle with its solution, in a form shared by every kind:
// grids of ints where 0 is a blank cell and -1 a cell that is not part of
// the puzzle. Its JSON form is the puzzle object of manifests and of
// `puzzlebook gen --format json`.
type Puzzle struct {
	Kind    string `json:"kind"`
	Rows    int    `json:"rows"`
	Cols    int    `json:"cols"`
	BoxRows int    `json:"box_rows,omitempty"` // Sudoku box height
	BoxCols int    `json:"box_cols,omitempty"` // Sudoku box width
	// Overlays are the clues beside the grids that some kinds have
	// (regions, cages, clue cells, signs, edge clues); empty for the
	// others, and then absent from the JSON form.
	Overlays
	Givens    [][]int `json:"givens"`
	Solution  [][]int `json:"solution,omitempty"`
	Grade     Grade   `json:"grade"`
	Score     int     `json:"score"`     // effort a person needs, comparable within a kind
	Technique string  `json:"technique"` // the hardest technique the grader needed
	// Stats holds kind-specific measures (for example "choice_count").
	Stats map[string]int `json:"stats,omitempty"`
}
