package book

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
)

// maxSolveInput bounds the text SolveInput reads.
const maxSolveInput = 64 << 20

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
	Puzzle   *gen.Puzzle // as read; nil when it could not be read
	Status   Status
	Solution [][]int // the solution when Status is Unique, else nil
	// Second, with Options.Second and a gen.SecondFinder kind, is a
	// second solution when Status is Multiple, and Solution the first.
	Second [][]int
	Err    error // why the puzzle is Invalid
	// Graded tells that Puzzle's Grade, Score and Technique are the
	// kind's rating of a unique puzzle (Options.Grade, a gen.Rater kind).
	Graded bool
}

// Solve solves every puzzle with k on a pool of workers, with opt.Grade
// grades the unique ones when k is a gen.Rater, and with opt.Second finds
// two solutions of the others when k is a gen.SecondFinder. Results are in
// the order of ps. err is set only when ctx is cancelled, when a puzzle
// takes longer than opt.PuzzleTimeout (a *TimeoutError), or when the
// solver fails for another reason than a malformed puzzle.
func Solve(ctx context.Context, k gen.Kind, ps []*gen.Puzzle, opt Options) ([]Verdict, error) {
	vs := make([]Verdict, len(ps))
	sv := newSolving(k, opt)
	err := jobs.ForEach(ctx, len(ps), opt.workers(), func(ctx context.Context, i int) error {
		if ps[i] == nil {
			return nil
		}
		var err error
		vs[i], err = sv.one(ctx, ps[i], i, nil)
		return err
	})
	if err != nil {
		return nil, err
	}
	return vs, nil
}

// solving is a kind and the options of a call of Solve or SolveStream,
// with the kind's optional abilities that the options call for, probed
// once for every puzzle of the call.
type solving struct {
	k        gen.Kind
	opt      Options
	rater    gen.Rater        // with opt.Grade
	finder   gen.SecondFinder // with opt.Second
	reuser   gen.GridReuser
	recycler gen.Recycler
}

func newSolving(k gen.Kind, opt Options) *solving {
	sv := &solving{k: k, opt: opt}
	if r, ok := k.(gen.Rater); ok && opt.Grade {
		sv.rater = r
	}
	if f, ok := k.(gen.SecondFinder); ok && opt.Second {
		sv.finder = f
	}
	sv.reuser, _ = k.(gen.GridReuser)
	sv.recycler, _ = k.(gen.Recycler)
	return sv
}

// one solves p, puzzle i (from 0) of the input, as Solve does. A
// gen.GridReuser kind writes the solution into reuse when it is not nil
// and fits.
func (sv *solving) one(ctx context.Context, p *gen.Puzzle, i int, reuse [][]int) (Verdict, error) {
	var s gen.Solution
	grade := sv.rater != nil
	err := bounded(ctx, i, cellsOf(p), sv.opt, func(ctx context.Context) (err error) {
		switch {
		case sv.finder != nil:
			s, err = sv.finder.SolveTwo(ctx, p)
		case sv.reuser != nil && reuse != nil:
			s, err = sv.reuser.SolveInto(ctx, p, reuse)
		default:
			s, err = sv.k.Solve(ctx, p)
		}
		if err != nil || s.Count != 1 || !grade {
			return err
		}
		return sv.rater.Rate(ctx, p)
	})
	if _, ok := errors.AsType[*TimeoutError](err); ok {
		return Verdict{}, err
	}
	var v Verdict
	switch {
	case errors.Is(err, gen.ErrMalformed):
		v = Verdict{Status: Invalid, Err: err}
	case err != nil:
		return Verdict{}, fmt.Errorf("book: puzzle %d: %w", i+1, err)
	case s.Count == 0:
		v = Verdict{Status: NoSolution}
	case s.Count == 1:
		v = Verdict{Status: Unique, Solution: s.Grid, Graded: grade}
	case s.Second != nil:
		v = Verdict{Status: Multiple, Solution: s.Grid, Second: s.Second}
	default:
		v = Verdict{Status: Multiple}
	}
	v.Puzzle = p
	return v, nil
}

// SolveStream reads puzzles from r as SolveInput does, solves them on a
// pool of workers and hands each verdict to emit as soon as it and every
// verdict before it are known, in the order of the input. It holds only a
// window of puzzles at a time, however long r is. Errors are SolveInput's
// and emit's; the verdicts before an error have been emitted. A kind's
// parser failing on input that is not one puzzle a line is an error
// after the puzzles before the failure (see readEach).
//
// A verdict's Puzzle and grids are emit's only until emit returns: emit
// copies what it keeps. A long input is then solved without fresh memory
// for each puzzle: a gen.Recycler kind reads the next puzzles into the
// emitted ones, and with one worker a gen.GridReuser kind writes each
// solution into the grid of the one before.
func SolveStream(ctx context.Context, k gen.Kind, r io.Reader, opt Options, emit func(Verdict) error) error {
	var last [][]int // the solution emitted last, with one worker
	sv := newSolving(k, opt)
	return streamPuzzles(ctx, k, r, opt, func(ctx context.Context, p *gen.Puzzle, i int) (Verdict, error) {
		v, err := sv.one(ctx, p, i, last)
		if opt.workers() == 1 && v.Solution != nil {
			last = v.Solution // emitted before the next puzzle is solved
		}
		return v, err
	}, func(bad error) Verdict { return Verdict{Status: Invalid, Err: bad} }, func(v Verdict) error {
		err := emit(v)
		if sv.recycler != nil && v.Puzzle != nil {
			sv.recycler.Recycle(v.Puzzle)
		}
		return err
	})
}

// SolveInput reads puzzles from r with k.Parse and solves them like Solve.
// When r does not parse as a whole but some of its lines parse alone, r is
// taken as one puzzle a line, and each line that does not parse gets an
// Invalid verdict with the reason, so one bad line does not hide the
// verdicts of the others. Otherwise an unreadable r is an error wrapping
// gen.ErrMalformed.
func SolveInput(ctx context.Context, k gen.Kind, r io.Reader, opt Options) ([]Verdict, error) {
	ps, bad, err := readPuzzles(k, r)
	if err != nil {
		return nil, err
	}
	vs, err := Solve(ctx, k, ps, opt)
	if err != nil {
		return nil, err
	}
	for i, e := range bad {
		if e != nil {
			vs[i] = Verdict{Status: Invalid, Err: e}
		}
	}
	return vs, nil
}

// readPuzzles reads puzzles from r as SolveInput does: bad[i], when not
// nil, is why line puzzle i did not parse (and ps[i] is nil).
func readPuzzles(k gen.Kind, r io.Reader) (ps []*gen.Puzzle, bad []error, err error) {
	data, err := io.ReadAll(io.LimitReader(r, maxSolveInput+1))
	if err != nil {
		return nil, nil, fmt.Errorf("book: %w", err)
	}
	if len(data) > maxSolveInput {
		return nil, nil, fmt.Errorf("book: %w: input is larger than %d bytes", gen.ErrMalformed, maxSolveInput)
	}
	ps, err = k.Parse(bytes.NewReader(data))
	if err == nil {
		return ps, make([]error, len(ps)), nil
	}
	ps, bad, ok := parseLines(k, data)
	if !ok {
		return nil, nil, err
	}
	return ps, bad, nil
}

// parseLines parses every line of data that is not blank or a comment as
// one puzzle. bad[i] holds why line puzzle i did not parse (and ps[i] is
// nil). ok is false when no line parses alone: data is not one puzzle a
// line. Each line is parsed alone, so the work stays linear in the input
// however many lines fail.
func parseLines(k gen.Kind, data []byte) (ps []*gen.Puzzle, bad []error, ok bool) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, maxSolveInput)
	for line := 1; sc.Scan(); line++ {
		p, err, skip := parseLine(k, line, sc.Text())
		if skip {
			continue
		}
		ps, bad = append(ps, p), append(bad, err)
		ok = ok || err == nil
	}
	return ps, bad, ok
}

// lineError is a kind's error about a line it was given alone, which it
// calls line 1; Error gives the line's real number instead.
type lineError struct {
	line int
	err  error
}

func (e *lineError) Error() string {
	msg := e.err.Error()
	if strings.Contains(msg, "line 1:") {
		return strings.Replace(msg, "line 1:", fmt.Sprintf("line %d:", e.line), 1)
	}
	return fmt.Sprintf("line %d: %s", e.line, msg)
}

func (e *lineError) Unwrap() error { return e.err }
