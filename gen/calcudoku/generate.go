package calcudoku

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Generation fills a random Latin square (regions.Fill), cuts it into
// cages (layout.go), gives each cage an operation the options allow and
// its target, and grades the puzzle with the ladder cut at the grade
// asked for. A puzzle the ladder solves has one solution: every step is
// a deduction that holds in any solution, so the steps that fill the
// grid prove it the only one (gen.Check confirms it with the solver, a
// book does so for every puzzle, and the tests with a counter of their
// own). A layout whose grade is not the one asked for is dropped, and
// another cut from the same square, then from a new one.

// Budgets of one Generate call.
const (
	layoutsPerGrid = 8
	maxLayouts     = 20000
)

// Generate makes one puzzle of exactly the grade asked for (any grade
// when none is), proven unique by the ladder. All randomness comes from
// rng.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := (Kind{}).Validate(p); err != nil {
		return nil, err
	}
	n, target := p.Rows, p.Grade
	o, _ := opts(p)
	limit := target
	if limit == gen.AnyGrade {
		limit = gen.Expert
	}
	weights := sizeWeights[max(target, gen.Easy)]
	geo := geoms()[n]
	var sol []int
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
		}
		pz := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n)}
		pz.Cages = withOps(cutCages(n, weights, rng), sol, n, o.allowed(), o.HideOperations, rng)
		fillGivens(pz)
		r := rate(newBoard(pz), limit)
		if !r.Solved || (target != gen.AnyGrade && r.Grade != target) {
			continue
		}
		pz.Solution = grid(sol, n)
		pz.Grade, pz.Score, pz.Technique = r.Grade, r.Score, r.Technique
		return pz, nil
	}
	return nil, fmt.Errorf("calcudoku: generate: %v %dx%d after %d layouts: %w", target, n, n, maxLayouts, gen.ErrGradeRare)
}

// topGrade is the hardest grade the generator reaches at size n with
// options o, within its budget: measured on random layouts, a 3x3 is
// always easy; with every operation shown, a 4x4 is medium at most, a
// 5x5 hard, and 6x6 to 9x9 reach expert (about one layout in a hundred);
// with additions alone or with subtractions, 6x6 and 7x7 reach hard;
// otherwise medium.
func topGrade(n int, o Options) gen.Grade {
	switch {
	case n == 3:
		return gen.Easy
	case o.HideOperations || n == 4:
		return gen.Medium
	case o.Operations == "":
		if n == 5 {
			return gen.Hard
		}
		return gen.Expert
	case (o.Operations == "add" || o.Operations == "add-subtract") && (n == 6 || n == 7):
		return gen.Hard
	}
	return gen.Medium
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

// hint names another size or set of operations that reaches grade.
func (o Options) hint(n int, grade gen.Grade) string {
	for m := n; m <= maxSize; m++ {
		if all := (Options{HideOperations: o.HideOperations}); topGrade(m, all) >= grade {
			if m == n {
				return ", or operations all"
			}
			return fmt.Sprintf(", or size %d with operations all", m)
		}
	}
	return ""
}
