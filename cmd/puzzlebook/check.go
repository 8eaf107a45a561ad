package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen"
)

const checkUsage = `Usage: puzzlebook check [--workers N] [--timeout D] FILE.json|FILE.ipuz|-

Re-verifies every puzzle of FILE with its kind's own solver: the solution
obeys the rules and agrees with the givens, and the givens have exactly one
solution. FILE is a book's manifest, a JSON array from "puzzlebook gen
--format json", a daily feed's SLOT.json (one puzzle), or its index.json
(every SLOT.json it lists, read from the index's folder), or one ipuz
document (a .ipuz file, with its solution). Prints one line
per failing puzzle and then "N passed, M failed".

Exit status: 0 when every puzzle passes; 2 when any is malformed, the
input cannot be read or holds no puzzle, else 3 when any has several
solutions, else 4 when any has none; 1, with nothing printed, when a
puzzle takes longer than --timeout.
`

func runCheck(ctx context.Context, s stdio, args []string) int {
	fs := newFlags("check", checkUsage)
	workers := workersFlag(fs)
	timeout := timeoutFlag(fs, solveTimeoutUsage)
	pos, code, ok := parse(s, fs, args, 1, 1)
	if !ok {
		return code
	}
	if err := checkTimeout(*timeout); err != nil {
		return usageError(s, fs, "%v", err)
	}
	// A daily index names its files relative to its own folder.
	dir := ""
	if name := inputName(pos); name != stdinName {
		dir = filepath.Dir(name)
	}
	es, code, ok := readInput(ctx, s, "check", pos, func(r io.Reader) ([]book.Entry, error) {
		return book.ReadPuzzlesIn(r, dir)
	})
	if !ok {
		return code
	}
	failures, err := book.Check(ctx, es, book.Options{Workers: *workers, PuzzleTimeout: *timeout})
	if n := puzzleOf(err); n > 0 {
		return inputFailure(ctx, s, "check", inputName(pos), entryName(es[n-1], n-1), err)
	}
	if err != nil {
		return failure(ctx, s, "check", err)
	}
	code, failed := exitOK, 0
	for i, f := range failures {
		if f == nil {
			continue
		}
		failed++
		fmt.Fprintf(s.out, "%s: %v\n", entryName(es[i], i), f)
		switch {
		case errors.Is(f, gen.ErrNotUnique):
			code = worse(code, exitNotUnique)
		case errors.Is(f, gen.ErrNoSolution):
			code = worse(code, exitNoSolution)
		default:
			code = worse(code, exitUsage)
		}
	}
	fmt.Fprintf(s.out, "%d passed, %d failed\n", len(es)-failed, failed)
	return code
}

// entryName names entry i of a manifest in messages.
func entryName(e book.Entry, i int) string {
	if e.ID != "" {
		return fmt.Sprintf("puzzle %d (%s)", i+1, e.ID)
	}
	return fmt.Sprintf("puzzle %d", i+1)
}
