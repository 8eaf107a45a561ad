package regions

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// forget drops every look of g, as if nothing had been looked at: every
// technique then looks at every unit, and naked singles at every cell.
func (g *Grader) forget() {
	g.touchAll()
	g.unitLooks, g.crossingLooks = [numUnitLooks]unitLooks{}, [2]crossingLooks{}
	for c := range g.n * g.n {
		g.ones[c/64] |= 1 << (c % 64)
	}
}

// TestLooksSkipNothing grades minimal puzzles of several geometries (most
// need locked candidates or harder techniques) twice: as the
// grader runs, skipping what it found nothing in and has not changed
// since, and forgetting every look before each step. Both runs must take
// the same steps (score, count, hardest) to the same pencil marks.
func TestLooksSkipNothing(t *testing.T) {
	// An irregular 6x6: r1c1 changes regions with the cell of box 2 that
	// holds its digit in a filled grid, which stays a solution.
	irregular := Boxes(6, 2, 3)
	filled, _, _ := Fill(context.Background(), MustNew(6, irregular, "box"), nil, rand.New(rand.NewPCG(1, 1)), 0)
	for c, v := range filled {
		if irregular[c] == 1 && v == filled[0] {
			irregular[0], irregular[c] = 1, 0
			break
		}
	}
	geos := []struct {
		name string
		s    *Geometry
	}{
		{"sudoku 9x9", MustNew(9, Boxes(9, 3, 3), "box")},
		{"sudoku 6x6", MustNew(6, Boxes(6, 2, 3), "box")},
		{"irregular 6x6", MustNew(6, irregular, "region")},
		{"latin 6x6", SharedLatin(6)},
		{"latin 5x5", SharedLatin(5)},
	}
	for _, geo := range geos {
		t.Run(geo.name, func(t *testing.T) {
			s, cells := geo.s, geo.s.N*geo.s.N
			rng := rand.New(rand.NewPCG(7, uint64(cells)))
			for i := range 40 {
				grid, ok, err := Fill(context.Background(), s, nil, rng, 0)
				if err != nil || !ok {
					t.Fatalf("grid %d: no fill (%v)", i, err)
				}
				for _, c := range rng.Perm(cells) { // down to a minimal puzzle
					v := grid[c]
					grid[c] = 0
					if n, _, _ := Count(context.Background(), s, grid, 2, nil); n != 1 {
						grid[c] = v
					}
				}
				var a, b Grader
				a.Init(s, nil, grid, gen.Expert)
				a.Solve()
				b.Init(s, nil, grid, gen.Expert)
				for b.left > 0 && !b.broken {
					b.forget()
					if !b.step() {
						break
					}
				}
				if a.Tally != b.Tally || a.cand != b.cand || a.vals != b.vals || a.broken != b.broken {
					t.Errorf("grid %d %v: got %+v, want %+v (looking at everything)", i, grid, a.Rating(), b.Rating())
				}
			}
		})
	}
}

// TestTakeChangedIsWhatChanged grades minimal 9x9 puzzles step by step
// and checks, after Init and after every step, that TakeChanged gives
// exactly the cells whose candidates or digit differ from what they were
// at the last take (every cell at the first), and nothing when asked
// again at once; and that the digits the grader keeps as placed in each
// unit are those of the unit's cells.
func TestTakeChangedIsWhatChanged(t *testing.T) {
	s := MustNew(9, Boxes(9, 3, 3), "box")
	rng := rand.New(rand.NewPCG(5, 81))
	steps := 0
	for i := range 40 {
		grid, ok, err := Fill(context.Background(), s, nil, rng, 0)
		if err != nil || !ok {
			t.Fatalf("grid %d: no fill (%v)", i, err)
		}
		for _, c := range rng.Perm(81) {
			v := grid[c]
			grid[c] = 0
			if n, _, _ := Count(context.Background(), s, grid, 2, nil); n != 1 {
				grid[c] = v
			}
		}
		var g Grader
		g.Init(s, nil, grid, gen.Expert)
		if got := g.TakeChanged(); got != (CellSet{1<<64 - 1, 1<<17 - 1}) {
			t.Fatalf("grid %d: the first take is %x, want every cell", i, got)
		}
		for g.left > 0 && !g.broken {
			cand, vals := g.cand, g.vals
			if !g.step() {
				break
			}
			steps++
			var want CellSet
			for c := range 81 {
				if g.cand[c] != cand[c] || g.vals[c] != vals[c] {
					want[c/64] |= 1 << (c % 64)
				}
			}
			if got := g.TakeChanged(); got != want {
				t.Fatalf("grid %d, step %d: took %x, want %x", i, steps, got, want)
			}
			if got := g.TakeChanged(); got != (CellSet{}) {
				t.Fatalf("grid %d, step %d: took %x again, want none", i, steps, got)
			}
			for u, unit := range s.Units {
				want := uint16(0)
				for _, c := range unit {
					want |= 1 << g.vals[c] >> 1
				}
				if g.placed[u] != want {
					t.Fatalf("grid %d, step %d: unit %d keeps %09b placed, holds %09b", i, steps, u, g.placed[u], want)
				}
			}
		}
	}
	if steps < 400 {
		t.Fatalf("only %d steps taken", steps)
	}
}
