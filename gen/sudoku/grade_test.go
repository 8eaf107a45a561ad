package sudoku

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// gradeCase is a puzzle written for these tests (found by rating random
// minimal puzzles), with what the grader must say about it.
type gradeCase struct {
	name      string
	n         int
	puzzle    string // n*n characters, '.' blank
	grade     gen.Grade
	technique string
}

var gradeCases = []gradeCase{
	{"easy hidden singles", 9, "4.27............9.93....654.7...1...8......1....96.3.....49.58..1..........1.7..6", gen.Easy, "hidden single"},
	{"easy naked singles", 9, "8.9....5..6....3.21....9..49..2...633.....1.......6.4.28...3...5.7.4........95...", gen.Easy, "naked single"},
	{"medium pointing", 9, "...5....8.9...1.5...4..86.7....724.6.7.4.51..8..3..........3...3..6....9.1....5..", gen.Medium, "pointing"},
	{"medium claiming", 9, "....2.........9......5....7....9......14..2..4..2763.9..8...47..1...38...69..8..2", gen.Medium, "claiming"},
	{"hard naked pair", 9, "....4....2....9.5419....7..9.18.2.......7....72..5.1..6.5.9..4......1......6....2", gen.Hard, "naked pair"},
	{"hard hidden pair", 9, "...8...31...5...761...2.......7.....9.1.......2..4..8969.2...1.83...5...4.....8.3", gen.Hard, "hidden pair"},
	{"hard naked triple", 9, "..........39.5.2477...1.....73...65..2..354.....4..9......49......7.3.6.2.....8..", gen.Hard, "naked triple"},
	{"hard hidden triple", 9, "1...5.9.4..5.2...7...68....6......3.7......4...4.3...1....6....5.32..8....18..3.5", gen.Hard, "hidden triple"},
	{"hard naked quad", 9, "..........91..8..7.8.1...39..648.5.2.1..6..7.32.......2.9.1.4.....54............3", gen.Hard, "naked quad"},
	{"expert X-wing", 9, "2....6..9.1....23...8....7.....6.......21594..7.9....5.8.19...61............7..2.", gen.Expert, "X-wing"},
	{"expert swordfish", 9, "....3..8.7..2.....1.5.....6..13........14.9....9....47.627....53..8...9..9.......", gen.Expert, "swordfish"},
	{"expert XY-wing", 9, "........9.....734.45.3..6.2....1....3......7..182.5....4.8..2..8....9...2...4..1.", gen.Expert, "XY-wing"},
	{"expert XYZ-wing", 9, "867.4..3...4.8.............7...5...2....1.3.61......58..9..3...2....95...1....2.7", gen.Expert, "XYZ-wing"},
	{"expert W-wing", 9, "6....7.4...2...1............9...5...5.6.1.2.3.4.3..96..2..9...1..5...3......34.7.", gen.Expert, "W-wing"},
	{"expert simple colouring", 9, "7.6.3.9..9...7.42.................9.....97.38....2375.2......8.3.5...6..49.38....", gen.Expert, "simple colouring"},
	{"expert jellyfish", 9, "2.3......9.......3..7.246....8..9.7..7..1..4..9...28......6.2....6..873...17.....", gen.Expert, "jellyfish"},
	{"expert XY-chain", 9, "3...74...46.....9.....8.5...2..5.......64.2.37..........7...91.6..79..3..32.....6", gen.Expert, "XY-chain"},
	{"6x6 easy", 6, ".....5.5.1.24.......2..6.2..63......", gen.Easy, "hidden single"},
	{"6x6 medium", 6, "5...2...6.4.......43.1..6..413......", gen.Medium, "pointing"},
	{"6x6 expert", 6, ".1...5..5.2....6.1.3...21.2.........", gen.Expert, "XY-wing"},
	{"4x4 easy", 4, "..12.....1.34...", gen.Easy, "hidden single"},
}

// parseCells reads an n*n-character puzzle line ('.' or '0' blank).
func parseCells(t testing.TB, n int, line string) (*shape, []int) {
	t.Helper()
	s, err := shapeFor(n)
	if err != nil {
		t.Fatal(err)
	}
	if len(line) != n*n {
		t.Fatalf("puzzle %q: got %d characters, want %d", line, len(line), n*n)
	}
	cells := make([]int, n*n)
	for i := range cells {
		if ch := line[i]; ch >= '1' && ch <= '9' {
			cells[i] = int(ch - '0')
		}
	}
	return s, cells
}

// truthOf returns the only solution of cells, failing when there is not
// exactly one.
func truthOf(t testing.TB, s *shape, cells []int) []int {
	t.Helper()
	k, sol, err := count(context.Background(), s, cells, 2)
	if err != nil || k != 1 {
		t.Fatalf("got %d solutions (err %v), want exactly 1", k, err)
	}
	return sol
}

func TestGradeKnownPuzzles(t *testing.T) {
	for _, tc := range gradeCases {
		t.Run(tc.name, func(t *testing.T) {
			s, cells := parseCells(t, tc.n, tc.puzzle)
			truthOf(t, s, cells)
			r := rate(s, cells)
			if !r.Solved || r.Grade != tc.grade || r.Technique != tc.technique {
				t.Errorf("%s: got solved=%v %v %q, want solved %v %q", tc.puzzle, r.Solved, r.Grade, r.Technique, tc.grade, tc.technique)
			}
			blanks := 0
			for _, v := range cells {
				if v == 0 {
					blanks++
				}
			}
			if r.Steps < blanks || r.Score < r.Steps {
				t.Errorf("%s: got score %d over %d steps, want a step per blank (%d) and a score of at least one per step", tc.puzzle, r.Score, r.Steps, blanks)
			}
		})
	}
}

// TestGradeLimit checks that the ladder cut at a grade gives the same
// rating from the puzzle's grade up, and no solution below it.
func TestGradeLimit(t *testing.T) {
	for _, tc := range gradeCases {
		t.Run(tc.name, func(t *testing.T) {
			s, cells := parseCells(t, tc.n, tc.puzzle)
			checkLimits(t, s, cells, tc.puzzle)
		})
	}
}

func checkLimits(t *testing.T, s *shape, cells []int, name string) {
	t.Helper()
	full := rate(s, cells)
	for _, limit := range gen.Grades {
		got := rateUpTo(s, cells, limit)
		switch {
		case !full.Solved && got.Solved:
			t.Errorf("%s at limit %v: solved, want unsolved as with the whole ladder", name, limit)
		case full.Solved && limit >= full.Grade && got != full:
			t.Errorf("%s at limit %v: got %+v, want %+v", name, limit, got, full)
		case full.Solved && limit < full.Grade && got.Solved:
			t.Errorf("%s at limit %v: got solved at %v, want unsolved below %v", name, limit, got.Grade, full.Grade)
		}
	}
}

func TestGradeEdgeGrids(t *testing.T) {
	s, _ := shapeFor(9)
	solution := "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	_, solved := parseCells(t, 9, solution)
	oneBlank := append([]int(nil), solved...)
	oneBlank[40] = 0
	clash := append([]int(nil), solved...)
	clash[1] = clash[0] // two 5s in row 1
	tests := []struct {
		name      string
		cells     []int
		solved    bool
		technique string
		score     int
	}{
		{"complete", solved, true, "", 0},
		{"one blank", oneBlank, true, "full house", 2}, // the full house and one look
		{"clashing givens", clash, false, "", 0},
		{"empty grid", make([]int, 81), false, "", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := rate(s, tc.cells)
			if r.Solved != tc.solved || r.Technique != tc.technique || r.Score != tc.score {
				t.Errorf("got solved=%v %q score %d, want solved=%v %q score %d", r.Solved, r.Technique, r.Score, tc.solved, tc.technique, tc.score)
			}
		})
	}
}

// TestGradeSound rates puzzles nobody here wrote, checking every step
// against the published solution: no elimination or placement may remove
// the true digit.
func TestGradeSound(t *testing.T) {
	s, _ := shapeFor(9)
	for _, name := range []string{"puzzles3_magictour_top1465", "norvig_top95", "norvig_hardest", "puzzles6_forum_hardest_1106"} {
		t.Run(name, func(t *testing.T) {
			sols := loadSolutions(t, name)
			solvedCount := 0
			for puzzle, solution := range sols {
				cells, truth := lineCells(t, puzzle), lineCells(t, solution)
				var g regions.Grader
				g.Init(s.geo, nil, cells, gen.Expert)
				g.Check(truth)
				g.Solve()
				if step, by := g.Wrong(); step > 0 {
					t.Errorf("%s: step %d (%v) removed the true digit", puzzle, step, by)
				}
				if g.Broken() {
					t.Errorf("%s: got a contradiction, want none in a unique puzzle", puzzle)
				}
				if g.Left() == 0 {
					solvedCount++
				}
			}
			t.Logf("%s: %d of %d solved by the ladder", name, solvedCount, len(sols))
		})
	}
}

// TestGradeVeryHard checks that the hardest known puzzles are never passed
// off as below expert.
func TestGradeVeryHard(t *testing.T) {
	s, _ := shapeFor(9)
	for _, line := range loadLines(t, "puzzles6_forum_hardest_1106") {
		r := rate(s, lineCells(t, line))
		if r.Solved && r.Grade < gen.Expert {
			t.Errorf("%s: got solved at %v (%s), want unsolved or expert", line, r.Grade, r.Technique)
		}
	}
}

// TestGradeLimitData repeats the limit check on a sample of published puzzles.
func TestGradeLimitData(t *testing.T) {
	s, _ := shapeFor(9)
	for _, line := range loadLines(t, "norvig_top95.txt") {
		checkLimits(t, s, lineCells(t, line), line)
	}
}

func BenchmarkRate(b *testing.B) {
	for _, grade := range gen.Grades {
		var puzzles [][]int
		for _, tc := range gradeCases {
			if tc.n == 9 && tc.grade == grade {
				_, cells := parseCells(b, 9, tc.puzzle)
				puzzles = append(puzzles, cells)
			}
		}
		s, _ := shapeFor(9)
		b.Run(grade.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range puzzles {
					rate(s, p)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles))/1e3, "us/puzzle")
		})
	}
	b.Run("top95", func(b *testing.B) {
		s, _ := shapeFor(9)
		var puzzles [][]int
		for _, line := range loadLines(b, "norvig_top95.txt") {
			puzzles = append(puzzles, lineCells(b, line))
		}
		for b.Loop() {
			for _, p := range puzzles {
				rate(s, p)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles))/1e3, "us/puzzle")
	})
}

// TestScoresOrderSmallGrids checks that the score tells apart easy 4x4
// puzzles, which all need singles alone: the looks a puzzle takes (a
// round of singles each) make the difference, so that a section ordered
// by score ramps.
func TestScoresOrderSmallGrids(t *testing.T) {
	p := gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}
	n := Kind{}.Listed(p)
	scores := map[int]int{}
	for i := 1; i <= n; i++ {
		p.Pick = i
		pz, err := Kind{}.Generate(context.Background(), p, rand.New(rand.NewPCG(uint64(i), 7)))
		if err != nil {
			t.Fatal(err)
		}
		blanks := 0
		for _, row := range pz.Givens {
			for _, v := range row {
				if v == 0 {
					blanks++
				}
			}
		}
		if pz.Score <= blanks {
			t.Errorf("listed 4x4 %d: got score %d for %d blanks, want more than one a blank (a look at least)", i, pz.Score, blanks)
		}
		scores[pz.Score]++
	}
	if len(scores) < 4 {
		t.Errorf("got %d distinct scores over %d easy 4x4 puzzles (%v), want at least 4", len(scores), n, scores)
	}
}
