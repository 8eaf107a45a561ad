package skyscrapers

import (
	"context"
	"fmt"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Kind is Skyscrapers, "skyscrapers". Its zero value is ready to use and
// it keeps no state, so one Kind may serve several goroutines.
type Kind struct{}

var (
	_ gen.Kind         = Kind{}
	_ gen.SecondFinder = Kind{}
)

// maxSize is the largest grid the solver takes (the generator makes 4x4
// to 9x9).
const maxSize = regions.MaxN

// Name returns "skyscrapers".
func (Kind) Name() string { return "skyscrapers" }

// Solve counts the solutions of p's givens and clues up to two and
// returns the first: the one that deductions alone reach (clues.deduced),
// else the solver's search. Givens or clues that break the rules at a glance
// give an error wrapping gen.ErrMalformed.
func (k Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	return k.solve(ctx, p, false)
}

// SolveTwo is Solve that also returns a second solution when there are
// two or more.
func (k Kind) SolveTwo(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	return k.solve(ctx, p, true)
}

func (Kind) solve(ctx context.Context, p *gen.Puzzle, second bool) (gen.Solution, error) {
	b, s, err := borrowBoard(p)
	if err != nil {
		return gen.Solution{}, err
	}
	defer scratches.Put(s)
	if grid, ok := b.clues.deduced(b.givens); ok {
		return gen.Solution{Count: 1, Grid: gen.GridOf(b.n, grid)}, nil
	}
	count, first, other, err := regions.Two(ctx, b.geo, b.givens, constraint{b.clues})
	if err != nil {
		return gen.Solution{}, fmt.Errorf("skyscrapers: solve: %w", err)
	}
	sol := gen.Solution{Count: count}
	if count > 0 {
		sol.Grid = gen.GridOf(b.n, first)
	}
	if count > 1 && second {
		sol.Second = gen.GridOf(b.n, other)
	}
	return sol, nil
}

// Verify checks that p.Solution fills the grid with 1 to n once in every
// row and column, agrees with the givens and makes every clue.
func (Kind) Verify(p *gen.Puzzle) error {
	b, s, err := borrowBoard(p)
	if err != nil {
		return err
	}
	defer scratches.Put(s)
	n := b.n
	sol, err := regions.AppendFlat(s.sol[:0], n, p.Solution, "solution", 1)
	if err != nil {
		return fmt.Errorf("skyscrapers: %w", err)
	}
	s.sol = sol
	if err := b.geo.Repeat(sol, "solution"); err != nil {
		return fmt.Errorf("skyscrapers: %w", err)
	}
	for c, v := range b.givens {
		if v != 0 && sol[c] != v {
			return fmt.Errorf("skyscrapers: %w: the given at r%dc%d is %d, the solution %d", gen.ErrMalformed, c/n+1, c%n+1, v, sol[c])
		}
	}
	made := &s.made
	made.reset(n)
	made.setSeen(sol)
	for l := range 2 * n {
		for _, front := range []bool{true, false} {
			want, got := b.clues.back[l], made.back[l]
			if front {
				want, got = b.clues.front[l], made.front[l]
			}
			if want != 0 && want != got {
				return fmt.Errorf("skyscrapers: %w: the clue %s is %d, the solution shows %d", gen.ErrMalformed, side(n, l, front), want, got)
			}
		}
	}
	return nil
}

// board is a checked puzzle: its geometry, givens (row-major, 0 blank)
// and clues.
type board struct {
	n      int
	geo    *regions.Geometry
	givens []int
	clues  *clues
}

// boardOf checks p's shape, clues and givens. Errors wrap
// gen.ErrMalformed.
func boardOf(p *gen.Puzzle) (*board, error) { return new(scratch).read(p) }

// scratch is the space a board reads a puzzle into. gen checks every
// puzzle it makes with Verify, Solve and Canonical, and each reads the
// puzzle afresh: scratches keeps that space (the clues alone are some
// 1 KB) from one puzzle to the next, so that the checks touch no new
// memory. made holds the clues a solution shows (Verify).
type scratch struct {
	b     board
	k     clues
	made  clues
	cells []int
	sol   []int
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

// borrowBoard reads p as boardOf does into a scratch from scratches; the
// caller gives the scratch back (scratches.Put) once done with the board.
func borrowBoard(p *gen.Puzzle) (*board, *scratch, error) {
	s := scratches.Get().(*scratch)
	b, err := s.read(p)
	if err != nil {
		scratches.Put(s)
		return nil, nil, err
	}
	return b, s, nil
}

// read checks p's shape, clues and givens and reads them into s.
func (s *scratch) read(p *gen.Puzzle) (*board, error) {
	n := p.Rows
	switch {
	case p.Cols != n:
		return nil, fmt.Errorf("skyscrapers: %w: grid is %dx%d, want a square", gen.ErrMalformed, p.Rows, p.Cols)
	case n < 1:
		return nil, fmt.Errorf("skyscrapers: %w: grid is %dx%d", gen.ErrMalformed, n, n)
	case n > maxSize:
		return nil, fmt.Errorf("skyscrapers: %w: %dx%d, the most is %dx%d", gen.ErrTooLarge, n, n, maxSize, maxSize)
	}
	if err := checkEdges(p.Edges, n); err != nil {
		return nil, err
	}
	cells, err := regions.AppendFlat(s.cells[:0], n, p.Givens, "givens", 0)
	if err != nil {
		return nil, fmt.Errorf("skyscrapers: %w", err)
	}
	s.cells = cells
	geo := latin(n)
	if err := geo.Repeat(cells, "givens"); err != nil {
		return nil, fmt.Errorf("skyscrapers: %w", err)
	}
	s.k.read(p.Edges, n)
	s.b = board{n: n, geo: geo, givens: cells, clues: &s.k}
	return &s.b, nil
}

// latin returns the geometry of an n x n Latin square, 1 <= n <= maxSize.
func latin(n int) *regions.Geometry { return regions.SharedLatin(n) }
