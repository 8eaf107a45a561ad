package kakuro

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// countFillings counts, up to limit, the ways to fill p's white cells
// with digits 1-9 so that every clue's runs make their sums with no digit
// twice: a plain search, cell by cell in reading order, that shares
// nothing with the kind's solver.
func countFillings(p *gen.Puzzle, limit int) int {
	type run struct {
		cells [][2]int
		sum   int
	}
	var runs []run
	of := map[[2]int][]int{}
	for _, cl := range p.Clues {
		for _, dir := range [][2]int{{1, 0}, {0, 1}} {
			sum := cl.Down
			if dir[1] == 1 {
				sum = cl.Across
			}
			var cells [][2]int
			for r, c := cl.Cell.Row+dir[0], cl.Cell.Col+dir[1]; r < p.Rows && c < p.Cols && p.Givens[r][c] == 0; r, c = r+dir[0], c+dir[1] {
				cells = append(cells, [2]int{r, c})
				of[[2]int{r, c}] = append(of[[2]int{r, c}], len(runs))
			}
			if len(cells) > 0 {
				runs = append(runs, run{cells, sum})
			}
		}
	}
	var whites [][2]int
	for r := range p.Rows {
		for c := range p.Cols {
			if p.Givens[r][c] == 0 {
				whites = append(whites, [2]int{r, c})
			}
		}
	}
	val := map[[2]int]int{}
	// fits reports whether run k can still make its sum with the digits
	// in it so far, all different.
	fits := func(k int) bool {
		seen, sum, left := 0, 0, 0
		for _, x := range runs[k].cells {
			d, ok := val[x]
			if !ok {
				left++
				continue
			}
			if seen&(1<<d) != 0 {
				return false
			}
			seen |= 1 << d
			sum += d
		}
		need := runs[k].sum - sum
		return need >= left*(left+1)/2 && need <= left*(19-left)/2
	}
	count := 0
	var walk func(i int)
	walk = func(i int) {
		if count >= limit {
			return
		}
		if i == len(whites) {
			count++
			return
		}
		x := whites[i]
		for d := 1; d <= 9; d++ {
			val[x] = d
			ok := true
			for _, k := range of[x] {
				ok = ok && fits(k)
			}
			if ok {
				walk(i + 1)
			}
			delete(val, x)
		}
	}
	if len(of) == len(whites) {
		walk(0)
	}
	return count
}

// TestExampleUnique checks that the how-to page's example makes its sums
// with its solution and has no other filling, and that the count finds
// the three fillings of handMade's sums (which the drawing and the
// player's tests use, unique or not).
func TestExampleUnique(t *testing.T) {
	h := Kind{}.HowToPlay(gen.Params{Rows: 12, Cols: 12}).In("en", nil)
	p := h.Example
	if p == nil || !sumsAgree(p) {
		t.Fatal("the example's solution does not make its sums")
	}
	if n := countFillings(p, 2); n != 1 {
		t.Errorf("the example has %d fillings (up to 2), want 1", n)
	}
	if s, err := (Kind{}).Solve(context.Background(), p); err != nil || s.Count != 1 || !gen.EqualGrids(s.Grid, p.Solution) {
		t.Errorf("the kind's solver: %d solutions (%v), want the example's one", s.Count, err)
	}
	if err := checkClueCells(p); err != nil {
		t.Error(err)
	}
	if n := countFillings(handMade(), 5); n != 3 {
		t.Errorf("handMade's sums have %d fillings, want the 3 worked out by hand", n)
	}
	if h.Instruction == "" || len(h.Rules) < 2 {
		t.Errorf("got rules %q and instruction %q, want both", h.Rules, h.Instruction)
	}
}
