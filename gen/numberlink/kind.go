package numberlink

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Kind is the Numberlink puzzle kind. Its zero value is ready to use and
// it keeps no state, so one Kind may serve several goroutines.
type Kind struct{}

var _ gen.Kind = Kind{}

// Name returns "numberlink".
func (Kind) Name() string { return "numberlink" }

// Sizes a grid side may take.
const (
	MinSide     = 5
	MaxSide     = 20
	defaultSide = 10
)

// minExpertCells is the smallest grid that reaches the expert grade in
// practice: of ten seeds each, 5x5 never did within the budget, 6x6 four
// times, 7x7 eight times, 8x8 ten times.
const minExpertCells = 64

// options are generation params with the defaults filled in.
type options struct {
	rows, cols         int
	minPaths, maxPaths int
	solids             int
	grade              gen.Grade
}

// Validate reports whether p can be generated in good time: sides from 5
// to 20 (Rows 0 means 10, Cols 0 means Rows), a path range the grid can
// hold and that reaches the grade (see pathReach), a number of solid
// cells the paths can spare, a known grade (expert from 64 to 144 cells),
// Options of the package's own type (or none) and no range of givens (a
// Numberlink's givens are its path ends, two a path: paths counts them).
func (Kind) Validate(p gen.Params) error {
	_, err := optionsOf(p)
	return err
}

// DefaultPaths returns the default range of the number of paths of a
// rows x cols grid: about one path for every 11 to 8 cells (9 to 12 on
// 10x10, 20 to 28 on 15x15, 36 to 50 on 20x20; published 10x10 puzzles
// have 7 to 12), 3 to 5 on the smallest grids.
func DefaultPaths(rows, cols int) (lo, hi int) {
	n := rows * cols
	return max(3, n/11), min(maxPaths, max(5, n/8))
}

// optionsOf checks p and fills in the defaults.
func optionsOf(p gen.Params) (options, error) {
	own, ok := opts(p)
	o := options{rows: p.Rows, cols: p.Cols, solids: own.Solids, grade: p.Grade}
	if !ok {
		return o, gen.OptionsError("numberlink", p)
	}
	if o.rows == 0 {
		o.rows = defaultSide
	}
	if o.cols == 0 {
		o.cols = o.rows
	}
	if o.rows < MinSide || o.rows > MaxSide || o.cols < MinSide || o.cols > MaxSide {
		return o, gen.ParamErrorf("size", "numberlink: size %dx%d: rows and columns must be from %d to %d", o.rows, o.cols, MinSide, MaxSide)
	}
	if o.grade < gen.AnyGrade || o.grade > gen.Expert {
		return o, gen.ParamErrorf("grade", "numberlink: unknown grade %v", o.grade)
	}
	if o.grade == gen.Expert && o.rows*o.cols < minExpertCells {
		return o, gen.ParamErrorf("grade", "numberlink: grade expert is out of reach for %dx%d: it needs at least %d cells (8x8), since smaller grids are almost always solved by one-line trials (use grade: hard)", o.rows, o.cols, minExpertCells)
	}
	if o.grade == gen.Expert && o.rows*o.cols > maxExpertCells {
		return o, gen.ParamErrorf("grade", "numberlink: grade expert is out of reach for %dx%d: above %d cells (12x12) an expert puzzle may take many seconds to make (use grade: hard)", o.rows, o.cols, maxExpertCells)
	}
	if p.HasGivens() {
		return o, gen.ParamErrorf("givens", "numberlink: givens applies to sudoku, numbrix and hidato")
	}
	lo, hi := DefaultPaths(o.rows, o.cols)
	o.minPaths, o.maxPaths = own.MinPaths, own.MaxPaths
	switch {
	case o.minPaths == 0 && o.maxPaths == 0:
		o.minPaths, o.maxPaths = lo, hi
	case o.minPaths == 0:
		o.minPaths = min(lo, o.maxPaths)
	case o.maxPaths == 0:
		o.maxPaths = max(hi, o.minPaths)
	}
	cells := o.rows * o.cols
	if most := min(maxPaths, cells/3); o.minPaths < 2 || o.maxPaths > most || o.minPaths > o.maxPaths {
		return o, gen.ParamErrorf("paths", "numberlink: paths %d to %d: want a range within 2 to %d for %dx%d", o.minPaths, o.maxPaths, most, o.rows, o.cols)
	}
	if most := min(o.minPaths, cells/10); o.solids < 0 || o.solids > most {
		return o, gen.ParamErrorf("solids", "numberlink: %d solid cells: want 0 to %d for %dx%d with at least %d paths, one solid cell per path and per ten cells at most (use solids: %d)",
			o.solids, most, o.rows, o.cols, o.minPaths, max(0, most))
	}
	return o, o.checkReach()
}

// Solve counts the solutions of p.Givens up to two under the plain rules
// and returns the first. Two solutions differ when their lines differ,
// even if every cell keeps its path. Givens that break the rules (an
// endpoint without its partner, a bad value, a ragged grid) give an error
// wrapping gen.ErrMalformed.
func (Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	b, err := newBoard(p.Givens)
	if err != nil {
		return gen.Solution{}, err
	}
	n, first, err := solve(ctx, b, newState(b), 2)
	if err != nil {
		return gen.Solution{}, err
	}
	sol := gen.Solution{Count: n}
	if n > 0 {
		sol.Grid = b.solutionGrid(first)
	}
	return sol, nil
}
