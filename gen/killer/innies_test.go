package killer

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestInniesByDefinition builds the boards of random layouts (every size
// and grade) and checks the rule of 45's cages against their definition,
// found cell by cell: for each unit in order, its innies (its cells whose
// cage reaches out of it) and then its outies (the cells out of it of the
// cages that reach into it), with their sums, kept when they have 1 to
// maxInnies cells in one row, column or box and are neither a cage of the
// puzzle nor kept already; their cells in reading order.
func TestInniesByDefinition(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 6, 9} {
		g := geoms.of(n)
		for _, grade := range []gen.Grade{gen.Easy, gen.Medium, gen.Hard} {
			s := shapeFor(n, grade, defaultCageSize)
			for seed := range uint64(40) {
				rng := gentest.Seeded(seed)
				sol, err := randomGrid(ctx, n, rng)
				if err != nil {
					t.Fatal(err)
				}
				l, ok := cutCages(sol, n, s, rng)
				if !ok {
					continue
				}
				b := l.board(new(board), sol, gen.NewGrid(n, n))
				var want []string
				seen := map[string]bool{}
				for _, c := range b.cages[:b.real] {
					seen[fmt.Sprint(c.cells)] = true
				}
				for k, u := range g.Units {
					var in, out []int
					inner, outer := 0, 0
					for x, c := range b.cages[:b.real] {
						meets, whole := false, true
						for _, i := range c.cells {
							if slices.Contains(u, i) {
								meets = true
							} else {
								whole = false
							}
						}
						switch {
						case !meets:
						case whole:
							inner += c.sum
						default:
							outer += b.cages[x].sum
							for _, i := range c.cells {
								if slices.Contains(u, i) {
									in = append(in, i)
								} else {
									out = append(out, i)
								}
							}
						}
					}
					total := n * (n + 1) / 2
					for side, cells := range [][]int{in, out} {
						slices.Sort(cells)
						key := fmt.Sprint(cells)
						if len(cells) == 0 || len(cells) > maxInnies || !g.sameUnit(cells) || seen[key] {
							continue
						}
						seen[key] = true
						sum := [2]int{total - inner, outer + inner - total}[side]
						want = append(want, fmt.Sprintf("%v=%d %s", cells, sum, g.innieNames[side][k]))
					}
				}
				var got []string
				for _, c := range b.cages[b.real:] {
					got = append(got, fmt.Sprintf("%v=%d %s", c.cells, c.sum, c.from))
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%dx%d %v seed %d: the rule of 45's cages\n%v\nwant\n%v", n, n, grade, seed, got, want)
				}
			}
		}
	}
}
