package sudoku

import (
	"context"
	"runtime"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/threadcpu"
)

func TestSolveReference(t *testing.T) {
	for _, name := range []string{"norvig_top95.txt", "norvig_hardest.txt", "puzzles3_magictour_top1465", "puzzles6_forum_hardest_1106"} {
		t.Run(name, func(t *testing.T) {
			lines := loadLines(t, name)
			want := loadSolutions(t, strings.TrimSuffix(name, ".txt"))
			s := shapes()[9]
			for i, line := range lines {
				n, first, err := count(context.Background(), s, lineCells(t, line), 2)
				if err != nil {
					t.Fatalf("%s puzzle %d: %v", name, i+1, err)
				}
				if n != 1 {
					t.Errorf("%s puzzle %d %s: got %d solutions, want 1", name, i+1, line, n)
					continue
				}
				if got := cellsLine(first); got != want[line] {
					t.Errorf("%s puzzle %d: got solution %s, want %s", name, i+1, got, want[line])
				}
			}
		})
	}
}

func TestSolveNotUnique(t *testing.T) {
	s := shapes()[9]
	for i, line := range loadLines(t, "puzzles7_serg_benchmark_first1000") {
		if n, _, err := count(context.Background(), s, lineCells(t, line), 2); err != nil || n != 2 {
			t.Errorf("serg puzzle %d %s: got count %d (err %v), want 2", i+1, line, n, err)
		}
	}
}

func TestSolve17ClueSample(t *testing.T) {
	s := shapes()[9]
	lines := loadLines(t, "puzzles2_17_clue")
	for i := 0; i < len(lines); i += 50 {
		if n, _, err := count(context.Background(), s, lineCells(t, lines[i]), 2); err != nil || n != 1 {
			t.Errorf("17-clue puzzle %d %s: got count %d (err %v), want 1", i+1, lines[i], n, err)
		}
	}
}

// load17 returns the 17-clue set as cells.
func load17(b *testing.B) [][]int {
	lines := loadLines(b, "puzzles2_17_clue")
	puzzles := make([][]int, len(lines))
	for i, l := range lines {
		puzzles[i] = lineCells(b, l)
	}
	return puzzles
}

// BenchmarkSolve17Clue proves the 17-clue set unique (counting to two).
// Beside the wall-clock rate it reports cpu-puzzles/s, the rate in the
// thread's CPU time, which other work on a shared machine moves less.
func BenchmarkSolve17Clue(b *testing.B) {
	s := shapes()[9]
	puzzles := load17(b)
	solved := 0
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu := threadcpu.Used()
	for b.Loop() {
		for _, p := range puzzles {
			if unique(s, p) {
				solved++
			}
		}
	}
	b.ReportMetric(float64(solved)/b.Elapsed().Seconds(), "puzzles/s")
	if cpu = threadcpu.Used() - cpu; cpu > 0 {
		b.ReportMetric(float64(solved)/cpu.Seconds(), "cpu-puzzles/s")
	}
}
