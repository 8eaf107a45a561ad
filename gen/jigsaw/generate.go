package jigsaw

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Generation draws a layout (layout.go), fills it with a random grid
// (regions.Fill, a layout that has none found quickly is dropped), and
// carves the grid: it clears cells in a random order
// (with sym, each with its half-turn image), keeping a clearing when the
// ladder cut at the target grade still places the cleared cells, which
// means it still solves the whole puzzle (see regions.Reaches). A puzzle
// that the ladder solves has one solution: every step is a deduction
// that holds in any solution, so the steps that fill the grid prove it
// the only one (gen.Check confirms it with the solver, a book does so for
// every puzzle, and the tests with a counter of their own).
// When the carved puzzle's grade falls short of the target, the same
// grid is carved again in another order, and after a few tries a new
// layout is drawn.

// Budgets of one Generate call.
const (
	fillNodes     = 200  // search nodes to fill one layout: most that fill at all do within 200
	carvesPerGrid = 6    // carvings of one grid before drawing a new layout
	maxLayouts    = 4000 // layouts before giving up with gen.ErrGradeRare
	checkCtxEvery = 16   // cells cleared between looks at ctx
)

// Generate makes one puzzle of exactly the grade asked for (easy when
// none is), proven unique by the solver. All randomness comes from rng.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := (Kind{}).Validate(p); err != nil {
		return nil, err
	}
	n, target := p.Rows, p.Grade
	if target == gen.AnyGrade {
		target = gen.Easy
	}
	sym := p.Symmetry == gen.SymmetryRotational
	for range maxLayouts {
		layout := randomLayout(n, sym, rng)
		geo := regions.MustNew(n, layout, "region")
		sol, ok, err := regions.Fill(ctx, geo, nil, rng, fillNodes)
		if err != nil {
			return nil, fmt.Errorf("jigsaw: generate: %w", err)
		}
		if !ok {
			continue
		}
		lad := ladderFor(geo)
		for range carvesPerGrid {
			cells, err := carve(ctx, geo, lad, sol, target, sym, rng)
			if err != nil {
				return nil, fmt.Errorf("jigsaw: generate: %w", err)
			}
			r := regions.Rate(geo, lad, cells, gen.Expert)
			if !r.Solved || r.Grade != target {
				continue
			}
			return &gen.Puzzle{
				Kind: "jigsaw", Rows: n, Cols: n,
				Overlays: gen.Overlays{Regions: gen.GridOf(n, layout)},
				Givens:   gen.GridOf(n, cells), Solution: gen.GridOf(n, sol),
				Grade: r.Grade, Score: r.Score, Technique: r.Technique,
			}, nil
		}
	}
	return nil, fmt.Errorf("jigsaw: generate: %v %dx%d after %d layouts: %w", target, n, n, maxLayouts, gen.ErrGradeRare)
}

// carve clears the cells of a full grid sol in a random order, keeping
// each clearing that the ladder cut at target still solves, and returns
// the givens left.
func carve(ctx context.Context, geo *regions.Geometry, lad *regions.Ladder, sol []int, target gen.Grade, sym bool, rng *rand.Rand) ([]int, error) {
	cells := append([]int(nil), sol...)
	last := len(cells) - 1
	var pair [2]int
	for i, c := range rng.Perm(len(cells)) {
		if i%checkCtxEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if cells[c] == 0 {
			continue
		}
		cleared := pair[:1]
		cleared[0] = c
		if sym && last-c != c {
			cleared = append(cleared, last-c)
		}
		for _, x := range cleared {
			cells[x] = 0
		}
		if ok, _ := regions.Reaches(geo, lad, cells, target, cleared); !ok {
			for _, x := range cleared {
				cells[x] = sol[x]
			}
		}
	}
	return cells, nil
}
