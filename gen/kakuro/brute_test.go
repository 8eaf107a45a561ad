package kakuro

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// bruteCount counts the solutions of p up to 2 by plain search, sharing
// nothing with the kind's solver: cells in reading order, each digit
// tried that its across and down runs do not hold yet and whose partial
// sums stay within reach of the runs' clues.
func bruteCount(p *gen.Puzzle) int {
	type runInfo struct{ sum, length int }
	rows, cols := p.Rows, p.Cols
	white := func(r, c int) bool { return r >= 0 && c >= 0 && r < rows && c < cols && p.Givens[r][c] >= 0 }
	sums := map[[2]int][2]int{}
	for _, k := range p.Clues {
		sums[[2]int{k.Cell.Row, k.Cell.Col}] = [2]int{k.Down, k.Across}
	}
	// Each white cell's runs: the clue cell at their head and lengths.
	type cellRuns struct {
		across, down   runInfo
		aHead, dHead   [2]int
		aIndex, dIndex int // position in its run
	}
	info := make([][]cellRuns, rows)
	var order [][2]int
	for r := range rows {
		info[r] = make([]cellRuns, cols)
		for c := range cols {
			if !white(r, c) {
				continue
			}
			order = append(order, [2]int{r, c})
			a := c
			for white(r, a-1) {
				a--
			}
			e := c
			for white(r, e+1) {
				e++
			}
			d := r
			for white(d-1, c) {
				d--
			}
			f := r
			for white(f+1, c) {
				f++
			}
			ci := &info[r][c]
			ci.aHead, ci.dHead = [2]int{r, a - 1}, [2]int{d - 1, c}
			ci.across = runInfo{sums[ci.aHead][1], e - a + 1}
			ci.down = runInfo{sums[ci.dHead][0], f - d + 1}
			ci.aIndex, ci.dIndex = c-a, r-d
		}
	}
	grid := gen.CloneGrid(p.Givens)
	// partial sum and used digits of each run, by its head.
	type state struct{ sum, used, filled int }
	runs := map[[3]int]*state{}
	get := func(h [2]int, way int) *state {
		k := [3]int{h[0], h[1], way}
		if runs[k] == nil {
			runs[k] = &state{}
		}
		return runs[k]
	}
	ok := func(s *state, ri runInfo, d int) bool {
		if s.used&(1<<d) != 0 {
			return false
		}
		if ri.sum == 0 {
			return ri.length == 1
		}
		left := ri.length - s.filled - 1
		rest := ri.sum - s.sum - d
		lo, hi := left*(left+1)/2, left*(19-left)/2
		return rest >= lo && rest <= hi
	}
	count := 0
	var walk func(k int)
	walk = func(k int) {
		if count >= 2 {
			return
		}
		if k == len(order) {
			count++
			return
		}
		r, c := order[k][0], order[k][1]
		ci := info[r][c]
		sa, sd := get(ci.aHead, 1), get(ci.dHead, 0)
		for d := 1; d <= 9; d++ {
			if g := p.Givens[r][c]; g > 0 && g != d {
				continue
			}
			if !ok(sa, ci.across, d) || !ok(sd, ci.down, d) {
				continue
			}
			grid[r][c] = d
			sa.sum, sa.used, sa.filled = sa.sum+d, sa.used|1<<d, sa.filled+1
			sd.sum, sd.used, sd.filled = sd.sum+d, sd.used|1<<d, sd.filled+1
			walk(k + 1)
			sa.sum, sa.used, sa.filled = sa.sum-d, sa.used&^(1<<d), sa.filled-1
			sd.sum, sd.used, sd.filled = sd.sum-d, sd.used&^(1<<d), sd.filled-1
		}
	}
	walk(0)
	return count
}

// TestUniqueByBruteForce generates puzzles at sizes 6 to 20 and checks
// each with bruteCount: one solution.
func TestUniqueByBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("generates 200 puzzles")
	}
	ctx := context.Background()
	plan := []struct {
		rows, cols, count int
		grade             gen.Grade
	}{
		{6, 6, 70, gen.Easy}, {7, 8, 50, gen.Medium}, {9, 9, 40, gen.Easy}, {10, 12, 25, gen.Medium},
		{12, 12, 10, gen.Easy}, {15, 15, 4, gen.Medium}, {20, 20, 1, gen.Easy},
	}
	total := 0
	for _, pl := range plan {
		for seed := range uint64(pl.count) {
			p := gen.Params{Rows: pl.rows, Cols: pl.cols, Grade: pl.grade}
			pz, err := Kind{}.Generate(ctx, p, gentest.Seeded(seed))
			name := fmt.Sprintf("%dx%d %v seed %d", pl.rows, pl.cols, pl.grade, seed)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if n := bruteCount(pz); n != 1 {
				t.Errorf("%s: brute force found %d solutions, want 1", name, n)
			}
			total++
		}
	}
	if total < 200 {
		t.Errorf("checked %d puzzles, want 200 or more", total)
	}
}

// TestBruteCountAgrees checks bruteCount itself on the small puzzles of
// TestSolveSmall, whose counts are known.
func TestBruteCountAgrees(t *testing.T) {
	for text, want := range map[string]int{
		"# 4\\ 3\\\n\\4 . .\n\\3 . .\n": 1,
		"# 4\\ 4\\\n\\3 . .\n\\3 . .\n": 0,
		"# 3\\ 3\\\n\\3 . .\n\\3 . .\n": 2,
	} {
		ps, err := Kind{}.Parse(stringsReader(text))
		if err != nil {
			t.Fatal(err)
		}
		if got := bruteCount(ps[0]); got != want {
			t.Errorf("%q: got %d solutions, want %d", text, got, want)
		}
	}
}
