package calcudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// bruteCount counts the solutions of p up to limit by plain backtracking
// over the cells in reading order, with nothing of the solver or of the
// cages' tuples: a digit goes in a cell when its row and column lack it,
// and a cage is checked by its arithmetic, written out again here, when
// its last cell is filled. It is a second, independent proof of
// uniqueness.
func bruteCount(p *gen.Puzzle, limit int) int {
	n := p.Rows
	grid := gen.CloneGrid(p.Givens)
	last := make(map[[2]int][]gen.Cage) // the cages whose last cell in reading order is this one
	for _, cg := range p.Cages {
		end := cg.Cells[0]
		for _, c := range cg.Cells {
			if c.Row*n+c.Col > end.Row*n+end.Col {
				end = c
			}
		}
		last[[2]int{end.Row, end.Col}] = append(last[[2]int{end.Row, end.Col}], cg)
	}
	free := func(r, c, v int) bool {
		for i := range n {
			if (i != c && grid[r][i] == v) || (i != r && grid[i][c] == v) {
				return false
			}
		}
		return true
	}
	count := 0
	var walk func(i int)
	walk = func(i int) {
		if count >= limit {
			return
		}
		if i == n*n {
			count++
			return
		}
		r, c := i/n, i%n
		given := p.Givens[r][c]
		for v := 1; v <= n; v++ {
			if given != 0 && v != given || !free(r, c, v) {
				continue
			}
			grid[r][c] = v
			ok := true
			for _, cg := range last[[2]int{r, c}] {
				ok = ok && bruteMakes(cg, grid)
			}
			if ok {
				walk(i + 1)
			}
			grid[r][c] = given
		}
	}
	walk(0)
	return count
}

// bruteMakes reports whether the digits of cg in grid make its target:
// by its operation, or by any when it is hidden.
func bruteMakes(cg gen.Cage, grid [][]int) bool {
	var ds []int
	for _, c := range cg.Cells {
		ds = append(ds, grid[c.Row][c.Col])
	}
	sum, prod := 0, 1
	for _, d := range ds {
		sum += d
		prod *= d
	}
	ok := map[string]bool{"+": sum == cg.Target, "×": prod == cg.Target}
	if len(ds) == 2 {
		hi, lo := max(ds[0], ds[1]), min(ds[0], ds[1])
		ok["-"] = hi-lo == cg.Target
		ok["÷"] = hi == lo*cg.Target
	}
	if len(ds) == 1 {
		return ds[0] == cg.Target
	}
	if cg.Hidden {
		return ok["+"] || ok["×"] || ok["-"] || ok["÷"]
	}
	return ok[cg.Op]
}

// TestUniqueByBruteForce generates 210 puzzles of 3x3, 4x4 and 5x5,
// easy to hard (expert is left to the conformance suite, for time), with
// every set of operations, and 6 of 6x6, and checks each has exactly one
// solution by bruteCount.
func TestUniqueByBruteForce(t *testing.T) {
	type batch struct {
		n     int
		o     Options
		count int
	}
	batches := []batch{
		{3, Options{}, 40},
		{4, Options{}, 40}, {4, Options{Operations: "add"}, 20}, {4, Options{HideOperations: true}, 20},
		{5, Options{}, 40}, {5, Options{Operations: "add-subtract"}, 25}, {5, Options{Operations: "add-multiply"}, 25},
		{6, Options{}, 6},
	}
	total := 0
	for _, b := range batches {
		for i := range b.count {
			grade := gen.Grade(1 + i%int(min(topGrade(b.n, b.o), gen.Hard)))
			p := gen.Params{Rows: b.n, Cols: b.n, Grade: grade}
			gen.SetOptions(&p, b.o)
			name := fmt.Sprintf("%dx%d%s/%v/%d", b.n, b.n, b.o.describe(), grade, i)
			pz, err := Kind{}.Generate(context.Background(), p, rand.New(rand.NewPCG(uint64(i), uint64(b.n))))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if got := bruteCount(pz, 2); got != 1 {
				t.Errorf("%s: brute force finds %d solutions, want 1", name, got)
			}
			total++
		}
	}
	if total < 200 {
		t.Errorf("checked %d puzzles, want 200 or more", total)
	}
}

// TestBruteCountSeesTwo checks the counter itself: a 4x4 of two-cell
// rows of 3+ and 7+ cages, which many Latin squares fit, counts 2 (its
// limit), as the solver does.
func TestBruteCountSeesTwo(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader("................ AABBCCDDEEFFGGHH 3+,7+,7+,3+,3+,7+,7+,3+\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := bruteCount(ps[0], 2); got != 2 {
		t.Errorf("got %d, want 2", got)
	}
	s, err := Kind{}.Solve(context.Background(), ps[0])
	if err != nil || s.Count != 2 {
		t.Errorf("the solver: got %d solutions (%v), want 2", s.Count, err)
	}
}
