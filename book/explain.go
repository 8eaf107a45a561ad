package book

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/book/jobs"
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
	err := jobs.ForEach(ctx, len(ps), opt.workers(), func(ctx context.Context, i int) error {
		if ps[i] == nil {
			return nil
		}
		var err error
		out[i], err = explainOne(ctx, st, ps[i], i, opt)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// explainOne explains p, puzzle i (from 0) of the input, as Explain does.
func explainOne(ctx context.Context, st gen.Stepper, p *gen.Puzzle, i int, opt Options) (Explained, error) {
	var e gen.Explanation
	err := bounded(ctx, i, cellsOf(p), opt, func(ctx context.Context) (err error) {
		e, err = st.Steps(ctx, p)
		return err
	})
	if _, ok := errors.AsType[*TimeoutError](err); ok {
		return Explained{}, err
	}
	var x Explained
	switch {
	case errors.Is(err, gen.ErrMalformed):
		x = Explained{Status: Invalid, Err: err}
	case err != nil:
		return Explained{}, fmt.Errorf("book: puzzle %d: %w", i+1, err)
	default:
		x = Explained{Status: explainedStatus(e.Status), Explanation: e}
	}
	x.Puzzle = p
	return x, nil
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

// ExplainStream reads puzzles from r as SolveStream does and explains
// them like Explain, handing each explanation to emit in the order of the
// input as soon as it is known; it holds only a window of puzzles at a
// time.
func ExplainStream(ctx context.Context, k gen.Kind, r io.Reader, opt Options, emit func(Explained) error) error {
	st, ok := k.(gen.Stepper)
	if !ok {
		return fmt.Errorf("book: %s puzzles %w", k.Name(), ErrCannotExplain)
	}
	return streamPuzzles(ctx, k, r, opt, func(ctx context.Context, p *gen.Puzzle, i int) (Explained, error) {
		return explainOne(ctx, st, p, i, opt)
	}, func(bad error) Explained { return Explained{Status: Invalid, Err: bad} }, emit)
}
