package book

import (
	"context"
	"errors"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxGridSide bounds the grids Check hands to a kind, so that a hostile
// manifest cannot ask for a huge allocation.
const maxGridSide = 100

// Check verifies every entry with its kind's own solver (gen.Check): the
// solution obeys the rules and agrees with the givens, and the givens
// have exactly that one solution. failures[i] is nil when entry i passes;
// otherwise it wraps gen.ErrMalformed, gen.ErrNoSolution, gen.ErrNotUnique
// or says what else is wrong. err is set only when ctx is cancelled.
func Check(ctx context.Context, es []Entry, opt Options) (failures []error, err error) {
	return checkWith(ctx, Kinds, es, opt)
}

func checkWith(ctx context.Context, kinds []gen.Kind, es []Entry, opt Options) ([]error, error) {
	failures := make([]error, len(es))
	err := forEach(ctx, len(es), opt.workers(), func(ctx context.Context, i int) error {
		failures[i] = checkEntry(ctx, kinds, &es[i])
		return ctx.Err()
	})
	if err != nil {
		return nil, err
	}
	return failures, nil
}

func checkEntry(ctx context.Context, kinds []gen.Kind, e *Entry) error {
	k, ok := kindIn(kinds, e.Kind)
	if !ok {
		return fmt.Errorf("unknown kind %q", e.Kind)
	}
	p := &e.Puzzle
	if err := checkShape(p); err != nil {
		return err
	}
	return gen.Check(ctx, k, p)
}

// checkShape checks that p's grids have the rows and columns it claims.
func checkShape(p *gen.Puzzle) error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > maxGridSide || p.Cols > maxGridSide {
		return fmt.Errorf("%w: grid size %dx%d", gen.ErrMalformed, p.Rows, p.Cols)
	}
	for _, g := range []struct {
		name string
		grid [][]int
	}{{"givens", p.Givens}, {"solution", p.Solution}} {
		if len(g.grid) != p.Rows {
			return fmt.Errorf("%w: %s has %d rows, want %d", gen.ErrMalformed, g.name, len(g.grid), p.Rows)
		}
		for r, row := range g.grid {
			if len(row) != p.Cols {
				return fmt.Errorf("%w: %s row %d has %d cells, want %d", gen.ErrMalformed, g.name, r+1, len(row), p.Cols)
			}
		}
	}
	return nil
}

// Status is what solving a puzzle found.
type Status int

// The statuses of a solved puzzle.
const (
	Unique     Status = iota // exactly one solution
	Multiple                 // two or more solutions
	NoSolution               // no solution
	Invalid                  // the givens break the rules or the format
)

var statusNames = []string{"unique", "multiple", "none", "invalid"}

// String returns the status word the solve command prints.
func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return fmt.Sprintf("status(%d)", int(s))
	}
	return statusNames[s]
}

// Verdict is the result of solving one puzzle.
type Verdict struct {
	Status   Status
	Solution [][]int // the solution when Status is Unique, else nil
	Err      error   // why the puzzle is Invalid
}

// Solve solves every puzzle with k on a pool of workers. Results are in
// the order of ps. err is set only when ctx is cancelled or the solver
// fails for another reason than a malformed puzzle.
func Solve(ctx context.Context, k gen.Kind, ps []*gen.Puzzle, opt Options) ([]Verdict, error) {
	vs := make([]Verdict, len(ps))
	err := forEach(ctx, len(ps), opt.workers(), func(ctx context.Context, i int) error {
		s, err := k.Solve(ctx, ps[i])
		switch {
		case errors.Is(err, gen.ErrMalformed):
			vs[i] = Verdict{Status: Invalid, Err: err}
		case err != nil:
			return fmt.Errorf("book: puzzle %d: %w", i+1, err)
		case s.Count == 0:
			vs[i] = Verdict{Status: NoSolution}
		case s.Count == 1:
			vs[i] = Verdict{Status: Unique, Solution: s.Grid}
		default:
			vs[i] = Verdict{Status: Multiple}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return vs, nil
}
