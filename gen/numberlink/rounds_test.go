package numberlink

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestRoundsReachSameState checks that the local rules applied in rounds
// (the grader's way) reach the state the last-in-first-out queue
// reaches, with and without the region rule, on generated puzzles of
// every grade, and count a round for every pass that decided an edge.
func TestRoundsReachSameState(t *testing.T) {
	for _, g := range gen.Grades {
		for seed := range uint64(4) {
			name := fmt.Sprintf("9x9/%v/seed%d", g, seed)
			t.Run(name, func(t *testing.T) {
				pz, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 9, Grade: g}, gentest.Seeded(seed))
				if err != nil {
					t.Fatal(err)
				}
				b, err := newBoard(pz.Givens)
				if err != nil {
					t.Fatal(err)
				}
				for _, region := range []bool{false, true} {
					lifo, rounds := newState(b), newState(b)
					p, q := newProp(b, region), newProp(b, region)
					p.pushAll()
					q.pushAll()
					okL, okR := p.run(lifo), q.runRounds(rounds)
					if okL != okR || !sameState(b, lifo, rounds) {
						t.Errorf("%s, region %v: rounds reached another state (ok %v, want %v)", name, region, okR, okL)
					}
					if p.forced != q.forced || p.regions != q.regions {
						t.Errorf("%s, region %v: got %d forced and %d regions in rounds, want %d and %d", name, region, q.forced, q.regions, p.forced, p.regions)
					}
					if q.forced > 0 && (q.rounds < 1 || q.rounds > q.forced) {
						t.Errorf("%s, region %v: got %d rounds for %d forced edges, want 1 to %d", name, region, q.rounds, q.forced, q.forced)
					}
				}
			})
		}
	}
}

// TestScoreCountsWork checks the score against its parts on generated
// puzzles: the forced edges, the rounds, the region deductions and the
// trials, weighted as scoreOf says.
func TestScoreCountsWork(t *testing.T) {
	for _, g := range []gen.Grade{gen.Easy, gen.Medium, gen.Hard} {
		for seed := range uint64(3) {
			pz, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 8, Grade: g}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			st := pz.Stats
			want := st["forced_moves"] + roundWeight*st["rounds"] + regionWeight*st["regions"] + trialWeight*st["trials"]
			if pz.Score != want || st["rounds"] == 0 {
				t.Errorf("8x8 %v seed %d: got score %d with stats %v, want %d and some rounds", g, seed, pz.Score, st, want)
			}
		}
	}
}

// sameState reports whether a and b know the same of every edge and
// cell of b: edges, paths and degrees, and the other end of each chain
// still open (inside a chain, other is stale by design).
func sameState(bd *board, a, b *state) bool {
	if a.open != b.open {
		return false
	}
	for e := range a.edge {
		if a.edge[e] != b.edge[e] {
			return false
		}
	}
	for x := range a.mask {
		if a.mask[x] != b.mask[x] || a.deg[x] != b.deg[x] || a.deg[x] < bd.need[x] && a.other[x] != b.other[x] {
			return false
		}
	}
	return true
}
