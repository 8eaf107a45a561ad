package sudoku

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// techniqueSentences are the sentences of the first step in each position
// of techniqueCases.
var techniqueSentences = map[string]string{
	"hidden single":  "Row 1 needs a 1 and only r1c1 can take it.",
	"naked single":   "Only 5 can go in r1c1: every other digit has been ruled out there.",
	"pointing":       "In box 1, the 1 can only go in row 1, so no other cell of row 1 can be 1.",
	"claiming":       "In row 1, the 1 can only go in box 1, so no other cell of box 1 can be 1.",
	"naked pair":     "r1c1 and r1c5 can only be 1 or 2, so no other cell of row 1 can be either.",
	"hidden pair":    "In row 1, the 1 and 2 can only go in r1c1 and r1c5, so those cells cannot be 3, 4, 5, 6, 7, 8 or 9.",
	"naked triple":   "r1c1, r1c5 and r1c9 can only hold 1, 2 and 3 among them, so no other cell of row 1 can be 1, 2 or 3.",
	"hidden triple":  "In row 1, the 1, 2 and 3 can only go in r1c1, r1c5 and r1c9, so those cells cannot be 4, 5, 6, 7, 8 or 9.",
	"naked quad":     "r1c1, r1c3, r1c5 and r1c9 can only hold 1, 2, 3 and 4 among them, so no other cell of row 1 can be 1, 2, 3 or 4.",
	"hidden quad":    "In row 1, the 1, 2, 3 and 4 can only go in r1c1, r1c3, r1c5 and r1c9, so those cells cannot be 5, 6, 7, 8 or 9.",
	"X-wing":         "The 1s of rows 1 and 5 can only go in columns 3 and 7, so they are the 1s of those columns, and no other cell of columns 3 and 7 can be 1.",
	"swordfish":      "The 1s of rows 1, 4 and 7 can only go in columns 1, 4 and 7, so they are the 1s of those columns, and no other cell of columns 1, 4 and 7 can be 1.",
	"jellyfish":      "The 1s of rows 1, 4, 7 and 8 can only go in columns 1, 4, 5 and 7, so they are the 1s of those columns, and no other cell of columns 1, 4, 5 and 7 can be 1.",
	"XY-wing":        "r1c1 can only be 1 or 2: if 1, r1c6 (1 or 3) is 3; if 2, r5c1 (2 or 3) is 3. Either way one of them is 3, so r5c6, which sees both, cannot be 3.",
	"XYZ-wing":       "r1c1 can only be 1, 2 or 3; r1c2 (1 or 3) and r5c1 (2 or 3) see it. If it is 1, r1c2 is 3; if 2, r5c1 is 3. So one of the three is 3, and r2c1 and r3c1, which see all three, cannot be 3.",
	"W-wing":         "r1c1 and r5c5 can only be 1 or 2. In row 9, 1 can only go in r9c1 or r9c5, and each of these sees one of them: if both were 1, row 9 would have no 1. So one of them is 2, and r1c5 and r5c1, which see both, cannot be 2.",
	"colour trap":    "Linking the places of 1 that are one of only two in a row, column or box: either r1c1 and r7c6 are 1, or r1c6 and r3c3 are. r7c3 sees one of each, so it cannot be 1.",
	"colour wrap":    "Linking the places of 1 that are one of only two in a row, column or box: either r1c1, r5c5 and r2c2 are 1, or r1c5 and r5c2 are. r1c1 and r2c2 see each other and cannot both be 1, so r1c5 and r5c2 are 1, and r1c1, r5c5 and r2c2 are not.",
	"XY-chain":       "r1c1 (1 or 2), r1c5 (2 or 3), r5c5 (3 or 4) and r5c9 (1 or 4) form a chain: if r1c1 is not 1, it is 2, so r1c5 is 3, r5c5 is 4 and r5c9 is 1. So r1c1 or r5c9 is 1, and r1c9 and r5c1, which see both, cannot be 1.",
	"6x6 pointing":   "In box 1, the 1 can only go in row 1, so no other cell of row 1 can be 1.",
	"6x6 claiming":   "In column 1, the 1 can only go in box 1, so no other cell of box 1 can be 1.",
	"6x6 X-wing":     "The 1s of rows 1 and 4 can only go in columns 1 and 4, so they are the 1s of those columns, and no other cell of columns 1 and 4 can be 1.",
	"4x4 naked pair": "r1c1 and r1c4 can only be 1 or 2, so no other cell of row 1 can be either.",
}

// TestExplainTechniques checks each technique's sentence, and that the
// step lists the changes the grader made, on the pencil-mark positions of
// TestGradeTechniques.
func TestExplainTechniques(t *testing.T) {
	for _, tc := range techniqueCases {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := shapeFor(tc.n)
			var g grader
			g.init(s, make([]int, tc.n*tc.n), gen.Expert)
			for _, e := range tc.edits {
				applyEdit(t, &g, e)
			}
			g.trace = newTrace(&g)
			before := g
			g.step()
			steps := g.trace.steps
			if len(steps) == 0 || steps[0].Technique != tc.want.String() {
				t.Fatalf("%s: got steps %v, want one of %v first", tc.name, steps, tc.want)
			}
			if want := techniqueSentences[tc.name]; steps[0].Text != want {
				t.Errorf("%s: got sentence\n%q\nwant\n%q", tc.name, steps[0].Text, want)
			}
			var got []string
			for _, st := range steps {
				got = append(got, stepChanges(st)...)
			}
			if tc.want <= nakedSingle {
				// A placement's step also lists the digit it clears from
				// the cells that see it; changes lists placements only.
				got = slices.DeleteFunc(got, func(c string) bool { return strings.Contains(c, "#") })
			}
			slices.Sort(got)
			if want := changes(&before, &g); !slices.Equal(got, want) {
				t.Errorf("%s: got changes %v, want the grader's %v", tc.name, got, want)
			}
		})
	}
}

// stepChanges writes a step's placements and eliminations as changes
// (grade_techniques_test.go) writes them.
func stepChanges(st gen.Step) []string {
	var out []string
	for _, v := range st.Place {
		out = append(out, fmt.Sprintf("r%dc%d=%d", v[0]+1, v[1]+1, v[2]))
	}
	for _, v := range st.Eliminate {
		out = append(out, fmt.Sprintf("r%dc%d#%d", v[0]+1, v[1]+1, v[2]))
	}
	return out
}

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
	wantStatus, wantGrade, wantTech := gen.StatusUnique, r.grade, r.technique
	switch {
	case e.Status == gen.StatusNotUnique:
		wantStatus, wantGrade, wantTech = gen.StatusNotUnique, gen.AnyGrade, ""
	case !r.solved:
		wantStatus, wantGrade, wantTech = gen.StatusUnfinished, gen.AnyGrade, beyondTechnique
	}
	got := fmt.Sprintf("%s %v, score %d, %d steps, %s", e.Status, e.Grade, e.Score, len(e.Steps), e.Technique)
	want := fmt.Sprintf("%s %v, score %d, %d steps, %s", wantStatus, wantGrade, r.score, r.steps, wantTech)
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
