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
		return gen.ParamErrorf("grade", "killer: a %dx%d killer is %v at most, not %v; try size 9 or grade %v", n, n, top, p.Grade, top)
	}
	if most := mostGivens(p.Grade); p.HasGivens() && p.MinGivens > most {
		return gen.ParamErrorf("givens", "killer: givens %s are too many for grade %v: past %d the grade is seldom reached; try givens %d-%d", p.GivensText(), p.Grade, most, most-4, most)
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
// is easy, a 6x6 easy or medium, and a 9x9 easy to expert. An expert
// 9x9, which needs a fish, wing or chain after every killer rung, takes
// the most: 0.6 to 0.7 s of CPU a puzzle (about 1 unique layout in 100 is
// expert, and merging a hard one seldom makes it so), a tenth of what
// Simon Tatham's Solo takes for its extreme level.
func topGrade(n int) gen.Grade {
	switch n {
	case 4:
		return gen.Easy
	case 6:
		return gen.Medium
	}
	return gen.Expert
}

// mostGivens is the most givens a hard or expert 9x9 killer may start
// its range at: past it the givens settle too much for the grade, and
// the generator's attempts run out (seeds 2 and 3: hard made 28-32 and
// not 30-34, expert 20-24 and not 26-30). Easier grades take up to half
// the grid.
func mostGivens(g gen.Grade) int {
	switch g {
	case gen.Hard:
		return 28
	case gen.Expert:
		return 22
	}
	return 81
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
