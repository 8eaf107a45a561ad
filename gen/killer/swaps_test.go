package killer

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestSwaps checks the others swaps finds without a search on random
// grids: each keeps every row, column and box, differs from the grid in
// the cells it names and leaves givens alone; and every rectangle of four
// cells whose two digits can swap (found here by trying each one) is
// among them.
func TestSwaps(t *testing.T) {
	ctx := context.Background()
	total := 0
	for _, n := range []int{4, 6, 9} {
		g := geoms.of(n)
		for seed := range uint64(20) {
			rng := gentest.Seeded(seed)
			sol, err := randomGrid(ctx, n, rng)
			if err != nil {
				t.Fatal(err)
			}
			givens := gen.NewGrid(n, n)
			if seed%2 == 1 {
				give(sol, givens, n, rng)
			}
			found := withoutGivens(swaps(sol, n), givens)
			total += len(found)
			var grids [][]int
			for _, o := range found {
				grid := slices.Clone(sol)
				for k, i := range o.differ {
					if grid[i] == o.to[k] || givens[i/n][i%n] != 0 {
						t.Fatalf("%dx%d seed %d: swap %v keeps r%dc%d or changes a given", n, n, seed, o, i/n+1, i%n+1)
					}
					grid[i] = o.to[k]
				}
				if !slices.IsSorted(o.differ) || !keepsUnits(g, grid) {
					t.Fatalf("%dx%d seed %d: swap %v breaks a row, column or box (or is out of order)", n, n, seed, o)
				}
				grids = append(grids, grid)
			}
			for _, r := range rectangles(g, sol, givens) {
				if !slices.ContainsFunc(grids, func(x []int) bool { return slices.Equal(x, r) }) {
					t.Fatalf("%dx%d seed %d: swaps misses the rectangle %v", n, n, seed, r)
				}
			}
		}
	}
	if total == 0 {
		t.Fatal("no swap on 60 grids")
	}
}

// rectangles returns the grids sol makes by swapping the digits of four
// cells of two rows and two columns, tried one by one, that keep every
// row, column and box and no given.
func rectangles(g *geom, sol []int, givens [][]int) [][]int {
	n := g.n
	var out [][]int
	for r1 := range n {
		for r2 := r1 + 1; r2 < n; r2++ {
			for c1 := range n {
				for c2 := c1 + 1; c2 < n; c2++ {
					cells := []int{r1*n + c1, r1*n + c2, r2*n + c1, r2*n + c2}
					if slices.ContainsFunc(cells, func(i int) bool { return givens[i/n][i%n] != 0 }) {
						continue
					}
					grid := slices.Clone(sol)
					grid[cells[0]], grid[cells[1]], grid[cells[2]], grid[cells[3]] = sol[cells[1]], sol[cells[0]], sol[cells[3]], sol[cells[2]]
					if !slices.Equal(grid, sol) && keepsUnits(g, grid) {
						out = append(out, grid)
					}
				}
			}
		}
	}
	return out
}

// keepsUnits reports whether every row, column and box of grid holds
// each digit once.
func keepsUnits(g *geom, grid []int) bool {
	for _, u := range g.Units {
		seen := uint16(0)
		for _, i := range u {
			seen |= bit(grid[i])
		}
		if seen != 1<<g.n-1 {
			return false
		}
	}
	return true
}
