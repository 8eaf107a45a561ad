package skyscrapers

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestClosureAgrees draws Latin squares, shows a random share of their
// clues and a few givens, and checks that the closure says the ladder
// cut at easy and at medium solves the grid exactly when the grader
// does, on 8000 grids, many of each outcome.
func TestClosureAgrees(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 5, 6, 7, 8} {
		geo := latin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 13))
		var solved, stalled [gen.Medium + 1]int
		for range 1000 {
			sol, ok, err := regions.Fill(ctx, geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			k := solutionClues(sol, n)
			keep := 3 + rng.IntN(8) // in tenths
			for l := range 2 * n {
				if rng.IntN(10) >= keep {
					k.front[l] = 0
				}
				if rng.IntN(10) >= keep {
					k.back[l] = 0
				}
			}
			givens := make([]int, n*n)
			for _, c := range rng.Perm(n * n)[:rng.IntN(n*n*2/3+1)] {
				givens[c] = sol[c]
			}
			lad := ladderOf(k)
			for _, target := range []gen.Grade{gen.Easy, gen.Medium} {
				want := regions.Rate(geo, lad, givens, target).Solved
				if got := solvesAt(geo, lad, k, givens, target); got != want {
					t.Fatalf("%dx%d %v: closure says solved %v, grader %v: clues %v %v, givens %v", n, n, target, got, want, k.front[:2*n], k.back[:2*n], givens)
				}
				if want {
					solved[target]++
				} else {
					stalled[target]++
				}
			}
		}
		for _, target := range []gen.Grade{gen.Easy, gen.Medium} {
			if solved[target] < 40 || stalled[target] < 40 {
				t.Errorf("%dx%d %v: %d grids solved and %d stalled: too few of one to compare", n, n, target, solved[target], stalled[target])
			}
			t.Logf("%dx%d %v: %d solved, %d stalled", n, n, target, solved[target], stalled[target])
		}
	}
}

// TestClosureLeavesHard checks that the closure is not used past medium,
// where the ladder has subsets, fish, wings and chains.
func TestClosureLeavesHard(t *testing.T) {
	for _, g := range []gen.Grade{gen.Hard, gen.Expert} {
		if _, ok := closureOpen(g); ok {
			t.Errorf("closure answers at %v", g)
		}
	}
}
