package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
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
puzzle takes longer than --timeout, and 1 when standard output cannot be
written.
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
		// A book's manifest that a killed build left half committed is
		// finished first, so that it describes the files beside it.
		if n, ok := strings.CutSuffix(filepath.Base(name), ".json"); ok {
			if err := book.RollForward(dir, n); err != nil {
				return failure(ctx, s, "check", err)
			}
		}
	}
	opt := book.Options{Workers: *workers, PuzzleTimeout: *timeout}
	return streamInput(ctx, s, "check", "line", pos, func(r io.Reader, out *output) (int, error) {
		// Failures are held back up to checkHeld bytes, so that an input
		// that turns out unreadable, or a puzzle that runs out of time,
		// prints nothing on standard output, as the usage says.
		var held bytes.Buffer
		code, failed := exitOK, 0
		n, err := book.CheckStream(ctx, r, dir, opt, func(i int, e *manifest.Entry, f error) error {
			if f == nil {
				return nil
			}
			failed++
			fmt.Fprintf(&held, "%s: %s\n", entryName(*e, i), printable(f.Error()))
			if held.Len() > checkHeld {
				if err := writeHeld(&held, out); err != nil {
					return err
				}
			}
			switch {
			case errors.Is(f, gen.ErrNotUnique):
				code = worse(code, exitNotUnique)
			case errors.Is(f, gen.ErrNoSolution):
				code = worse(code, exitNoSolution)
			default:
				code = worse(code, exitUsage)
			}
			return nil
		})
		if err != nil {
			return 0, err
		}
		summary := fmt.Sprintf("%d passed, %d failed", n-failed, failed)
		out.note = summary
		if err := writeHeld(&held, out); err != nil {
			return code, err
		}
		out.WriteString(summary + "\n")
		return code, out.end()
	})
}

// writeHeld writes the failure lines held back to out, a result a line,
// and returns out's first write error.
func writeHeld(held *bytes.Buffer, out *output) error {
	for held.Len() > 0 {
		line, _ := held.ReadBytes('\n')
		out.Write(line)
		if err := out.end(); err != nil {
			return err
		}
	}
	return nil
}

// checkHeld is how many bytes of failures check holds back.
const checkHeld = 1 << 20

// entryName names entry i of a manifest in messages.
func entryName(e manifest.Entry, i int) string {
	if e.ID != "" {
		return fmt.Sprintf("puzzle %d (%s)", i+1, printable(e.ID))
	}
	return fmt.Sprintf("puzzle %d", i+1)
}
