package book

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Explained is the explanation of one puzzle of an input.
type Explained struct {
	Puzzle *gen.Puzzle // as read; nil when it could not be read
	// Status is what the solver found: Unique (whether or not the
	// grader's steps reach the solution: Explanation.Status says),
	// Multiple, NoSolution, or Invalid when the puzzle could not be read
	// or breaks the rules.
	Status      Status
	Explanation gen.Explanation // the steps; zero when Invalid
	Err         error           // why the puzzle is Invalid
}

// ErrCannotExplain is the error of Explain for a kind that is not a
// gen.Stepper.
var ErrCannotExplain = errors.New("cannot be explained yet")

// Explain explains every puzzle with k, a gen.Stepper, on a pool of
// workers. Results are in the order of ps. err is set only when k cannot
// explain (wrapping ErrCannotExplain), when ctx is cancelled, when a
// puzzle takes longer than opt.PuzzleTimeout (a *TimeoutError), or when
// the kind fails for another reason than a malformed puzzle.
func Explain(ctx context.Context, k gen.Kind, ps []*gen.Puzzle, opt Options) ([]Explained, error) {
	st, ok := k.(gen.Stepper)
	if !ok {
		return nil, fmt.Errorf("book: %s puzzles %w", k.Name(), ErrCannotExplain)
	}
	out := make([]Explained, len(ps))
	err := forEach(ctx, len(ps), opt.workers(), func(ctx context.Context, i int) error {
		if ps[i] == nil {
			return nil
		}
		var e gen.Explanation
		err := bounded(ctx, i, opt, func(ctx context.Context) (err error) {
			e, err = st.Steps(ctx, ps[i])
			return err
		})
		if _, ok := errors.AsType[*TimeoutError](err); ok {
			return err
		}
		switch {
		case errors.Is(err, gen.ErrMalformed):
			out[i] = Explained{Status: Invalid, Err: err}
		case err != nil:
			return fmt.Errorf("book: puzzle %d: %w", i+1, err)
		default:
			out[i] = Explained{Status: explainedStatus(e.Status), Explanation: e}
		}
		out[i].Puzzle = ps[i]
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// explainedStatus is the solver's verdict an explanation's status holds.
func explainedStatus(s gen.Status) Status {
	switch s {
	case gen.StatusNotUnique:
		return Multiple
	case gen.StatusNoSolution:
		return NoSolution
	}
	return Unique
}

// ExplainInput reads puzzles from r as SolveInput does and explains them
// like Explain; a line that does not parse is Invalid with the reason.
func ExplainInput(ctx context.Context, k gen.Kind, r io.Reader, opt Options) ([]Explained, error) {
	if _, ok := k.(gen.Stepper); !ok {
		return nil, fmt.Errorf("book: %s puzzles %w", k.Name(), ErrCannotExplain)
	}
	ps, bad, err := readPuzzles(k, r)
	if err != nil {
		return nil, err
	}
	out, err := Explain(ctx, k, ps, opt)
	if err != nil {
		return nil, err
	}
	for i, e := range bad {
		if e != nil {
			out[i] = Explained{Status: Invalid, Err: e}
		}
	}
	return out, nil
}
