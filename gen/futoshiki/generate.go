package futoshiki

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Generation fills a random Latin square (regions.Fill), puts a sign
// between every two neighbours and gives every digit, then carves: it
// takes clues (signs and givens) away in a random order, keeping each
// removal that the ladder cut at the target grade still solves, and
// with a givens range none below its least. A puzzle the ladder solves has one solution: every step is a deduction
// that holds in any solution, so the steps that fill the grid prove it
// the only one (gen.Check confirms it with the solver before a book or
// gen prints it, and the tests with a counter of their own). A carving that leaves more givens than the
// range allows is dropped. When the
// carved puzzle's grade falls short of the target, the same square is
// carved again in another order, and after a few tries a new square is
// drawn.

// Budgets of one Generate call.
const (
	carvesPerSquare = 4
	maxSquares      = 2000 // squares before giving up with gen.ErrGradeRare
	checkCtxEvery   = 16   // givens tried between looks at ctx
	maxGroup        = 8    // the most signs taken away at once
)

// Generate makes one puzzle of exactly the grade asked for (easy when
// none is), proven unique by the grader's own complete deduction. All
// randomness comes from rng.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := (Kind{}).Validate(p); err != nil {
		return nil, err
	}
	n, target := p.Rows, p.Grade
	if target == gen.AnyGrade {
		target = gen.Easy
	}
	geo := latin(n)
	k := &rules{n: n}
	lad, fast := ladderOf(k), carveLadder(k)
	for range maxSquares {
		sol, ok, err := regions.Fill(ctx, geo, nil, rng, 0)
		if err != nil {
			return nil, fmt.Errorf("futoshiki: generate: %w", err)
		}
		if !ok {
			return nil, fmt.Errorf("futoshiki: generate: no %dx%d Latin square found", n, n)
		}
		for range carvesPerSquare {
			cells, signs, err := carve(ctx, geo, k, fast, sol, p, target, rng)
			if err != nil {
				return nil, fmt.Errorf("futoshiki: generate: %w", err)
			}
			if cells == nil {
				continue
			}
			k.signs, k.used = signs, nil
			if target > gen.Easy && solvesAt(geo, fast, cells, signs, target-1) {
				continue // too easy: the closure says so without a graded run
			}
			r := regions.Rate(geo, lad, cells, gen.Expert)
			if !r.Solved || r.Grade != target {
				continue
			}
			return &gen.Puzzle{
				Kind: "futoshiki", Rows: n, Cols: n,
				Overlays: gen.Overlays{Marks: marksOf(n, signs)},
				Givens:   gen.GridOf(n, cells), Solution: gen.GridOf(n, sol),
				Grade: r.Grade, Score: r.Score, Technique: r.Technique,
			}, nil
		}
	}
	return nil, fmt.Errorf("futoshiki: generate: %v %dx%d after %d squares: %w", target, n, n, maxSquares, gen.ErrGradeRare)
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
// fills the grid of cells with signs.
func solvesAt(geo *regions.Geometry, fast *regions.Ladder, cells []int, signs []sign, limit gen.Grade) bool {
	var z closure
	return z.load(geo.N, cells, signs) && z.solves(geo, fast, limit)
}

// allSigns returns the sign between every two neighbours of the full
// grid sol.
func allSigns(n int, sol []int) []sign {
	var out []sign
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

// carve takes clues from the full grid sol with every sign, in a random
// order, keeping each removal that the ladder (here the closure, with
// the rungs past medium from lad) cut at target still solves, and
// returns the givens and signs left. With p's givens range it stops
// taking givens at its least, and gives up (returning a puzzle that is
// not of the target grade) when the givens cannot go under its most (nil
// cells).
func carve(ctx context.Context, geo *regions.Geometry, k *rules, lad *regions.Ladder, sol []int, p gen.Params, target gen.Grade, rng *rand.Rand) ([]int, []sign, error) {
	n := geo.N
	cells := append([]int(nil), sol...)
	signs := allSigns(n, sol)
	on := make([]bool, len(signs))
	for i := range on {
		on[i] = true
	}
	// Clue i < n*n is the given of cell i; n*n+j is sign j. The givens
	// go first, so that the signs carry the puzzle, as in published
	// Futoshikis (a few givens and many signs).
	clues := rng.Perm(n * n)
	for _, j := range rng.Perm(len(signs)) {
		clues = append(clues, n*n+j)
	}
	left := n * n // givens left
	buf, idx := make([]sign, 0, len(signs)), make([]int, 0, len(signs))
	active := func() []sign {
		buf, idx = buf[:0], idx[:0]
		for j, s := range signs {
			if on[j] {
				buf, idx = append(buf, s), append(idx, j)
			}
		}
		return buf
	}
	k.signs = active()
	var z closure
	used := make([]bool, len(signs))
	// solves reports whether the ladder fills the grid of cells, or
	// with until 0 or more places that cell. A whole run that fills it
	// marks the signs it used; one that never narrowed a cell can go
	// with no run of its own, since the run without it is the same.
	solves := func(until int) bool {
		k.used = nil
		if !z.load(n, cells, k.signs) {
			return false
		}
		z.until = until
		if until < 0 {
			k.used = used[:len(k.signs)]
			clear(k.used)
			z.used = k.used
		}
		if !z.solves(geo, lad, target) {
			return false
		}
		if until < 0 {
			for i, u := range k.used {
				if !u {
					on[idx[i]] = false
				}
			}
		}
		return true
	}
	for i, x := range clues[:n*n] {
		if i%checkCtxEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
		}
		if p.HasGivens() && left == p.MinGivens {
			break
		}
		cells[x] = 0
		if !nakedSingle(n, cells, x) && !solves(x) {
			cells[x] = sol[x]
		} else {
			left--
		}
	}
	if p.HasGivens() && left > p.MaxGivens {
		return nil, nil, nil // too many givens left: the caller tries again
	}
	// The signs go a group at a time: a group whose removal the ladder
	// survives costs one run for all its signs, one it does not is tried
	// sign by sign. The group doubles after a success and halves after a
	// failure, since removals succeed early in a carving and fail late.
	rest := clues[n*n:]
	for group := 4; len(rest) > 0; {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		var g []int
		for len(rest) > 0 && len(g) < group {
			if x := rest[0]; on[x-n*n] {
				g = append(g, x)
			}
			rest = rest[1:]
		}
		for _, x := range g {
			on[x-n*n] = false
		}
		k.signs = active()
		if solves(-1) {
			group = min(2*group, maxGroup)
			continue
		}
		for _, x := range g {
			on[x-n*n] = true
		}
		if len(g) > 1 {
			for _, x := range g {
				if !on[x-n*n] { // gone with a run that did not use it
					continue
				}
				on[x-n*n] = false
				k.signs = active()
				if !solves(-1) {
					on[x-n*n] = true
				}
			}
		}
		group = max(group/2, 1)
	}
	return cells, sorted(active()), nil
}
