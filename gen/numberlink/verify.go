package numberlink

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Verify checks that p.Solution gives every open cell a path, keeps the
// solid cells and endpoints of p.Givens, and that every path's cells hold
// a simple line between its two endpoints (the lines are found by a short
// search confined to each path's cells, since under the plain rules a
// path may run alongside itself and its cells alone do not fix its line).
func (Kind) Verify(p *gen.Puzzle) error {
	_, _, err := routes(p)
	return err
}

// routes checks p as Verify does and returns its board and the solved
// state with the lines of p.Solution.
func routes(p *gen.Puzzle) (*board, *state, error) {
	b, err := newBoard(p.Givens)
	if err != nil {
		return nil, nil, err
	}
	if p.Rows != b.rows || p.Cols != b.cols {
		return nil, nil, fmt.Errorf("numberlink: givens are %dx%d, want %dx%d: %w", b.rows, b.cols, p.Rows, p.Cols, gen.ErrMalformed)
	}
	if len(p.Solution) != b.rows {
		return nil, nil, fmt.Errorf("numberlink: solution has %d rows, want %d: %w", len(p.Solution), b.rows, gen.ErrMalformed)
	}
	s := newState(b)
	for r, row := range p.Solution {
		if len(row) != b.cols {
			return nil, nil, fmt.Errorf("numberlink: solution row %d has %d cells, want %d: %w", r+1, len(row), b.cols, gen.ErrMalformed)
		}
		for c, v := range row {
			x := r*b.cols + c
			given := p.Givens[r][c]
			switch {
			case given == -1 && v != -1:
				return nil, nil, fmt.Errorf("numberlink: solution row %d column %d holds %d on a solid cell: %w", r+1, c+1, v, gen.ErrMalformed)
			case given == -1:
			case v < 1 || v > b.paths:
				return nil, nil, fmt.Errorf("numberlink: solution row %d column %d holds %d, want a path from 1 to %d: %w", r+1, c+1, v, b.paths, gen.ErrMalformed)
			case given > 0 && v != given:
				return nil, nil, fmt.Errorf("numberlink: solution row %d column %d holds %d on an endpoint of path %d: %w", r+1, c+1, v, given, gen.ErrMalformed)
			default:
				s.mask[x] = 1 << (v - 1)
			}
		}
	}
	n, first, err := solve(context.Background(), b, s, 1)
	if err != nil {
		return nil, nil, err
	}
	if n == 0 {
		return nil, nil, fmt.Errorf("numberlink: the solution's paths cannot all be drawn as simple lines between their endpoints: %w", gen.ErrMalformed)
	}
	return b, first, nil
}
