package numberlink

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestWindowAgreesWithFrontier runs the window pass from a first solution
// of generated boards and of the same boards with a path taken out: a
// second solution it returns must be one (Verify accepts it, it is not
// the first, and the frontier counter finds two), and countTwo, which may
// end with the pass, must agree with the frontier counter.
func TestWindowAgreesWithFrontier(t *testing.T) {
	ctx := context.Background()
	found := 0
	for _, size := range []int{8, 10, 11} {
		for seed := range uint64(4) {
			p, err := Kind{}.Generate(ctx, gen.Params{Rows: size}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			variants := [][][]int{p.Givens, withoutPath(p.Givens, 1), withoutPath(p.Givens, 2), withoutPath(withoutPath(p.Givens, 1), 1)}
			for vi, g := range variants {
				name := fmt.Sprintf("%dx%d/seed%d/variant%d", size, size, seed, vi)
				t.Run(name, func(t *testing.T) {
					b, want, s := countedBoard(t, name, g)
					if s == nil {
						return
					}
					n, first, err := countTwo(ctx, b, s)
					if err != nil {
						t.Fatal(err)
					}
					if n != want {
						t.Fatalf("%s: countTwo got %d solutions, want %d (frontier counter)", name, n, want)
					}
					if n == 0 {
						return
					}
					checkSolved(t, name, b, first)
					for start, s1 := range map[string]*state{"SAT": first, "untouching": mustUntouching(t, b, s)} {
						if s1 == nil {
							continue
						}
						second, err := windowSecond(ctx, b, s, s1)
						if err != nil {
							t.Fatal(err)
						}
						if second == nil {
							continue
						}
						found++
						if want != 2 {
							t.Fatalf("%s: window pass from the %s solution found a second, frontier counter finds %d", name, start, want)
						}
						if slices.Equal(second.edge, s1.edge) {
							t.Fatalf("%s: window pass from the %s solution returned that solution as the second", name, start)
						}
						checkSolved(t, name, b, second)
					}
				})
			}
		}
	}
	if found == 0 {
		t.Errorf("the window pass found no second solution on any board, want some")
	}
	t.Logf("second solutions found by the window pass: %d", found)
}

// mustUntouching returns a solution of s in which no path runs alongside
// itself, or nil.
func mustUntouching(t *testing.T, b *board, s *state) *state {
	t.Helper()
	s1, err := untouchingOne(context.Background(), b, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	return s1
}

// cornerTwins is a 12x12 puzzle of straight paths, one a row, whose
// bottom right 3x3 corner holds one path between opposite corners: that
// path snakes along the rows or along the columns, so the puzzle has
// exactly two solutions, which differ only in the corner.
func cornerTwins() [][]int {
	g := gen.NewGrid(12, 12)
	for r := range 9 {
		g[r][0], g[r][11] = r+1, r+1
	}
	for r := 9; r < 12; r++ {
		g[r][0], g[r][8] = r+1, r+1
	}
	g[9][9], g[11][11] = 13, 13
	return g
}

// TestWindowFindsLocalSecond checks that the window pass finds the second
// solution of puzzles whose two solutions differ in a small area: the
// crafted cornerTwins from the first solution SAT finds (both its
// solutions have a path alongside itself, so nearSecond would not start),
// and, when the shared data is there, the Flow levels jumbo_14x14_19 (a
// 7x6 corner) and jumbo_14x14_01 through nearSecond as countTwo runs it.
// The second must differ from the first, inside one window, and pass
// Verify.
func TestWindowFindsLocalSecond(t *testing.T) {
	ctx := context.Background()
	type local struct {
		givens [][]int
		near   bool // start from nearSecond's solution, not SAT's first
	}
	puzzles := map[string]local{"cornerTwins": {givens: cornerTwins()}}
	files, _ := filepath.Glob(filepath.Join(dataDir, "flow_solver", "jumbo_14x14_*.txt"))
	if len(files) > 0 {
		for _, name := range []string{"jumbo_14x14_19", "jumbo_14x14_01"} {
			puzzles[name] = local{givens: loadPuzzles(t, filepath.Join("flow_solver", name+".txt"))[0].Givens, near: true}
		}
	}
	for name, pz := range puzzles {
		t.Run(name, func(t *testing.T) {
			b, err := newBoard(pz.givens)
			if err != nil {
				t.Fatal(err)
			}
			s := propagatedRoot(b)
			if s == nil {
				t.Fatalf("%s: propagation refutes the root", name)
			}
			if !pz.near {
				if want, _, err := countFrontier(ctx, b, newState(b)); err != nil || want != 2 {
					t.Fatalf("%s: frontier counter got %d solutions (%v), want 2", name, want, err)
				}
			}
			var s1, second *state
			if pz.near {
				s1, second, _, err = nearSecond(ctx, b, s, newEncoding(b, s), nearConflicts)
			} else if _, s1, err = satCount(ctx, b, s, 1); err == nil {
				second, err = windowSecond(ctx, b, s, s1)
			}
			if err != nil {
				t.Fatal(err)
			}
			if s1 == nil || second == nil {
				t.Fatalf("%s: got first %v, second %v; want both", name, s1 != nil, second != nil)
			}
			if slices.Equal(s1.edge, second.edge) {
				t.Fatalf("%s: the second solution is the first", name)
			}
			checkSolved(t, name, b, s1)
			checkSolved(t, name, b, second)
			rows, cols := changedSpan(b, s1, second)
			if rows > windowSide || cols > windowSide {
				t.Errorf("%s: solutions differ over %dx%d cells, want within %dx%d", name, rows, cols, windowSide, windowSide)
			}
			n, first, err := countTwo(ctx, b, s)
			if err != nil {
				t.Fatal(err)
			}
			if n != 2 {
				t.Errorf("%s: countTwo got %d solutions, want 2", name, n)
			}
			if pz.near && !slices.Equal(first.edge, s1.edge) {
				t.Errorf("%s: countTwo's first solution is not the one the window pass started from", name)
			}
		})
	}
}

// changedSpan returns the rows and columns spanned by the cells of the
// edges that differ between s and t.
func changedSpan(b *board, s, t *state) (rows, cols int) {
	r0, c0, r1, c1 := b.rows, b.cols, -1, -1
	for i, v := range s.edge {
		if t.edge[i] == v {
			continue
		}
		for _, x := range []int{int(b.edgeA[i]), int(b.edgeB[i])} {
			r, c := x/b.cols, x%b.cols
			r0, c0, r1, c1 = min(r0, r), min(c0, c), max(r1, r), max(c1, c)
		}
	}
	return max(0, r1-r0+1), max(0, c1-c0+1)
}

// TestNearSecondGoesOn gives the window pass's search for a first
// solution too few conflicts, then enough: the first call must leave the
// pass unsettled, the second must go on and find jumbo_14x14_30's second
// solution (its untouching first solution takes a few hundred conflicts).
func TestNearSecondGoesOn(t *testing.T) {
	ctx := context.Background()
	for _, r := range loadFlowRoots(t) {
		if r.name != "jumbo_14x14_30" {
			continue
		}
		e := newEncoding(r.b, r.s)
		e.dominate()
		near, second, settled, err := nearSecond(ctx, r.b, r.s, e, 1)
		if err != nil || settled || near != nil || second != nil {
			t.Fatalf("with 1 conflict: near %v, second %v, settled %v, err %v; want nothing yet", near != nil, second != nil, settled, err)
		}
		near, second, settled, err = nearSecond(ctx, r.b, r.s, e, nearConflicts)
		if err != nil || !settled || near == nil || second == nil {
			t.Fatalf("then: near %v, second %v, settled %v, err %v; want both solutions", near != nil, second != nil, settled, err)
		}
		checkSolved(t, r.name, r.b, near)
		checkSolved(t, r.name, r.b, second)
	}
}
