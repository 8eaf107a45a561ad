package sudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// generated returns count puzzles of size n made with seeds 1..count.
func generated(t testing.TB, n, count int) []*gen.Puzzle {
	t.Helper()
	out := make([]*gen.Puzzle, count)
	for i := range out {
		p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Cols: n}, rand.New(rand.NewPCG(uint64(i+1), 7)))
		if err != nil {
			t.Fatalf("%dx%d seed %d: %v", n, n, i+1, err)
		}
		out[i] = p
	}
	return out
}

// disguise returns p under a random rotation or reflection that keeps
// its boxes whole, with its digits relabelled at random.
func disguise(p *gen.Puzzle, rng *rand.Rand) *gen.Puzzle {
	s, _ := shapeFor(p.Rows)
	n := s.n
	t := rng.IntN(transforms)
	if s.boxRows != s.boxCols {
		t &^= transpose
	}
	relabel := append([]int{0}, rng.Perm(n)...)
	for i := 1; i <= n; i++ {
		relabel[i]++
	}
	move := func(g [][]int) [][]int {
		out := gen.NewGrid(n, n)
		for r := range n {
			for c := range n {
				sr, sc := source(t, n, r, c)
				out[r][c] = relabel[g[sr][sc]]
			}
		}
		return out
	}
	q := *p
	q.Givens, q.Solution = move(p.Givens), move(p.Solution)
	return &q
}

func TestCanonicalInvariant(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{4, 6, 9} {
		for i, p := range generated(t, n, 8) {
			name := fmt.Sprintf("%dx%d puzzle %d", n, n, i+1)
			t.Run(name, func(t *testing.T) {
				want := Kind{}.Canonical(p)
				if len(want) != n*n {
					t.Fatalf("%s: got canonical form %q, want %d cells", name, want, n*n)
				}
				for range 20 {
					q := disguise(p, rng)
					if got := (Kind{}).Canonical(q); got != want {
						t.Fatalf("%s in disguise\n%v\ngot  %s\nwant %s", name, q.Givens, got, want)
					}
				}
				// The form is itself a puzzle of the class.
				back := fromKey(t, want, n)
				if got := (Kind{}).Canonical(back); got != want {
					t.Errorf("%s: canonical form of the canonical form: got %s, want %s", name, got, want)
				}
			})
		}
	}
}

// fromKey reads a canonical form back as a solved puzzle.
func fromKey(t *testing.T, key string, n int) *gen.Puzzle {
	t.Helper()
	ps, err := Kind{}.Parse(strings.NewReader(key))
	if err != nil || len(ps) != 1 {
		t.Fatalf("parse %q: got %d puzzles, %v", key, len(ps), err)
	}
	p := ps[0]
	sol, err := Kind{}.Solve(context.Background(), p)
	if err != nil || sol.Count != 1 {
		t.Fatalf("canonical form %q: got %d solutions, %v; want a unique puzzle", key, sol.Count, err)
	}
	p.Solution = sol.Grid
	return p
}

func TestCanonicalDistinct(t *testing.T) {
	for _, n := range []int{6, 9} {
		seen := map[string]int{}
		for i, p := range generated(t, n, 30) {
			k := Kind{}.Canonical(p)
			if j, dup := seen[k]; dup {
				t.Errorf("%dx%d: puzzles %d and %d got the same canonical form %s", n, n, j+1, i+1, k)
			}
			seen[k] = i
			// One given fewer is another puzzle (if still a puzzle at all).
			q := *p
			q.Givens = gen.CloneGrid(p.Givens)
			blankFirst(q.Givens)
			if got := (Kind{}).Canonical(&q); got == k {
				t.Errorf("%dx%d puzzle %d: a given fewer kept the canonical form %s", n, n, i+1, k)
			}
		}
	}
}

func blankFirst(g [][]int) {
	for r := range g {
		for c := range g[r] {
			if g[r][c] != 0 {
				g[r][c] = 0
				return
			}
		}
	}
}

func TestCanonicalRefusesBroken(t *testing.T) {
	p := generated(t, 4, 1)[0]
	tests := []struct {
		name string
		p    *gen.Puzzle
	}{
		{"nil", nil},
		{"no solution", &gen.Puzzle{Kind: "sudoku", Rows: 4, Cols: 4, Givens: p.Givens}},
		{"5x5", &gen.Puzzle{Kind: "sudoku", Rows: 5, Cols: 5, Givens: gen.NewGrid(5, 5), Solution: gen.NewGrid(5, 5)}},
		{"given disagrees", func() *gen.Puzzle {
			q := *p
			q.Givens = gen.CloneGrid(p.Solution)
			q.Givens[0][0] = q.Givens[0][1]
			return &q
		}()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := (Kind{}).Canonical(tt.p); got != "" {
				t.Errorf("%s: got %q, want \"\"", tt.name, got)
			}
		})
	}
}

// TestCanonicalBruteForce compares the form with its plain definition on
// 4x4 and 6x6: the smallest (solution, pattern) over every rotation or
// reflection and every relabelling of the digits.
func TestCanonicalBruteForce(t *testing.T) {
	for _, n := range []int{4, 6} {
		for i, p := range generated(t, n, 6) {
			if got, want := (Kind{}).Canonical(p), bruteCanonical(p); got != want {
				t.Errorf("%dx%d puzzle %d: got %s, want %s", n, n, i+1, got, want)
			}
		}
	}
}

func bruteCanonical(p *gen.Puzzle) string {
	s, _ := shapeFor(p.Rows)
	n := s.n
	var best string
	for tr := range transforms {
		if tr&transpose != 0 && s.boxRows != s.boxCols {
			continue
		}
		for _, perm := range permutations(n) {
			var sol, pat, key strings.Builder
			for r := range n {
				for c := range n {
					sr, sc := source(tr, n, r, c)
					v := byte('1' + perm[p.Solution[sr][sc]-1])
					sol.WriteByte(v)
					if p.Givens[sr][sc] != 0 {
						pat.WriteByte('1')
						key.WriteByte(v)
					} else {
						pat.WriteByte('0')
						key.WriteByte('.')
					}
				}
			}
			if cand := sol.String() + pat.String() + key.String(); best == "" || cand < best {
				best = cand
			}
		}
	}
	return best[2*n*n:]
}

// permutations returns every permutation of 0..k-1.
func permutations(k int) [][]int {
	if k == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(k - 1) {
		for at := 0; at <= len(p); at++ {
			q := append(append(append([]int{}, p[:at]...), k-1), p[at:]...)
			out = append(out, q)
		}
	}
	return out
}

// TestCanonicalBandSwap pins the choice to leave band and row swaps out:
// swapping the first two rows of a 9x9 puzzle gives another form.
func TestCanonicalBandSwap(t *testing.T) {
	for i, p := range generated(t, 9, 4) {
		q := *p
		q.Givens, q.Solution = gen.CloneGrid(p.Givens), gen.CloneGrid(p.Solution)
		q.Givens[0], q.Givens[1] = q.Givens[1], q.Givens[0]
		q.Solution[0], q.Solution[1] = q.Solution[1], q.Solution[0]
		if (Kind{}).Canonical(&q) == (Kind{}).Canonical(p) {
			t.Errorf("9x9 puzzle %d: swapping rows 1 and 2 kept the canonical form", i+1)
		}
	}
}

// allGrids4 lists every valid 4x4 grid, cells row by row.
func allGrids4() [][16]int {
	s, _ := shapeFor(4)
	var out [][16]int
	var g [16]int
	var fill func(i int)
	fill = func(i int) {
		if i == 16 {
			out = append(out, g)
			return
		}
		for v := 1; v <= 4; v++ {
			g[i] = v
			if s.repeat(g[:]) == "" {
				fill(i + 1)
			}
		}
		g[i] = 0
	}
	fill(0)
	return out
}

func puzzle4(g [16]int, mask uint16) *gen.Puzzle {
	p := &gen.Puzzle{Kind: "sudoku", Rows: 4, Cols: 4, BoxRows: 2, BoxCols: 2, Givens: gen.NewGrid(4, 4), Solution: gen.NewGrid(4, 4)}
	for i, v := range g {
		p.Solution[i/4][i%4] = v
		if mask>>i&1 == 1 {
			p.Givens[i/4][i%4] = v
		}
	}
	return p
}

func BenchmarkCanonical(b *testing.B) {
	for _, n := range []int{4, 6, 9} {
		ps := generated(b, n, 16)
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			i := 0
			for b.Loop() {
				Kind{}.Canonical(ps[i%len(ps)])
				i++
			}
		})
	}
}
