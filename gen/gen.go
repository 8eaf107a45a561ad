package gen

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Kind is the contract every puzzle kind meets. Implementations are
// single-goroutine and safe to call from several goroutines at once (they
// keep no shared mutable state); long searches check ctx.Err every so many
// nodes so that a build can be cancelled and a puzzle's time limit kept.
// ctx.Err may read the clock (book's per-puzzle deadline does), so a search
// polls it every so many nodes rather than at each.
type Kind interface {
	// Name is the kind's name in configs and manifests, e.g. "sudoku".
	Name() string
	// Describe returns what the kind states about itself: its title and
	// the player's text (see Descriptor).
	Describe() Descriptor
	// Validate reports, before any work, whether p can be generated: sizes,
	// grades and options the kind supports. The error names the problem.
	Validate(p Params) error
	// Generate makes one puzzle of exactly the requested grade, proven
	// unique by the kind's own solver. All randomness comes from rng.
	Generate(ctx context.Context, p Params, rng *rand.Rand) (*Puzzle, error)
	// Solve counts the solutions of p.Givens up to two and returns the first
	// one found. Givens that break the rules give an error wrapping
	// ErrMalformed, never a zero count.
	Solve(ctx context.Context, p *Puzzle) (Solution, error)
	// Verify checks that p.Solution is complete, obeys the rules and agrees
	// with p.Givens. It does not search.
	Verify(p *Puzzle) error
	// Parse reads puzzles in the kind's text format. Errors wrap
	// ErrMalformed and name the line.
	Parse(r io.Reader) ([]*Puzzle, error)
	// Format writes the grid g (givens or solution) of p as text that Parse reads.
	Format(w io.Writer, p *Puzzle, g [][]int) error
	// Draw draws p (its givens, or with opt.Answer its solution) to fill
	// area on c, keeping its aspect ratio and centring it.
	Draw(c draw.Canvas, p *Puzzle, area draw.Rect, opt DrawOptions)
}

// DrawOptions selects how a puzzle is drawn.
type DrawOptions struct {
	Answer bool // draw the solution: givens bold, filled cells lighter
	// Clues keeps, in an answer, the clues an answer key leaves out
	// (AnswerTypeScaler: cages, sums), for a
	// worked example that shows how the solution meets them.
	Clues bool
	// Colour asks for screen colours where the kind has them (one hue a
	// path) and the canvas can draw them (a draw.Colourer: PNG only).
	// Kinds without colours ignore it; print stays grey.
	Colour bool
}

// Solution is the result of Kind.Solve.
type Solution struct {
	Count int     // 0, 1, or 2 meaning "two or more"
	Grid  [][]int // the first solution found; nil when Count is 0
	// Second is another solution when Count is 2 and the solver was asked
	// for it (SecondFinder.SolveTwo); nil otherwise.
	Second [][]int
}

// Errors that classify a puzzle. They are distinct: a malformed puzzle is
// never reported as having no solution.
var (
	ErrMalformed  = errors.New("malformed puzzle")
	ErrNoSolution = errors.New("no solution")
	ErrNotUnique  = errors.New("more than one solution")
	ErrGradeRare  = errors.New("requested grade not reached within the budget")
	// ErrTooLarge is the error of a puzzle larger than its kind's solver
	// takes in bounded memory and time; it wraps ErrMalformed, and the
	// message around it names the limit. An input reader takes it as a
	// puzzle it recognised, not as a sign that the input is one puzzle a
	// line.
	ErrTooLarge error = tooLarge{}
)

// tooLarge is ErrTooLarge, "too large: malformed puzzle": a type, where
// fmt.Errorf would run fmt at every process's start.
type tooLarge struct{}

func (tooLarge) Error() string { return "too large: " + ErrMalformed.Error() }
func (tooLarge) Unwrap() error { return ErrMalformed }

// Check verifies p completely with k: the solution obeys the rules and
// agrees with the givens, and the givens have exactly that one solution.
func Check(ctx context.Context, k Kind, p *Puzzle) error {
	if err := k.Verify(p); err != nil {
		return err
	}
	grid, err := SolveUnique(ctx, k, p)
	if err != nil {
		return err
	}
	if !EqualGrids(grid, p.Solution) {
		return errors.New("gen: the solver's solution differs from the recorded solution")
	}
	return nil
}

// SolveUnique solves p's givens with k and returns their one solution,
// or ErrNoSolution or ErrNotUnique.
func SolveUnique(ctx context.Context, k Kind, p *Puzzle) ([][]int, error) {
	s, err := k.Solve(ctx, p)
	if err != nil {
		return nil, err
	}
	switch s.Count {
	case 0:
		return nil, ErrNoSolution
	case 1:
		return s.Grid, nil
	}
	return nil, ErrNotUnique
}
