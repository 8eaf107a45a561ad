package calcudoku

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestClosureAgreesWithGrader cuts random layouts, 4x4 to 9x9, of the
// kinds the generator cuts (and some changed as its walk changes them),
// and checks that the closure's answer (closure.solves: solved or not,
// and the grade) is the grader's from the givens at every limit, with
// the solutions counted first at even sizes.
func TestClosureAgreesWithGrader(t *testing.T) {
	z := new(closure)
	checked, solved := 0, map[gen.Grade]int{}
	for n := 4; n <= maxSize; n++ {
		geo, known := regions.SharedLatin(n), cageCache{} // cages of one size
		z.count = n%2 == 0                                // with the count and without
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		for i := range 40 {
			sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			grade := gen.Grade(1 + i%4)
			cages := withOps(cutLayout(n, grade, Options{}, sizeWeights[grade], rng), sol, n, "+-×÷", false, rng)
			// Merges, as the generator's walk makes them, take layouts to
			// the harder grades.
			for range 8 {
				pz := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Overlays: gen.Overlays{Cages: cages}}
				fillGivens(pz)
				b := boardOf(n, pz.Givens, pz.Cages, known)
				for limit := gen.Easy; limit <= gen.Expert; limit++ {
					if !z.load(b) {
						t.Fatalf("%dx%d #%d: the givens clash", n, n, i)
					}
					got, g := z.solves(limit)
					want := rate(b, limit)
					if got != want.Solved || got && g != want.Grade {
						t.Errorf("%dx%d #%d at %v: closure says solved %v (%v), the grader %v (%v)", n, n, i, limit, got, g, want.Solved, want.Grade)
					}
					if got {
						solved[g]++
					}
					checked++
				}
				if cages, ok = harden(cages, sol, n, "+-×÷", false, rng); !ok {
					break
				}
			}
		}
	}
	for g := gen.Easy; g <= gen.Expert; g++ {
		if solved[g] == 0 {
			t.Errorf("no layout of the %d solved at %v: the test checks too little", checked, g)
		}
	}
}

// TestDigitExpos checks the table of the digits' exponents against
// factor.
func TestDigitExpos(t *testing.T) {
	for d := 1; d < len(digitExpos); d++ {
		if digitExpos[d] != factor(d) {
			t.Errorf("%d: table %v, factor %v", d, digitExpos[d], factor(d))
		}
	}
}

// TestSwappable checks that every domino layout swappable finds, 4x4 to
// 6x6, has two solutions by the brute-force counter, and that the
// layouts it passes over include unique ones.
func TestSwappable(t *testing.T) {
	found, passed := 0, 0
	for n := 4; n <= 6; n++ {
		geo := regions.SharedLatin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 11))
		for i := 0; i < 300 && found < 40*(n-3); i++ {
			sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			cages := withOps(pairCages(n, rng), sol, n, "+-×÷", false, rng)
			pz := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Overlays: gen.Overlays{Cages: cages}}
			fillGivens(pz)
			count := bruteCount(pz, 2)
			if swappable(cages, sol, n) {
				found++
				if count != 2 {
					t.Errorf("%dx%d #%d: swappable, but the counter finds %d solutions", n, n, i, count)
				}
			} else if count == 1 {
				passed++
			}
		}
	}
	t.Logf("%d swappable layouts, %d unique ones passed over", found, passed)
	if found == 0 || passed == 0 {
		t.Errorf("%d swappable layouts and %d unique ones: the test checks too little", found, passed)
	}
}
