package killer

import (
	"context"
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
