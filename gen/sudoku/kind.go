package sudoku

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Kind is the Sudoku puzzle kind. Its zero value is ready to use and it
// keeps no state, so one Kind may serve several goroutines.
type Kind struct{}

var (
	_ gen.Kind      = Kind{}
	_ gen.Defaulter = Kind{}
)

// Name returns "sudoku".
func (Kind) Name() string { return "sudoku" }

// reachable lists the grades each size reaches in bounded time. Small
// grids have too few cells for most technique patterns. With the local
// search of carve, 6x6 medium takes about 15 ms a puzzle (a few dozen
// fresh grids); 6x6 hard was still over 100 ms median with failures after
// 100 grids of 30 moves, and 4x4 never needed more than singles in 2,000
// grids, so those stay out (docs/performance-sudoku.md).
var reachable = map[int][]gen.Grade{
	4: {gen.Easy},
	6: {gen.Easy, gen.Medium, gen.Expert},
	9: {gen.Easy, gen.Medium, gen.Hard, gen.Expert},
}

// Validate reports whether p can be generated: size 4, 6 or 9, square
// (Cols 0 means Rows), a grade the size can reach, a known symmetry, no
// Options (Sudoku has none of its own) and a range of givens the grade can hold
// (checkGivens).
func (Kind) Validate(p gen.Params) error {
	_, err := params(p)
	return err
}

// Defaults returns p with Cols 0 read as Rows and SymmetryDefault as the
// symmetry Generate uses for the size (none for 4x4, else rotational).
func (Kind) Defaults(p gen.Params) gen.Params {
	if p.Cols == 0 {
		p.Cols = p.Rows
	}
	p.Symmetry = symmetryFor(p.Rows, p.Symmetry)
	return p
}

// params checks p and returns its shape.
func params(p gen.Params) (*shape, error) {
	s, err := shapeFor(p.Rows)
	if err != nil {
		return nil, &gen.ParamError{Param: "size", Err: err}
	}
	if p.Cols != 0 && p.Cols != p.Rows {
		return nil, gen.ParamErrorf("size", "sudoku: grid must be square, not %dx%d", p.Rows, p.Cols)
	}
	if p.Grade < gen.AnyGrade || p.Grade > gen.Expert {
		return nil, gen.ParamErrorf("grade", "sudoku: unknown grade %v", p.Grade)
	}
	if p.Grade != gen.AnyGrade && !slices.Contains(reachable[s.n], p.Grade) {
		return nil, gen.ParamErrorf("grade", "sudoku: grade %v is out of reach for %dx%d (it reaches %v): a grid this small rarely or never has room for the technique patterns %s %v puzzle needs",
			p.Grade, s.n, s.n, reachable[s.n], article(p.Grade), p.Grade)
	}
	if p.Symmetry < gen.SymmetryDefault || p.Symmetry > gen.SymmetryMirror {
		return nil, gen.ParamErrorf("symmetry", "sudoku: unknown symmetry %v", p.Symmetry)
	}
	if p.Options != nil {
		return nil, gen.OptionsError("sudoku", p) // Sudoku has no options of its own
	}
	if err := checkGivens(p, s, symmetryFor(s.n, p.Symmetry)); err != nil {
		return nil, err
	}
	if p.Pick != 0 {
		if most := (Kind{}).Listed(p); p.Pick < 0 || p.Pick > most {
			return nil, gen.ParamErrorf("pick", "sudoku: pick %d is not among the %d listed %dx%d puzzles", p.Pick, most, s.n, s.n)
		}
	}
	return s, nil
}

// article returns the indefinite article for a grade's name: "an expert",
// "an easy", "a medium", "a hard".
func article(g gen.Grade) string {
	if strings.ContainsRune("aeiou", rune(g.String()[0])) {
		return "an"
	}
	return "a"
}

// Solve counts the solutions of p.Givens up to two and returns the first.
// Givens that break the rules (a repeated digit, a value out of range, a
// wrong grid shape) give an error wrapping gen.ErrMalformed.
func (Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	if p.Rows == 9 {
		return solve9(ctx, p, nil)
	}
	s, cells, err := givens(p)
	if err != nil {
		return gen.Solution{}, err
	}
	n, first, err := count(ctx, s, cells, 2)
	if err != nil {
		return gen.Solution{}, fmt.Errorf("sudoku: solve: %w", err)
	}
	sol := gen.Solution{Count: n}
	if n > 0 {
		sol.Grid = grid(s.n, first)
	}
	return sol, nil
}

// SolveInto is Solve writing the first solution of a 9x9 puzzle into
// grid when grid is 9x9 (gen.GridReuser).
func (k Kind) SolveInto(ctx context.Context, p *gen.Puzzle, grid [][]int) (gen.Solution, error) {
	if p.Rows == 9 {
		return solve9(ctx, p, grid)
	}
	return k.Solve(ctx, p)
}

// solve9 is Solve for a 9x9 grid, which reads the givens from their rows
// and writes the solution into grid when it is 9x9, else into one new
// grid: the solve command calls it once a puzzle, and copies and
// allocations would cost about what the solver does.
func solve9(ctx context.Context, p *gen.Puzzle, grid [][]int) (gen.Solution, error) {
	if _, err := shapeOf(p); err != nil {
		return gen.Solution{}, err
	}
	sv := bandSolver{ctx: ctx, limit: 2}
	if g, ok := newBandBoardOf(p.Givens); ok {
		sv.search(g)
	} else if _, _, err := givens(p); err != nil {
		// Givens that repeat a digit always contradict each other, and a
		// grid of the wrong shape or values is refused, so only then are
		// the givens checked, to say what is wrong.
		return gen.Solution{}, err
	}
	if sv.err != nil {
		return gen.Solution{}, fmt.Errorf("sudoku: solve: %w", sv.err)
	}
	sol := gen.Solution{Count: sv.count}
	if sv.count > 0 {
		if !square(grid, 9) {
			grid = new(gridMem).grid(9)
		}
		sv.first.rowsInto(grid) // every cell is fixed in a solution
		sol.Grid = grid
	}
	return sol, nil
}

// square reports whether g has n rows of n cells.
func square(g [][]int, n int) bool {
	if len(g) != n {
		return false
	}
	for _, row := range g {
		if len(row) != n {
			return false
		}
	}
	return true
}
