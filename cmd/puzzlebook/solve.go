package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

const solveUsage = `Usage: puzzlebook solve [--kind K] [--grade] [--show] [--workers N] [--timeout D] [FILE|-]

Reads puzzles in the kind's text form from FILE (standard input without
FILE or with -) and prints one line per puzzle: "unique SOLUTION",
"multiple", "none" or "invalid: REASON". In a file of one puzzle a line,
a line that cannot be read is reported as invalid and the others are
still solved. With --grade, a unique puzzle is also graded as generated
ones are: "unique GRADE SOLUTION", GRADE being easy, medium, hard, expert
or beyond (past the grader's techniques). With --show, a puzzle with
several solutions is followed by two of them and the cells where they
differ: a given at one of those cells rules one of the two out.

Puzzles are read, solved and printed one after another, in input order,
so memory does not grow with the input. A grid that cannot be read stops
the command after the lines of the puzzles before it.

Exit status: 0 when every puzzle is unique, 2 when any is invalid or the
input cannot be read, else 3 when any has several solutions, else 4 when
any has none; 1, after the lines of the puzzles before it, when a puzzle
takes longer than --timeout, and 1 when standard output cannot be written
(the message says how many results were lost).
`

// solveTimeoutUsage explains --timeout of solve and check.
const solveTimeoutUsage = "time one puzzle may take before the command gives up on the input"

func runSolve(ctx context.Context, s stdio, args []string) int {
	fs := newFlags("solve", solveUsage)
	kindName := fs.String("kind", kinds.All[0].Name(), "puzzle `kind`: "+strings.Join(kinds.Names(kinds.All), ", "))
	grade := fs.Bool("grade", false, "grade each unique puzzle as generated ones are graded")
	show := fs.Bool("show", false, "show two solutions of a puzzle that is not unique, and where they differ")
	workers := workersFlag(fs)
	timeout := timeoutFlag(fs, solveTimeoutUsage)
	pos, code, ok := parse(s, fs, args, 0, 1)
	if !ok {
		return code
	}
	k, ok := kinds.Find(*kindName)
	if !ok {
		return usageError(s, fs, "unknown kind %q (want %s)", *kindName, strings.Join(kinds.Names(kinds.All), ", "))
	}
	if _, rates := k.(gen.Rater); *grade && !rates {
		return usageError(s, fs, "--grade: kind %s has no grader for puzzles made elsewhere", k.Name())
	}
	if err := checkTimeout(*timeout); err != nil {
		return usageError(s, fs, "%v", err)
	}
	opt := book.Options{Workers: *workers, PuzzleTimeout: *timeout, Grade: *grade, Second: *show}
	return streamInput(ctx, s, "solve", "result", pos, func(r io.Reader, out *output) (int, error) {
		code := exitOK
		r, ik, p, err := ipuzInput(fs, k, r)
		if err != nil {
			return code, err
		}
		k = ik // the kind an ipuz document names
		// line is reused: solve prints tens of thousands of lines a second.
		var line []byte
		print := func(v book.Verdict) error {
			var err error
			if line, err = appendVerdict(line[:0], k, v, *show); err != nil {
				return &formatError{err}
			}
			out.Write(line)
			code = worse(code, statusCode(v.Status))
			return out.end()
		}
		if p != nil {
			vs, err := book.Solve(ctx, k, []*gen.Puzzle{p}, opt)
			if err != nil {
				return code, err
			}
			return code, print(vs[0])
		}
		err = book.SolveStream(ctx, k, r, opt, print)
		return code, defaultKindHint(fs, k, err)
	})
}

// appendVerdict appends the line solve prints for v, with its newline, to
// dst.
func appendVerdict(dst []byte, k gen.Kind, v book.Verdict, show bool) ([]byte, error) {
	dst = append(dst, v.Status.String()...)
	switch v.Status {
	case book.Unique:
		if v.Graded {
			dst = append(append(dst, ' '), gradeWord(v.Puzzle.Grade)...)
		}
		at := len(dst)
		dst, err := appendGrid(append(dst, ' '), k, v.Puzzle, v.Solution, true)
		if err != nil {
			return dst, err
		}
		if !bytes.HasSuffix(dst, []byte{'\n'}) {
			dst = append(dst, '\n')
		}
		if bytes.IndexByte(dst[at+1:len(dst)-1], '\n') >= 0 {
			dst[at] = '\n' // a grid of several lines starts on a line of its own
		}
		return dst, nil
	case book.Multiple:
		if show {
			more, err := showTwo(k, v)
			if err != nil {
				return dst, err
			}
			dst = append(dst, more...)
		}
	case book.Invalid:
		dst = append(append(dst, ": "...), printable(v.Err.Error())...)
	}
	return append(dst, '\n'), nil
}

// formatError is a kind's failure to write a result, which solve and
// explain report as a failure of their own, not of the input.
type formatError struct{ err error }

func (e *formatError) Error() string { return e.err.Error() }
func (e *formatError) Unwrap() error { return e.err }

// streamMemory is the heap solve, explain and check try to stay within.
const streamMemory = 200 << 20

// streamInput opens the input named in pos (see inputName) and runs run
// on it with a buffered standard output, which it flushes before any
// message. run returns the exit status of what it printed, or an error
// that streamInput reports for the command name (see inputFailure). When
// standard output fails, the status is 1 and the message says how many
// of run's results, each called noun, were lost (see output.lost).
func streamInput(ctx context.Context, s stdio, name, noun string, pos []string, run func(r io.Reader, out *output) (int, error)) int {
	in, what := s.in, inputName(pos)
	if what != stdinName {
		f, err := os.Open(what)
		if err != nil {
			s.errorf("%s: %v", name, err)
			return exitUsage
		}
		defer f.Close()
		in = f
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		// The largest puzzles hold about 200 MB live: collect garbage
		// before the heap grows past this, not at twice what is live.
		debug.SetMemoryLimit(streamMemory)
	}
	out := newOutput(s.out)
	code, err := run(in, out)
	if werr := out.close(); werr != nil {
		if err != nil && !errors.Is(err, werr) {
			s.errorf("%s: %s: %v", name, what, err)
		}
		lost := out.lost(noun)
		if out.stopped {
			lost += ", the rest of the input skipped"
		}
		return writeFailure(s, name, werr, lost)
	}
	if fe, ok := errors.AsType[*formatError](err); ok {
		return failure(ctx, s, name, fe.err)
	}
	if err != nil {
		return inputFailure(ctx, s, name, what, timedOutName(err), err)
	}
	return code
}

// timedOutName names the puzzle a *book.TimeoutError in err names, as
// entryName does.
func timedOutName(err error) string {
	te, ok := errors.AsType[*book.TimeoutError](err)
	if !ok {
		return "puzzle 0"
	}
	return entryName(manifest.Entry{ID: te.ID}, te.Puzzle-1)
}

// showTwo writes what solve --show adds after "multiple": two solutions
// of v and the cells where they differ, or why the kind cannot show them.
func showTwo(k gen.Kind, v book.Verdict) (string, error) {
	if v.Second == nil {
		return fmt.Sprintf(" (--show cannot find two %s solutions yet)", k.Name()), nil
	}
	var b strings.Builder
	for i, g := range [][][]int{v.Solution, v.Second} {
		text, err := formatGrid(k, v.Puzzle, g, false)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "\nsolution %d:\n%s", i+1, strings.TrimSuffix(text, "\n"))
	}
	diff := gen.Differences(v.Solution, v.Second)
	cells := make([]string, len(diff))
	for i, d := range diff {
		r, c := d[0], d[1]
		cells[i] = fmt.Sprintf("r%dc%d (%d or %d)", r+1, c+1, v.Solution[r][c], v.Second[r][c])
	}
	fmt.Fprintf(&b, "\nthey differ in %d cell%s: %s; a given at one of them rules one solution out",
		len(diff), plural(len(diff)), strings.Join(cells, ", "))
	return b.String(), nil
}

// gradeWord names grade g as solve --grade prints it: AnyGrade, from a
// grader, means the puzzle is past its techniques.
func gradeWord(g gen.Grade) string {
	if g == gen.AnyGrade {
		return "beyond"
	}
	return g.String()
}

// statusCode is the exit status a puzzle's status calls for.
func statusCode(st book.Status) int {
	switch st {
	case book.Multiple:
		return exitNotUnique
	case book.NoSolution:
		return exitNoSolution
	case book.Invalid:
		return exitUsage
	}
	return exitOK
}

// worse returns the more serious of two exit statuses: a malformed input
// (2) over several solutions (3) over none (4) over success.
func worse(a, b int) int {
	rank := func(c int) int {
		switch c {
		case exitUsage:
			return 3
		case exitNotUnique:
			return 2
		case exitNoSolution:
			return 1
		}
		return 0
	}
	if rank(b) > rank(a) {
		return b
	}
	return a
}

// stdinName names standard input in messages.
const stdinName = "standard input"

// inputName is the file named in pos, or stdinName for none or "-".
func inputName(pos []string) string {
	if len(pos) == 0 || pos[0] == "-" {
		return stdinName
	}
	return pos[0]
}

// inputFailure reports err, met reading or working through the input
// what, for the command name, and returns the exit status: 1 when the
// puzzle called puzzle ran out of time, 130 when the command was
// interrupted, else 2 (input that cannot be read).
func inputFailure(ctx context.Context, s stdio, name, what, puzzle string, err error) int {
	if te, ok := errors.AsType[*book.TimeoutError](err); ok && ctx.Err() == nil {
		s.errorf("%s: %s: %s: the time ran out: no answer within %v (--timeout gives each puzzle longer)", name, what, puzzle, te.Timeout)
		return exitFailure
	}
	if errors.Is(err, manifest.ErrNoPuzzles) {
		s.errorf("%s: %s %v", name, what, err) // "FILE holds no puzzles: ..."
		return exitUsage
	}
	s.errorf("%s: %s: %v", name, what, err)
	if ctx.Err() != nil {
		return exitInterrupted
	}
	return exitUsage
}

// defaultKindHint adds to an error of malformed input, read with the
// default kind because fs was given no --kind, that another kind may be
// meant.
func defaultKindHint(fs *flag.FlagSet, k gen.Kind, err error) error {
	kindGiven := false
	fs.Visit(func(f *flag.Flag) { kindGiven = kindGiven || f.Name == "kind" })
	if err != nil && !kindGiven && errors.Is(err, gen.ErrMalformed) {
		return fmt.Errorf("%w (read as %s, the default kind; --kind names another)", err, k.Name())
	}
	return err
}
