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
// is the smaller puzzle's grade; gradeUpTo agrees with rateUpTo.
func TestReachesAgreesWithRate(t *testing.T) {
	s := shapes[9]
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
					full, g := gradeUpTo(s, cells, limit)
					where := fmt.Sprintf("%s without cell %d, ladder up to %v", name, c, limit)
					if ok != want.solved || okFrom != want.solved || full != want.solved {
						t.Fatalf("%s: got reaches %v, reachesFrom %v, gradeUpTo %v; want %v (rateUpTo)", where, ok, okFrom, full, want.solved)
					}
					if want.solved && (max(m, grade) != want.grade || max(mFrom, grade) != want.grade || g != want.grade) {
						t.Fatalf("%s: got grades %v, %v (with the puzzle's %v) and %v; want %v", where, m, mFrom, grade, g, want.grade)
					}
					checked++
					if want.solved {
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
