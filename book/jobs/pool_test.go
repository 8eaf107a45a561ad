package jobs

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/toy"
)

// toyKind is the fast stand-in for a real kind (internal/toy).
type toyKind = toy.Kind

// toyJobs plans a book of sections with seed 1, a config's default.
func toyJobs(sections ...Section) []Job {
	return Plan(1, sections)
}

// easyToys asks for count easy toy puzzles of size x size, titled as a
// config titles them.
func easyToys(size, count int) Section {
	return Section{
		Title:  fmt.Sprintf("Easy Toy %dx%d", size, size),
		Kind:   toyKind{},
		Params: gen.Params{Rows: size, Cols: size, Grade: gen.Easy},
		Count:  count,
	}
}

// TestGenerateNoDuplicates asks for more 2x2 toy puzzles than random
// draws give distinct, so the pool must regenerate repeats, and must do
// so the same way whatever the number of workers.
func TestGenerateNoDuplicates(t *testing.T) {
	jobs := toyJobs(easyToys(2, 12))
	var keys [][]string
	for _, workers := range []int{1, 3, 8} {
		gs, err := Generate(context.Background(), jobs, Options{Workers: workers})
		if err != nil {
			t.Fatalf("%d workers: %v", workers, err)
		}
		seen := map[string]int{}
		var ks []string
		retried := 0
		for i, g := range gs {
			k := g.key
			if j, dup := seen[k]; dup {
				t.Errorf("%d workers: puzzle %d repeats puzzle %d", workers, i+1, j+1)
			}
			seen[k] = i
			ks = append(ks, k)
			if g.Attempt > 0 {
				retried++
			}
			if g.Seed != AttemptSeed(g.Job.Seed, g.Attempt) {
				t.Errorf("%d workers: puzzle %d: got seed %#x, want AttemptSeed(job seed, %d)", workers, i+1, g.Seed, g.Attempt)
			}
		}
		if retried == 0 {
			t.Errorf("%d workers: got no regenerated puzzle; the test no longer exercises duplicates", workers)
		}
		keys = append(keys, ks)
	}
	for i := 1; i < len(keys); i++ {
		if strings.Join(keys[i], " ") != strings.Join(keys[0], " ") {
			t.Errorf("got different puzzles with different worker counts:\n%v\n%v", keys[0], keys[i])
		}
	}
}

func TestGenerateTooFewDistinct(t *testing.T) {
	jobs := toyJobs(easyToys(1, 2))
	_, err := Generate(context.Background(), jobs, Options{})
	want := "jobs: section 1 (Easy Toy 1x1), puzzle 2: no puzzle different from the others after 20 tries"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v, want an error starting %q", err, want)
	}
}

// brokenKind wraps toyKind with a generator that fails in a chosen way on
// one puzzle.
type brokenKind struct {
	toyKind
	fail func(p *gen.Puzzle) error
}

func (k brokenKind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	pz, err := k.toyKind.Generate(ctx, p, rng)
	if err != nil {
		return nil, err
	}
	return pz, k.fail(pz)
}

func TestGenerateErrors(t *testing.T) {
	// Puzzles of the 3x3 toy whose first digit is 3 are sabotaged.
	tests := []struct {
		name string
		fail func(p *gen.Puzzle) error
		want string
	}{
		{"generator error", func(p *gen.Puzzle) error {
			if p.Givens[0][0] == 3 {
				return errors.New("toy: out of ideas")
			}
			return nil
		}, "toy: out of ideas"},
		{"wrong solution", func(p *gen.Puzzle) error {
			if p.Givens[0][0] == 3 {
				p.Solution[0][0] = 1
			}
			return nil
		}, "failed its own check: toy: malformed puzzle: given at r1c1 disagrees with the solution"},
		{"not unique", func(p *gen.Puzzle) error {
			if p.Givens[0][0] == 3 {
				p.Givens[0][0] = 0
			}
			return nil
		}, "failed its own check: more than one solution"},
		{"wrong grade", func(p *gen.Puzzle) error {
			if p.Givens[0][0] == 3 {
				p.Grade = gen.Expert
			}
			return nil
		}, "generated grade expert, want easy"},
		{"grade always rare", func(p *gen.Puzzle) error {
			if p.Givens[0][0] == 3 {
				return gen.ErrGradeRare
			}
			return nil
		}, "", // a rare grade is retried with another seed and succeeds
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			jobs := toyJobs(easyToys(3, 1), titled("Tricky", easyToys(3, 30)))
			for i := range jobs {
				jobs[i].Kind = brokenKind{fail: tt.fail}
			}
			_, err := Generate(context.Background(), jobs, Options{Workers: 4})
			if tt.want == "" {
				if err != nil {
					t.Errorf("got %v, want no error", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("got no error, want %q", tt.want)
			}
			if !strings.HasPrefix(err.Error(), "jobs: section ") || !strings.HasSuffix(err.Error(), tt.want) {
				t.Errorf("got %q, want \"jobs: section N (TITLE), puzzle M...: %s\"", err, tt.want)
			}
		})
	}
}

func TestGenerateCancelled(t *testing.T) {
	jobs := toyJobs(easyToys(5, 100))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, jobs, Options{Workers: 2}); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
}

func ExampleJobSeed() {
	fmt.Printf("%#x\n", JobSeed(42, 0, 0))
	// Output: 0x4edf2d7914ea0872
}

// titled is s with the title title.
func titled(title string, s Section) Section {
	s.Title = title
	return s
}

// slowKind is the toy whose generator, on the seeds stall picks, works
// until its context ends.
type slowKind struct {
	toyKind
	stall func(rng *rand.Rand) bool
}

func (k slowKind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if k.stall(rng) {
		<-ctx.Done()
		return nil, fmt.Errorf("toy: %w", ctx.Err())
	}
	return k.toyKind.Generate(ctx, p, rng)
}

func TestGenerateGivesUp(t *testing.T) {
	tests := []struct {
		name string
		kind gen.Kind
		want string // "" when the puzzles are made after retries
	}{
		{"grade never reached", brokenKind{fail: func(*gen.Puzzle) error { return gen.ErrGradeRare }},
			"requested grade not reached within the budget: 9 attempts from different seeds, up to 20ms each, made no 3x3 toy easy puzzle; it is too rare at this size, so ask for another grade or size"},
		{"always out of time", slowKind{stall: func(*rand.Rand) bool { return true }},
			"9 attempts from different seeds, up to 20ms each, made no 3x3 toy easy puzzle (the last ran out of time)"},
		{"sometimes out of time", slowKind{stall: func(rng *rand.Rand) bool { return rng.IntN(3) == 0 }}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			jobs := toyJobs(easyToys(3, 6))
			for i := range jobs {
				jobs[i].Kind = tt.kind
			}
			gs, err := Generate(context.Background(), jobs, Options{Workers: 3, PuzzleTimeout: 20 * time.Millisecond})
			if tt.want == "" {
				if err != nil || len(gs) != 6 {
					t.Errorf("%s: got %d puzzles and %v, want 6 and no error", tt.name, len(gs), err)
				}
				return
			}
			if !errors.Is(err, gen.ErrGradeRare) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("%s: got %v, want an error wrapping ErrGradeRare containing %q", tt.name, err, tt.want)
			}
		})
	}
}

// canonToy is the toy whose puzzles are the same when they hold the same
// digits in any order, so that repeats are common.
type canonToy struct{ toyKind }

func (canonToy) Canonical(p *gen.Puzzle) string {
	var ds []int
	for _, row := range p.Givens {
		ds = append(ds, row...)
	}
	slices.Sort(ds)
	return fmt.Sprint(ds)
}

func TestGenerateCanonicalRepeats(t *testing.T) {
	jobs := toyJobs(easyToys(2, 5))
	for i := range jobs {
		jobs[i].Kind = canonToy{}
	}
	gs, err := Generate(context.Background(), jobs, Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	// Five 2x2 grids of 1s and 2s: the multisets are {1111}, {1112}, ...,
	// {2222}, so all five forms must appear once each.
	seen := map[string]bool{}
	for i, g := range gs {
		form := canonToy{}.Canonical(g.Puzzle)
		if seen[form] {
			t.Errorf("puzzle %d repeats form %s", i+1, form)
		}
		seen[form] = true
	}
	if len(seen) != 5 {
		t.Errorf("got %d forms, want 5", len(seen))
	}
}

// TestAttemptRemakes checks that Attempt, given the job and the seed of a
// puzzle GenerateOne made, makes that puzzle again with no retry, as
// rebuilding a puzzle from its record needs, and that it does not retry
// a seed whose grade is missed.
func TestAttemptRemakes(t *testing.T) {
	rare := brokenKind{fail: func(p *gen.Puzzle) error {
		if p.Givens[0][0] == 3 {
			return gen.ErrGradeRare
		}
		return nil
	}}
	retried := 0
	for _, j := range toyJobs(easyToys(3, 20)) {
		j.Kind = rare
		g, err := GenerateOne(context.Background(), j, 0, 0)
		if err != nil {
			t.Fatalf("puzzle %d: %v", j.Number, err)
		}
		p, err := Attempt(context.Background(), g.Job, g.Seed, 0)
		if err != nil {
			t.Fatalf("puzzle %d, attempt %d: %v", j.Number, g.Attempt, err)
		}
		if !gen.EqualGrids(p.Givens, g.Puzzle.Givens) {
			t.Errorf("puzzle %d, attempt %d: got givens %v, want %v", j.Number, g.Attempt, p.Givens, g.Puzzle.Givens)
		}
		if g.Attempt == 0 {
			continue
		}
		retried++
		if _, err := Attempt(context.Background(), j, j.Seed, 0); !errors.Is(err, gen.ErrGradeRare) {
			t.Errorf("puzzle %d from its first seed: got %v, want ErrGradeRare", j.Number, err)
		}
	}
	if retried == 0 {
		t.Error("got no puzzle made by a retry; the test no longer remakes one")
	}
}

// TestForEachWorkers checks that ForEach calls fn once for each index
// whatever the number of workers, 0 meaning one per CPU.
func TestForEachWorkers(t *testing.T) {
	for _, workers := range []int{0, 1, 3} {
		calls := make([]atomic.Int32, 50)
		err := ForEach(context.Background(), len(calls), workers, func(_ context.Context, i int) error {
			calls[i].Add(1)
			return nil
		})
		if err != nil {
			t.Fatalf("%d workers: %v", workers, err)
		}
		for i := range calls {
			if n := calls[i].Load(); n != 1 {
				t.Errorf("%d workers: index %d: got %d calls, want 1", workers, i, n)
			}
		}
	}
}
