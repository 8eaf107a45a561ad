package futoshiki

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestSquareIsLatin checks that square fills every row and column of
// grids of 4x4 to 9x9 with 1 to n once, and that one seed gives one
// square.
func TestSquareIsLatin(t *testing.T) {
	for n := minSize; n <= maxSize; n++ {
		for seed := range uint64(40) {
			sq := square(nil, n, gentest.Seeded(seed))
			if err := latin(n).Repeat(sq, "square"); err != nil {
				t.Errorf("%dx%d seed %d: %v", n, n, seed, err)
			}
			for c, v := range sq {
				if v < 1 || v > n {
					t.Fatalf("%dx%d seed %d: r%dc%d holds %d, want 1 to %d", n, n, seed, c/n+1, c%n+1, v, n)
				}
			}
			if again := square(nil, n, gentest.Seeded(seed)); !slices.Equal(again, sq) {
				t.Errorf("%dx%d seed %d: two squares from one seed", n, n, seed)
			}
		}
	}
}

// TestLazyReadsEnough checks the lazy run on clue sets thinned at random
// from full grids, at easy and medium: it fills the grid exactly when the
// whole closure does, and then the signs it read fill it alone.
func TestLazyReadsEnough(t *testing.T) {
	for n := minSize; n <= maxSize; n++ {
		filled := 0
		for seed := range uint64(40) {
			rng := gentest.Seeded(seed)
			sol := square(nil, n, rng)
			cells := append([]int(nil), sol...)
			for _, c := range rng.Perm(n * n)[:n*n*(70+int(seed%25))/100] {
				cells[c] = 0
			}
			signs := allSigns(nil, n, sol)
			for _, limit := range []gen.Grade{gen.Easy, gen.Medium} {
				var whole, lazy closure
				want := whole.load(n, cells, signs) && whole.close(limit) && whole.done()
				lazy.load(n, cells, signs)
				lazy.used = make([]bool, len(signs))
				reads := 0
				got := lazy.lazy(limit, func(int) { reads++ })
				if got != want {
					t.Fatalf("%dx%d seed %d at %v: lazy run fills = %v, whole closure %v", n, n, seed, limit, got, want)
				}
				if !got {
					continue
				}
				filled++
				var read []sign
				for i, u := range lazy.used {
					if u {
						read = append(read, signs[i])
					}
				}
				if len(read) != reads {
					t.Errorf("%dx%d seed %d at %v: %d signs marked, %d reads reported", n, n, seed, limit, len(read), reads)
				}
				var alone closure
				if !alone.load(n, cells, read) || !alone.close(limit) || !alone.done() {
					t.Errorf("%dx%d seed %d at %v: the %d signs read do not fill the grid alone", n, n, seed, limit, len(read))
				}
			}
		}
		if filled == 0 || filled == 80 {
			t.Errorf("%dx%d: %d of 80 runs filled the grid, want both verdicts tested", n, n, filled)
		}
	}
}

// TestEveryClueNeeded checks that a generated puzzle keeps no clue the
// ladder can do without: taking away any one given or sign leaves a
// puzzle the grader, cut at the puzzle's grade, cannot finish.
func TestEveryClueNeeded(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 5, 6} {
		geo := latin(n)
		for _, g := range gen.Grades {
			for seed := range uint64(4) {
				p, err := Kind{}.Generate(ctx, gen.Params{Rows: n, Grade: g}, gentest.Seeded(seed))
				if err != nil {
					t.Fatalf("%dx%d %v seed %d: %v", n, n, g, seed, err)
				}
				pz, err := read(p)
				if err != nil {
					t.Fatal(err)
				}
				solves := func(cells []int, signs []sign) bool {
					return regions.Rate(geo, ladderOf(&rules{n: n, signs: signs}), cells, g).Solved
				}
				for i := range pz.signs {
					if fewer := slices.Delete(slices.Clone(pz.signs), i, i+1); solves(pz.cells, fewer) {
						t.Errorf("%dx%d %v seed %d: solved at %v without the sign r%dc%d < r%dc%d", n, n, g, seed, g, pz.signs[i].lo/n+1, pz.signs[i].lo%n+1, pz.signs[i].hi/n+1, pz.signs[i].hi%n+1)
					}
				}
				for c, v := range pz.cells {
					if v == 0 {
						continue
					}
					fewer := slices.Clone(pz.cells)
					fewer[c] = 0
					if solves(fewer, pz.signs) {
						t.Errorf("%dx%d %v seed %d: solved at %v without the given at r%dc%d", n, n, g, seed, g, c/n+1, c%n+1)
					}
				}
			}
		}
	}
}
