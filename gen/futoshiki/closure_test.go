package futoshiki

import (
	"context"
	"math/rand/v2"
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
			for _, s := range allSigns(nil, n, sol) {
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
		for _, g := range gen.Grades {
			if solved[g] == 0 || solved[g] == 60 {
				t.Errorf("%dx%d at %v: %d of 60 clue sets solved, want both verdicts tested", n, n, g, solved[g])
			}
		}
	}
}

// TestClosureAgreesOnGeneratedPuzzles checks the closure against the
// grader where the hard and expert rungs decide: on generated puzzles of
// every grade, whole and with one sign or given more taken away, at
// every limit.
func TestClosureAgreesOnGeneratedPuzzles(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 5, 6, 7} {
		geo := latin(n)
		for _, g := range gen.Grades {
			for seed := range uint64(6) {
				rng := gentest.Seeded(seed)
				p, err := Kind{}.Generate(ctx, gen.Params{Rows: n, Grade: g}, rng)
				if err != nil {
					t.Fatalf("%dx%d %v seed %d: %v", n, n, g, seed, err)
				}
				pz, err := read(p)
				if err != nil {
					t.Fatal(err)
				}
				thinner := append([]int(nil), pz.cells...)
				signs := pz.signs
				if i := rng.IntN(len(signs) + 1); i < len(signs) {
					signs = append(append([]sign(nil), signs[:i]...), signs[i+1:]...)
				} else {
					for c := range thinner {
						if thinner[c] != 0 {
							thinner[c] = 0
							break
						}
					}
				}
				for _, v := range []struct {
					cells []int
					signs []sign
				}{{pz.cells, pz.signs}, {thinner, signs}} {
					k := &rules{n: n, signs: v.signs}
					lad, fast := ladderOf(k), carveLadder(k)
					for _, limit := range gen.Grades {
						want := regions.Rate(geo, lad, v.cells, limit).Solved
						if got := solvesAt(new(closure), geo, fast, v.cells, v.signs, limit); got != want {
							t.Errorf("%dx%d %v seed %d (%d signs) at %v: closure solves = %v, grader %v", n, n, g, seed, len(v.signs), limit, got, want)
						}
					}
				}
			}
		}
	}
}

// TestClosureLooksEverywhereNeeded checks that the closure, which looks
// only at the cells, units and signs a change reached, stops at the
// marks a closure that looks at every one of them each round reaches,
// on clue sets thinned at random from full grids, at easy and medium.
func TestClosureLooksEverywhereNeeded(t *testing.T) {
	ctx := context.Background()
	for n := minSize; n <= maxSize; n++ {
		geo := latin(n)
		for seed := range uint64(40) {
			rng := gentest.Seeded(seed)
			sol, ok, err := regions.Fill(ctx, geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d seed %d: fill: %v", n, n, seed, err)
			}
			cells := append([]int(nil), sol...)
			for _, c := range rng.Perm(n * n)[:n*n*(70+int(seed%30))/100] {
				cells[c] = 0
			}
			var signs []sign
			for _, s := range allSigns(nil, n, sol) {
				if rng.IntN(100) < 20+int(seed%40) {
					signs = append(signs, s)
				}
			}
			for _, limit := range []gen.Grade{gen.Easy, gen.Medium} {
				var fast, every closure
				if !fast.load(n, cells, signs) || !fast.close(limit) {
					t.Fatalf("%dx%d seed %d at %v: the closure finds a clash in a true grid's clues", n, n, seed, limit)
				}
				if !every.load(n, cells, signs) || !every.closeEverywhere(limit) {
					t.Fatalf("%dx%d seed %d at %v: the full closure finds a clash in a true grid's clues", n, n, seed, limit)
				}
				if fast.left != every.left || fast.cand != every.cand {
					t.Errorf("%dx%d seed %d at %v: the closure stops with %d cells empty, looking everywhere %d (or other marks)", n, n, seed, limit, fast.left, every.left)
				}
			}
		}
	}
}

// closeEverywhere is close looking at every cell, unit and sign in each
// round, and reports false on a contradiction.
func (z *closure) closeEverywhere(limit gen.Grade) bool {
	z.limit = limit
	for changed := true; changed && !z.done(); {
		changed = false
		z.wakeAll()
		z.findSingles()
		if !z.signPass(limit, &changed) || !z.singles(&changed) {
			return false
		}
	}
	return true
}

// TestFirstMost checks the word-at-a-time scan of the lazy run's counts
// against a plain loop, on lengths with and without a partial word.
func TestFirstMost(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 2000 {
		counts := make([]uint8, rng.IntN(90))
		for i := range counts {
			switch rng.IntN(40) {
			case 0:
				counts[i] = 127 // the largest firstMost takes
			case 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13:
			default:
				counts[i] = uint8(rng.IntN(19))
			}
		}
		if trial%7 == 0 {
			clear(counts)
		}
		want, most := -1, uint8(0)
		for i, k := range counts {
			if k > most {
				want, most = i, k
			}
		}
		if got := firstMost(counts); got != want {
			t.Fatalf("firstMost(%v) = %d, want %d", counts, got, want)
		}
	}
}

// TestLazyReadsFewestLeftFirst checks the easy lazy run's choice on a 4x4
// grid with 1 and 2 given in the top row: the sign r3c1 < r3c2 takes two
// digits (4 and 1) and leaves each cell two, the sign r1c3 < r1c4 takes
// one (4) and leaves r1c3 a single 3, so it is read first though it
// takes fewer. At medium the count is the digits taken alone: by
// propagation both take two, and the first in order is read first.
func TestLazyReadsFewestLeftFirst(t *testing.T) {
	cells := []int{
		1, 2, 0, 0,
		0, 0, 0, 0,
		0, 0, 0, 0,
		0, 0, 0, 0,
	}
	signs := []sign{{lo: 8, hi: 9}, {lo: 2, hi: 3}}
	for _, tc := range []struct {
		limit gen.Grade
		want  int
	}{{gen.Easy, 1}, {gen.Medium, 0}} {
		var z closure
		if !z.load(4, cells, signs) {
			t.Fatal("the givens clash")
		}
		z.used = make([]bool, len(signs))
		read := []int{}
		z.lazy(tc.limit, func(i int) { read = append(read, i) })
		if len(read) == 0 || read[0] != tc.want {
			t.Errorf("at %v the lazy run read signs %v, want sign %d first", tc.limit, read, tc.want)
		}
	}
}
