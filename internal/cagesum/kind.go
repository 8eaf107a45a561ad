package cagesum

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Kind is Cage Sum, "cagesum".
type Kind struct{}

// The sizes Cage Sum takes; its solver is a plain search, so the sizes
// stay small.
const (
	minSize = 3
	maxSize = 5
	// maxCage is the most cells in one cage, and the default of
	// Options.MaxCage.
	maxCage = 3
)

// Name returns "cagesum".
func (Kind) Name() string { return "cagesum" }

// Validate takes sizes 3 to 5, square, at grade easy or any, and no
// other option.
func (Kind) Validate(p gen.Params) error {
	switch {
	case p.Rows < minSize || p.Rows > maxSize:
		return gen.ParamErrorf("size", "cagesum: size must be %d to %d, not %d", minSize, maxSize, p.Rows)
	case p.Cols != 0 && p.Cols != p.Rows:
		return gen.ParamErrorf("size", "cagesum: the grid is square: cols must be %d, not %d", p.Rows, p.Cols)
	case p.Grade > gen.Easy:
		return gen.ParamErrorf("grade", "cagesum: grade must be easy, not %v", p.Grade)
	case p.HasGivens():
		return gen.ParamErrorf("givens", "cagesum: takes no givens range")
	case p.Symmetry != gen.SymmetryDefault && p.Symmetry != gen.SymmetryNone:
		return gen.ParamErrorf("symmetry", "cagesum: symmetry must be none, not %v", p.Symmetry)
	}
	o, ok := opts(p)
	switch {
	case !ok:
		return gen.OptionsError("cagesum", p)
	case o.MaxCage != 0 && (o.MaxCage < 2 || o.MaxCage > maxCage):
		return gen.ParamErrorf("max_cage", "cagesum: max_cage must be 2 or 3, not %d", o.MaxCage)
	}
	return nil
}

// Generate makes a Latin square, cuts it into cages and gives digits
// where two solutions differ until one is left. All randomness comes
// from rng.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := (Kind{}).Validate(p); err != nil {
		return nil, err
	}
	n := p.Rows
	o, _ := opts(p)
	sol := latinSquare(n, rng)
	pz := &gen.Puzzle{
		Kind: "cagesum", Rows: n, Cols: n,
		Overlays: gen.Overlays{Cages: cutCages(sol, o.cageLimit(), rng)},
		Givens:   gen.NewGrid(n, n), Solution: sol,
		Grade: gen.Easy, Technique: "cage sums",
	}
	for {
		first, second, err := search(ctx, pz)
		if err != nil {
			return nil, err
		}
		if second == nil {
			break
		}
		r, c := firstDifference(first, second)
		pz.Givens[r][c] = sol[r][c]
	}
	pz.Score = blanks(pz.Givens)
	return pz, nil
}

// Solve counts the solutions up to two.
func (Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	if err := checkShape(p); err != nil {
		return gen.Solution{}, err
	}
	first, second, err := search(ctx, p)
	switch {
	case err != nil:
		return gen.Solution{}, err
	case first == nil:
		return gen.Solution{}, nil
	case second == nil:
		return gen.Solution{Count: 1, Grid: first}, nil
	}
	return gen.Solution{Count: 2, Grid: first, Second: second}, nil
}

// Verify checks that the solution is a Latin square that makes every
// cage's target with different digits, and agrees with the givens.
func (Kind) Verify(p *gen.Puzzle) error {
	if err := checkShape(p); err != nil {
		return err
	}
	n := p.Rows
	if len(p.Solution) != n {
		return fmt.Errorf("cagesum: %w: the solution has %d rows, want %d", gen.ErrMalformed, len(p.Solution), n)
	}
	for r := range n {
		if len(p.Solution[r]) != n {
			return fmt.Errorf("cagesum: %w: solution row %d has %d cells, want %d", gen.ErrMalformed, r+1, len(p.Solution[r]), n)
		}
		for c := range n {
			v := p.Solution[r][c]
			if v < 1 || v > n {
				return fmt.Errorf("cagesum: %w: r%dc%d holds %d, want 1 to %d", gen.ErrMalformed, r+1, c+1, v, n)
			}
			if g := p.Givens[r][c]; g != 0 && g != v {
				return fmt.Errorf("cagesum: %w: the given at r%dc%d is %d, the solution %d", gen.ErrMalformed, r+1, c+1, g, v)
			}
			for k := range c {
				if p.Solution[r][k] == v {
					return fmt.Errorf("cagesum: %w: %d twice in row %d", gen.ErrMalformed, v, r+1)
				}
			}
			for k := range r {
				if p.Solution[k][c] == v {
					return fmt.Errorf("cagesum: %w: %d twice in column %d", gen.ErrMalformed, v, c+1)
				}
			}
		}
	}
	for i, cg := range p.Cages {
		sum, seen := 0, 0
		for _, cell := range cg.Cells {
			v := p.Solution[cell.Row][cell.Col]
			if seen&(1<<v) != 0 {
				return fmt.Errorf("cagesum: %w: cage %d holds %d twice", gen.ErrMalformed, i+1, v)
			}
			seen |= 1 << v
			sum += v
		}
		if sum != cg.Target {
			return fmt.Errorf("cagesum: %w: cage %d adds up to %d, its target is %d", gen.ErrMalformed, i+1, sum, cg.Target)
		}
	}
	return nil
}

// checkShape checks what every reader of p relies on: a square grid of
// a size the solver takes, givens in range, and cages that cover every
// cell once with cells inside the grid.
func checkShape(p *gen.Puzzle) error {
	n := p.Rows
	switch {
	case n < 1 || p.Cols != n:
		return fmt.Errorf("cagesum: %w: the grid must be square, not %dx%d", gen.ErrMalformed, n, p.Cols)
	case n > maxSize+1:
		return fmt.Errorf("cagesum: %w: %dx%d, the most is %dx%d", gen.ErrTooLarge, n, n, maxSize+1, maxSize+1)
	case len(p.Givens) != n:
		return fmt.Errorf("cagesum: %w: %d rows of givens, want %d", gen.ErrMalformed, len(p.Givens), n)
	}
	for r, row := range p.Givens {
		if len(row) != n {
			return fmt.Errorf("cagesum: %w: givens row %d has %d cells, want %d", gen.ErrMalformed, r+1, len(row), n)
		}
		for c, v := range row {
			if v < 0 || v > n {
				return fmt.Errorf("cagesum: %w: r%dc%d holds %d, want 1 to %d or blank", gen.ErrMalformed, r+1, c+1, v, n)
			}
		}
	}
	covered := gen.NewGrid(n, n)
	for i, cg := range p.Cages {
		if len(cg.Cells) == 0 || len(cg.Cells) > n {
			return fmt.Errorf("cagesum: %w: cage %d has %d cells", gen.ErrMalformed, i+1, len(cg.Cells))
		}
		for _, c := range cg.Cells {
			if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
				return fmt.Errorf("cagesum: %w: cage %d has a cell outside the grid, r%dc%d", gen.ErrMalformed, i+1, c.Row+1, c.Col+1)
			}
			if covered[c.Row][c.Col]++; covered[c.Row][c.Col] > 1 {
				return fmt.Errorf("cagesum: %w: r%dc%d is in two cages", gen.ErrMalformed, c.Row+1, c.Col+1)
			}
		}
	}
	for r := range n {
		for c := range n {
			if covered[r][c] == 0 {
				return fmt.Errorf("cagesum: %w: r%dc%d is in no cage", gen.ErrMalformed, r+1, c+1)
			}
		}
	}
	return nil
}

// blanks counts the cells of g without a digit.
func blanks(g [][]int) int {
	n := 0
	for _, row := range g {
		for _, v := range row {
			if v == 0 {
				n++
			}
		}
	}
	return n
}

// firstDifference returns the first cell, in reading order, where a and
// b differ.
func firstDifference(a, b [][]int) (int, int) {
	for r := range a {
		for c := range a[r] {
			if a[r][c] != b[r][c] {
				return r, c
			}
		}
	}
	panic("cagesum: two solutions that do not differ")
}
