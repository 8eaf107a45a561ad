package numbrix

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// boardOf returns the board of p's givens (holes are -1) and its cells as
// numbers (0 blank), checking the shape (see shapeOf) and that the givens
// are distinct numbers from 1 to the count of open cells. Errors wrap
// gen.ErrMalformed.
func (k Kind) boardOf(p *gen.Puzzle) (*board, []int, error) {
	b, err := k.shapeOf(p)
	if err != nil {
		return nil, nil, err
	}
	g := p.Givens
	vals := make([]int, p.Rows*p.Cols)
	seen := make(map[int]int)
	for r, row := range g {
		for c, v := range row {
			i := r*p.Cols + c
			switch {
			case v == -1 || v == 0:
				continue
			case v < -1 || v > b.n:
				return nil, nil, k.malformedf("%s holds %d, want 1 to %d (the open cells)", b.cellName(i), v, b.n)
			}
			if j, dup := seen[v]; dup {
				return nil, nil, k.malformedf("%d is given twice, in %s and %s", v, b.cellName(j), b.cellName(i))
			}
			seen[v] = i
			vals[i] = v
		}
	}
	return b, vals, nil
}

// shapeOf returns the board of p's givens, checking its shape alone: rows
// of p.Cols cells, a size the board takes and at least one open cell, but
// not the numbers. Errors wrap gen.ErrMalformed.
func (k Kind) shapeOf(p *gen.Puzzle) (*board, error) {
	g := p.Givens
	if len(g) != p.Rows || p.Rows == 0 {
		return nil, k.malformedf("givens have %d rows, want %d", len(g), p.Rows)
	}
	for r, row := range g {
		if len(row) != p.Cols {
			return nil, k.malformedf("givens row %d has %d cells, want %d", r+1, len(row), p.Cols)
		}
	}
	b, err := newBoard(p.Rows, p.Cols, k.Diagonal, func(r, c int) bool { return g[r][c] != -1 })
	if err != nil {
		return nil, fmt.Errorf("%w: %w", err, gen.ErrMalformed)
	}
	if b.n == 0 {
		return nil, k.malformedf("the grid has no open cell")
	}
	return b, nil
}

// malformedf returns an error wrapping gen.ErrMalformed, prefixed by the
// kind's name.
func (k Kind) malformedf(format string, args ...any) error {
	return fmt.Errorf("%s: %s: %w", k.Name(), fmt.Sprintf(format, args...), gen.ErrMalformed)
}

// Verify checks that p.Solution numbers every open cell of p once, from 1
// to the count of open cells, that consecutive numbers are neighbours, and
// that it agrees with the givens and their holes. It does not search.
// Errors wrap gen.ErrMalformed.
func (k Kind) Verify(p *gen.Puzzle) error {
	b, vals, err := k.boardOf(p)
	if err != nil {
		return err
	}
	if len(p.Solution) != p.Rows {
		return k.malformedf("solution has %d rows, want %d", len(p.Solution), p.Rows)
	}
	pos := make([]int, b.n+1)
	for i := range pos {
		pos[i] = -1
	}
	for r, row := range p.Solution {
		if len(row) != p.Cols {
			return k.malformedf("solution row %d has %d cells, want %d", r+1, len(row), p.Cols)
		}
		for c, v := range row {
			i := r*p.Cols + c
			switch {
			case (v == -1) != !b.open.has(i):
				return k.malformedf("%s: solution %d, givens %d: holes differ", b.cellName(i), v, p.Givens[r][c])
			case v == -1:
				continue
			case v < 1 || v > b.n:
				return k.malformedf("solution %s holds %d, want 1 to %d", b.cellName(i), v, b.n)
			case pos[v] >= 0:
				return k.malformedf("solution has %d twice, in %s and %s", v, b.cellName(pos[v]), b.cellName(i))
			case vals[i] != 0 && vals[i] != v:
				return k.malformedf("%s: given %d but solution %d", b.cellName(i), vals[i], v)
			}
			pos[v] = i
		}
	}
	for v := 2; v <= b.n; v++ {
		if !b.adjacent(pos[v-1], pos[v]) {
			return k.malformedf("solution: %d in %s and %d in %s are not neighbours", v-1, b.cellName(pos[v-1]), v, b.cellName(pos[v]))
		}
	}
	return nil
}

// gridOf returns the cells vals of b as a grid, with -1 on holes.
func gridOf(b *board, vals []int) [][]int {
	g := gen.NewGrid(b.rows, b.cols)
	for r := range g {
		for c := range g[r] {
			i := r*b.cols + c
			if b.open.has(i) {
				g[r][c] = vals[i]
			} else {
				g[r][c] = -1
			}
		}
	}
	return g
}
