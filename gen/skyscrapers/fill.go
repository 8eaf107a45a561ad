package skyscrapers

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// A puzzle starts from a random Latin square. fillSquare draws the square
// regions.Fill draws on the plain n x n Latin geometry, from the same
// random numbers, on the closure with no clue (the naked and hidden
// singles of every row and column): the same search (branch on the first
// empty cell with the fewest heights left, its heights in a shuffled
// order; the singles between branches), so the same square. The singles
// reach the same grid whatever order they are applied in (each only
// removes heights), and a grid they break is broken whatever the order,
// so the search meets the same branches and draws the same shuffles.
// TestFillSquareAgrees compares the two.

// fillStack holds a search's closures, one a depth (grown as the search
// goes deeper: each branch fixes a cell, so at most n*n+1 of them), and
// the clues they read: none.
type fillStack struct {
	none   clues
	boards []closure
	square [maxSize * maxSize]int // the square found
}

// fillSquare returns a random n x n Latin square (regions.Fill's on
// latin(n) with rng), or the context's error. Its closures and the
// square are st's (the square until the next call).
func fillSquare(ctx context.Context, n int, rng *rand.Rand, st *fillStack) ([]int, error) {
	st.none = clues{n: n}
	if len(st.boards) == 0 {
		st.boards = make([]closure, 1, 2*n)
	}
	b := &st.boards[0]
	*b = closure{k: &st.none, hidden: 1<<(2*n) - 1}
	for x := range n * n {
		b.cand[x] = uint16(1)<<n - 1
	}
	nodes := 0
	sol, err := st.search(ctx, rng, 0, b.settle(), &nodes)
	if err != nil {
		return nil, fmt.Errorf("skyscrapers: fill: %w", err)
	}
	if sol == nil {
		return nil, fmt.Errorf("skyscrapers: fill: no %dx%d Latin square", n, n)
	}
	return sol, nil
}

// search fills the closure at depth, settled (ok: unbroken), branching
// on the first empty cell with the fewest heights left (each branch's
// closure the next one down), and returns the first square found (nil
// when there is none).
func (st *fillStack) search(ctx context.Context, rng *rand.Rand, depth int, ok bool, nodes *int) ([]int, error) {
	if *nodes++; *nodes&1023 == 0 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	if !ok {
		return nil, nil
	}
	b := &st.boards[depth]
	n := b.k.n
	best, bestN := -1, 99
	for x, m := range b.cand[:n*n] {
		if k := bits.OnesCount16(m); k > 1 && k < bestN {
			best, bestN = x, k
			if k == 2 {
				break
			}
		}
	}
	if best < 0 { // every cell has one height: a square
		sol := st.square[:n*n]
		for x, m := range b.cand[:n*n] {
			sol[x] = bits.TrailingZeros16(m) + 1
		}
		return sol, nil
	}
	var order [maxSize]uint16
	hs := order[:0]
	for m := b.cand[best]; m != 0; m &= m - 1 {
		hs = append(hs, m&-m)
	}
	rng.Shuffle(len(hs), func(i, j int) { hs[i], hs[j] = hs[j], hs[i] })
	if depth+1 == len(st.boards) {
		st.boards = append(st.boards, closure{})
	}
	for _, h := range hs {
		// Each time: a deeper search may have moved the boards.
		b, next := &st.boards[depth], &st.boards[depth+1]
		next.k = b.k
		next.from(b)
		next.keep(best, h)
		sol, err := st.search(ctx, rng, depth+1, next.settle(), nodes)
		if sol != nil || err != nil {
			return sol, err
		}
	}
	return nil, nil
}
