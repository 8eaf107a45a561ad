package kakuro

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Kind is Kakuro, "kakuro".
type Kind struct{}

// Name returns "kakuro".
func (Kind) Name() string { return "kakuro" }

// Solve counts the solutions up to two; with them it gives the second.
func (Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	b, err := readGivens(p)
	if err != nil {
		return gen.Solution{}, err
	}
	found, err := solve(ctx, b, 2, 0)
	if err != nil {
		return gen.Solution{}, fmt.Errorf("kakuro: %w", err)
	}
	s := gen.Solution{Count: len(found)}
	if len(found) > 0 {
		s.Grid = b.grid(found[0])
	}
	if len(found) > 1 {
		s.Second = b.grid(found[1])
	}
	return s, nil
}

// readGivens reads p for solving and reports givens that break a rule at
// a glance: a digit twice in a run, or a run's givens past its sum.
func readGivens(p *gen.Puzzle) (*board, error) {
	b, err := newBoard(p)
	if err != nil {
		return nil, err
	}
	for k, u := range b.runs {
		var seen digits
		sum := 0
		for _, i := range u.cells {
			v := b.givens[i]
			if v == 0 {
				continue
			}
			if seen&bit(v) != 0 {
				return nil, fmt.Errorf("kakuro: %w: %s holds %d twice", gen.ErrMalformed, b.name(k), v)
			}
			seen |= bit(v)
			sum += v
		}
		if u.sum > 0 && sum > u.sum {
			return nil, fmt.Errorf("kakuro: %w: the digits of %s add up to %d, past its sum", gen.ErrMalformed, b.name(k), sum)
		}
	}
	return b, nil
}

// Verify checks that the solution fills every white cell with a digit,
// that each run holds different digits making its sum, and that it
// agrees with the givens.
func (Kind) Verify(p *gen.Puzzle) error {
	b, err := newBoard(p)
	if err != nil {
		return err
	}
	if err := checkRows(p, p.Solution, "solution"); err != nil {
		return err
	}
	for r, row := range p.Solution {
		for c, v := range row {
			white := b.index[r][c] >= 0
			switch {
			case white && (v < 1 || v > 9):
				return fmt.Errorf("kakuro: %w: white cell r%dc%d holds %d, want 1 to 9", gen.ErrMalformed, r+1, c+1, v)
			case !white && v != -1:
				return fmt.Errorf("kakuro: %w: r%dc%d is not white but holds %d, want -1", gen.ErrMalformed, r+1, c+1, v)
			case white && p.Givens[r][c] > 0 && p.Givens[r][c] != v:
				return fmt.Errorf("kakuro: %w: the given at r%dc%d is %d, the solution %d", gen.ErrMalformed, r+1, c+1, p.Givens[r][c], v)
			}
		}
	}
	for k, u := range b.runs {
		var seen digits
		sum := 0
		for _, i := range u.cells {
			v := p.Solution[b.pos[i].Row][b.pos[i].Col]
			if seen&bit(v) != 0 {
				return fmt.Errorf("kakuro: %w: %s holds %d twice", gen.ErrMalformed, b.name(k), v)
			}
			seen |= bit(v)
			sum += v
		}
		if u.sum > 0 && sum != u.sum {
			return fmt.Errorf("kakuro: %w: %s adds up to %d", gen.ErrMalformed, b.name(k), sum)
		}
	}
	return nil
}
