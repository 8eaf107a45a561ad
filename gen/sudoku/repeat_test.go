package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// repeatByPairs is repeat written the slow, obvious way: every pair of
// cells of every unit, in the order repeat reports them.
func repeatByPairs(s *shape, cells []int) string {
	for u, unit := range s.units {
		for i, c := range unit {
			for _, d := range unit[:i] {
				if v := cells[c]; v != 0 && cells[d] == v {
					return fmt.Sprintf("%s has two %ds", s.unitName(u), v)
				}
			}
		}
	}
	return ""
}

// TestRepeatAgreesWithPairs checks repeat, and the quick pass over the
// cells it starts with, against every pair of cells of every unit, on
// random grids of each size with a few to many givens, most of which
// repeat a digit somewhere and some of which do not.
func TestRepeatAgreesWithPairs(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 9))
	for _, n := range []int{4, 6, 9} {
		s := shapes()[n]
		found := 0
		for i := range 3000 {
			cells := make([]int, n*n)
			for range 1 + rng.IntN(n*n/3) {
				cells[rng.IntN(n*n)] = 1 + rng.IntN(n)
			}
			got, want := s.repeat(cells), repeatByPairs(s, cells)
			if got != want {
				t.Fatalf("%dx%d grid %d %v: got %q, want %q", n, n, i, cells, got, want)
			}
			if got != "" {
				found++
			}
		}
		if found == 0 || found == 3000 {
			t.Errorf("%dx%d: %d of 3000 grids repeat a digit, want some but not all", n, n, found)
		}
	}
}

// TestSolveRepeatIsMalformed checks that Solve, whose 9x9 path looks at
// the units only when the givens contradict each other, calls every
// puzzle with a repeated digit malformed, naming the unit as repeat does,
// on legal grids of every kind with one given copied to a peer.
func TestSolveRepeatIsMalformed(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 10))
	s := shapes()[9]
	for _, pg := range partialGrids(t, rng, 200) {
		cells := append([]int(nil), pg.cells...)
		var from int
		for from = rng.IntN(81); cells[from] == 0; from = (from + 1) % 81 {
		}
		peers := s.peers[from]
		to := peers[rng.IntN(len(peers))]
		cells[to] = cells[from]
		want := s.repeat(cells)
		if want == "" {
			t.Fatalf("%s: copying cell %d to %d repeats nothing", pg.name, from, to)
		}
		p := &gen.Puzzle{Kind: "sudoku", Rows: 9, Cols: 9, Givens: grid(9, cells)}
		_, err := Kind{}.Solve(context.Background(), p)
		if !errors.Is(err, gen.ErrMalformed) || err.Error() != "sudoku: givens: "+want+": malformed puzzle" {
			t.Errorf("%s with cell %d copied to %d: got %v, want an ErrMalformed saying %q", pg.name, from, to, err, want)
		}
	}
}
