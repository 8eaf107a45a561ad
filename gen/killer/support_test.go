package killer

import (
	"context"
	"math/bits"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestSupport3Of checks the search's support of a cage of three cells,
// by its sets, against support3's, by its first two digits, on random
// candidates and sums of every size: the same verdict and the same
// digits for each cell.
func TestSupport3Of(t *testing.T) {
	rng := gentest.Seeded(3)
	for _, n := range []int{4, 6, 9} {
		full := uint16(1<<n - 1)
		for range 100000 {
			c := []uint16{uint16(rng.IntN(1 << n)), uint16(rng.IntN(1 << n)), uint16(rng.IntN(1 << n))}
			if rng.IntN(3) == 0 {
				c[rng.IntN(3)] = full
			}
			target := rng.IntN(3 * n)
			var want, got [3]uint16
			okWant := support3(c, target, want[:])
			okGot := support3Of(c, comboTables.of(n).of(3, target), got[:])
			if okGot != okWant || okWant && got != want {
				t.Fatalf("%dx%d, candidates %09b, sum %d: support3Of %v %09b, support3 %v %09b", n, n, c, target, okGot, got, okWant, want)
			}
		}
	}
}

// TestCheckedAgreesWithScan checks that checked.allowed, which checks
// again only the others a recut may have changed, returns what a check
// of every other in order returns, through the recuts of random layouts
// of random grids (9x9, with their swaps as the others).
func TestCheckedAgreesWithScan(t *testing.T) {
	ctx := context.Background()
	s := shapeFor(9, gen.Easy, defaultCageSize)
	allowedSeen := 0
	for seed := range uint64(30) {
		rng := gentest.Seeded(seed)
		sol, err := randomGrid(ctx, 9, rng)
		if err != nil {
			t.Fatal(err)
		}
		l, ok := cutCages(sol, 9, s, rng)
		if !ok {
			continue
		}
		c := checked{list: swaps(sol, 9)}
		for step := range 40 {
			var want *other
			for k := range c.list {
				if l.allows(sol, &c.list[k]) {
					want = &c.list[k]
					break
				}
			}
			got := c.allowed(l, sol)
			if got != want {
				t.Fatalf("seed %d, recut %d: checked.allowed gives %v, a scan of every other %v", seed, step, got, want)
			}
			if got == nil {
				break
			}
			allowedSeen++
			c.recut(l, sol, got, rng)
		}
	}
	if allowedSeen < 50 {
		t.Errorf("only %d layouts allowed a swap: the test checks little", allowedSeen)
	}
}

// TestRestrictCageIsExact keeps random cages of one to five cells, most
// of their cells down to one candidate, as the search does, and checks
// the result against the definitions: a cage of three cells or fewer
// keeps each cell to the digits some filling of the whole cage puts
// there (support3, supportSmall); a larger one to the digits of the sets
// that fit it (each cell holds a digit of the set, each digit a cell).
// Cages solved but for one cell, or solved, must give what those give.
func TestRestrictCageIsExact(t *testing.T) {
	rng := gentest.Seeded(5)
	shortcuts := 0
	for _, n := range []int{4, 6, 9} {
		b := &board{g: geoms.of(n)}
		full := uint16(1<<n - 1)
		for range 50000 {
			size := 1 + rng.IntN(min(5, n))
			cells := rng.Perm(n * n)[:size]
			target := size + rng.IntN(size*n)
			c := &cage{cells: cells, sum: target, sets: comboTables.of(n).of(size, target)}
			var st state
			cands := make([]uint16, size)
			open := 0
			for k, i := range cells {
				cands[k] = bit(1 + rng.IntN(n))
				if rng.IntN(3) == 0 {
					cands[k] |= uint16(rng.IntN(1 << n))
					open++
				}
				st.cand[i] = cands[k]
			}
			if open <= 1 {
				shortcuts++
			}
			want := make([]uint16, size)
			var okWant bool
			switch {
			case size <= 2:
				okWant = supportSmall(n, cands, target, want)
			case size == 3:
				okWant = support3(cands, target, want)
			default:
				allowed := uint16(0)
				for m := uint16(1); m <= full; m++ {
					if bits.OnesCount16(m) == size && maskSum(m) == target && setFits(cands, m) {
						allowed |= m
					}
				}
				okWant = allowed != 0
				for k := range want {
					want[k] = cands[k] & allowed
					okWant = okWant && want[k] != 0
				}
			}
			s := &search{b: b, full: full}
			okGot, _ := s.restrictCage(&st, c)
			if okGot != okWant {
				t.Fatalf("%dx%d, candidates %09b, sum %d: kept %v, want %v", n, n, cands, target, okGot, okWant)
			}
			for k, i := range cells {
				if okWant && st.cand[i] != want[k] {
					t.Fatalf("%dx%d, candidates %09b, sum %d: cell %d keeps %09b, want %09b", n, n, cands, target, k, st.cand[i], want[k])
				}
			}
		}
	}
	if shortcuts < 50000 {
		t.Fatalf("only %d cages solved or solved but for one cell", shortcuts)
	}
}
