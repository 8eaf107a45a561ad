// Command puzzlebook builds print-ready puzzle books from a YAML config,
// and generates, solves and checks single puzzles. See docs/cli.md.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// Exit statuses; docs/cli.md lists them.
const (
	exitOK          = 0
	exitFailure     = 1 // a build or write failed for another reason
	exitUsage       = 2 // bad usage, config or input
	exitNotUnique   = 3
	exitNoSolution  = 4
	exitInterrupted = 130
)

const usage = `Usage: puzzlebook COMMAND [ARGS]

Commands:
  build [CONFIG.yaml]   build a book (the built-in sampler without CONFIG)
  gen                   generate puzzles to standard output
  solve [FILE|-]        solve puzzles and say whether each is unique
  explain [FILE|-]      show the grader's steps from the givens to the solution
  check FILE.json       re-verify every puzzle of a book, gen's JSON or a daily feed
  daily [CONFIG.yaml]   publish dated puzzles that never repeat (the built-in feed without CONFIG)
  archive list|show ID  read the archive of published daily puzzles
  version               print the version and the revision it was built from

Run "puzzlebook COMMAND --help" for the options of a command.
`

// command is one subcommand: it returns an exit status.
type command func(ctx context.Context, io stdio, args []string) int

var commands = map[string]command{
	"build":   runBuild,
	"gen":     runGen,
	"solve":   runSolve,
	"explain": runExplain,
	"check":   runCheck,
	"daily":   runDaily,
	"archive": runArchive,
	"version": runVersion,
}

// stdio is where a command reads and writes, and how it hears of an
// interrupt.
type stdio struct {
	in          io.Reader
	out, errOut io.Writer
	// catch, when set, returns a context that also ends at SIGINT or
	// SIGTERM (catchInterrupts). main sets it; tests that run a command
	// in-process leave it nil, and end its context themselves.
	catch func(context.Context) context.Context
}

// interruptible returns ctx ending also at SIGINT or SIGTERM, when s can
// catch them, else ctx.
func (s stdio) interruptible(ctx context.Context) context.Context {
	if s.catch == nil {
		return ctx
	}
	return s.catch(ctx)
}

// errorf prints a message to standard error as "puzzlebook: ...".
func (s stdio) errorf(format string, args ...any) {
	// Messages quote input files; their control characters stay inert.
	fmt.Fprintln(s.errOut, printableLines(fmt.Sprintf("puzzlebook: "+format, args...)))
}

func main() {
	s := stdio{in: os.Stdin, out: os.Stdout, errOut: os.Stderr, catch: catchInterrupts}
	ctx, args := context.Background(), os.Args[1:]
	if len(args) == 0 || !catchesLate[args[0]] {
		ctx = catchInterrupts(ctx)
	}
	os.Exit(runContext(ctx, s, args))
}

// catchesLate names the commands that catch interrupts only once they
// know they will write files (stdio.interruptible). gen writing to
// standard output alone has nothing to clean up, so an interrupt may end
// it at once, as it ends any program that does not catch it; catching
// signals costs a process about a tenth of its start (the runtime starts
// two more threads for it), and gen runs are often short. See
// docs/performance.md, Start-up.
var catchesLate = map[string]bool{"gen": true}

// catchInterrupts returns ctx ending also at SIGINT or SIGTERM. After
// the first signal the command cleans up and stops; a second one, no
// longer caught, ends it at once. The process exits without giving the
// signals back: that takes the runtime two handshakes with its signal
// thread (about 0.8 ms of CPU in a bare binary that only caught them,
// when it was measured), for a process that is about to end anyway.
func catchInterrupts(ctx context.Context) context.Context {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	context.AfterFunc(ctx, stop)
	return ctx
}

// run runs the command line args with an empty standard input and
// returns the exit status; tests call it in-process.
func run(args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), stdio{in: strings.NewReader(""), out: stdout, errOut: stderr}, args)
}

func runContext(ctx context.Context, s stdio, args []string) int {
	if len(args) == 0 {
		fmt.Fprint(s.errOut, usage)
		return exitUsage
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		return writeText(s, "help", usage, "the help")
	case "-version", "--version":
		return runVersion(ctx, s, args[1:])
	}
	cmd, ok := commands[args[0]]
	if !ok {
		s.errorf("unknown command %q", args[0])
		fmt.Fprint(s.errOut, usage)
		return exitUsage
	}
	return cmd(ctx, s, args[1:])
}

// failure reports err from the command name and returns its exit status:
// 130 when ctx was cancelled (an interrupt), 2 for a config problem (a
// request refused before any work included) or an unreadable input (an
// inputError), 1 otherwise: a failure of the environment, such as an
// output file that cannot be made.
func failure(ctx context.Context, s stdio, name string, err error) int {
	err = unprefixed(name, err)
	var cfgErrs config.Errors
	switch {
	case ctx.Err() != nil && errors.Is(err, ctx.Err()):
		s.errorf("%s: interrupted; no file was changed", name)
		return exitInterrupted
	case errors.As(err, &cfgErrs):
		// FILE:LINE: lines, as compilers print them, for editors to follow.
		fmt.Fprintln(s.errOut, printableLines(err.Error()))
		s.errorf("%s: the config has %d problem%s; nothing was written", name, len(cfgErrs), plural(len(cfgErrs)))
		return exitUsage
	case errors.As(err, new(*book.RefusedError)):
		s.errorf("%s: %v", name, err)
		return exitUsage
	case errors.As(err, new(inputError)):
		s.errorf("%s: %v", name, err)
		return exitUsage
	}
	s.errorf("%s: %v", name, err)
	lockHint(s, name, err)
	return exitFailure
}

// lockHint follows the message of err, when another run held a lock the
// command needed, with what to do.
func lockHint(s stdio, name string, err error) {
	if _, ok := errors.AsType[*lockfile.HeldError](err); ok {
		s.errorf("%s: run it again once the other run has finished, or give --wait (e.g. --wait 10m) to wait for it", name)
	}
}

// inputError is an error reading a command's input, its config: a file
// that is missing, unreadable or a folder. failure reports it as a usage
// error (2), where the same error making an output file is a failure (1).
type inputError struct{ error }

func (e inputError) Unwrap() error { return e.error }

// unprefixed drops from err's message the command's name when the
// package that made it already starts with it ("daily: ..."), so that
// failure prints "puzzlebook: daily: ..." once, not "daily: daily: ...".
// The error keeps its chain for errors.As.
func unprefixed(name string, err error) error {
	msg, ok := strings.CutPrefix(err.Error(), name+": ")
	if !ok {
		return err
	}
	return prefixDropped{err, msg}
}

// prefixDropped is an error with its message shortened by unprefixed.
type prefixDropped struct {
	error
	msg string
}

func (e prefixDropped) Error() string { return e.msg }
func (e prefixDropped) Unwrap() error { return e.error }

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
