package skyscrapers

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestClosureAgrees draws Latin squares, shows a random share of their
// clues and a few givens, and checks that the closure says the ladder
// cut at easy and at medium solves the grid exactly when the grader
// does, on 8000 grids, many of each outcome.
func TestClosureAgrees(t *testing.T) {
	for _, n := range []int{4, 5, 6, 7, 8} {
		geo := latin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 13))
		var solved, stalled [gen.Medium + 1]int
		for range 1000 {
			k, givens := drawGrid(t, geo, rng)
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

// TestClosureLeavesHard checks that the closure is not the whole ladder
// past medium, where the ladder has subsets, fish, wings and chains.
func TestClosureLeavesHard(t *testing.T) {
	for _, g := range []gen.Grade{gen.Hard, gen.Expert} {
		if _, whole := closureOpen(g); whole {
			t.Errorf("closure answers alone at %v", g)
		}
	}
}

// TestClosureKeepsForHard checks, on 4000 grids, that every grid the
// closure searching every clued line solves, the ladder cut at hard and
// at expert solves too (so keeping it without the grader keeps what the
// grader would), that solvesAt answers as the grader does, and that the
// closure solves many grids and stalls on many (random grids the grader
// alone solves are rare: TestClosureStallsOnExpert takes expert puzzles).
func TestClosureKeepsForHard(t *testing.T) {
	for _, n := range []int{4, 5, 6, 7, 8} {
		geo := latin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 25))
		var closed, graded, stalled int
		for range 400 {
			k, givens := drawGrid(t, geo, rng)
			lad := ladderOf(k)
			maxOpen, _ := closureOpen(gen.Expert)
			c := closure{k: k, maxOpen: maxOpen}
			byClosure := c.solves(givens)
			for _, target := range []gen.Grade{gen.Hard, gen.Expert} {
				want := regions.Rate(geo, lad, givens, target).Solved
				if byClosure && !want {
					t.Fatalf("%dx%d %v: closure solves, grader stalls: clues %v %v, givens %v", n, n, target, k.front[:2*n], k.back[:2*n], givens)
				}
				if got := solvesAt(geo, lad, k, givens, target); got != want {
					t.Fatalf("%dx%d %v: solvesAt says %v, grader %v", n, n, target, got, want)
				}
			}
			switch {
			case byClosure:
				closed++
			case regions.Rate(geo, lad, givens, gen.Expert).Solved:
				graded++
			default:
				stalled++
			}
		}
		if closed < 40 || stalled < 40 {
			t.Errorf("%dx%d: %d grids the closure solves, %d only the grader, %d neither: too few to compare", n, n, closed, graded, stalled)
		}
		t.Logf("%dx%d: %d grids the closure solves, %d only the grader, %d neither", n, n, closed, graded, stalled)
	}
}

// drawGrid fills a Latin square of geo, and returns a random share of its
// clues (three to ten tenths) and up to two thirds of its cells as givens.
func drawGrid(t *testing.T, geo *regions.Geometry, rng *rand.Rand) (*clues, []int) {
	n := geo.N
	sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
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
	return k, givens
}

// TestDeducedAgreesWithSolver checks that whenever deductions alone fill
// a grid, the solver's search finds that grid and no other, on grids of
// one, two or more solutions and none (a clue or a given changed).
func TestDeducedAgreesWithSolver(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 5, 6} {
		geo := latin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 31))
		deduced, broken := 0, 0
		for range 400 {
			k, givens := drawGrid(t, geo, rng)
			if rng.IntN(4) == 0 { // likely no solution
				if l := rng.IntN(2 * n); k.front[l] != 0 {
					k.front[l] = k.front[l]%n + 1
				} else {
					c := rng.IntN(n * n)
					givens[c] = givens[c]%n + 1
				}
			}
			count, first, _, err := regions.Two(ctx, geo, givens, constraint{cluesOf(k.edges(), n)})
			if err != nil {
				t.Fatal(err)
			}
			if count == 0 {
				broken++
			}
			grid, ok := k.deduced(givens)
			if !ok {
				continue
			}
			deduced++
			if count != 1 || !slices.Equal(grid, first) {
				t.Fatalf("%dx%d: deduced %v, solver finds %d solutions, the first %v", n, n, grid, count, first)
			}
		}
		if deduced < 40 || broken < 20 {
			t.Errorf("%dx%d: %d grids deduced, %d with no solution: too few to compare", n, n, deduced, broken)
		}
		t.Logf("%dx%d: %d deduced, %d with no solution", n, n, deduced, broken)
	}
}

// TestShortSearchAgrees checks shortSearch against lineSearch on random
// lines with zero to three empty cells, candidates and clues, many with
// orders and some without.
func TestShortSearchAgrees(t *testing.T) {
	found, none := agreesWithWalk(t, rand.New(rand.NewPCG(5, 7)), 20000, maxSize, shortLine, func(n, front, back int, cand []uint16) ([maxSize]uint16, bool) {
		var s shortSearch
		return s.narrow(front, back, cand)
	})
	if found < 1000 || none < 1000 {
		t.Errorf("%d lines with orders, %d without: too few of one", found, none)
	}
	t.Logf("%d lines with orders, %d without", found, none)
}

// TestClosureStallsOnExpert checks the other side of the shortcut on
// generated expert puzzles, which the closure cannot solve (the grader
// would then have used only its rungs): solvesAt must still say solved,
// by asking the grader.
func TestClosureStallsOnExpert(t *testing.T) {
	for _, n := range []int{5, 6} {
		for seed := range uint64(4) {
			p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: gen.Expert}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			b, err := boardOf(p)
			if err != nil {
				t.Fatal(err)
			}
			maxOpen, _ := closureOpen(gen.Expert)
			if c := (closure{k: b.clues, maxOpen: maxOpen}); c.solves(b.givens) {
				t.Errorf("%dx%d seed %d: closure solves an expert puzzle", n, n, seed)
			}
			lad := ladderOf(b.clues)
			if !solvesAt(b.geo, lad, b.clues, b.givens, gen.Expert) {
				t.Errorf("%dx%d seed %d: solvesAt refuses an expert puzzle", n, n, seed)
			}
			if solvesAt(b.geo, lad, b.clues, b.givens, gen.Hard) {
				t.Errorf("%dx%d seed %d: solvesAt says hard solves an expert puzzle", n, n, seed)
			}
		}
	}
}
