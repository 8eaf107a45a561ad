package killer

import (
	"reflect"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestWatchKeepsSteps explains random layouts (4x4, 6x6 and 9x9, cut as
// for each grade, most of them not graded or not unique) with the easy
// rungs watching where they found nothing and with them looking
// everywhere every time: the steps, their text, the grid reached and the
// rating must be the same.
func TestWatchKeepsSteps(t *testing.T) {
	steps := 0
	for _, n := range []int{4, 6, 9} {
		for _, grade := range []gen.Grade{gen.Easy, gen.Medium, gen.Hard} {
			s := shapeFor(n, grade, defaultCageSize)
			for seed := range uint64(25) {
				sol, l, _, ok := randomCut(t, n, s, seed)
				if !ok {
					continue
				}
				b := l.ratedBoard(new(board), sol, gen.NewGrid(n, n))
				explain := func(blind bool) ([]gen.Step, regions.Rating, []int) {
					k := newRules()
					k.watch.blind = blind
					return regions.Explain(b.g.Geometry, k.on(b), b.givens)
				}
				gotSteps, gotRating, gotGrid := explain(false)
				wantSteps, wantRating, wantGrid := explain(true)
				if !reflect.DeepEqual(gotSteps, wantSteps) || gotRating != wantRating || !reflect.DeepEqual(gotGrid, wantGrid) {
					t.Fatalf("%dx%d %v seed %d: watched, %d steps, %+v; looking everywhere, %d steps, %+v", n, n, grade, seed, len(gotSteps), gotRating, len(wantSteps), wantRating)
				}
				steps += len(gotSteps)
			}
		}
	}
	if steps < 5000 {
		t.Errorf("only %d steps compared: the test checks little", steps)
	}
}

// TestOpenInniesByDefinition places the digits of random layouts' grids
// one by one, in random order, and checks after each that the open
// innies of every house, found from the sums the watch keeps up as it
// takes the cells placed, are those found from the grid itself: the
// house's total less its digits and less what each cage whose empty
// cells all lie in it still needs, and the house's empty cells the other
// cages hold.
func TestOpenInniesByDefinition(t *testing.T) {
	checked := 0
	for _, n := range []int{4, 6, 9} {
		s := shapeFor(n, gen.Hard, defaultCageSize)
		for seed := range uint64(10) {
			sol, l, rng, ok := randomCut(t, n, s, seed)
			if !ok {
				continue
			}
			b := l.ratedBoard(new(board), sol, gen.NewGrid(n, n))
			k := newRules()
			g := regions.NewGrader()
			g.Init(b.g.Geometry, k.on(b), b.givens, gen.Easy)
			for _, i := range rng.Perm(n * n) {
				g.Place(i, sol[i])
				k.watch.take(g)
				for u := range b.g.Units {
					cells, sum := k.openInnies(g, u)
					wantCells, wantSum := openInniesOf(b, g, u)
					if sum != wantSum || !reflect.DeepEqual(append([]int{}, cells...), wantCells) {
						t.Fatalf("%dx%d seed %d, house %d: open innies %v adding up to %d, want %v adding up to %d", n, n, seed, u, cells, sum, wantCells, wantSum)
					}
					checked++
				}
			}
			g.Release()
		}
	}
	if checked < 10000 {
		t.Errorf("only %d houses checked", checked)
	}
}

// openInniesOf finds the open innies of house u, and their sum, from the
// grid of g alone.
func openInniesOf(b *board, g *regions.Grader, u int) ([]int, int) {
	n := b.g.n
	sum := n * (n + 1) / 2
	in := map[int]bool{}
	for _, i := range b.g.Units[u] {
		in[i] = true
		sum -= g.Value(i)
	}
	inside := map[int]bool{} // the cages whose empty cells all lie in u
	for x, c := range b.cages[:b.real] {
		need, all, met := c.sum, true, false
		for _, j := range c.cells {
			need -= g.Value(j)
			if g.Value(j) == 0 {
				all = all && in[j]
				met = met || in[j]
			}
		}
		if met && all {
			inside[x] = true
			sum -= need
		}
	}
	cells := []int{}
	for _, i := range b.g.Units[u] {
		if g.Value(i) == 0 && !inside[b.cageOf[i]] {
			cells = append(cells, i)
		}
	}
	return cells, sum
}
