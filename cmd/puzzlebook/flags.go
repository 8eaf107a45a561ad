package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/jobs"
)

// newFlags returns a flag set for the command name whose --help prints
// text and the flags.
func newFlags(name, text string) *flag.FlagSet {
	return newFlagsHelp(name, func() string { return text })
}

// newFlagsHelp is newFlags with the text made when the help is printed,
// for a command whose text costs work that a run printing no help need
// not do (gen's lists every kind's own keys).
func newFlagsHelp(name string, text func() string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), text())
		fmt.Fprintln(fs.Output(), "\nOptions:")
		fs.PrintDefaults()
	}
	return fs
}

// parse parses args with fs, allowing flags before, between and after the
// positional arguments, which it returns; everything after "--" is
// positional. It reports whether the command should go on, and otherwise
// the exit status: 0 after --help, 2 after a usage error.
func parse(s stdio, fs *flag.FlagSet, args []string, minPos, maxPos int) (pos []string, code int, ok bool) {
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			var help strings.Builder
			fs.SetOutput(&help)
			fs.Usage()
			return nil, writeText(s, fs.Name(), help.String(), "the help"), false
		}
		if err != nil {
			return nil, usageError(s, fs, "%v", err), false
		}
		rest := fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			pos = append(pos, rest...)
			break
		}
		if len(rest) == 0 {
			break
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
	switch {
	case len(pos) < minPos:
		return nil, usageError(s, fs, "missing argument"), false
	case len(pos) > maxPos:
		return nil, usageError(s, fs, "unexpected argument %q", pos[maxPos]), false
	}
	return pos, exitOK, true
}

// usageError reports a usage problem of fs's command and returns 2.
func usageError(s stdio, fs *flag.FlagSet, format string, args ...any) int {
	s.errorf("%s: "+format, append([]any{fs.Name()}, args...)...)
	fmt.Fprintf(s.errOut, "Run \"puzzlebook %s --help\" for usage.\n", fs.Name())
	return exitUsage
}

// workersFlag adds --workers to fs.
func workersFlag(fs *flag.FlagSet) *int {
	return fs.Int("workers", 0, fmt.Sprintf("puzzles worked on at once (0 means one per CPU, here %d)", runtime.NumCPU()))
}

// chatFlags adds --quiet, --verbose and --timeout to fs.
func chatFlags(fs *flag.FlagSet) (quiet, verbose *bool, timeout *time.Duration) {
	quiet = fs.Bool("quiet", false, "print nothing but errors: no progress bar, no summary")
	verbose = fs.Bool("verbose", false, "print a line per puzzle (grade, score, technique, seed, time) instead of a progress bar")
	timeout = timeoutFlag(fs, "time one attempt at one puzzle may take before it is retried from another seed")
	return quiet, verbose, timeout
}

// timeoutFlag adds --timeout to fs, a time per puzzle that usage explains.
func timeoutFlag(fs *flag.FlagSet, usage string) *time.Duration {
	return fs.Duration("timeout", jobs.DefaultPuzzleTimeout, usage)
}

// checkTimeout checks the value of --timeout.
func checkTimeout(d time.Duration) error {
	if d <= 0 {
		return fmt.Errorf("--timeout must be positive, not %v", d)
	}
	return nil
}

// workOptions checks the values of chatFlags and --workers.
func workOptions(quiet, verbose bool, workers int, timeout time.Duration) (verbosity, book.Options, error) {
	level, err := verbosityFlags(quiet, verbose)
	if err != nil {
		return level, book.Options{}, err
	}
	if err := checkTimeout(timeout); err != nil {
		return level, book.Options{}, err
	}
	if workers < 0 {
		return level, book.Options{}, fmt.Errorf("--workers must be 0 (one per CPU) or more, not %d", workers)
	}
	return level, book.Options{Workers: workers, PuzzleTimeout: timeout}, nil
}

// waitFlag adds --wait to fs: how long a run waits for another that holds
// a lock it needs (see internal/lockfile). A negative time is a usage
// error.
func waitFlag(fs *flag.FlagSet, usage string) *time.Duration {
	w := new(waitValue)
	fs.Var(w, "wait", usage)
	return (*time.Duration)(w)
}

// waitValue is a time.Duration flag that is never negative.
type waitValue time.Duration

func (w *waitValue) String() string { return time.Duration(*w).String() }

func (w *waitValue) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		return errors.New("must be a duration such as 30s or 10m")
	}
	if d < 0 {
		return fmt.Errorf("must not be negative, not %v", d)
	}
	*w = waitValue(d)
	return nil
}
