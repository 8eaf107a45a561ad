package numberlink

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestSATFlowLevels counts the solutions of every Flow level with the SAT
// solver alone from the propagated root (the slow levels with -full) and
// checks the first solution it returns.
func TestSATFlowLevels(t *testing.T) {
	for _, r := range loadFlowRoots(t) {
		t.Run(r.name, func(t *testing.T) {
			if slowFlow[r.name] && !*full {
				t.Skip("slow level; run with -full")
			}
			want := flowCounts[r.name]
			if r.s == nil {
				if want != 0 {
					t.Fatalf("%s: propagation refutes the root, want %d solutions", r.name, want)
				}
				return
			}
			n, first, err := satCount(context.Background(), r.b, r.s, 2)
			if err != nil {
				t.Fatal(err)
			}
			if n != want {
				t.Fatalf("%s: got %d solutions, want %d", r.name, n, want)
			}
			if n > 0 {
				checkSolved(t, r.name, r.b, first)
			}
		})
	}
}

// checkSolved checks a solved state with Verify.
func checkSolved(t *testing.T, name string, b *board, s *state) {
	t.Helper()
	p := &gen.Puzzle{Rows: b.rows, Cols: b.cols, Givens: givensOf(b), Solution: b.solutionGrid(s)}
	if err := (Kind{}).Verify(p); err != nil {
		t.Errorf("%s: solution fails Verify: %v", name, err)
	}
}

// givensOf returns the givens grid of a board.
func givensOf(b *board) [][]int {
	g := gen.NewGrid(b.rows, b.cols)
	for x := range b.cells() {
		r, c := x/b.cols, x%b.cols
		switch {
		case b.need[x] == 0:
			g[r][c] = -1
		case b.label[x] >= 0:
			g[r][c] = int(b.label[x]) + 1
		}
	}
	return g
}

// withoutPath returns a copy of givens with path k (from 1) taken out and
// the last path renumbered k, so that its cells are left for the others.
func withoutPath(givens [][]int, k int) [][]int {
	last := 0
	for _, row := range givens {
		for _, v := range row {
			last = max(last, v)
		}
	}
	g := make([][]int, len(givens))
	for r, row := range givens {
		g[r] = append([]int(nil), row...)
		for c, v := range row {
			switch v {
			case k:
				g[r][c] = 0
			case last:
				g[r][c] = k
			}
		}
	}
	return g
}

// TestSATAgreesWithFrontier counts small generated puzzles, and the same
// puzzles with a path taken out (which often leaves none or several
// solutions), with the SAT solver from the bare and the propagated root,
// and with the frontier counter, which shares no reasoning with it.
func TestSATAgreesWithFrontier(t *testing.T) {
	ctx := context.Background()
	counts := map[int]int{}
	for _, size := range []int{5, 6, 7} {
		for seed := range uint64(4) {
			p, err := Kind{}.Generate(ctx, gen.Params{Rows: size}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			variants := [][][]int{p.Givens, withoutPath(p.Givens, 1), withoutPath(p.Givens, 2)}
			for vi, g := range variants {
				name := fmt.Sprintf("%dx%d/seed%d/variant%d", size, size, seed, vi)
				t.Run(name, func(t *testing.T) {
					b, err := newBoard(g)
					if err != nil {
						t.Fatal(err)
					}
					want, _, err := countFrontier(ctx, b, newState(b))
					if err != nil {
						t.Fatal(err)
					}
					counts[want]++
					roots := map[string]*state{"bare": newState(b)}
					s := newState(b)
					pr := newProp(b, true)
					pr.pushAll()
					if pr.run(s) {
						roots["propagated"] = s
					} else if want != 0 {
						t.Fatalf("%s: propagation refutes the root, frontier counter finds %d solutions", name, want)
					}
					for root, s0 := range roots {
						n, first, err := satCount(ctx, b, s0, 2)
						if err != nil {
							t.Fatal(err)
						}
						if n != want {
							t.Fatalf("%s from the %s root: got %d solutions, want %d (frontier counter)", name, root, n, want)
						}
						if n > 0 {
							checkSolved(t, name, b, first)
						}
					}
				})
			}
		}
	}
	t.Logf("frontier counts of the boards (solutions: boards): %v", counts)
}
