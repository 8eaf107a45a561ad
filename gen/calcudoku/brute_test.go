package calcudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// bruteCount counts the solutions of p up to limit by plain backtracking,
// with nothing of the solver or of the cages' tuples: it lists each
// cage's fillings by trying every digit 1 to n in every cell and keeping
// those that agree with the givens, repeat no digit in a row or column,
// and make the target by its arithmetic (bruteMakes, written out again
// here); then it fills one cage at a time, the one with the fewest
// fillings its rows and columns still allow. It is a second, independent
// proof of uniqueness.
func bruteCount(p *gen.Puzzle, limit int) int {
	n := p.Rows
	fills := make([][][]int, len(p.Cages))
	for k, cg := range p.Cages {
		fills[k] = bruteFillings(cg, p.Givens, n)
	}
	var rows, cols [maxSize]uint16
	done := make([]bool, len(p.Cages))
	// fits reports whether a filling's digits are free in their rows and
	// columns.
	fits := func(cg gen.Cage, f []int) bool {
		for j, c := range cg.Cells {
			if (rows[c.Row]|cols[c.Col])&(1<<f[j]) != 0 {
				return false
			}
		}
		return true
	}
	count := 0
	var walk func(left int)
	walk = func(left int) {
		if count >= limit {
			return
		}
		if left == 0 {
			count++
			return
		}
		// reach is what the fillings still allowed can put in each row
		// and column: a row or column that cannot get a digit it lacks
		// ends the branch.
		var rowReach, colReach [maxSize]uint16
		best, bestN := -1, 0
		for k := range p.Cages {
			if done[k] {
				continue
			}
			m := 0
			for _, f := range fills[k] {
				if !fits(p.Cages[k], f) {
					continue
				}
				m++
				for j, c := range p.Cages[k].Cells {
					rowReach[c.Row] |= 1 << f[j]
					colReach[c.Col] |= 1 << f[j]
				}
			}
			if best < 0 || m < bestN {
				best, bestN = k, m
			}
			if m == 0 {
				return
			}
		}
		all := uint16(1)<<(n+1) - 2
		for i := range n {
			if (rows[i]|rowReach[i]) != all || (cols[i]|colReach[i]) != all {
				return
			}
		}
		cg := p.Cages[best]
		done[best] = true
		for _, f := range fills[best] {
			if !fits(cg, f) {
				continue
			}
			for j, c := range cg.Cells {
				rows[c.Row] |= 1 << f[j]
				cols[c.Col] |= 1 << f[j]
			}
			walk(left - 1)
			for j, c := range cg.Cells {
				rows[c.Row] &^= 1 << f[j]
				cols[c.Col] &^= 1 << f[j]
			}
		}
		done[best] = false
	}
	walk(len(p.Cages))
	return count
}

// bruteFillings lists the fillings of cg's cells (digits in the order of
// its cells) that agree with givens, repeat no digit in a row or column,
// and make its target.
func bruteFillings(cg gen.Cage, givens [][]int, n int) [][]int {
	k := len(cg.Cells)
	grid := gen.NewGrid(n, n)
	var out [][]int
	digits := make([]int, k)
	for x := 0; ; x++ {
		v := x
		for j := range k {
			digits[j] = 1 + v%n
			v /= n
		}
		if v > 0 {
			return out
		}
		ok := true
		for j, c := range cg.Cells {
			if g := givens[c.Row][c.Col]; g != 0 && g != digits[j] {
				ok = false
			}
			for i := range j {
				d := cg.Cells[i]
				if digits[i] == digits[j] && (d.Row == c.Row || d.Col == c.Col) {
					ok = false
				}
			}
			grid[c.Row][c.Col] = digits[j]
		}
		if ok && bruteMakes(cg, grid) {
			out = append(out, slices.Clone(digits))
		}
	}
}

// bruteMakes reports whether the digits of cg in grid make its target:
// by its operation, or by any when it is hidden.
func bruteMakes(cg gen.Cage, grid [][]int) bool {
	sum, prod, hi, lo := 0, 1, 0, 10
	for _, c := range cg.Cells {
		d := grid[c.Row][c.Col]
		sum, prod, hi, lo = sum+d, prod*d, max(hi, d), min(lo, d)
	}
	if len(cg.Cells) == 1 {
		return sum == cg.Target
	}
	two := len(cg.Cells) == 2
	add, mul := sum == cg.Target, prod == cg.Target
	sub, div := two && hi-lo == cg.Target, two && hi == lo*cg.Target
	switch {
	case cg.Hidden:
		return add || mul || sub || div
	case cg.Op == "+":
		return add
	case cg.Op == "×":
		return mul
	case cg.Op == "-":
		return sub
	case cg.Op == "÷":
		return div
	}
	return false
}

// bruteSizes are, per size, the options and the number of puzzles
// TestUniqueByBruteForce makes of each: 200 a size.
var bruteSizes = []struct {
	n     int
	o     Options
	count int
}{
	{3, Options{}, 200},
	{4, Options{}, 120}, {4, Options{Operations: "add"}, 40}, {4, Options{HideOperations: true}, 40},
	{5, Options{}, 120}, {5, Options{Operations: "add-subtract"}, 40}, {5, Options{Operations: "add-multiply"}, 40},
	{6, Options{}, 200},
	{7, Options{}, 200},
	{8, Options{}, 200},
	{9, Options{}, 200},
}

// bruteGrade is the grade of the i-th puzzle of a size whose top grade
// is top: every grade in turn up to 5x5; from 6x6, where hard and expert
// puzzles take tens of times longer to make and to count, one in ten of
// each, the rest easy and medium.
func bruteGrade(n, i int, top gen.Grade) gen.Grade {
	if n <= 5 {
		return gen.Grade(1 + i%int(top))
	}
	switch i % 10 {
	case 4:
		return gen.Hard
	case 9:
		return gen.Expert
	}
	return gen.Grade(1 + i%2)
}

// TestUniqueByBruteForce generates 200 puzzles of each size, 3x3 to 9x9,
// easy to expert (bruteGrade), with every set of operations at 4x4 and
// 5x5, and checks each has exactly one solution by bruteCount.
func TestUniqueByBruteForce(t *testing.T) {
	perSize, perGrade := map[int]int{}, map[gen.Grade]int{}
	for _, b := range bruteSizes {
		for i := range b.count {
			grade := bruteGrade(b.n, i, topGrade(b.n, b.o))
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
			perSize[b.n]++
			perGrade[grade]++
		}
	}
	for n := minSize; n <= maxSize; n++ {
		if perSize[n] < 200 {
			t.Errorf("%dx%d: checked %d puzzles, want 200 or more", n, n, perSize[n])
		}
	}
	for g := gen.Easy; g <= gen.Expert; g++ {
		if perGrade[g] == 0 {
			t.Errorf("no %v puzzle checked", g)
		}
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
