package regions

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestLatinCounts counts every Latin square of sides 1 to 4 (1, 2, 12 and
// 576, the known numbers) on the geometry without regions.
func TestLatinCounts(t *testing.T) {
	for n, want := range map[int]int{1: 1, 2: 2, 3: 12, 4: 576} {
		g, err := Latin(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Units) != 2*n || !g.Latin() || g.Region != nil {
			t.Fatalf("Latin(%d): %d units, Latin() %v", n, len(g.Units), g.Latin())
		}
		for c, peers := range g.Peers {
			if len(peers) != 2*(n-1) {
				t.Fatalf("Latin(%d): cell %d has %d peers, want %d", n, c, len(peers), 2*(n-1))
			}
		}
		got, _, err := Count(context.Background(), g, make([]int, n*n), 1000, nil)
		if err != nil || got != want {
			t.Errorf("Latin(%d): %d squares (%v), want %d", n, got, err, want)
		}
	}
	if _, err := Latin(MaxN + 1); err == nil {
		t.Errorf("Latin(%d) made a geometry", MaxN+1)
	}
}

// TestLatinGrade fills random Latin squares, empties cells while the
// solver still finds one solution, and checks that the grader solves what
// is left by rows and columns alone, with sentences that name no region.
func TestLatinGrade(t *testing.T) {
	for _, n := range []int{4, 5, 7} {
		g, _ := Latin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 9))
		full, ok, err := Fill(context.Background(), g, nil, rng, 0)
		if err != nil || !ok {
			t.Fatalf("Fill(%d): %v %v", n, ok, err)
		}
		checkLatin(t, n, full)
		cells := append([]int(nil), full...)
		for _, c := range rng.Perm(n * n) {
			keep := cells[c]
			cells[c] = 0
			if count, _, _ := Count(context.Background(), g, cells, 2, nil); count != 1 {
				cells[c] = keep
			}
		}
		count, first, _ := Count(context.Background(), g, cells, 2, nil)
		e := Explanation(g, nil, cells, count, first)
		if e.Status != gen.StatusUnique && e.Status != gen.StatusUnfinished {
			t.Fatalf("%dx%d: status %v", n, n, e.Status)
		}
		for _, s := range e.Steps {
			for _, word := range []string{"box", "region", "or ."} {
				if strings.Contains(s.Text, word) {
					t.Errorf("%dx%d: step %q names %q", n, n, s.Text, word)
				}
			}
			for _, p := range s.Place {
				if full[p[0]*n+p[1]] != p[2] {
					t.Errorf("%dx%d: step %q places %d at r%dc%d, the solution has %d", n, n, s.Text, p[2], p[0]+1, p[1]+1, full[p[0]*n+p[1]])
				}
			}
		}
		if e.Status == gen.StatusUnique && len(e.Steps) == 0 {
			t.Errorf("%dx%d: solved with no steps", n, n)
		}
	}
}

// checkLatin fails unless every row and column of grid holds 1..n once.
func checkLatin(t *testing.T, n int, grid []int) {
	t.Helper()
	for i := range n {
		var row, col [MaxN + 1]bool
		for j := range n {
			a, b := grid[i*n+j], grid[j*n+i]
			if a < 1 || a > n || b < 1 || b > n || row[a] || col[b] {
				t.Fatalf("not a Latin square: %v", grid)
			}
			row[a], col[b] = true, true
		}
	}
}
