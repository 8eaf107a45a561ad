package book

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Retry budgets. Both are deterministic: a retry's seed comes from the
// job's seed and the attempt number.
const (
	maxRareRetries = 8  // fresh seeds tried when the kind misses the grade
	maxDupRounds   = 20 // regenerations of a puzzle that repeats an earlier one
)

// Options tune the concurrent work. The zero value uses one worker per CPU.
type Options struct {
	Workers int // goroutines generating at once; 0 means runtime.NumCPU()
}

func (o Options) workers() int {
	if o.Workers > 0 {
		return o.Workers
	}
	return runtime.NumCPU()
}

// Generated is a puzzle made for a job and checked by its kind's solver.
type Generated struct {
	Job
	Puzzle  *gen.Puzzle
	Attempt int    // 0, or the retry that produced the puzzle
	Seed    uint64 // the seed the puzzle was generated from: AttemptSeed(Job.Seed, Attempt)
}

// Generate makes the puzzles of jobs with a pool of workers. Results are
// in the order of jobs, whatever order the workers finish in. Each puzzle
// is re-checked with gen.Check before it is returned, and no two puzzles
// share the same givens: a repeat is regenerated from a derived seed. The
// first error cancels the remaining work and is returned, naming the
// section and puzzle.
func Generate(ctx context.Context, jobs []Job, opt Options) ([]Generated, error) {
	out := make([]Generated, len(jobs))
	todo := make([]int, len(jobs)) // indexes of the jobs to (re)generate
	for i := range todo {
		todo[i] = i
	}
	for round := 0; len(todo) > 0; round++ {
		if round > maxDupRounds {
			j := jobs[todo[0]]
			return nil, fmt.Errorf("book: %s: no puzzle different from the others after %d tries; ask for fewer puzzles of this size and grade", jobName(j), maxDupRounds)
		}
		err := forEach(ctx, len(todo), opt.workers(), func(ctx context.Context, t int) error {
			i := todo[t]
			start := 0
			if round > 0 {
				start = out[i].Attempt + 1
			}
			g, err := generateOne(ctx, jobs[i], start)
			out[i] = g
			return err
		})
		if err != nil {
			return nil, err
		}
		todo = duplicates(out)
	}
	return out, nil
}

// generateOne makes and checks the puzzle of j, starting at attempt.
func generateOne(ctx context.Context, j Job, attempt int) (Generated, error) {
	for last := attempt + maxRareRetries; ; attempt++ {
		seed := AttemptSeed(j.Seed, attempt)
		p, err := j.Kind.Generate(ctx, j.Params, NewRand(seed))
		if errors.Is(err, gen.ErrGradeRare) && attempt < last && ctx.Err() == nil {
			continue
		}
		if err != nil {
			return Generated{}, fmt.Errorf("book: %s: %w", jobName(j), err)
		}
		if err := verify(ctx, j, p); err != nil {
			return Generated{}, fmt.Errorf("book: %s (seed %d): %w", jobName(j), seed, err)
		}
		return Generated{Job: j, Puzzle: p, Attempt: attempt, Seed: seed}, nil
	}
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

// duplicates returns the indexes of puzzles whose givens repeat an earlier
// puzzle's, in order. Earlier puzzles keep their place, so the result
// depends only on the puzzles, not on which worker finished first.
func duplicates(out []Generated) []int {
	seen := make(map[string]bool, len(out))
	var dups []int
	for i, g := range out {
		k := puzzleKey(g.Puzzle)
		if seen[k] {
			dups = append(dups, i)
			continue
		}
		seen[k] = true
	}
	return dups
}

// puzzleKey is a canonical text of a puzzle's kind, shape and givens.
func puzzleKey(p *gen.Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %dx%d", p.Kind, p.Rows, p.Cols)
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

// jobName names a job in messages: "section 2 (Easy Sudoku), puzzle 7".
func jobName(j Job) string {
	if j.Title == "" {
		return fmt.Sprintf("section %d, puzzle %d", j.Section+1, j.Index+1)
	}
	return fmt.Sprintf("section %d (%s), puzzle %d", j.Section+1, j.Title, j.Index+1)
}

// forEach calls fn for 0..n-1 on at most workers goroutines. The first
// error cancels the context given to the other calls and is returned; a
// cancelled ctx stops new calls and returns ctx's error.
func forEach(ctx context.Context, n, workers int, fn func(ctx context.Context, i int) error) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(workers)
	for i := range n {
		if gctx.Err() != nil {
			break
		}
		g.Go(func() error { return fn(gctx, i) })
	}
	if err := g.Wait(); err != nil {
		return err
	}
	return ctx.Err()
}
