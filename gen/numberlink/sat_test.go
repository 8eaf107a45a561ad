package numberlink

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
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
					b, want, s := countedBoard(t, name, g)
					counts[want]++
					roots := map[string]*state{"bare": newState(b)}
					if s != nil {
						roots["propagated"] = s
					}
					counters := map[string]func(*state) (int, *state, error){
						"SAT":        func(s0 *state) (int, *state, error) { return satCount(ctx, b, s0, 2) },
						"paused SAT": func(s0 *state) (int, *state, error) { return pausedSAT(ctx, b, s0, 3) },
						"race":       func(s0 *state) (int, *state, error) { return raceToEnd(ctx, b, s0) },
						"countTwo":   func(s0 *state) (int, *state, error) { return countTwo(ctx, b, s0) },
						"countTwo with the window pass and the race at once": func(s0 *state) (int, *state, error) {
							return countTwoAfter(ctx, b, s0, 0, 0)
						},
					}
					for root, s0 := range roots {
						for counter, count := range counters {
							n, first, err := count(s0)
							if err != nil {
								t.Fatal(err)
							}
							if n != want {
								t.Fatalf("%s, %s from the %s root: got %d solutions, want %d (frontier counter)", name, counter, root, n, want)
							}
							if n > 0 {
								checkSolved(t, name, b, first)
							}
						}
					}
				})
			}
		}
	}
	t.Logf("frontier counts of the boards (solutions: boards): %v", counts)
}

// countedBoard builds the board of g, counts its solutions up to two
// with the frontier counter, and returns them with its propagated root
// (nil when propagation refutes it, which it must do only when there is
// no solution).
func countedBoard(t *testing.T, name string, g [][]int) (b *board, want int, root *state) {
	t.Helper()
	b, err := newBoard(g)
	if err != nil {
		t.Fatal(err)
	}
	want, _, err = countFrontier(context.Background(), b, newState(b))
	if err != nil {
		t.Fatal(err)
	}
	root = propagatedRoot(b)
	if root == nil && want != 0 {
		t.Fatalf("%s: propagation refutes the root, frontier counter finds %d solutions", name, want)
	}
	return b, want, root
}

// propagatedRoot returns the root state of b after propagation, or nil
// when propagation refutes it.
func propagatedRoot(b *board) *state {
	s := newState(b)
	pr := newProp(b, true)
	pr.pushAll()
	if !pr.run(s) {
		return nil
	}
	return s
}

// pausedSAT counts like satCount but pauses the solver every few
// conflicts and resumes it, as countTwo does.
func pausedSAT(ctx context.Context, b *board, s0 *state, every int64) (int, *state, error) {
	e := newEncoding(b, s0)
	for {
		e.s.stopAt = e.s.search.conflicts + every
		n, first, err := e.count(ctx, 2)
		if !errors.Is(err, errPaused) {
			return n, first, err
		}
	}
}

// raceToEnd runs the frontier race alone, in small rounds, until a sweep
// finishes.
func raceToEnd(ctx context.Context, b *board, s0 *state) (int, *state, error) {
	r := newRace(b, s0, raceLimit)
	for pause := 64; ; pause *= 2 {
		done, n, first, err := r.advance(ctx, pause)
		if err != nil || done {
			return n, first, err
		}
	}
}

// TestPausedSATIsTransparent checks that pausing and resuming the SAT
// solver changes nothing: the same conflicts, the same count.
func TestPausedSATIsTransparent(t *testing.T) {
	ctx := context.Background()
	for _, name := range []string{"extreme_9x9_01", "extreme_10x10_30", "jumbo_13x13_26"} {
		t.Run(name, func(t *testing.T) {
			p := loadPuzzles(t, filepath.Join("flow_solver", name+".txt"))[0]
			b, err := newBoard(p.Givens)
			if err != nil {
				t.Fatal(err)
			}
			whole := newEncoding(b, newState(b))
			n1, _, err := whole.count(ctx, 2)
			if err != nil {
				t.Fatal(err)
			}
			paused := newEncoding(b, newState(b))
			pauses := 0
			for {
				paused.s.stopAt = paused.s.search.conflicts + 10
				_, _, err = paused.count(ctx, 2)
				if !errors.Is(err, errPaused) {
					break
				}
				pauses++
			}
			if err != nil {
				t.Fatal(err)
			}
			if paused.found != n1 || paused.s.search.conflicts != whole.s.search.conflicts {
				t.Errorf("%s: paused %d times: got %d solutions after %d conflicts, want %d after %d (unpaused)",
					name, pauses, paused.found, paused.s.search.conflicts, n1, whole.s.search.conflicts)
			}
			if pauses == 0 {
				t.Errorf("%s: the solver never paused (%d conflicts); pick a harder level", name, whole.s.search.conflicts)
			}
		})
	}
}

// TestCountTwoWithRace brings the window pass and the frontier race
// forward to the first round on Flow levels that SAT needs several rounds
// for (one unique, one with a second solution), so that the race takes
// its turns: the counts must not change.
func TestCountTwoWithRace(t *testing.T) {
	ctx := context.Background()
	for _, r := range loadFlowRoots(t) {
		if r.name != "extreme_12x12_28" && r.name != "jumbo_14x14_19" {
			continue
		}
		n, first, err := countTwoAfter(ctx, r.b, r.s, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		if want := flowCounts[r.name]; n != want {
			t.Errorf("%s: got %d solutions, want %d", r.name, n, want)
		}
		checkSolved(t, r.name, r.b, first)
	}
}

// TestUntouchingFirstSharesTheSolver looks for a first solution with no
// path alongside itself inside the counting solver (the untouching
// clauses switched on by an assumption), then counts on without it: the
// solution must be untouching and valid, and the count must be the
// level's.
func TestUntouchingFirstSharesTheSolver(t *testing.T) {
	ctx := context.Background()
	for _, r := range loadFlowRoots(t) {
		if r.s == nil {
			continue
		}
		e := newEncoding(r.b, r.s)
		e.dominate()
		s1, exhausted, err := e.untouchingFirst(ctx, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if flowCounts[r.name] == 0 {
			if s1 != nil || !exhausted {
				t.Errorf("%s: an untouching solution to a level with none (or not shown to be none)", r.name)
			}
			continue
		}
		if s1 == nil {
			t.Fatalf("%s: no untouching solution", r.name)
		}
		checkSolved(t, r.name, r.b, s1)
		grid := r.b.solutionGrid(s1)
		for i := range r.b.edgeA {
			x, y := int(r.b.edgeA[i]), int(r.b.edgeB[i])
			cx, cy := grid[x/r.b.cols][x%r.b.cols], grid[y/r.b.cols][y%r.b.cols]
			if cx == cy && cx > 0 && s1.edge[i] != on {
				t.Fatalf("%s: cells %d and %d of path %d touch", r.name, x, y, cx)
			}
		}
		e.s.stopAt = 0
		n, first, err := e.count(ctx, 2)
		if err != nil {
			t.Fatal(err)
		}
		if want := flowCounts[r.name]; n != want || first != s1 {
			t.Errorf("%s: counted %d (want %d), first solution kept: %v", r.name, n, want, first == s1)
		}
	}
}

// TestSATAssumptions checks that a search under assumptions that no model
// holds fails without making the clauses unsatisfiable for good.
func TestSATAssumptions(t *testing.T) {
	ctx := context.Background()
	s := newSAT(3, 0)
	// (a or b), (not a or c), (not b or c): every model has c.
	s.addClause([]int32{0, 2})
	s.addClause([]int32{1, 4})
	s.addClause([]int32{3, 4})
	s.setAssumptions([]int32{5}) // not c
	if ok, err := s.solve(ctx); ok || err != nil || s.unsat {
		t.Fatalf("under not-c: model %v, err %v, unsat %v; want no model, clauses still satisfiable", ok, err, s.unsat)
	}
	s.setAssumptions([]int32{1}) // not a
	if ok, _ := s.solve(ctx); !ok || s.isTrue(0) || !s.isTrue(1) || !s.isTrue(2) {
		t.Fatal("under not-a: want the model b, c")
	}
	s.setAssumptions(nil)
	if ok, _ := s.solve(ctx); !ok || !s.isTrue(2) {
		t.Fatal("without assumptions: want a model with c")
	}
}
