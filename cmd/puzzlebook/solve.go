package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
)

const solveUsage = `Usage: puzzlebook solve [--kind K] [FILE|-]

Reads puzzles in the kind's text form from FILE (standard input without
FILE or with -) and prints one line per puzzle: "unique SOLUTION",
"multiple", "none" or "invalid: REASON". In a file of one puzzle a line,
a line that cannot be read is reported as invalid and the others are
still solved.

Exit status: 0 when every puzzle is unique, 2 when any is invalid or the
input cannot be read, else 3 when any has several solutions, else 4 when
any has none.
`

func runSolve(ctx context.Context, s stdio, args []string) int {
	fs := newFlags("solve", solveUsage)
	kindName := fs.String("kind", "sudoku", "puzzle `kind`: "+strings.Join(kindNames(), ", "))
	workers := workersFlag(fs)
	pos, code, ok := parse(s, fs, args, 0, 1)
	if !ok {
		return code
	}
	k, ok := book.KindByName(*kindName)
	if !ok {
		return usageError(s, fs, "unknown kind %q (want %s)", *kindName, strings.Join(kindNames(), ", "))
	}
	vs, ok := readInput(s, "solve", pos, func(r io.Reader) ([]book.Verdict, error) {
		return book.SolveInput(ctx, k, r, book.Options{Workers: *workers})
	})
	if !ok {
		if ctx.Err() != nil {
			return exitInterrupted
		}
		return exitUsage
	}
	code = exitOK
	for _, v := range vs {
		line := v.Status.String()
		switch v.Status {
		case book.Unique:
			sol, err := formatGrid(k, v.Puzzle, v.Solution, true)
			if err != nil {
				return failure(ctx, s, "solve", err)
			}
			sep := " "
			if multiline(sol) {
				sep = "\n"
			}
			line += sep + strings.TrimSuffix(sol, "\n")
		case book.Invalid:
			line += ": " + v.Err.Error()
		}
		fmt.Fprintln(s.out, line)
		code = worse(code, statusCode(v.Status))
	}
	return code
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

// readInput reads the file named in pos (standard input for none or "-")
// with read. On failure it reports the problem for the command name and
// returns false.
func readInput[T any](s stdio, name string, pos []string, read func(io.Reader) (T, error)) (T, bool) {
	in, what := s.in, "standard input"
	if len(pos) > 0 && pos[0] != "-" {
		f, err := os.Open(pos[0])
		if err != nil {
			s.errorf("%s: %v", name, err)
			var zero T
			return zero, false
		}
		defer f.Close()
		in, what = f, pos[0]
	}
	v, err := read(in)
	if err != nil {
		s.errorf("%s: %s: %v", name, what, err)
		return v, false
	}
	return v, true
}
