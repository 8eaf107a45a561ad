package sudoku

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestReachesAgreesWithRate checks the argument of grade_reach.go on
// generated puzzles of every grade, each given cleared in turn: the
// ladder stopped once the cleared cell is placed (from the givens, and
// from the singles closure) says the smaller puzzle is solved exactly when
// the full ladder does, and the grade it needed, with the larger puzzle's,
// is the smaller puzzle's grade; gradeUpTo agrees with rateUpTo. Up to
// hard, the closures of grade_closure.go, from the singles closure and
// from the solver's propagated board, say the same.
func TestReachesAgreesWithRate(t *testing.T) {
	s := shapes()[9]
	checked, solved := 0, 0
	for _, grade := range gen.Grades {
		for seed := range 10 {
			name := fmt.Sprintf("%v/seed%d", grade, seed)
			p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 9, Grade: grade}, gentest.Seeded(uint64(seed)))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			_, cells, err := givens(p)
			if err != nil {
				t.Fatal(err)
			}
			for c, v := range cells {
				if v == 0 {
					continue
				}
				cells[c] = 0
				for limit := grade; limit <= gen.Expert; limit++ {
					want := rateUpTo(s, cells, limit)
					ok, m := reaches(s, cells, limit, []int{c})
					sb, _ := newSinglesBoard(cells)
					okFrom, mFrom := true, gen.Easy
					if !sb.fill(cellMask([]int{c})) {
						okFrom, mFrom = reachesFrom(&sb, limit, []int{c})
					}
					if limit == gen.Medium || limit == gen.Hard {
						checkClosure(t, fmt.Sprintf("%s without cell %d", name, c), cells, limit, c, okFrom, mFrom)
					}
					full, g := gradeUpTo(s, cells, limit)
					where := fmt.Sprintf("%s without cell %d, ladder up to %v", name, c, limit)
					if ok != want.Solved || okFrom != want.Solved || full != want.Solved {
						t.Fatalf("%s: got reaches %v, reachesFrom %v, gradeUpTo %v; want %v (rateUpTo)", where, ok, okFrom, full, want.Solved)
					}
					if want.Solved && (max(m, grade) != want.Grade || max(mFrom, grade) != want.Grade || g != want.Grade) {
						t.Fatalf("%s: got grades %v, %v (with the puzzle's %v) and %v; want %v", where, m, mFrom, grade, g, want.Grade)
					}
					checked++
					if want.Solved {
						solved++
					}
				}
				cells[c] = v
			}
		}
	}
	if solved == 0 || solved == checked {
		t.Errorf("got %d of %d smaller puzzles solved, want some of each", solved, checked)
	}
}

// checkClosure wants reachesClosure, for cell c cleared from a generated
// puzzle, to agree with reachesFrom (ok, m) from the singles closure and
// from the solver's propagated board (where the grade is at least medium).
func checkClosure(t *testing.T, where string, cells []int, limit gen.Grade, c int, ok bool, m gen.Grade) {
	t.Helper()
	sb, _ := newSinglesBoard(cells)
	want := cellMask([]int{c})
	okC, mC := true, gen.Easy
	if !sb.fill(want) {
		okC, mC = reachesClosure(&sb, limit, want)
	}
	okP, mP := true, gen.Medium
	if b, _ := sb.bandBoard(); b.unsolved[0]&want[0]|b.unsolved[1]&want[1]|b.unsolved[2]&want[2] != 0 {
		okP, mP = reachesClosure(b.singles(), limit, want)
	}
	if okC != ok || okP != ok {
		t.Fatalf("%s, up to %v: got reachesClosure %v (from the propagated board %v), want %v", where, limit, okC, okP, ok)
	}
	if ok && (mC != m || mP != max(m, gen.Medium)) {
		t.Fatalf("%s, up to %v: got reachesClosure grades %v and %v (from the propagated board), want %v", where, limit, mC, mP, m)
	}
}
