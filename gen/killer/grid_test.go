package killer

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestGridFillAgrees draws grids of every size with gridFill and with the
// cage solver's search on a board without cages (the way randomGrid drew
// them before), from the same seeds: the grids, and what is left of the
// rng after them, must be the same.
func TestGridFillAgrees(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 6, 9} {
		g := geoms.of(n)
		for seed := range uint64(1000) {
			r1, r2 := gentest.Seeded(seed), gentest.Seeded(seed)
			got, err := randomGrid(ctx, n, r1)
			if err != nil {
				t.Fatal(err)
			}
			b := &board{g: g, givens: make([]int, n*n)}
			var want []int
			for want == nil {
				for k := range min(n/g.boxRows, n/g.boxCols) {
					for j, d := range r2.Perm(n) {
						b.givens[(k*g.boxRows+j/g.boxCols)*n+k*g.boxCols+j%g.boxCols] = d + 1
					}
				}
				found, err := solve(ctx, b, 1, r2)
				if err != nil {
					t.Fatal(err)
				}
				if len(found) == 1 {
					want = found[0]
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%dx%d seed %d: gridFill drew %v, the search %v", n, n, seed, got, want)
			}
			if a, b := r1.Uint64(), r2.Uint64(); a != b {
				t.Fatalf("%dx%d seed %d: the rng is left at %d, want %d", n, n, seed, a, b)
			}
		}
	}
}
