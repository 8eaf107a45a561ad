package numbrix

import (
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Sizes: Numbrix and Hidato grids have 4 to 15 rows and columns.
const (
	minSide = 4
	maxGrid = 15
)

// maxBorderInside is the most inner cells a grid with givens on its border
// only may have: 8x8 (36 inner cells) needs about 50 paths a puzzle, and
// 9x9 fails half the time in 300 (docs/performance-numbrix.md).
const maxBorderInside = 36

// config is a checked gen.Params with the kind's defaults filled in.
type config struct {
	rows, cols int
	diagonal   bool
	grade      gen.Grade
	symmetry   gen.Symmetry // SymmetryNone, SymmetryRotational or SymmetryMirror
	border     bool
	maxGap     int
	shape      string
	ends       bool // 1 and the last number are always given
	// minGivens and maxGivens bound the count of givens; both 0 for none.
	minGivens, maxGivens int
}

// Validate reports whether p can be generated: 4 to 15 rows and columns
// (Cols 0 means Rows), a known grade and symmetry, Options of the
// package's own type (or none) with MaxGap 0 or at least 2,
// BorderClues only up to 8x8 (or as many inner cells), a shape the kind
// draws (Numbrix: rectangle; Hidato: blob, the default, rectangle or a
// named shape on grids of at least 6x6), Ends for Hidato only (given,
// the default, or free), a range of givens the grade can hold
// (checkGivens), and a grade, MaxGap and BorderClues that together leave
// the generator room (see checkReach).
func (k Kind) Validate(p gen.Params) error {
	_, err := k.config(p)
	return err
}

var _ gen.Defaulter = Kind{}

// Defaults returns p with the kind's choices filled in: Cols 0 read as
// Rows, no symmetry, the default shape (Numbrix: rectangle; Hidato: blob)
// and, for Hidato, both ends given.
func (k Kind) Defaults(p gen.Params) gen.Params {
	if p.Cols == 0 {
		p.Cols = p.Rows
	}
	if p.Symmetry == gen.SymmetryDefault {
		p.Symmetry = gen.SymmetryNone
	}
	o, ok := opts(p)
	if !ok {
		return p // Validate refuses it
	}
	switch {
	case o.Shape != "":
	case k.Diagonal:
		o.Shape = ShapeBlob
	default:
		o.Shape = ShapeRectangle
	}
	if k.Diagonal && o.Ends == EndsDefault {
		o.Ends = EndsGiven
	}
	gen.SetOptions(&p, o)
	return p
}

// config checks p and fills in the defaults.
func (k Kind) config(p gen.Params) (*config, error) {
	name := k.Name()
	o, ok := opts(p)
	if !ok {
		return nil, gen.OptionsError(name, p)
	}
	cf := &config{rows: p.Rows, cols: p.Cols, diagonal: k.Diagonal, grade: p.Grade,
		symmetry: p.Symmetry, border: o.BorderClues, maxGap: o.MaxGap, shape: o.Shape,
		minGivens: p.MinGivens, maxGivens: p.MaxGivens}
	if cf.cols == 0 {
		cf.cols = cf.rows
	}
	if cf.rows < minSide || cf.rows > maxGrid || cf.cols < minSide || cf.cols > maxGrid {
		return nil, gen.ParamErrorf("size", "%s: size %dx%d: want %d to %d rows and columns", name, p.Rows, cf.cols, minSide, maxGrid)
	}
	if p.Grade < gen.AnyGrade || p.Grade > gen.Expert {
		return nil, gen.ParamErrorf("grade", "%s: unknown grade %v", name, p.Grade)
	}
	switch p.Symmetry {
	case gen.SymmetryDefault:
		cf.symmetry = gen.SymmetryNone
	case gen.SymmetryNone, gen.SymmetryRotational, gen.SymmetryMirror:
	default:
		return nil, gen.ParamErrorf("symmetry", "%s: unknown symmetry %v", name, p.Symmetry)
	}
	if o.MaxGap < 0 || o.MaxGap == 1 {
		return nil, gen.ParamErrorf("max_gap", "%s: max gap %d: want 0 (no bound) or at least 2 (1 would give every number)", name, o.MaxGap)
	}
	if inside := (cf.rows - 2) * (cf.cols - 2); cf.border && inside > maxBorderInside {
		return nil, gen.ParamErrorf("pattern", "%s: border clues on %dx%d: the %d inner cells leave unique puzzles too rare; at most %d work, as on 8x8 (use pattern: random)",
			name, cf.rows, cf.cols, inside, maxBorderInside)
	}
	if err := k.checkShape(cf); err != nil {
		return nil, err
	}
	if err := k.checkEnds(cf, o.Ends); err != nil {
		return nil, err
	}
	if err := k.checkGivens(cf); err != nil {
		return nil, err
	}
	if err := k.checkReach(cf); err != nil {
		return nil, err
	}
	return cf, nil
}

// checkEnds sets cf.ends from e: Hidato gives both ends unless e is
// EndsFree; Numbrix has no such key.
func (k Kind) checkEnds(cf *config, e Ends) error {
	switch {
	case e != EndsDefault && e != EndsGiven && e != EndsFree:
		return gen.ParamErrorf("ends", "%s: unknown ends %v", k.Name(), e)
	case !k.Diagonal && e != EndsDefault:
		return gen.ParamErrorf("ends", "numbrix: ends applies to hidato only")
	}
	cf.ends = k.Diagonal && e != EndsFree
	return nil
}

// checkShape checks and defaults cf.shape.
func (k Kind) checkShape(cf *config) error {
	if !k.Diagonal {
		if cf.shape != "" && cf.shape != ShapeRectangle {
			return gen.ParamErrorf("shape", "numbrix: shape %q: Numbrix grids are rectangles (hidato has shapes)", cf.shape)
		}
		cf.shape = ShapeRectangle
		return nil
	}
	if cf.shape == "" {
		cf.shape = ShapeBlob
	}
	if !slices.Contains(shapeNames, cf.shape) {
		return gen.ParamErrorf("shape", "hidato: unknown shape %q (want one of %v)", cf.shape, shapeNames)
	}
	if _, isNamed := named[cf.shape]; isNamed && min(cf.rows, cf.cols) < minNamedSide {
		return gen.ParamErrorf("shape", "hidato: shape %q needs at least %dx%d, not %dx%d", cf.shape, minNamedSide, minNamedSide, cf.rows, cf.cols)
	}
	return nil
}
