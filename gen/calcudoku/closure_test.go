package calcudoku

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestClosureAgreesWithGrader cuts random layouts, 4x4 to 9x9, of the
// kinds the generator cuts (and some changed as its walk changes them),
// and checks that the closure's answer (closure.solves: solved or not,
// and whether the grade is limit) is the grader's from the givens at
// every limit, with the solutions counted first at even sizes (as the
// generator counts them, given the square and a budget, half the time).
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
			// The count as the generator runs it, with the square and a
			// budget, and without them.
			z.sol, z.budget = nil, 0
			if i%2 == 0 {
				z.sol, z.budget = sol, countBudget
			}
			grade := gen.Grade(1 + i%4)
			cages := withOps(cutLayout(nil, n, grade, Options{}, sizeWeights[grade], rng), sol, n, "+-×÷", false, rng)
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
					// The grade is exact when it is limit; below it, a
					// closure's, the grade needed is at most it.
					if got != want.Solved || got && ((g == limit) != (want.Grade == limit) || want.Grade > g) {
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

// TestSwaps checks that every cycle swap swapsOf lists makes another
// Latin square, and that every layout that allows one, 4x4 to 6x6, with
// every operation, hidden ones or additions alone, has two solutions by
// the brute-force counter, while the layouts it passes over include
// unique ones.
func TestSwaps(t *testing.T) {
	var sw swaps
	for n := 4; n <= 6; n++ {
		geo := regions.SharedLatin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 11))
		found, passed := 0, 0
		for i := 0; i < 150; i++ {
			sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			swapsOf(&sw, sol, n)
			if i < 20 {
				checkSwaps(t, &sw, sol, n)
			}
			allowed, hide := "+-×÷", i%3 == 1
			cells := pairCages(nil, n, rng)
			if i%3 == 2 {
				allowed, cells = "+", cutCages(n, sizeWeights[gen.Medium], rng)
			}
			cages := withOps(cells, sol, n, allowed, hide, rng)
			pz := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Overlays: gen.Overlays{Cages: cages}}
			fillGivens(pz)
			count := bruteCount(pz, 2)
			if k := sw.allowed(cages, sol, n); k >= 0 {
				found++
				if count != 2 {
					t.Errorf("%dx%d #%d: allows swap %v, but the counter finds %d solutions", n, n, i, sw.cellsOf(k, nil), count)
				}
			} else if count == 1 {
				passed++
			}
		}
		t.Logf("%dx%d: %d layouts allow a swap, %d unique ones passed over", n, n, found, passed)
		if found == 0 || passed == 0 {
			t.Errorf("%dx%d: %d layouts allow a swap and %d unique ones pass: the test checks too little", n, n, found, passed)
		}
	}
}

// TestAllowedNear checks that a change of a layout that allows no swap
// (a merge or a new operation, as the generator's walk makes) allows the
// swap allowed finds, or none, when only the swaps that touch the
// changed cages are read, 4x4 to 9x9; and that the changes tried include
// some that allow a swap.
func TestAllowedNear(t *testing.T) {
	var sw swaps
	for n := 4; n <= 9; n++ {
		geo := regions.SharedLatin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 12))
		caught := 0
		for i := 0; i < 300; i++ {
			sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			swapsOf(&sw, sol, n)
			from := withOps(pairCages(nil, n, rng), sol, n, "+-×÷", false, rng)
			if sw.allowed(from, sol, n) >= 0 {
				continue
			}
			to, ok := harden(from, sol, n, "+-×÷", false, rng)
			if i%2 == 1 {
				to, ok = reop(from, sol, n, "+-×÷", false, rng)
			}
			if !ok {
				continue
			}
			want := sw.allowed(to, sol, n)
			near := changed(from, to, n)
			if got := sw.allowedNear(to, sol, n, &near); got != want {
				t.Errorf("%dx%d #%d: allowedNear gives swap %d, allowed %d", n, n, i, got, want)
			}
			if want >= 0 {
				caught++
			}
		}
		if caught == 0 {
			t.Errorf("%dx%d: no change allows a swap: the test checks too little", n, n)
		}
	}
}

// checkSwaps fails t unless each of sw's swaps turns sol into another
// Latin square.
func checkSwaps(t *testing.T, sw *swaps, sol []int, n int) {
	t.Helper()
	if sw.len() < n {
		t.Errorf("%dx%d: %d swaps, want at least %d (the two-row swaps alone)", n, n, sw.len(), n*(n-1)/2)
	}
	for k := range sw.len() {
		alt := slices.Clone(sol)
		for j := sw.at[k]; j < sw.at[k+1]; j++ {
			alt[sw.cells[j]] = int(sw.digits[j])
		}
		if slices.Equal(alt, sol) {
			t.Errorf("%dx%d: swap %d changes nothing", n, n, k)
		}
		for u := range n {
			var row, col uint16
			for p := range n {
				row |= bit(alt[u*n+p])
				col |= bit(alt[p*n+u])
			}
			if full := uint16(1)<<n - 1; row != full || col != full {
				t.Fatalf("%dx%d: swap %d of %v gives %v, not a Latin square", n, n, k, sol, alt)
			}
		}
	}
}

// TestClosedGrid checks Solve's short cut on random layouts, 4x4 to 6x6:
// every grid closedGrid fills is the layout's solution and the
// brute-force counter finds it the only one, it fills some layouts and
// leaves others (those with two solutions among them) to the search, and
// the search within the marks it leaves counts what the counter counts.
func TestClosedGrid(t *testing.T) {
	for n := 4; n <= 6; n++ {
		geo := regions.SharedLatin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 12))
		filled, left, twos := 0, 0, 0
		for i := range 120 {
			sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			cages := withOps(cutCages(n, sizeWeights[gen.Grade(1+i%4)], rng), sol, n, "+-×÷", i%5 == 4, rng)
			pz := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Overlays: gen.Overlays{Cages: cages}}
			fillGivens(pz)
			count := bruteCount(pz, 2)
			b := newBoard(pz)
			grid, marks := closedGrid(new(closure), b)
			switch {
			case grid != nil && (count != 1 || !slices.Equal(grid, sol)):
				t.Errorf("%dx%d #%d: closedGrid fills %v, the counter finds %d solutions, the layout's is %v", n, n, i, grid, count, sol)
			case grid != nil:
				filled++
			case marks == nil:
				t.Errorf("%dx%d #%d: closedGrid finds a contradiction in a layout of a Latin square", n, n, i)
			default:
				if got, _, _ := regions.Count(context.Background(), b.geo, b.givens, 2, marks); got != count {
					t.Errorf("%dx%d #%d: the search within the closure's marks finds %d solutions, the counter %d", n, n, i, got, count)
				}
				left++
				if count > 1 {
					twos++
				}
			}
		}
		t.Logf("%dx%d: %d filled, %d left (%d with two solutions)", n, n, filled, left, twos)
		if filled == 0 || twos == 0 {
			t.Errorf("%dx%d: %d filled and %d with two solutions left: the test checks too little", n, n, filled, twos)
		}
	}
}

// TestLineWordsShared checks the line words of cages read from random
// layouts, 4x4 to 9x9, which wordsCache shares among cages of the same
// tuples and line cells, against the words made afresh from each cage's
// own tuples and lines; dominoes across and down share tuples but not
// words, so a cache that mixed them fails here.
func TestLineWordsShared(t *testing.T) {
	shared := 0
	for n := 4; n <= 9; n++ {
		geo := regions.SharedLatin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 13))
		for i := range 40 {
			sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			for _, cg := range withOps(pairCages(nil, n, rng), sol, n, "+-×÷", i%5 == 4, rng) {
				c := readCage(cg, n)
				wordsCache.RLock()
				was := wordsCache.m[wordsKey{tuples: first(c.tuples), ats: atsOf(c)}] != nil
				wordsCache.RUnlock()
				got := c.inLines()
				want := make([]uint64, len(c.tuples))
				for k, tu := range c.tuples {
					for l, ln := range c.lines {
						want[k] |= uint64(ln.digits(tu)) << (field * l)
					}
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%dx%d: cage %v: line words %x, want %x", n, n, cg, got, want)
				}
				if was {
					shared++
				}
			}
		}
	}
	if shared == 0 {
		t.Error("no cage took its line words from the cache: the test checks too little")
	}
}

// first returns the address of ts's first element, nil when it has none.
func first(ts []uint64) *uint64 {
	if len(ts) == 0 {
		return nil
	}
	return &ts[0]
}

// atsOf returns the cells of each of c's lines, as wordsKey names them.
func atsOf(c *cage) (ats [maxCage + 1]uint8) {
	for l, ln := range c.lines {
		ats[l] = ln.at
	}
	return ats
}

// TestTwoSolutions checks the search from the closure at hard against
// the brute-force counter on random layouts, 4x4 to 6x6, that the
// closure leaves unfilled (with two solutions and with one), and that it
// leaves the closure's marks as they were.
func TestTwoSolutions(t *testing.T) {
	for n := 4; n <= 6; n++ {
		geo := regions.SharedLatin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 15))
		ones, twos := 0, 0
		for i := 0; i < 3000 && (ones < 40 || twos < 40); i++ {
			sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			cells := pairCages(nil, n, rng)
			if i%2 == 1 {
				cells = cutCages(n, sizeWeights[gen.Expert], rng)
			}
			cages := withOps(cells, sol, n, "+-×÷", i%5 == 4, rng)
			pz := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Overlays: gen.Overlays{Cages: cages}}
			fillGivens(pz)
			z := new(closure)
			if !z.load(newBoard(pz)) || !z.close(gen.Medium) || !z.close(gen.Hard) {
				t.Fatalf("%dx%d #%d: the closure finds a contradiction in a layout of a Latin square", n, n, i)
			}
			if z.left == 0 {
				continue
			}
			cand, vals, left := z.cand, z.vals, z.left
			// Half the layouts, of both cuts, with the square they were
			// cut from.
			var from []int
			if i%4 < 2 {
				from = sol
			}
			two := z.twoSolutions(from)
			if count := bruteCount(pz, 2); two != (count > 1) {
				t.Errorf("%dx%d #%d: twoSolutions says %v, the counter finds %d solutions", n, n, i, two, count)
			}
			if z.cand != cand || z.vals != vals || z.left != left {
				t.Errorf("%dx%d #%d: twoSolutions changed the closure's marks", n, n, i)
			}
			if two {
				twos++
			} else {
				ones++
			}
		}
		t.Logf("%dx%d: %d unfilled layouts with one solution, %d with two", n, n, ones, twos)
		if ones < 10 || twos < 10 {
			t.Errorf("%dx%d: %d with one solution and %d with two: the test checks too little", n, n, ones, twos)
		}
	}
}
