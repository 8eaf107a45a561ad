package futoshiki

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestClosureAgreesWithGrader checks the generator's fast answer to
// "does the ladder cut at this grade solve these clues?" against the
// grader's own run (regions.Rate) on clue sets of every size thinned at
// random from full grids, at every grade.
func TestClosureAgreesWithGrader(t *testing.T) {
	ctx := context.Background()
	for n := minSize; n <= maxSize; n++ {
		geo := latin(n)
		solved := map[gen.Grade]int{}
		for seed := range uint64(60) {
			rng := gentest.Seeded(seed)
			sol, ok, err := regions.Fill(ctx, geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d seed %d: fill: %v", n, n, seed, err)
			}
			cells := append([]int(nil), sol...)
			for _, c := range rng.Perm(n * n)[:n*n*(60+int(seed%35))/100] {
				cells[c] = 0
			}
			var signs []sign
			for _, s := range allSigns(n, sol) {
				if rng.IntN(100) < 30+int(seed%50) {
					signs = append(signs, s)
				}
			}
			k := &rules{n: n, signs: signs}
			lad := ladderOf(k)
			for _, g := range gen.Grades {
				want := regions.Rate(geo, lad, cells, g).Solved
				var z closure
				got := z.load(n, cells, signs) && z.solves(geo, lad, g)
				if got != want {
					t.Errorf("%dx%d seed %d at %v: closure solves = %v, grader %v", n, n, seed, g, got, want)
				}
				if got {
					solved[g]++
				}
			}
		}
		t.Log(n, fmt.Sprint(solved))
	}
}
