package futoshiki

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Generation fills a random Latin square (square) and carves it
// (carve.go): with a sign between every two neighbours it adds givens
// until the ladder cut at the target grade fills the grid, then takes
// away every given and sign the ladder can do without, so that each
// clue left is needed, and with a givens range none below its least. A
// puzzle the ladder solves has one solution: every step is a deduction
// that holds in any solution, so the steps that fill the grid prove it
// the only one (gen.Check confirms it with the solver before a book or
// gen prints it, and the tests with a counter of their own). A carving
// that leaves more givens than the range allows is dropped. When the
// carved puzzle's grade falls short of the target, the same square is
// carved again in another order, and after a few tries a new square is
// drawn.

// Budgets of one Generate call.
const (
	carvesPerSquare = 4
	maxSquares      = 2000 // squares before giving up with gen.ErrGradeRare
	checkCtxEvery   = 16   // givens or sign removals tried between looks at ctx
)

// Generate makes one puzzle of exactly the grade asked for (easy when
// none is), proven unique by the grader's own complete deduction. All
// randomness comes from rng. The puzzle and the errors are made by
// other functions, keeping this frame, under the whole carving, small.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := (Kind{}).Validate(p); err != nil {
		return nil, err
	}
	n, target := p.Rows, p.Grade
	if target == gen.AnyGrade {
		target = gen.Easy
	}
	geo := latin(n)
	cv := carvers.Get().(*carver)
	defer carvers.Put(cv)
	if cv.k == nil {
		cv.k = new(rules)
		cv.grader, cv.lad = ladderOf(cv.k), carveLadder(cv.k)
	}
	k := cv.k
	cv.geo, k.n = geo, n
	for range maxSquares {
		cv.square = square(cv.square, n, rng)
		sol := cv.square
		for range carvesPerSquare {
			cells, signs, err := cv.carve(ctx, sol, &p, target, rng)
			if err != nil {
				return nil, generateError(err)
			}
			if cells == nil {
				continue
			}
			k.signs, k.used = signs, nil
			if target > gen.Easy && solvesAt(&cv.z, geo, cv.lad, cells, signs, target-1) {
				continue // too easy: the closure says so without a graded run
			}
			if r := regions.Rate(geo, cv.grader, cells, gen.Expert); r.Solved && r.Grade == target {
				return puzzleOf(n, cells, signs, sol, &r), nil
			}
		}
	}
	return nil, tooRare(target, n)
}

// generateError wraps err, the carving's.
func generateError(err error) error { return fmt.Errorf("futoshiki: generate: %w", err) }

// tooRare is the error of a grade not made at size n after maxSquares
// squares.
func tooRare(target gen.Grade, n int) error {
	return fmt.Errorf("futoshiki: generate: %v %dx%d after %d squares: %w", target, n, n, maxSquares, gen.ErrGradeRare)
}

// puzzleOf returns the puzzle of givens cells and signs, with solution
// sol and rating r, copied: the givens and the solution share one
// array, and their rows one slice.
func puzzleOf(n int, cells []int, signs []sign, sol []int, r *regions.Rating) *gen.Puzzle {
	rows := rowsOf(n, append(append(make([]int, 0, 2*n*n), cells...), sol...))
	return &gen.Puzzle{
		Kind: "futoshiki", Rows: n, Cols: n,
		Overlays: gen.Overlays{Marks: marksOf(n, signs)},
		Givens:   rows[:n:n], Solution: rows[n:],
		Grade: r.Grade, Score: r.Score, Technique: r.Technique,
	}
}

// rowsOf returns the cells as rows of n, each a slice of cells (the rows
// cannot grow into the next): one allocation, where gen.GridOf makes a
// row at a time.
func rowsOf(n int, cells []int) [][]int {
	g := make([][]int, len(cells)/n)
	for r := range g {
		g[r] = cells[r*n : (r+1)*n : (r+1)*n]
	}
	return g
}

// nakedSingle reports whether the givens of cell x's row and column
// hold every digit but one: the ladder then places x at once, with no
// run.
func nakedSingle(n int, cells []int, x int) bool {
	var seen uint16
	r, c := x/n*n, x%n
	for j := range n {
		seen |= 1<<cells[r+j] | 1<<cells[j*n+c]
	}
	return bits.OnesCount16(seen>>1) == n-1
}

// solvesAt reports whether the ladder fast (carveLadder) cut at limit
// fills the grid of cells with signs, running on z's space.
func solvesAt(z *closure, geo *regions.Geometry, fast *regions.Ladder, cells []int, signs []sign, limit gen.Grade) bool {
	return z.load(geo.N, cells, signs) && z.solves(geo, fast, limit)
}

// allSigns appends to out the sign between every two neighbours of the
// full grid sol.
func allSigns(out []sign, n int, sol []int) []sign {
	for c := range n * n {
		for _, x := range [2]int{c + 1, c + n} {
			if (x == c+1 && c%n == n-1) || x >= n*n {
				continue
			}
			if sol[c] < sol[x] {
				out = append(out, sign{c, x})
			} else {
				out = append(out, sign{x, c})
			}
		}
	}
	return out
}
