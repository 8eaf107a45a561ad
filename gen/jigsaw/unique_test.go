package jigsaw

import (
	"context"
	"fmt"
	"math/bits"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestUniqueByBruteForce generates 240 puzzles, every size at every grade
// it reaches, and counts their solutions with a backtracker written here,
// sharing nothing with the kind's solver or grader: each must have one
// solution, the recorded one.
func TestUniqueByBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("short: 240 puzzles")
	}
	var cases []gen.Params
	for n := minSize; n <= maxSize; n++ {
		for _, g := range reachable[n] {
			cases = append(cases, gen.Params{Rows: n, Grade: g})
		}
	}
	perCase := (240 + len(cases) - 1) / len(cases)
	total := 0
	for _, p := range cases {
		for seed := range uint64(perCase) {
			p.Symmetry = gen.SymmetryNone
			if seed%2 == 1 {
				p.Symmetry = gen.SymmetryRotational
			}
			pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(100+seed))
			if err != nil {
				t.Fatalf("%dx%d %v seed %d: %v", p.Rows, p.Rows, p.Grade, seed, err)
			}
			name := fmt.Sprintf("%dx%d %v seed %d", p.Rows, p.Rows, p.Grade, seed)
			n, first := bruteCount(pz)
			if n != 1 {
				t.Errorf("%s: got %d solutions, want 1", name, n)
			} else if !gen.EqualGrids(first, pz.Solution) {
				t.Errorf("%s: got solution %v, want the recorded %v", name, first, pz.Solution)
			}
			total++
		}
	}
	if total < 200 {
		t.Errorf("checked %d puzzles, want 200 or more", total)
	}
}

// bruteCount counts the solutions of p up to two by backtracking: it
// fills the empty cell with the fewest digits left first, keeping the
// digits used in each row, column and region as bit sets.
func bruteCount(p *gen.Puzzle) (int, [][]int) {
	n := p.Rows
	g := gen.CloneGrid(p.Givens)
	var row, col, reg [10]uint
	for r := range n {
		for c := range n {
			if v := g[r][c]; v != 0 {
				row[r] |= 1 << v
				col[c] |= 1 << v
				reg[p.Regions[r][c]] |= 1 << v
			}
		}
	}
	full := uint(1)<<(n+1) - 2
	count := 0
	var first [][]int
	var walk func()
	walk = func() {
		br, bc, best := -1, -1, n+1
		for r := range n {
			for c := range n {
				if g[r][c] != 0 {
					continue
				}
				if k := bits.OnesCount(full &^ (row[r] | col[c] | reg[p.Regions[r][c]])); k < best {
					br, bc, best = r, c, k
				}
			}
		}
		if br < 0 {
			if count++; count == 1 {
				first = gen.CloneGrid(g)
			}
			return
		}
		k := p.Regions[br][bc]
		for free := full &^ (row[br] | col[bc] | reg[k]); free != 0 && count < 2; free &= free - 1 {
			v := bits.TrailingZeros(free)
			g[br][bc] = v
			row[br], col[bc], reg[k] = row[br]|1<<v, col[bc]|1<<v, reg[k]|1<<v
			walk()
			row[br], col[bc], reg[k] = row[br]&^(1<<v), col[bc]&^(1<<v), reg[k]&^(1<<v)
			g[br][bc] = 0
		}
	}
	walk()
	return count, first
}
