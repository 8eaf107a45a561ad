package skyscrapers

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestTradesLeaveTwoSolutions draws Latin squares, shows a random half
// of their clues and a few givens, and checks that whenever a cycle swap
// keeps the clues shown the brute-force counter finds a second solution,
// and that the swaps do find some.
func TestTradesLeaveTwoSolutions(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 5, 6} {
		geo := latin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 25))
		fired := 0
		for range 150 {
			sol, ok, err := regions.Fill(ctx, geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			givens := make([]int, n*n)
			for _, c := range rng.Perm(n * n)[:rng.IntN(3)] {
				givens[c] = sol[c]
			}
			ts := trades(sol, givens, n)
			if len(ts) == 0 {
				t.Fatalf("%dx%d: no cycle swaps of %v", n, n, sol)
			}
			k := solutionClues(sol, n)
			dropClues(k, rng, 2)
			if !anyTrade(ts, k.shown()) {
				continue
			}
			fired++
			p := &gen.Puzzle{Kind: "skyscrapers", Rows: n, Cols: n, Givens: gen.GridOf(n, givens), Overlays: gen.Overlays{Edges: k.edges()}}
			if got := bruteCount(p); got != 2 {
				t.Fatalf("%dx%d: a swap keeps the clues, but brute force counts %d solutions of %v with clues %v", n, n, got, sol, k.edges())
			}
		}
		if fired < 20 {
			t.Errorf("%dx%d: a swap kept the clues of only %d puzzles of 150", n, n, fired)
		}
	}
}
