package numbrix

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// ladder is the hardest rule of each grade.
var ladder = []rule{ruleForced, ruleNook, ruleShortTrial, ruleLookahead}

// TestGradingMonotonic grades a fixed sample (generated puzzles of every
// grade and the shared data) with every rung of the ladder: a puzzle
// solved with some rules stays solved with more, its grade is the lowest
// rung that solves it, easy puzzles fall to the forced-neighbour rule
// alone and expert ones to nothing below lookahead.
func TestGradingMonotonic(t *testing.T) {
	type item struct {
		name string
		kind Kind
		p    *gen.Puzzle
	}
	var items []item
	for _, k := range []Kind{Numbrix, Hidato} {
		for _, g := range gen.Grades {
			for seed := range 3 {
				p, err := k.Generate(context.Background(), gen.Params{Rows: 8, Grade: g}, gentest.Seeded(uint64(100+seed)))
				if err != nil {
					t.Fatal(err)
				}
				items = append(items, item{k.Name() + "/" + g.String(), k, p})
			}
		}
	}
	for _, it := range items {
		t.Run(it.name, func(t *testing.T) {
			b, vals, err := it.kind.boardOf(it.p)
			if err != nil {
				t.Fatal(err)
			}
			checkLadder(t, it.name, b, vals, it.p.Grade)
		})
	}
}

// checkLadder checks the ladder on one puzzle; want is its recorded grade
// (gen.AnyGrade when unknown).
func checkLadder(t *testing.T, name string, b *board, vals []int, want gen.Grade) {
	t.Helper()
	solvedAt := gen.AnyGrade
	for i, top := range ladder {
		r := rate(b, vals, top)
		g := gen.Grades[i]
		switch {
		case r.solved && solvedAt == gen.AnyGrade:
			solvedAt = g
			if r.grade != g {
				t.Errorf("%s: solved with rules up to %v, got grade %v, want %v", name, top, r.grade, g)
			}
		case !r.solved && solvedAt != gen.AnyGrade:
			t.Errorf("%s: solved with rules up to %v grade but not with %v", name, solvedAt, top)
		}
	}
	if want != gen.AnyGrade && solvedAt != want {
		t.Errorf("%s: got lowest solving grade %v, want the recorded %v", name, solvedAt, want)
	}
}

// TestGradingReference grades the unique puzzles of the shared data: the
// ladder is monotonic on puzzles nobody here wrote, and each solves.
func TestGradingReference(t *testing.T) {
	grades := map[gen.Grade]int{}
	for _, ref := range loadRefs(t) {
		if ref.want != 1 {
			continue
		}
		t.Run(ref.kind.Name()+"/"+ref.name, func(t *testing.T) {
			b, vals, err := ref.kind.boardOf(ref.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			checkLadder(t, ref.name, b, vals, gen.AnyGrade)
			r := rate(b, vals, ruleLookahead)
			grades[r.grade]++
			if r.solved {
				t.Logf("%s: %v, %s, %d steps, score %d", ref.name, r.grade, r.hardest, r.steps, r.score)
			} else {
				t.Logf("%s: beyond the grader's rules", ref.name)
			}
		})
	}
	t.Logf("grades of the reference puzzles: %v", grades)
}

// TestRules checks each rule on a crafted position.
func TestRules(t *testing.T) {
	tests := []struct {
		name  string
		kind  Kind
		grid  [][]int
		apply func(*state) (bool, bool)
		num   int // the number placed
		at    int // at this cell
	}{
		// 1 and 2 placed: 3 must follow 2, whose only free neighbour is
		// below it.
		{"forced neighbour", Numbrix, [][]int{{1, 2, -1}, {-1, 0, -1}, {0, 0, 0}}, (*state).forced, 3, 4},
		// 2 and 4 share one free neighbour.
		{"gap of two", Numbrix, [][]int{{2, 0, 4}, {0, 0, 0}, {0, 0, 0}}, (*state).gapTwo, 3, 1},
		// The corner touches only 4 (whose 5 is placed) and one free
		// cell, and 1 and 9 are placed: it holds 3.
		{"two ways", Numbrix, [][]int{{0, 4, 5}, {0, 0, 6}, {1, 0, 9}}, (*state).twoWays, 3, 0},
		// The bottom left corner has two free neighbours, and after reach
		// only 3 can get there.
		{"nook", Hidato, [][]int{{0, 9, 0, 6}, {1, 0, 5, 0}, {0, 0, 0, 0}, {0, -1, 13, 15}}, reachThen((*state).nook), 3, 12},
		// 4 is three steps from 1 and from 7 (a gap of six: long reach).
		{"long reach", Hidato, [][]int{{1, 0, 0, 0, 0, 0, 7}}, reachThen((*state).singles), 4, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := givenState(t, tt.kind, tt.grid)
			changed, ok := tt.apply(st)
			if !ok || !changed {
				t.Fatalf("%s: got changed %v ok %v, want a placement", tt.name, changed, ok)
			}
			if got := st.pos[tt.num]; got != tt.at {
				t.Errorf("%s: got %d at cell %d, want cell %d", tt.name, tt.num, got, tt.at)
			}
		})
	}
}

// reachThen applies reach, then rule.
func reachThen(rule func(*state) (bool, bool)) func(*state) (bool, bool) {
	return func(s *state) (bool, bool) {
		if _, ok := s.reach(); !ok {
			return false, false
		}
		return rule(s)
	}
}

// TestShortReach wants Hidato's medium reach to count steps only within
// gaps of at most shortGap, besides keeping each number next to a placed
// neighbour, and Numbrix's to count over any gap.
func TestShortReach(t *testing.T) {
	tests := []struct {
		name  string
		kind  Kind
		row   []int
		cells []int // cells left to 2, 3 and 4 after short reach
	}{
		// 1 to 7: a gap of six; 2 stays next to 1, 3 and 4 anywhere free.
		{"hidato long gap", Hidato, []int{1, 0, 0, 0, 0, 0, 7}, []int{1, 5, 5}},
		// 1 to 5: a gap of four, counted.
		{"hidato short gap", Hidato, []int{1, 0, 0, 0, 5}, []int{1, 1, 1}},
		{"numbrix long gap", Numbrix, []int{1, 0, 0, 0, 0, 0, 7}, []int{1, 1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := givenState(t, tt.kind, [][]int{tt.row})
			if _, ok := st.shortReach(); !ok {
				t.Fatal("short reach found the givens impossible")
			}
			for i, want := range tt.cells {
				if got := st.cand[i+2].count(); got != want {
					t.Errorf("%d: got %d cells, want %d", i+2, got, want)
				}
			}
		})
	}
}

// givenState returns the state of kind's puzzle grid with its givens
// placed.
func givenState(t *testing.T, kind Kind, grid [][]int) *state {
	t.Helper()
	p := &gen.Puzzle{Rows: len(grid), Cols: len(grid[0]), Givens: grid}
	b, vals, err := kind.boardOf(p)
	if err != nil {
		t.Fatal(err)
	}
	st := newState(b)
	if !st.placeGivens(vals) {
		t.Fatal("givens rejected")
	}
	return st
}
