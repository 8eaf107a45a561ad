package jigsaw

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Kind is Jigsaw Sudoku, "jigsaw". Its zero value is ready to use and it
// keeps no state, so one Kind may serve several goroutines.
type Kind struct{}

var (
	_ gen.Kind         = Kind{}
	_ gen.SecondFinder = Kind{}
)

// The sizes the kind takes: n x n grids of n regions.
const (
	minSize = 4
	maxSize = regions.MaxN
)

// Name returns "jigsaw".
func (Kind) Name() string { return "jigsaw" }

// Solve counts the solutions of p.Givens up to two and returns the first.
// Givens or regions that break the rules give an error wrapping
// gen.ErrMalformed.
func (k Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	return k.solve(ctx, p, false)
}

// SolveTwo is Solve that also returns a second solution when p.Givens
// have two or more.
func (k Kind) SolveTwo(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	return k.solve(ctx, p, true)
}

func (Kind) solve(ctx context.Context, p *gen.Puzzle, second bool) (gen.Solution, error) {
	geo, cells, err := givens(p)
	if err != nil {
		return gen.Solution{}, err
	}
	n, first, other, err := regions.Two(ctx, geo, cells, nil)
	if err != nil {
		return gen.Solution{}, fmt.Errorf("jigsaw: solve: %w", err)
	}
	sol := gen.Solution{Count: n}
	if n > 0 {
		sol.Grid = gen.GridOf(geo.N, first)
	}
	if n > 1 && second {
		sol.Second = gen.GridOf(geo.N, other)
	}
	return sol, nil
}

// Verify checks that p.Solution fills the grid with 1 to n once in every
// row, column and region, and agrees with p.Givens.
func (Kind) Verify(p *gen.Puzzle) error {
	geo, cells, err := givens(p)
	if err != nil {
		return err
	}
	sol, err := regions.Flatten(geo.N, p.Solution, "solution", 1)
	if err != nil {
		return fmt.Errorf("jigsaw: %w", err)
	}
	for c, v := range cells {
		if v != 0 && sol[c] != v {
			return fmt.Errorf("jigsaw: the given at r%dc%d is %d, the solution %d: %w", c/geo.N+1, c%geo.N+1, v, sol[c], gen.ErrMalformed)
		}
	}
	if err := geo.Repeat(sol, "solution"); err != nil {
		return fmt.Errorf("jigsaw: %w", err)
	}
	return nil
}

// givens checks p's shape, regions and givens, and returns its geometry
// and its givens row by row (0 blank). Errors wrap gen.ErrMalformed.
func givens(p *gen.Puzzle) (*regions.Geometry, []int, error) {
	geo, err := geometryOf(p)
	if err != nil {
		return nil, nil, err
	}
	cells, err := regions.Flatten(geo.N, p.Givens, "givens", 0)
	if err != nil {
		return nil, nil, fmt.Errorf("jigsaw: %w", err)
	}
	if err := geo.Repeat(cells, "givens"); err != nil {
		return nil, nil, fmt.Errorf("jigsaw: %w", err)
	}
	return geo, cells, nil
}

// geometryOf returns the geometry of p's grid and regions: a square of 1
// to 9 a side, cut into n regions of n cells (regions need not be
// connected to be solved; the generator makes connected ones).
func geometryOf(p *gen.Puzzle) (*regions.Geometry, error) {
	n := p.Rows
	switch {
	case p.Cols != n:
		return nil, fmt.Errorf("jigsaw: grid is %dx%d, want a square: %w", p.Rows, p.Cols, gen.ErrMalformed)
	case n < 1:
		return nil, fmt.Errorf("jigsaw: grid is %dx%d: %w", n, n, gen.ErrMalformed)
	case n > maxSize:
		return nil, fmt.Errorf("jigsaw: %w: %dx%d, the most is %dx%d", gen.ErrTooLarge, n, n, maxSize, maxSize)
	}
	region, err := regions.Flatten(n, p.Regions, "regions", 0)
	if err != nil {
		return nil, fmt.Errorf("jigsaw: %w", err)
	}
	geo, err := regions.New(n, region, "region")
	if err != nil {
		return nil, fmt.Errorf("jigsaw: %w: %w", err, gen.ErrMalformed)
	}
	return geo, nil
}
