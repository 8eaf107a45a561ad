package killer

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// bruteCount counts the solutions of p up to limit by plain backtracking
// over the cells cage by cage (so that each cage's sum is checked as soon
// as it is full), with nothing of the solver: a digit goes in a cell
// when its row, column, box and cage lack it and its cage's partial sum
// can still reach the target with the cells left. It is a second,
// independent proof of uniqueness.
func bruteCount(p *gen.Puzzle, limit int) int {
	n := p.Rows
	br, bc := 2, 2
	switch n {
	case 6:
		br, bc = 2, 3
	case 9:
		br, bc = 3, 3
	}
	grid := gen.CloneGrid(p.Givens)
	cageOf := gen.NewGrid(n, n)
	left := make([]int, len(p.Cages)) // empty cells per cage
	need := make([]int, len(p.Cages)) // sum still to make
	for k, cg := range p.Cages {
		need[k] = cg.Target
		for _, c := range cg.Cells {
			cageOf[c.Row][c.Col] = k
			if v := grid[c.Row][c.Col]; v != 0 {
				need[k] -= v
			} else {
				left[k]++
			}
		}
	}
	ok := func(r, c, v int) bool {
		for i := range n {
			if grid[r][i] == v || grid[i][c] == v {
				return false
			}
		}
		r0, c0 := r/br*br, c/bc*bc
		for i := r0; i < r0+br; i++ {
			for j := c0; j < c0+bc; j++ {
				if grid[i][j] == v {
					return false
				}
			}
		}
		k := cageOf[r][c]
		for _, x := range p.Cages[k].Cells {
			if grid[x.Row][x.Col] == v {
				return false
			}
		}
		rest, sum := left[k]-1, need[k]-v
		return sum >= rest*(rest+1)/2 && sum <= rest*(2*n-rest+1)/2
	}
	var order []gen.Cell
	for _, cg := range p.Cages {
		for _, c := range cg.Cells {
			if grid[c.Row][c.Col] == 0 {
				order = append(order, c)
			}
		}
	}
	count := 0
	var fill func(i int)
	fill = func(i int) {
		if i == len(order) {
			count++
			return
		}
		r, c := order[i].Row, order[i].Col
		k := cageOf[r][c]
		for v := 1; v <= n && count < limit; v++ {
			if !ok(r, c, v) {
				continue
			}
			grid[r][c], left[k], need[k] = v, left[k]-1, need[k]-v
			fill(i + 1)
			grid[r][c], left[k], need[k] = 0, left[k]+1, need[k]+v
		}
	}
	fill(0)
	return count
}

// TestUniqueByBruteForce checks the generator's proof of uniqueness with
// bruteCount on 216 generated puzzles: 100 4x4, 100 6x6 and 16 9x9.
func TestUniqueByBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: 216 puzzles")
	}
	for _, tc := range []struct {
		n, count int
		grade    gen.Grade
	}{{4, 100, gen.Easy}, {6, 100, gen.Medium}, {9, 16, gen.Medium}} {
		for seed := range uint64(tc.count) {
			p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: tc.n, Grade: tc.grade}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			if got := bruteCount(p, 2); got != 1 {
				t.Errorf("%dx%d seed %d: brute force finds %d solutions, want 1", tc.n, tc.n, seed, got)
			}
		}
	}
}

// TestBruteCountSeesTwo checks that the counter finds a second solution
// where there is one: a 4x4 whose cages are its rows.
func TestBruteCountSeesTwo(t *testing.T) {
	p, err := Kind{}.Parse(stringsReader("................ AAAABBBBCCCCDDDD 10,10,10,10\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := bruteCount(p[0], 2); got != 2 {
		t.Errorf("rows as cages: got %d solutions, want 2 (the counter stops at 2)", got)
	}
}
