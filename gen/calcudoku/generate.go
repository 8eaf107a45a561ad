package calcudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Generation fills a random Latin square (regions.Fill), cuts it into
// cages (layout.go), gives each cage an operation the options allow and
// its target, and asks whether the ladder cut at the grade asked for
// solves it, and at which grade (closure.go: the closure of the easy and
// medium rungs, then the grader from there); the puzzle kept is graded
// by the grader's own run. A puzzle the ladder solves has one solution:
// every step is a deduction that holds in any solution, so the steps
// that fill the grid prove it the only one (gen.Check confirms it with
// the solver, a book does so for every puzzle, and the tests with a
// counter of their own). A fresh layout the ladder cannot finish is
// dropped, or with fewer operations or hidden ones recut where it
// stalled; one it finds too easy has two cages merged, and when that makes it stall,
// the last layout it solved gets another merge or one cage a new
// operation instead (repair.go). A layout that does not reach the grade
// in maxRecuts changes (expertRecuts at expert up to 7x7) is dropped, and another cut from the same
// square, then from a new one.

// Budgets of one Generate call.
const (
	layoutsPerGrid = 8
	maxLayouts     = 4000
	// countBudget bounds the digits a count of solutions tries at
	// expert (closure.budget): at 6x6 half the counts that find two do
	// so within 2 tries, nine in ten within 11, and those that find one
	// take 12 on average, every one of them followed by the grader's run.
	countBudget = 8
)

// maker is a generator's working space: the closure, the board every
// run reads, the cycle swaps of the square and the cages read so far on
// an n x n grid. Generate calls take one from makers and give it back,
// so its arrays and cages serve the next puzzle too; it only spares
// work, and changes no puzzle.
type maker struct {
	n       int
	z       closure
	scratch board
	sw      swaps
	known   cageCache
	cut     cutScratch
	rater   rater
}

// makers holds the makers no Generate call is using.
var makers = sync.Pool{New: func() any { return new(maker) }}

// maxKnown bounds the cages a maker keeps: past it they are dropped.
const maxKnown = 1 << 13

// takeMaker takes a maker from the pool for n x n puzzles: the cages it
// has read are kept when they are of that size and not too many.
func takeMaker(n int) *maker {
	m := makers.Get().(*maker)
	if m.n != n || len(m.known) > maxKnown {
		m.n, m.known = n, cageCache{}
	}
	return m
}

// Generate makes one puzzle of exactly the grade asked for (any grade
// when none is), proven unique by the ladder. All randomness comes from
// rng.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := (Kind{}).Validate(p); err != nil {
		return nil, err
	}
	return Kind{}.generate(ctx, p, rng)
}

// generate is Generate without the check of p.
func (Kind) generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	n, target := p.Rows, p.Grade
	o, _ := opts(p)
	limit := target
	if limit == gen.AnyGrade {
		limit = gen.Expert
	}
	weights := sizeWeights[max(target, gen.Easy)]
	geo := regions.SharedLatin(n)
	var sol []int
	m := takeMaker(n)
	defer makers.Put(m)
	z, known, scratch, sw := &m.z, m.known, &m.scratch, &m.sw
	swapping := target != gen.Easy
	// A layout with every operation shown that stalls before any change
	// solved it is dropped for a fresh one: about a third of those the
	// ladder solves, against one recut layout in ten. Layouts of fewer
	// operations or hidden ones are seldom solved fresh, and recut.
	recutStalls := o.Operations != "" || o.HideOperations
	z.count = !recutStalls && n <= 7
	recuts := maxRecuts
	z.budget = 0
	if target == gen.Expert && z.count {
		recuts, z.budget = expertRecuts, countBudget
	}
	for try := range maxLayouts {
		if try%layoutsPerGrid == 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("calcudoku: generate: %w", err)
			}
			grid, ok, err := regions.Fill(ctx, geo, nil, rng, 0)
			if err != nil || !ok {
				return nil, fmt.Errorf("calcudoku: generate: no Latin square: %v", err)
			}
			sol = grid
			z.sol = sol
			if swapping {
				swapsOf(sw, sol, n)
			}
		}
		// The layout's cages are in m.cut until the next fresh layout:
		// the walk's changes share their cells, and the puzzle kept
		// copies them.
		cages := m.cut.withOps(cutLayout(&m.cut, n, target, o, weights, rng), sol, n, o.allowed(), o.HideOperations, rng)
		// easier is the last layout the ladder solved below the grade: a
		// change that makes it stall is dropped, and another tried from
		// it, so the walk stays near the edge of what the ladder solves.
		var easier []gen.Cage
		// near, when not nil, holds the cells of the cages a change of
		// easier made: easier allows no cycle swap (the ladder solved
		// it), so a swap cages allows touches one of them.
		var near *cellSet
		var nearSet cellSet
		for range recuts {
			var b *board
			solved, grade := false, gen.AnyGrade
			// A layout that allows a cycle swap of the square has two
			// solutions, so the ladder would stall: it does not run,
			// and the swap's cells are the ones a recut starts from.
			// (An easy closure costs less than listing the swaps.)
			twin := -1
			if swapping {
				twin = sw.allowedNear(cages, sol, n, near)
			}
			if twin >= 0 {
				z.empty = sw.cellsOf(twin, z.empty[:0])
			} else if b = scratch.read(n, nil, cages, known); z.load(b) {
				solved, grade = z.solves(limit)
			}
			if solved && (target == gen.AnyGrade || grade == target) {
				// The grader's own run gives the grade and score.
				r := m.rater.rate(b, limit)
				if r.Solved && (target == gen.AnyGrade || r.Grade == target) {
					pz := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gridOf(n, nil), Overlays: gen.Overlays{Cages: ownCages(cages)}}
					fillGivens(pz)
					pz.Solution = gridOf(n, sol)
					pz.Grade, pz.Score, pz.Technique = r.Grade, r.Score, r.Technique
					return pz, nil
				}
				solved = r.Solved
			}
			var ok bool
			from := easier
			switch {
			case solved:
				easier, from = cages, cages
				cages, ok = harden(cages, sol, n, o.allowed(), o.HideOperations, rng)
			case easier != nil && rng.IntN(2) == 0:
				cages, ok = reop(easier, sol, n, o.allowed(), o.HideOperations, rng)
			case easier != nil:
				cages, ok = harden(easier, sol, n, o.allowed(), o.HideOperations, rng)
			case recutStalls && len(z.empty) > 0:
				from = nil
				cages, ok = recut(cages, z.empty[rng.IntN(len(z.empty))], sol, n, o.allowed(), o.HideOperations, rng)
			}
			if !ok {
				break
			}
			near = nil
			if from != nil {
				nearSet = changed(from, cages, n)
				near = &nearSet
			}
		}
	}
	return nil, fmt.Errorf("calcudoku: generate: %v %dx%d after %d layouts: %w", target, n, n, maxLayouts, gen.ErrGradeRare)
}

// topGrade is the hardest grade the generator reaches at size n with
// options o within a few seconds (measured: docs/performance.md): a 3x3
// is easy; every grade at 4x4 to 7x7; at 8x8 and 9x9, expert with every
// operation or with additions and multiplications, hard with additions
// alone, hard (8x8) or medium (9x9) with additions and subtractions, and
// with the operations hidden hard at most on a 9x9.
func topGrade(n int, o Options) gen.Grade {
	switch {
	case n == 3:
		return gen.Easy
	case n <= 7:
		return gen.Expert
	}
	top := gen.Expert
	switch o.Operations {
	case "add":
		top = gen.Hard
	case "add-subtract":
		top = gen.Medium
		if n == 8 {
			top = gen.Hard
		}
	}
	if o.HideOperations && n == 9 {
		top = min(top, gen.Hard)
	}
	return top
}

// describe names o's operations for messages: "" for the defaults.
func (o Options) describe() string {
	s := ""
	if o.Operations != "" {
		s = " with operations " + o.Operations
	}
	if o.HideOperations {
		s += " (operations hidden)"
	}
	return s
}

// hint names another size or set of options that reaches grade at
// size n.
func (o Options) hint(n int, grade gen.Grade) string {
	if topGrade(n, Options{}) >= grade {
		return ", or operations all, shown"
	}
	for m := n - 1; m >= minSize; m-- {
		if topGrade(m, o) >= grade {
			return fmt.Sprintf(", or size %d", m)
		}
	}
	return ", or size 4"
}
