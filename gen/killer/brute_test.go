package killer

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// bruteCount counts the solutions of p up to limit by plain backtracking
// over whole cages, with nothing of the solver: it lists every filling of
// each cage (different digits from 1 to n that make its sum and agree
// with its givens), then fills, at each step, the open cage with the
// fewest fillings its row, column and box neighbours still allow. It is
// a second, independent proof of uniqueness.
func bruteCount(p *gen.Puzzle, limit int) int {
	n := p.Rows
	br, bc := 2, 2
	switch n {
	case 6:
		br, bc = 2, 3
	case 9:
		br, bc = 3, 3
	}
	fillings := make([][][]int, len(p.Cages))
	for k, cg := range p.Cages {
		fillings[k] = cageFillings(n, cg, p.Givens)
	}
	// used[r], used[n+c], used[2n+b]: the digits a row, column or box holds.
	used := make([]uint16, 3*n)
	houses := func(x gen.Cell) (int, int, int) {
		return x.Row, n + x.Col, 2*n + x.Row/br*(n/bc) + x.Col/bc
	}
	fits := func(cg gen.Cage, f []int) bool {
		for j, x := range cg.Cells {
			r, c, b := houses(x)
			if (used[r]|used[c]|used[b])&(1<<f[j]) != 0 {
				return false
			}
		}
		return true
	}
	set := func(cg gen.Cage, f []int) {
		for j, x := range cg.Cells {
			r, c, b := houses(x)
			used[r] ^= 1 << f[j]
			used[c] ^= 1 << f[j]
			used[b] ^= 1 << f[j]
		}
	}
	done := make([]bool, len(p.Cages))
	count := 0
	var fill func(left int)
	fill = func(left int) {
		if left == 0 {
			count++
			return
		}
		best, fewest := -1, 0
		for k, cg := range p.Cages {
			if done[k] {
				continue
			}
			fit := 0
			for _, f := range fillings[k] {
				if fits(cg, f) {
					fit++
				}
			}
			if best < 0 || fit < fewest {
				best, fewest = k, fit
			}
			if fit <= 1 {
				break // none fits, or one: no cage can do better
			}
		}
		if fewest == 0 {
			return
		}
		cg := p.Cages[best]
		done[best] = true
		for _, f := range fillings[best] {
			if count >= limit {
				break
			}
			if fits(cg, f) {
				set(cg, f)
				fill(left - 1)
				set(cg, f)
			}
		}
		done[best] = false
	}
	fill(len(p.Cages))
	return count
}

// cageFillings lists the fillings of cg: a digit from 1 to n per cell,
// all different, adding up to its target, each given kept.
func cageFillings(n int, cg gen.Cage, givens [][]int) [][]int {
	var out [][]int
	f := make([]int, len(cg.Cells))
	var next func(j, sum int, seen uint16)
	next = func(j, sum int, seen uint16) {
		if j == len(f) {
			if sum == cg.Target {
				out = append(out, append([]int(nil), f...))
			}
			return
		}
		g := givens[cg.Cells[j].Row][cg.Cells[j].Col]
		for v := 1; v <= n && sum+v <= cg.Target; v++ {
			if seen&(1<<v) == 0 && (g == 0 || g == v) {
				f[j] = v
				next(j+1, sum+v, seen|1<<v)
			}
		}
	}
	next(0, 0, 0)
	return out
}

// TestUniqueByBruteForce checks the generator's proof of uniqueness with
// bruteCount on 220 generated puzzles: 100 4x4, 100 6x6, 16 9x9 medium
// and 4 9x9 expert.
func TestUniqueByBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 220 puzzles")
	}
	for _, tc := range []struct {
		n, count int
		grade    gen.Grade
	}{{4, 100, gen.Easy}, {6, 100, gen.Medium}, {9, 16, gen.Medium}, {9, 4, gen.Expert}} {
		for seed := range uint64(tc.count) {
			p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: tc.n, Grade: tc.grade}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			if got := bruteCount(p, 2); got != 1 {
				t.Errorf("%dx%d seed %d: brute force finds %d solutions, want 1", tc.n, tc.n, seed, got)
			}
		}
	}
}

// TestBruteCountSeesTwo checks that the counter finds a second solution
// where there is one: a 4x4 whose cages are its rows.
func TestBruteCountSeesTwo(t *testing.T) {
	p, err := Kind{}.Parse(stringsReader("................ AAAABBBBCCCCDDDD 10,10,10,10\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := bruteCount(p[0], 2); got != 2 {
		t.Errorf("rows as cages: got %d solutions, want 2 (the counter stops at 2)", got)
	}
}

// TestAnotherAgreesWithBruteForce checks the generator's proof, the
// search for a solution other than the grid, against bruteCount on the
// first cuts of random grids (most have other solutions): another finds
// one exactly when the counter finds two, and the one it finds keeps
// every rule; the layout then allows it, and a recut where the two
// differ is checked the same way.
func TestAnotherAgreesWithBruteForce(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 6} {
		s := shapeFor(n, gen.Easy, defaultCageSize)
		others := 0
		for seed := range uint64(60) {
			sol, l, rng, ok := randomCut(t, n, s, seed)
			if !ok {
				continue
			}
			givens := gen.NewGrid(n, n)
			for range 2 { // the cut, then a recut
				p := &gen.Puzzle{Kind: "killer", Rows: n, Cols: n, Givens: givens}
				p.Cages = l.cages(sol)
				other, _, err := another(ctx, l.board(new(board), sol, givens), sol, 0)
				if err != nil {
					t.Fatal(err)
				}
				if got, want := other != nil, bruteCount(p, 2) == 2; got != want {
					t.Fatalf("%dx%d seed %d: another finds another solution %v, brute force %v", n, n, seed, got, want)
				}
				if other == nil {
					break
				}
				others++
				p.Solution = gen.GridOf(n, other)
				if err := (Kind{}).Verify(p); err != nil || slices.Equal(other, sol) {
					t.Fatalf("%dx%d seed %d: another gave %v, the grid itself or breaking a rule (%v)", n, n, seed, other, err)
				}
				o := otherOf(sol, other)
				if !l.allows(sol, &o) {
					t.Fatalf("%dx%d seed %d: the layout does not allow the solution found on it", n, n, seed)
				}
				new(checked).recut(l, sol, &o, rng)
			}
		}
		if others < 10 {
			t.Errorf("%dx%d: only %d cuts had other solutions: the test checks little", n, n, others)
		}
	}
}

// randomCut returns a random n x n grid from seed and the first cut of
// its cages to shape s, when one is made, with the random source it
// leaves.
func randomCut(t *testing.T, n int, s shape, seed uint64) ([]int, *layout, *rand.Rand, bool) {
	t.Helper()
	rng := gentest.Seeded(seed)
	sol, err := randomGrid(context.Background(), n, rng)
	if err != nil {
		t.Fatal(err)
	}
	l, ok := cutCages(sol, n, s, rng)
	return sol, l, rng, ok
}
