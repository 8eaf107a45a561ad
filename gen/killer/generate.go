package killer

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxAttempts bounds the layouts tried for one puzzle of the grade asked
// for before the generator reports the grade rare.
const maxAttempts = 3000

// cutsPerGrid is how many layouts are cut from one grid before a new one
// is made: a grid costs about as much as two proofs.
const cutsPerGrid = 3

// Generate makes a random solved grid, cuts it into cages (recutting
// around a cell two solutions disagree on until the solver finds one
// left), adds the givens the params ask for, and grades it; a layout
// easier than the grade asked for has cages merged until it reaches it
// (toGrade), each merge proven unique by the grader finishing it. It
// tries new grids until the grade is the one asked for. All randomness
// comes from rng.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := (Kind{}).Validate(p); err != nil {
		return nil, err
	}
	growStack(p.Rows)
	n := p.Rows
	o, _ := opts(p)
	s := shapeFor(n, p.Grade, o.cageLimit())
	var sol []int
	var givens [][]int
	var known []other          // sol's swaps
	b := boards.Get().(*board) // the proofs' and the ratings' boards, in turn
	defer boards.Put(b)
	for attempt := range maxAttempts {
		if attempt%cutsPerGrid == 0 {
			var err error
			if sol, err = randomGrid(ctx, n, rng); err != nil {
				return nil, fmt.Errorf("killer: %w", err)
			}
			known = b.swapped.find(sol, n)
		}
		if givens == nil || p.HasGivens() { // without givens, one empty grid serves every attempt
			givens = gen.NewGrid(n, n)
		}
		if p.HasGivens() {
			give(sol, givens, p.MinGivens+rng.IntN(p.MaxGivens-p.MinGivens+1), rng)
		}
		l, err := uniqueLayout(ctx, b, sol, n, s, givens, known, rng)
		if err != nil {
			return nil, fmt.Errorf("killer: %w", err)
		}
		if l == nil {
			continue
		}
		r, ok := toGrade(b, l, sol, givens, s.most, p.Grade, rng)
		if !ok {
			continue
		}
		g := geoms.of(n)
		pz := &gen.Puzzle{Kind: "killer", Rows: n, Cols: n, BoxRows: g.boxRows, BoxCols: g.boxCols, Givens: givens}
		pz.Cages = l.cages(sol)
		pz.Solution = gen.GridOf(n, sol)
		pz.Grade, pz.Score, pz.Technique = r.grade, r.score, r.technique
		return pz, nil
	}
	return nil, fmt.Errorf("killer: %v %dx%d: %w", p.Grade, n, n, gen.ErrGradeRare)
}

// give copies count random digits of sol into givens.
func give(sol []int, givens [][]int, count int, rng *rand.Rand) {
	n := len(givens)
	for _, i := range rng.Perm(n * n)[:count] {
		givens[i/n][i%n] = sol[i]
	}
}

// growStack gives the goroutine's stack room for the searches below
// Generate while it is still shallow. A book makes each puzzle on a new
// goroutine, whose stack starts small: grown in the middle of a search,
// the runtime copied it with every frame of the recursion, about a
// twentieth of a 9x9 easy's time in the process.
//
//go:noinline
func growStack(x int) byte {
	var room [stackRoom]byte
	return room[x%stackRoom]
}

// stackRoom is the stack a 9x9 easy's searches and ratings take, about.
const stackRoom = 16 << 10
