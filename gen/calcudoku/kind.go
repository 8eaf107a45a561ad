package calcudoku

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Kind is Calcudoku, "calcudoku".
type Kind struct{}

var _ gen.SecondFinder = Kind{}

// Name returns "calcudoku".
func (Kind) Name() string { return "calcudoku" }

// Validate takes sizes 3 to 9 at the grades each size and set of
// operations reaches (see topGrade), and the keys operations and
// show_operations.
func (Kind) Validate(p gen.Params) error {
	n := p.Rows
	if n < minSize || n > maxSize {
		return gen.ParamErrorf("size", "calcudoku: size must be 3 to 9, not %d", n)
	}
	if p.Cols != 0 && p.Cols != n {
		return gen.ParamErrorf("size", "calcudoku: the grid is square: cols must be %d, not %d", n, p.Cols)
	}
	if p.Symmetry != gen.SymmetryDefault && p.Symmetry != gen.SymmetryNone {
		return gen.ParamErrorf("symmetry", "calcudoku: symmetry must be none, not %v", p.Symmetry)
	}
	o, ok := opts(p)
	switch {
	case !ok:
		return gen.OptionsError("calcudoku", p)
	case o.allowed() == "":
		return gen.ParamErrorf("operations", "calcudoku: operations must be all, add, add-subtract or add-multiply, not %q", o.Operations)
	}
	if top := topGrade(n, o); p.Grade > top {
		return gen.ParamErrorf("grade", "calcudoku: a %dx%d calcudoku%s is %v at most, not %v; try grade %v%s", n, n, o.describe(), top, p.Grade, top, o.hint(n, p.Grade))
	}
	return nil
}

// Solve counts the solutions up to two: a puzzle the closure of the
// easy and medium rungs and cage and line fills has one (closedGrid),
// any other is searched within the closure's marks.
func (Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	if err := checkShape(p); err != nil {
		return gen.Solution{}, err
	}
	// A maker's board, closure and cages read before: the puzzle just
	// generated on this thread has every cage there.
	m := takeMaker(p.Rows)
	defer makers.Put(m)
	b := m.scratch.read(p.Rows, p.Givens, p.Cages, m.known)
	if err := checkGivens(b); err != nil {
		return gen.Solution{}, err
	}
	grid, marks := closedGrid(&m.z, b)
	if grid != nil {
		return gen.Solution{Count: 1, Grid: gridOf(b.n, grid)}, nil
	}
	var c regions.Constraint = b
	if marks != nil {
		c = marks
	}
	count, first, second, err := regions.Two(ctx, b.geo, b.givens, c)
	if err != nil {
		return gen.Solution{}, fmt.Errorf("calcudoku: %w", err)
	}
	s := gen.Solution{Count: count}
	if first != nil {
		s.Grid = gridOf(b.n, first)
	}
	if second != nil {
		s.Second = gridOf(b.n, second)
	}
	return s, nil
}

// SolveTwo is Solve, which returns the second solution when it finds two.
func (Kind) SolveTwo(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	return Kind{}.Solve(ctx, p)
}

// checkGivens reports givens that break a rule at a glance: a digit twice
// in a row or column, or a cage none of whose tuples fits its givens.
func checkGivens(b *board) error {
	n := b.n
	for i, v := range b.givens {
		if v == 0 {
			continue
		}
		for _, j := range b.geo.Peers[i] {
			if j > i && b.givens[j] == v {
				return fmt.Errorf("calcudoku: %w: %d at r%dc%d and r%dc%d, which share a row or column", gen.ErrMalformed, v, i/n+1, i%n+1, j/n+1, j%n+1)
			}
		}
	}
	cand := make([]uint16, n*n)
	for i, v := range b.givens {
		cand[i] = 1<<n - 1
		if v != 0 {
			cand[i] = bit(v)
		}
	}
	for k := range b.cages {
		m := b.cages[k].masks(cand)
		if _, fit := supportOf(&b.cages[k], &m, 0); fit == 0 {
			return fmt.Errorf("calcudoku: %w: cage %d: no digits make %s", gen.ErrMalformed, k+1, b.cages[k].clue())
		}
	}
	return nil
}

// Verify checks that the solution fills the grid by the rules, makes
// every cage's target, and agrees with the givens.
func (Kind) Verify(p *gen.Puzzle) error {
	if err := checkShape(p); err != nil {
		return err
	}
	n := p.Rows
	flat, err := regions.Flatten(n, p.Solution, "solution", 1)
	if err != nil {
		return fmt.Errorf("calcudoku: %w", err)
	}
	for i, v := range flat {
		if gv := p.Givens[i/n][i%n]; gv != 0 && gv != v {
			return fmt.Errorf("calcudoku: %w: the given at r%dc%d is %d, the solution %d", gen.ErrMalformed, i/n+1, i%n+1, gv, v)
		}
	}
	for k, u := range regions.SharedLatin(n).Units {
		seen := uint16(0)
		for _, i := range u {
			seen |= bit(flat[i])
		}
		if seen != 1<<n-1 {
			return fmt.Errorf("calcudoku: %w: %s repeats a digit", gen.ErrMalformed, unitName(n, k))
		}
	}
	// The cages' targets only: their tuples, which a board reads, are
	// not needed.
	var cells [maxCage]int
	var digits [maxCage]uint8
	for k, cg := range p.Cages {
		c := cage{op: cg.Op, target: cg.Target, hidden: cg.Hidden, cells: cells[:len(cg.Cells)]}
		for j, x := range cg.Cells {
			digits[j] = uint8(flat[x.Row*n+x.Col])
		}
		if !c.makesAny(digits[:len(cg.Cells)]) {
			return fmt.Errorf("calcudoku: %w: cage %d does not make %s", gen.ErrMalformed, k+1, c.clue())
		}
	}
	return nil
}

// unitSaid is unitName in Words, "Row 3" at the start of a sentence
// (capital).
func unitSaid(n, k int, capital bool) gen.Words {
	switch {
	case k < n && capital:
		return gen.Say("Row %d", k+1)
	case k < n:
		return gen.Say("row %d", k+1)
	case capital:
		return gen.Say("Column %d", k-n+1)
	}
	return gen.Say("column %d", k-n+1)
}

// unitName names unit k of an n x n grid: "row 3", "column 5".
func unitName(n, k int) string {
	if k < n {
		return fmt.Sprintf("row %d", k+1)
	}
	return fmt.Sprintf("column %d", k-n+1)
}
