package skyscrapers

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestSeekerFindsSecondSolutions draws grids the closure stalls on
// (a square's clues, some taken away, and a few givens) and checks the
// seeker against the brute-force counter: it never reports a second
// solution of a grid with one, it finds one for most grids with several,
// and it leaves the closure it starts from as it was. Generated hard and
// expert puzzles, which have one solution, give it grids the closure
// stalls on with one solution.
func TestSeekerFindsSecondSolutions(t *testing.T) {
	stalled := 0
	for _, n := range []int{5, 6} {
		for _, g := range []gen.Grade{gen.Hard, gen.Expert} {
			for seed := range uint64(8) {
				p, err := Kind{}.Generate(t.Context(), gen.Params{Rows: n, Grade: g}, gentest.Seeded(seed))
				if err != nil {
					t.Fatal(err)
				}
				b, err := boardOf(p)
				if err != nil {
					t.Fatal(err)
				}
				c := closure{k: b.clues, maxOpen: n}
				if c.solves(b.givens) {
					continue
				}
				stalled++
				sol, err := regions.Flatten(n, p.Solution, "solution", 1)
				if err != nil {
					t.Fatal(err)
				}
				s := seeker{sol: sol}
				if s.other(&c) {
					t.Errorf("%dx%d %v seed %d: the seeker found a second solution of a generated puzzle", n, n, g, seed)
				}
			}
		}
	}
	if stalled < 16 {
		t.Errorf("the closure stalls on %d generated puzzles: too few", stalled)
	}
	for _, n := range []int{4, 5, 6} {
		geo := latin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 31))
		var s seeker
		unique, several, seen := 0, 0, 0
		for range 300 {
			sol, ok, err := regions.Fill(t.Context(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("no Latin square: %v", err)
			}
			k := solutionClues(sol, n)
			dropClues(k, rng, 3)
			givens := make([]int, n*n)
			for _, x := range rng.Perm(n * n)[:rng.IntN(n+1)] {
				givens[x] = sol[x]
			}
			c := closure{k: k, maxOpen: n}
			if c.solves(givens) {
				continue
			}
			before := c.cand
			s.sol = sol
			got := s.other(&c)
			if c.cand != before {
				t.Fatalf("%dx%d: the seeker changed the closure it started from", n, n)
			}
			p := &gen.Puzzle{Kind: "skyscrapers", Rows: n, Cols: n, Overlays: gen.Overlays{Edges: k.edges()}, Givens: gen.GridOf(n, givens)}
			count := bruteCount(p)
			switch {
			case count == 1 && got:
				t.Fatalf("%dx%d: the seeker found a second solution of a grid with one: clues %v %v, givens %v", n, n, k.front[:2*n], k.back[:2*n], givens)
			case count == 1:
				unique++
			case got:
				several++
				seen++
			default:
				several++
			}
		}
		if several < 50 || seen*4 < several*3 {
			t.Errorf("%dx%d: second solutions found for %d of %d grids with several: too few", n, n, seen, several)
		}
		t.Logf("%dx%d: %d grids with one solution, %d with several, a second found for %d", n, n, unique, several, seen)
	}
}

// dropClues takes each clue of k away with odds 1 in oneIn.
func dropClues(k *clues, rng *rand.Rand, oneIn int) {
	for l := range 2 * k.n {
		if rng.IntN(oneIn) == 0 {
			k.front[l] = 0
		}
		if rng.IntN(oneIn) == 0 {
			k.back[l] = 0
		}
	}
}
