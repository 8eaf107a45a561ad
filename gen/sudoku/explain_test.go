package sudoku

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestExplainGradeCases replays the steps of the grading tests' puzzles,
// one for every technique as the hardest, and wants the rating of rate.
func TestExplainGradeCases(t *testing.T) {
	for _, tc := range gradeCases {
		t.Run(tc.name, func(t *testing.T) {
			s, cells := parseCells(t, tc.n, tc.puzzle)
			p := bareSudoku(tc.n, cells)
			e := gentest.CheckSteps(t, Kind{}, p, tc.name)
			checkAgainstRate(t, e, rate(s, cells), tc.name)
		})
	}
}

// TestExplainData replays the steps of published puzzles (a sample of
// each file of ../shared/data/sudoku), finished by the ladder or not,
// and wants the rating of rate. Failures name the file and line only.
func TestExplainData(t *testing.T) {
	files := []string{"norvig_top95.txt", "norvig_hardest.txt", "puzzles2_17_clue", "puzzles3_magictour_top1465",
		"puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark_first1000"}
	const sample = 300
	s := shapes()[9]
	for _, file := range files {
		t.Run(file, func(t *testing.T) {
			lines := loadLines(t, file)
			step := max(1, len(lines)/sample)
			unfinished, several := 0, 0
			for i := 0; i < len(lines); i += step {
				name := fmt.Sprintf("%s puzzle %d", file, i+1)
				cells := lineCells(t, lines[i])
				e := gentest.CheckSteps(t, Kind{}, bareSudoku(9, cells), name)
				checkAgainstRate(t, e, rate(s, cells), name)
				switch e.Status {
				case gen.StatusUnfinished:
					unfinished++
				case gen.StatusNotUnique:
					several++
				}
			}
			t.Logf("%s: %d puzzles explained: %d unfinished, %d not unique", file, (len(lines)+step-1)/step, unfinished, several)
		})
	}
}

// bareSudoku returns a puzzle of the givens cells alone.
func bareSudoku(n int, cells []int) *gen.Puzzle {
	s := shapes()[n]
	return &gen.Puzzle{Kind: "sudoku", Rows: n, Cols: n, BoxRows: s.boxRows, BoxCols: s.boxCols, Givens: grid(n, cells)}
}

// checkAgainstRate wants e to rate the puzzle as r, the untraced grader,
// does: the traced run is the same run. (CheckSteps has checked a status
// of not unique against the solver.)
func checkAgainstRate(t *testing.T, e gen.Explanation, r rating, name string) {
	t.Helper()
	wantStatus, wantGrade, wantTech := gen.StatusUnique, r.Grade, r.Technique
	switch {
	case e.Status == gen.StatusNotUnique:
		wantStatus, wantGrade, wantTech = gen.StatusNotUnique, gen.AnyGrade, ""
	case !r.Solved:
		wantStatus, wantGrade, wantTech = gen.StatusUnfinished, gen.AnyGrade, beyondTechnique
	}
	got := fmt.Sprintf("%s %v, score %d, %d steps, %s", e.Status, e.Grade, e.Score, len(e.Steps), e.Technique)
	want := fmt.Sprintf("%s %v, score %d, %d steps, %s", wantStatus, wantGrade, r.Score, r.Steps, wantTech)
	if got != want {
		t.Errorf("%s: got %s, want the grader's %s", name, got, want)
	}
}

// deadlyRectangle returns four cells of the full grid sol, in two rows,
// two columns and two boxes, holding a, b / b, a: blanked, they can swap,
// so a puzzle that leaves them blank has two solutions at least.
func deadlyRectangle(t testing.TB, s *shape, sol []int) []int {
	t.Helper()
	n := s.n
	for r1 := range n {
		for r2 := r1 + 1; r2 < n && r2/s.boxRows == r1/s.boxRows; r2++ {
			for c1 := range n {
				for c2 := c1 + 1; c2 < n; c2++ {
					a, b := r1*n+c1, r1*n+c2
					c, d := r2*n+c1, r2*n+c2
					if c1/s.boxCols != c2/s.boxCols && sol[a] == sol[d] && sol[b] == sol[c] {
						return []int{a, b, c, d}
					}
				}
			}
		}
	}
	t.Fatal("no deadly rectangle in the grid")
	return nil
}

// notUniqueCells returns the givens of the grading test's easy puzzle
// with the four cells of a deadly rectangle of its solution blank, and
// that solution.
func notUniqueCells(t testing.TB) (givens, solution []int, rect []int) {
	t.Helper()
	s, cells := parseCells(t, 9, gradeCases[0].puzzle)
	_, sol, err := count(context.Background(), s, cells, 1)
	if err != nil {
		t.Fatal(err)
	}
	rect = deadlyRectangle(t, s, sol)
	for _, c := range rect {
		cells[c] = 0
	}
	return cells, sol, rect
}

// unfinishedPuzzle is a minimal puzzle made for these tests (a random
// grid with clues taken away while the solver found one solution) that
// the ladder does not finish.
const unfinishedPuzzle = "...78..9..68.9...3.......4..5.8.....9.2.....7..3.7..14.3...52.8.9........7.1....."

// TestExplainStatus checks the statuses other than unique: steps that
// stop where the ladder stalls, with Progress, and no grade.
func TestExplainStatus(t *testing.T) {
	notUnique, _, rect := notUniqueCells(t)
	_, unfinished := parseCells(t, 9, unfinishedPuzzle)
	_, none := parseCells(t, 4, ".23.1.......4...")
	tests := []struct {
		name   string
		n      int
		cells  []int
		status gen.Status
		tech   string
	}{
		{"not unique", 9, notUnique, gen.StatusNotUnique, ""},
		{"unfinished", 9, unfinished, gen.StatusUnfinished, "guessing"},
		{"no solution", 4, none, gen.StatusNoSolution, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Kind{}.Steps(context.Background(), bareSudoku(tt.n, tt.cells))
			if err != nil {
				t.Fatal(err)
			}
			if e.Status != tt.status || e.Grade != gen.AnyGrade || e.Technique != tt.tech {
				t.Errorf("%s: got %q, grade %v, technique %q, want %q, no grade, %q", tt.name, e.Status, e.Grade, e.Technique, tt.status, tt.tech)
			}
			if e.Progress == nil || (e.Solution != nil) != (tt.status == gen.StatusUnfinished) {
				t.Errorf("%s: got progress %v and solution %v, want progress, and a solution only when unique", tt.name, e.Progress, e.Solution)
			}
			if tt.status != gen.StatusNoSolution {
				gentest.CheckSteps(t, Kind{}, bareSudoku(tt.n, tt.cells), tt.name)
			}
		})
	}
	e, _ := Kind{}.Steps(context.Background(), bareSudoku(9, notUnique))
	for _, c := range rect {
		if v := e.Progress[c/9][c%9]; v != 0 {
			t.Errorf("not unique: got %d at r%dc%d of the deadly rectangle, want it blank", v, c/9+1, c%9+1)
		}
	}
}

// TestExplainMalformed wants givens that break the rules rejected as
// malformed, not explained.
func TestExplainMalformed(t *testing.T) {
	_, cells := parseCells(t, 4, "11..............")
	_, err := Kind{}.Steps(context.Background(), bareSudoku(4, cells))
	if !errors.Is(err, gen.ErrMalformed) {
		t.Errorf("two 1s in a row: got %v, want an error wrapping gen.ErrMalformed", err)
	}
}

// BenchmarkExplain explains the grading tests' 9x9 puzzles of each grade,
// solver included, as `puzzlebook explain` does.
func BenchmarkExplain(b *testing.B) {
	for _, grade := range gen.Grades {
		var puzzles []*gen.Puzzle
		for _, tc := range gradeCases {
			if tc.n == 9 && tc.grade == grade {
				_, cells := parseCells(b, 9, tc.puzzle)
				puzzles = append(puzzles, bareSudoku(9, cells))
			}
		}
		b.Run(grade.String(), func(b *testing.B) {
			for b.Loop() {
				for _, p := range puzzles {
					if _, err := (Kind{}).Steps(context.Background(), p); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles))/1e6, "ms/puzzle")
		})
	}
}

// BenchmarkExplainTop95 explains Norvig's 95 hard puzzles (most of which
// the ladder does not finish), skipping without the shared data.
func BenchmarkExplainTop95(b *testing.B) {
	var puzzles []*gen.Puzzle
	for _, line := range loadLines(b, "norvig_top95.txt") {
		puzzles = append(puzzles, bareSudoku(9, lineCells(b, line)))
	}
	for b.Loop() {
		for _, p := range puzzles {
			if _, err := (Kind{}).Steps(context.Background(), p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles))/1e6, "ms/puzzle")
}
