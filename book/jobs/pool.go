package jobs

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Retry budgets. Both are deterministic: a retry's seed comes from the
// job's seed and the attempt number.
const (
	maxRareRetries = 8  // fresh seeds tried when the kind misses the grade
	maxDupRounds   = 20 // regenerations of a puzzle that repeats an earlier one
)

// DefaultPuzzleTimeout is the time one attempt at one puzzle may take when
// no other is given (Options.PuzzleTimeout is zero). A graded 9x9 Sudoku
// takes milliseconds; the budget only stops a generator that has lost its
// way.
const DefaultPuzzleTimeout = 30 * time.Second

// Options tune Generate. The zero value uses one worker per CPU, gives
// each attempt DefaultPuzzleTimeout and reports nothing.
type Options struct {
	Workers int // goroutines generating at once; 0 means runtime.NumCPU()
	// PuzzleTimeout bounds one attempt at one puzzle; 0 means
	// DefaultPuzzleTimeout. An attempt that runs out of time is retried
	// from a fresh seed like a grade the generator missed, so a timeout
	// (unlike everything else) makes the result depend on the machine.
	PuzzleTimeout time.Duration
	// Made, when set, is called after each puzzle is made and checked,
	// with the time it took (all its attempts); repeat says it replaces
	// a puzzle that repeated an earlier one. Calls come from the
	// workers, possibly at the same time.
	Made func(g Generated, repeat bool, elapsed time.Duration)
	// Taken holds the PuzzleHash of puzzles made before (by earlier
	// volumes of a series): a puzzle that has one is a repeat, drawn
	// again like a repeat of an earlier puzzle of the set.
	Taken map[string]bool
}

// workersOf is n, or one per CPU when n is not above zero.
func workersOf(n int) int {
	if n > 0 {
		return n
	}
	return runtime.NumCPU()
}

// timeoutOf is d, or DefaultPuzzleTimeout when d is not above zero.
func timeoutOf(d time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return DefaultPuzzleTimeout
}

// Generated is a puzzle made for a job and checked by its kind's solver.
type Generated struct {
	Job
	Puzzle  *gen.Puzzle
	Attempt int    // 0, or the retry that produced the puzzle
	Seed    uint64 // the seed the puzzle was generated from: AttemptSeed(Job.Seed, Attempt)

	key string // PuzzleKey of Puzzle, for finding repeats
}

// Generate makes the puzzles of jobs with a pool of workers. Results are
// in the order of jobs, whatever order the workers finish in. Each puzzle
// is re-checked with gen.Check before it is returned, and no two puzzles
// are the same puzzle (in canonical form, when the kind has one, else by
// their givens): a repeat is regenerated from a derived seed. The first
// error cancels the remaining work and is returned, naming the section
// and puzzle.
func Generate(ctx context.Context, jobs []Job, opt Options) ([]Generated, error) {
	out := make([]Generated, len(jobs))
	todo := make([]int, len(jobs)) // indexes of the jobs to (re)generate
	for i := range todo {
		todo[i] = i
	}
	for round := 0; len(todo) > 0; round++ {
		if round > maxDupRounds {
			j := jobs[todo[0]]
			fix := "ask for fewer puzzles of this size and grade"
			if len(opt.Taken) > 0 {
				fix += " (the series' archive holds earlier volumes' puzzles too), or start a new series archive"
			}
			return nil, fmt.Errorf("jobs: %s: no puzzle different from the others after %d tries; %s", jobName(j), maxDupRounds, fix)
		}
		err := ForEach(ctx, len(todo), opt.Workers, func(ctx context.Context, t int) error {
			i := todo[t]
			start := 0
			if round > 0 {
				start = out[i].Attempt + 1
			}
			began := time.Now()
			g, err := GenerateOne(ctx, jobs[i], start, opt.PuzzleTimeout)
			if err != nil {
				return err
			}
			out[i] = g
			if opt.Made != nil {
				opt.Made(g, round > 0, time.Since(began))
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		todo = duplicates(out, opt.Taken)
	}
	return out, nil
}

// GenerateOne makes and checks the puzzle of j from the seed of attempt
// (AttemptSeed) on, as Generate makes each puzzle: an attempt that misses
// the grade or runs out of time (0 means DefaultPuzzleTimeout) is retried
// from the next seed, up to maxRareRetries times. A retry draws a listed
// puzzle from its seed rather than taking j's Pick again. It does not
// look for repeats of other puzzles.
func GenerateOne(ctx context.Context, j Job, attempt int, timeout time.Duration) (Generated, error) {
	timeout = timeoutOf(timeout)
	first := attempt
	for last := attempt + maxRareRetries; ; attempt++ {
		if attempt > 0 {
			j.Params = Unpicked(j.Params)
		}
		seed := AttemptSeed(j.Seed, attempt)
		p, err := attemptOne(ctx, j, seed, timeout)
		if ctx.Err() != nil {
			return Generated{}, fmt.Errorf("jobs: %s: %w", jobName(j), ctx.Err())
		}
		timedOut := errors.Is(err, context.DeadlineExceeded)
		if errors.Is(err, gen.ErrGradeRare) || timedOut {
			if attempt < last {
				continue
			}
			return Generated{}, fmt.Errorf("jobs: %s: %w", jobName(j), tooRare(j, attempt-first+1, timeout, timedOut))
		}
		if err != nil {
			return Generated{}, fmt.Errorf("jobs: %s: %w", jobName(j), err)
		}
		if err := verify(ctx, j, p); err != nil {
			return Generated{}, fmt.Errorf("jobs: %s (seed %d): %w", jobName(j), seed, err)
		}
		return Generated{Job: j, Puzzle: p, Attempt: attempt, Seed: seed, key: PuzzleKey(j.Kind, p)}, nil
	}
}

// Attempt runs j's generator once from seed, for at most timeout (0
// means DefaultPuzzleTimeout), and checks the puzzle as GenerateOne does,
// with no retry: it makes again a puzzle whose seed is recorded. Running
// out of time is an error wrapping context.DeadlineExceeded.
func Attempt(ctx context.Context, j Job, seed uint64, timeout time.Duration) (*gen.Puzzle, error) {
	p, err := attemptOne(ctx, j, seed, timeoutOf(timeout))
	if err == nil {
		err = verify(ctx, j, p)
	}
	if err != nil {
		return nil, err
	}
	return p, nil
}

// attemptOne runs the kind's generator once, for at most timeout. The
// bound is WithTimeout's: a generator that only polls ctx.Err (gen.Kind's
// contract) costs no timer, and a process making a few puzzles never
// starts the runtime's timer and network poller machinery for them.
func attemptOne(ctx context.Context, j Job, seed uint64, timeout time.Duration) (*gen.Puzzle, error) {
	ctx, release := WithTimeout(ctx, timeout)
	defer release()
	return j.Kind.Generate(ctx, j.Params, NewRand(seed))
}

// tooRare explains a puzzle given up after n attempts; it wraps
// gen.ErrGradeRare.
func tooRare(j Job, n int, timeout time.Duration, timedOut bool) error {
	what := "puzzle"
	if j.Params.Grade != gen.AnyGrade {
		what = j.Params.Grade.String() + " puzzle"
	}
	last := ""
	if timedOut {
		last = " (the last ran out of time)"
	}
	return fmt.Errorf("%w: %d attempts from different seeds, up to %v each, made no %dx%d %s %s%s; it is too rare at this size, so ask for another grade or size",
		gen.ErrGradeRare, n, timeout, j.Params.Rows, j.Params.Cols, j.Kind.Name(), what, last)
}

// verify checks a freshly generated puzzle with the kind's own solver and
// against what the job asked for, so that a generator bug is an error and
// never a printed puzzle.
func verify(ctx context.Context, j Job, p *gen.Puzzle) error {
	if p == nil {
		return errors.New("generator returned no puzzle")
	}
	if p.Kind != j.Kind.Name() {
		return fmt.Errorf("generated a %q puzzle, want %q", p.Kind, j.Kind.Name())
	}
	if j.Params.Grade != gen.AnyGrade && p.Grade != j.Params.Grade {
		return fmt.Errorf("generated grade %v, want %v", p.Grade, j.Params.Grade)
	}
	if err := gen.Check(ctx, j.Kind, p); err != nil {
		return fmt.Errorf("failed its own check: %w", err)
	}
	return nil
}

// duplicates returns the indexes of puzzles that repeat an earlier
// puzzle, or one whose PuzzleHash is taken, in order. Earlier puzzles
// keep their place, so the result depends only on the puzzles, not on
// which worker finished first.
func duplicates(out []Generated, taken map[string]bool) []int {
	seen := make(map[string]bool, len(out))
	var dups []int
	for i, g := range out {
		if seen[g.key] || len(taken) > 0 && taken[keyHash(g.key)] {
			dups = append(dups, i)
			continue
		}
		seen[g.key] = true
	}
	return dups
}

// PuzzleKey names p's class for finding repeats, so that a repeat has
// the same key: its kind's canonical form when the kind has one
// (gen.Canonicalizer), else its kind, shape and givens.
func PuzzleKey(k gen.Kind, p *gen.Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %dx%d", p.Kind, p.Rows, p.Cols)
	if c, ok := k.(gen.Canonicalizer); ok {
		if form := c.Canonical(p); form != "" {
			b.WriteString(" ~")
			b.WriteString(form)
			return b.String()
		}
	}
	for _, row := range p.Givens {
		b.WriteByte('/')
		for i, v := range row {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(v))
		}
	}
	return b.String()
}

// PuzzleHash names p's class in an archive: the SHA-256, in hex, of its
// PuzzleKey, the same for a puzzle and its disguises.
func PuzzleHash(k gen.Kind, p *gen.Puzzle) string {
	return keyHash(PuzzleKey(k, p))
}

// keyHash is PuzzleHash of a PuzzleKey.
func keyHash(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// jobName names a job in messages: "section 2 (Easy Sudoku), puzzle 7".
func jobName(j Job) string {
	if j.Title == "" {
		return fmt.Sprintf("section %d, puzzle %d", j.Section+1, j.Index+1)
	}
	return fmt.Sprintf("section %d (%s), puzzle %d", j.Section+1, j.Title, j.Index+1)
}

// ForEach calls fn for 0..n-1 on at most workers goroutines (0 means one
// per CPU), as Generate does, taking the indexes in order. The first error
// cancels the context given to the other calls and is returned; a
// cancelled ctx stops new calls and returns ctx's error.
//
// Each worker is one goroutine that takes the next index until none is
// left, not a goroutine a call: a goroutine starts on a small stack and
// copies it as it grows, so one a puzzle paid that growth a puzzle
// (about a tenth of the CPU of a small puzzle); a worker pays it once.
// With one worker (workers 1, or n 1) the calls run on the calling
// goroutine: a `gen -n 1` starts no goroutine for its puzzle, and the
// runtime wakes no other thread to run one.
func ForEach(ctx context.Context, n, workers int, fn func(ctx context.Context, i int) error) error {
	if min(workersOf(workers), n) == 1 {
		return forEachHere(ctx, n, fn)
	}
	g, gctx := errgroup.WithContext(ctx)
	var next atomic.Int64
	for range min(workersOf(workers), n) {
		g.Go(func() error {
			for {
				i := int(next.Add(1) - 1)
				if i >= n || gctx.Err() != nil {
					return nil
				}
				if err := fn(gctx, i); err != nil {
					return err
				}
			}
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	return ctx.Err()
}

// forEachHere is ForEach with one worker: the calls run in order on the
// calling goroutine, given a context cancelled when it returns, as the
// workers' is.
func forEachHere(ctx context.Context, n int, fn func(ctx context.Context, i int) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	for i := range n {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := fn(ctx, i); err != nil {
			return err
		}
	}
	return ctx.Err()
}
