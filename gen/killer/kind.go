package killer

import (
	"context"
	"fmt"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Kind is Killer Sudoku, "killer".
type Kind struct{}

// Name returns "killer".
func (Kind) Name() string { return "killer" }

// Validate takes sizes 4, 6 and 9 at any grade the size reaches, cages
// of at most 2 to 9 cells, and a range of givens that leaves a cell
// blank.
func (Kind) Validate(p gen.Params) error {
	n := p.Rows
	if _, err := geomFor(n); err != nil {
		return gen.ParamErrorf("size", "killer: size must be 4, 6 or 9, not %d", n)
	}
	if p.Cols != 0 && p.Cols != n {
		return gen.ParamErrorf("size", "killer: the grid is square: cols must be %d, not %d", n, p.Cols)
	}
	if top := topGrade(n); p.Grade > top {
		try := fmt.Sprintf("try size 9 or grade %v", top)
		if n == 9 {
			try = fmt.Sprintf("an expert one needs a fish, wing or chain after every killer rung and takes about a second to find; try grade %v", top)
		}
		return gen.ParamErrorf("grade", "killer: a %dx%d killer is %v at most, not %v; %s", n, n, top, p.Grade, try)
	}
	if p.Symmetry != gen.SymmetryDefault && p.Symmetry != gen.SymmetryNone {
		return gen.ParamErrorf("symmetry", "killer: symmetry must be none, not %v", p.Symmetry)
	}
	if p.HasGivens() && (p.MinGivens < 0 || p.MaxGivens < p.MinGivens || p.MaxGivens > n*n/2) {
		return gen.ParamErrorf("givens", "killer: givens must be a range within 0-%d, not %s", n*n/2, p.GivensText())
	}
	o, ok := opts(p)
	switch {
	case !ok:
		return gen.OptionsError("killer", p)
	case o.CageSize != 0 && (o.CageSize < 2 || o.CageSize > n):
		return gen.ParamErrorf("cage_size", "killer: cage_size must be 2 to %d, not %d", n, o.CageSize)
	}
	return nil
}

// topGrade is the hardest grade the generator reaches at size n: a 4x4
// is easy and a 6x6 easy or medium; a 9x9 with no givens is easy to hard
// (an expert one, which needs a fish, wing or chain after every killer
// rung, takes about 1 s of CPU a puzzle: about 1 unique layout in 100
// is expert, and merging a hard one rarely makes it so; too slow to
// make on demand).
func topGrade(n int) gen.Grade {
	switch n {
	case 4:
		return gen.Easy
	case 6:
		return gen.Medium
	}
	return gen.Hard
}

// boards keeps Solve's boards from one call to the next (see
// board.reuse): a board's storage is some 40 KB, which gen checks every
// puzzle it makes with.
var boards = sync.Pool{New: func() any { return new(board) }}

// Solve counts the solutions up to two.
func (Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	if err := checkShape(p); err != nil {
		return gen.Solution{}, err
	}
	b := boards.Get().(*board)
	defer boards.Put(b)
	b.read(p)
	if err := checkGivens(b); err != nil {
		return gen.Solution{}, err
	}
	found, err := solve(ctx, b, 2, nil)
	if err != nil {
		return gen.Solution{}, fmt.Errorf("killer: %w", err)
	}
	s := gen.Solution{Count: len(found)}
	if len(found) > 0 {
		s.Grid = gen.GridOf(b.g.n, found[0])
	}
	if len(found) > 1 {
		s.Second = gen.GridOf(b.g.n, found[1])
	}
	return s, nil
}

// checkGivens reports givens that break a rule at a glance: a digit
// twice in a row, column, box or cage, or a cage whose givens pass its
// sum.
func checkGivens(b *board) error {
	n := b.g.n
	for i, v := range b.givens {
		if v == 0 {
			continue
		}
		for _, j := range b.peersOf(i) {
			if j > i && b.givens[j] == v {
				return fmt.Errorf("killer: %w: %d at r%dc%d and r%dc%d, which share a row, column, box or cage", gen.ErrMalformed, v, i/n+1, i%n+1, j/n+1, j%n+1)
			}
		}
	}
	for k, c := range b.cages {
		sum := 0
		for _, i := range c.cells {
			sum += b.givens[i]
		}
		if sum > c.sum {
			return fmt.Errorf("killer: %w: the givens of cage %d add up to %d, past its sum %d", gen.ErrMalformed, k+1, sum, c.sum)
		}
	}
	return nil
}

// Verify checks that the solution fills the grid by the rules, makes
// every cage's sum with different digits, and agrees with the givens.
func (Kind) Verify(p *gen.Puzzle) error {
	if err := checkShape(p); err != nil {
		return err
	}
	n := p.Rows
	flat, err := regions.Flatten(n, p.Solution, "solution", 1)
	if err != nil {
		return fmt.Errorf("killer: %w", err)
	}
	for i, v := range flat {
		if gv := p.Givens[i/n][i%n]; gv != 0 && gv != v {
			return fmt.Errorf("killer: %w: the given at r%dc%d is %d, the solution %d", gen.ErrMalformed, i/n+1, i%n+1, gv, v)
		}
	}
	g := geoms.of(n)
	for k, u := range g.Units {
		seen := uint16(0)
		for _, i := range u {
			seen |= bit(flat[i])
		}
		if seen != 1<<n-1 {
			return fmt.Errorf("killer: %w: %s repeats a digit", gen.ErrMalformed, g.unitName(k))
		}
	}
	for k, cg := range p.Cages {
		sum, seen := 0, uint16(0)
		for _, c := range cg.Cells {
			d := flat[c.Row*n+c.Col]
			if seen&bit(d) != 0 {
				return fmt.Errorf("killer: %w: cage %d holds %d twice", gen.ErrMalformed, k+1, d)
			}
			seen |= bit(d)
			sum += d
		}
		if sum != cg.Target {
			return fmt.Errorf("killer: %w: cage %d adds up to %d, its sum is %d", gen.ErrMalformed, k+1, sum, cg.Target)
		}
	}
	return nil
}
