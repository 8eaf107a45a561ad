package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

const explainUsage = `Usage: puzzlebook explain [--kind K] [--format text|json] [--steps N] [--workers N] [--timeout D] [FILE|-]

Reads puzzles as solve does (from FILE, or standard input without FILE
or with -) and prints, for each, the path the grader takes from the
givens to the solution: its verdict, grade and score, then one step a
line, each naming its technique and saying why it holds:

  unique medium, score 28, hardest step pointing
  1. hidden single: Box 3 needs a 6 and only r3c2 can take it.
  2. pointing: In box 3, the 5 can only go in column 3, so ...

--steps N prints only the first N steps: a hint that gives away no more.
A puzzle with more than one solution, or that the grader's techniques
cannot finish (it needs guessing), says so, and shows the steps as far as
they go and the grid they reach. --format json prints one JSON object a
puzzle, a line each: status, grade, score, technique, steps (technique,
text, and the cells placed and ruled out as [row, column, value], row
and column from 0), givens and solution (docs/cli.md).

Exit status as for solve: 0 when every puzzle is unique (whether or not
its steps reach the solution), 2 when any is invalid, the input cannot
be read or the kind cannot be explained yet, else 3 when any has several
solutions, else 4 when any has none; 1 when a puzzle takes longer than
--timeout or standard output cannot be written.
`

func runExplain(ctx context.Context, s stdio, args []string) int {
	fs := newFlags("explain", explainUsage)
	kindName := fs.String("kind", kinds.All[0].Name(), "puzzle `kind`: "+strings.Join(kinds.Names(kinds.All), ", "))
	format := fs.String("format", "text", "output `format`: text or json")
	steps := fs.Int("steps", 0, "print only the first `N` steps (0: all)")
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
	if *format != "text" && *format != "json" {
		return usageError(s, fs, "unknown format %q (want text or json)", *format)
	}
	if *steps < 0 {
		return usageError(s, fs, "--steps must be 0 (all) or more, not %d", *steps)
	}
	if err := checkTimeout(*timeout); err != nil {
		return usageError(s, fs, "%v", err)
	}
	if _, ok := k.(gen.Stepper); !ok {
		s.errorf("explain: %s puzzles cannot be explained yet", k.Name())
		return exitUsage
	}
	opt := book.Options{Workers: *workers, PuzzleTimeout: *timeout}
	return streamInput(ctx, s, "explain", "explanation", pos, func(r io.Reader, out *output) (int, error) {
		code, i := exitOK, 0
		err := book.ExplainStream(ctx, k, r, opt, func(e book.Explained) error {
			var err error
			if *format == "json" {
				err = writeExplainedJSON(out, e, *steps)
			} else {
				err = writeExplainedText(out, k, e, *steps, i > 0)
			}
			if werr := out.end(); werr != nil {
				return werr
			}
			if err != nil {
				return &formatError{err}
			}
			i++
			code = worse(code, statusCode(e.Status))
			return nil
		})
		return code, defaultKindHint(fs, k, err)
	})
}

// writeExplainedText writes one puzzle's explanation as text, with at
// most limit steps (0: all), after a blank line when gap is set.
func writeExplainedText(w io.Writer, k gen.Kind, e book.Explained, limit int, gap bool) error {
	var b strings.Builder
	if gap {
		b.WriteString("\n")
	}
	if e.Status == book.Invalid {
		fmt.Fprintf(&b, "invalid: %s\n", printable(e.Err.Error()))
		_, err := io.WriteString(w, b.String())
		return err
	}
	x := e.Explanation
	b.WriteString(explainHeadline(x) + "\n")
	shown := x.Steps
	if limit > 0 && limit < len(shown) {
		shown = shown[:limit]
	}
	for i, st := range shown {
		fmt.Fprintf(&b, "%d. %s: %s\n", i+1, st.Technique, st.Text)
	}
	if more := len(x.Steps) - len(shown); more > 0 {
		fmt.Fprintf(&b, "(%d more step%s)\n", more, plural(more))
	}
	if x.Progress != nil && len(shown) > 0 && len(shown) == len(x.Steps) {
		grid, err := formatGrid(k, e.Puzzle, x.Progress, false)
		if err != nil {
			return err
		}
		b.WriteString("where the steps stop:\n" + grid)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// explainHeadline is the first line of a puzzle's explanation: its
// verdict, and for a unique puzzle the grade, score and hardest step.
func explainHeadline(x gen.Explanation) string {
	open := 0
	for _, row := range x.Progress {
		for _, v := range row {
			if v == 0 {
				open++
			}
		}
	}
	n := len(x.Steps)
	steps := fmt.Sprintf("%d step%s", n, plural(n))
	switch x.Status {
	case gen.StatusUnique:
		line := fmt.Sprintf("unique %v, score %d", x.Grade, x.Score)
		if x.Technique != "" {
			line += ", hardest step " + x.Technique
		}
		return line
	case gen.StatusUnfinished:
		return fmt.Sprintf("unique, but the grader's techniques stop after %s with %d cell%s open (it needs %s)", steps, open, plural(open), x.Technique)
	case gen.StatusNotUnique:
		if n == 0 {
			return fmt.Sprintf("multiple solutions: no step can be taken from the givens (%d cell%s open)", open, plural(open))
		}
		return fmt.Sprintf("multiple solutions: the %s below hold in all of them and leave %d cell%s open", steps, open, plural(open))
	}
	if n == 0 {
		return "no solution: the givens contradict each other"
	}
	return fmt.Sprintf("no solution: the givens contradict each other, as the %s below show", steps)
}

// explainedJSON is the JSON object of one puzzle: the explanation, or
// the status and error of a puzzle that could not be read.
type explainedJSON struct {
	Status string `json:"status"`
	Error  string `json:"error"`
}

// writeExplainedJSON writes one puzzle's explanation as one line of
// JSON, with at most limit steps (0: all).
func writeExplainedJSON(w io.Writer, e book.Explained, limit int) error {
	var v any = e.Explanation
	if e.Status == book.Invalid {
		v = explainedJSON{Status: "invalid", Error: e.Err.Error()}
	} else if limit > 0 && limit < len(e.Explanation.Steps) {
		x := e.Explanation
		x.Steps = x.Steps[:limit]
		v = x
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
