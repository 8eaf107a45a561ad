package futoshiki

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Kind is Futoshiki, "futoshiki". Its zero value is ready to use and it
// keeps no state, so one Kind may serve several goroutines.
type Kind struct{}

var (
	_ gen.Kind         = Kind{}
	_ gen.SecondFinder = Kind{}
)

// The sizes the kind makes; the solver reads any square of 1 to 9.
const (
	minSize = 4
	maxSize = regions.MaxN
)

// Name returns "futoshiki".
func (Kind) Name() string { return "futoshiki" }

// Solve counts the solutions of p.Givens with its signs up to two and
// returns the first. Givens that repeat a digit in a row or column, and
// signs that are not between neighbours, give an error wrapping
// gen.ErrMalformed.
func (k Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	return k.solve(ctx, p, false)
}

// SolveTwo is Solve that also returns a second solution when p has two
// or more.
func (k Kind) SolveTwo(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	return k.solve(ctx, p, true)
}

func (Kind) solve(ctx context.Context, p *gen.Puzzle, second bool) (gen.Solution, error) {
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	pz, err := readInto(p, sc)
	if err != nil {
		return gen.Solution{}, err
	}
	n, first, other, err := countSolutions(ctx, pz.geo.N, pz.cells, pz.signs, sc, second)
	if err != nil {
		return gen.Solution{}, fmt.Errorf("futoshiki: solve: %w", err)
	}
	// The search's grids are new, so the solution's rows are slices of them.
	sol := gen.Solution{Count: n}
	if n > 0 {
		sol.Grid = rowsOf(pz.geo.N, first)
	}
	if n > 1 && second {
		sol.Second = rowsOf(pz.geo.N, other)
	}
	return sol, nil
}

// Verify checks that p.Solution fills the grid with 1 to n once in every
// row and column, keeps every sign, and agrees with p.Givens.
func (Kind) Verify(p *gen.Puzzle) error {
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	pz, err := readInto(p, sc)
	if err != nil {
		return err
	}
	n := pz.geo.N
	sol, err := regions.AppendFlat(sc.sol[:0], n, p.Solution, "solution", 1)
	if err != nil {
		return fmt.Errorf("futoshiki: %w", err)
	}
	for c, v := range pz.cells {
		if v != 0 && sol[c] != v {
			return fmt.Errorf("futoshiki: %w: the given at r%dc%d is %d, the solution %d", gen.ErrMalformed, c/n+1, c%n+1, v, sol[c])
		}
	}
	if err := pz.geo.Repeat(sol, "solution"); err != nil {
		return fmt.Errorf("futoshiki: %w", err)
	}
	for _, s := range pz.signs {
		if sol[s.lo] >= sol[s.hi] {
			return fmt.Errorf("futoshiki: %w: the solution breaks the sign r%dc%d < r%dc%d (%d, %d)", gen.ErrMalformed, s.lo/n+1, s.lo%n+1, s.hi/n+1, s.hi%n+1, sol[s.lo], sol[s.hi])
		}
	}
	return nil
}

// puzzle is a Futoshiki read from a gen.Puzzle: its geometry, its givens
// in reading order (0 blank) and its signs.
type puzzle struct {
	geo   *regions.Geometry
	cells []int
	signs []sign
}

// read checks p's shape, givens and signs. Errors wrap gen.ErrMalformed.
func read(p *gen.Puzzle) (puzzle, error) { return readInto(p, nil) }

// readInto is read with the cells and signs written into sc (nil: new
// slices), for a caller that keeps nothing of them once sc goes back.
func readInto(p *gen.Puzzle, sc *scratch) (puzzle, error) {
	n := p.Rows
	switch {
	case p.Cols != n:
		return puzzle{}, fmt.Errorf("futoshiki: %w: the grid is %dx%d, want a square", gen.ErrMalformed, p.Rows, p.Cols)
	case n < 1:
		return puzzle{}, fmt.Errorf("futoshiki: %w: the grid is %dx%d", gen.ErrMalformed, n, n)
	case n > maxSize:
		return puzzle{}, fmt.Errorf("futoshiki: %w: %dx%d, the most is %dx%d", gen.ErrTooLarge, n, n, maxSize, maxSize)
	}
	geo := latin(n)
	var cellsTo []int
	var signsTo []sign
	if sc != nil {
		cellsTo, signsTo = sc.cells[:0], sc.signs[:0]
	}
	cells, err := regions.AppendFlat(cellsTo, n, p.Givens, "givens", 0)
	if err != nil {
		return puzzle{}, fmt.Errorf("futoshiki: %w", err)
	}
	if err := geo.Repeat(cells, "givens"); err != nil {
		return puzzle{}, fmt.Errorf("futoshiki: %w", err)
	}
	signs, err := signsOf(signsTo, n, p.Marks)
	if err != nil {
		return puzzle{}, err
	}
	for _, s := range signs {
		if a, b := cells[s.lo], cells[s.hi]; a != 0 && b != 0 && a >= b {
			return puzzle{}, fmt.Errorf("futoshiki: %w: the givens %d at r%dc%d and %d at r%dc%d break their sign", gen.ErrMalformed, a, s.lo/n+1, s.lo%n+1, b, s.hi/n+1, s.hi%n+1)
		}
	}
	return puzzle{geo: geo, cells: cells, signs: signs}, nil
}

// latin returns the geometry of an n x n Latin square, 1 <= n <= maxSize.
func latin(n int) *regions.Geometry { return regions.SharedLatin(n) }
