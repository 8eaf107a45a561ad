package futoshiki

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestSolveAgreesWithEngine checks the check's own search against the
// shared engine's (regions.Two with the signs as its constraint) on clue
// sets of every size thinned at random from full grids, some signs
// turned round: the same count, and the same first and second solutions,
// since both branch on the same cell in the same order.
func TestSolveAgreesWithEngine(t *testing.T) {
	ctx := context.Background()
	var sc scratch
	verdicts := map[int]int{}
	for n := 1; n <= maxSize; n++ {
		geo := latin(n)
		for seed := range uint64(80) {
			rng := gentest.Seeded(seed)
			sol, ok, err := regions.Fill(ctx, geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d seed %d: fill: %v", n, n, seed, err)
			}
			cells := slices.Clone(sol)
			for _, c := range rng.Perm(n * n)[:n*n*(70+int(seed%30))/100] {
				cells[c] = 0
			}
			var signs []sign
			for _, s := range allSigns(nil, n, sol) {
				if rng.IntN(100) < 20+int(seed%60) {
					if rng.IntN(40) == 0 {
						s = sign{s.hi, s.lo} // most such clue sets have no solution
					}
					signs = append(signs, s)
				}
			}
			signs = sortSigns(signs)
			want, wantFirst, wantSecond, err := regions.Two(ctx, geo, cells, constraint(signs))
			if err != nil {
				t.Fatal(err)
			}
			got, first, second, err := countSolutions(ctx, n, cells, signs, &sc, true)
			if err != nil {
				t.Fatal(err)
			}
			if got != want || !slices.Equal(first, wantFirst) || !slices.Equal(second, wantSecond) {
				t.Errorf("%dx%d seed %d: %d solutions, first %v, second %v; engine %d, %v, %v", n, n, seed, got, first, second, want, wantFirst, wantSecond)
			}
			verdicts[want]++
		}
	}
	for count := range 3 {
		if verdicts[count] < 20 {
			t.Errorf("%d clue sets with %d solutions, want 20 or more of each verdict tested", verdicts[count], count)
		}
	}
}
