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
