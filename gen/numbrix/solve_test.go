package numbrix

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

func TestSolveCounts(t *testing.T) {
	tests := []struct {
		name  string
		kind  Kind
		grid  [][]int
		count int
	}{
		{"unique snake", Numbrix, [][]int{{1, 0, 0}, {0, 0, 0}, {7, 0, 9}}, 1},
		{"no solution", Numbrix, [][]int{{1, 0, 0}, {0, 0, 0}, {0, 0, 2}}, 0},
		{"wrong parity", Numbrix, [][]int{{1, 2, 0}, {0, 0, 0}, {0, 0, 8}}, 0},
		{"several", Numbrix, [][]int{{1, 0}, {0, 0}}, 2},
		{"blank grid", Hidato, [][]int{{0, 0, 0}, {0, 0, 0}}, 2},
		{"hidato with a hole", Hidato, [][]int{{1, -1, 5}, {0, 3, 0}}, 1},
		{"one cell", Numbrix, [][]int{{0}}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &gen.Puzzle{Kind: tt.kind.Name(), Rows: len(tt.grid), Cols: len(tt.grid[0]), Givens: tt.grid}
			sol, err := tt.kind.Solve(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if sol.Count != tt.count {
				t.Fatalf("%s: got %d solutions, want %d", tt.name, sol.Count, tt.count)
			}
			if want := plainCount(tt.grid, tt.kind.Diagonal, 2); want != tt.count {
				t.Errorf("%s: plain counter got %d, want %d", tt.name, want, tt.count)
			}
			if sol.Count > 0 {
				p.Solution = sol.Grid
				if err := tt.kind.Verify(p); err != nil {
					t.Errorf("%s: the solver's grid fails Verify: %v", tt.name, err)
				}
			}
		})
	}
}

func TestSolveMalformed(t *testing.T) {
	tests := []struct {
		name string
		p    *gen.Puzzle
	}{
		{"rows disagree", &gen.Puzzle{Rows: 3, Cols: 2, Givens: [][]int{{1, 0}, {0, 0}}}},
		{"ragged", &gen.Puzzle{Rows: 2, Cols: 2, Givens: [][]int{{1, 0}, {0}}}},
		{"repeat", &gen.Puzzle{Rows: 2, Cols: 2, Givens: [][]int{{1, 1}, {0, 0}}}},
		{"too big", &gen.Puzzle{Rows: 2, Cols: 2, Givens: [][]int{{1, 5}, {0, 0}}}},
		{"below -1", &gen.Puzzle{Rows: 2, Cols: 2, Givens: [][]int{{1, -2}, {0, 0}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Numbrix.Solve(context.Background(), tt.p)
			if !errors.Is(err, gen.ErrMalformed) {
				t.Errorf("%s: got %v, want an error wrapping gen.ErrMalformed", tt.name, err)
			}
		})
	}
}

func TestVerifyRejects(t *testing.T) {
	givens := [][]int{{1, 0}, {0, 0}}
	tests := []struct {
		name     string
		solution [][]int
	}{
		{"not neighbours", [][]int{{1, 2}, {3, 4}}},
		{"repeat", [][]int{{1, 2}, {2, 3}}},
		{"disagrees", [][]int{{2, 1}, {3, 4}}},
		{"hole moved", [][]int{{1, 2}, {-1, 3}}},
		{"short", [][]int{{1, 2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &gen.Puzzle{Rows: 2, Cols: 2, Givens: givens, Solution: tt.solution}
			if err := Numbrix.Verify(p); !errors.Is(err, gen.ErrMalformed) {
				t.Errorf("%s: got %v, want an error wrapping gen.ErrMalformed", tt.name, err)
			}
		})
	}
}

// TestPaths checks that every way of making a solution path gives a path
// through every open cell, on every shape.
func TestPaths(t *testing.T) {
	for _, shape := range shapeNames {
		for _, k := range []Kind{Numbrix, Hidato} {
			cf, err := k.config(gen.Params{Rows: 9, Cols: 7, Options: Options{Shape: shape}})
			if err != nil {
				continue // Numbrix has rectangles only
			}
			t.Run(k.Name()+"/"+shape, func(t *testing.T) {
				rng := rand.New(rand.NewPCG(1, 2))
				for range 5 {
					b, path, ok := cf.layoutPath(rng)
					if !ok {
						continue
					}
					if len(path) != b.n {
						t.Fatalf("%s: got a path of %d cells, want %d", shape, len(path), b.n)
					}
					seen := map[int]bool{}
					for i, c := range path {
						if !b.open.has(c) || seen[c] || (i > 0 && !b.adjacent(path[i-1], c)) {
							t.Fatalf("%s: step %d to %s breaks the path", shape, i+1, b.cellName(c))
						}
						seen[c] = true
					}
				}
			})
		}
	}
}

// TestPathsVaried checks that mixed paths differ from the serpentine
// start and from each other.
func TestPathsVaried(t *testing.T) {
	cf, _ := Numbrix.config(gen.Params{Rows: 9})
	rng := rand.New(rand.NewPCG(3, 4))
	b, a, _ := cf.layoutPath(rng)
	_, c, _ := cf.layoutPath(rng)
	snake := serpentine(b)
	same := func(x, y []int) int {
		k := 0
		for i := range x {
			if x[i] == y[i] {
				k++
			}
		}
		return k
	}
	if s := same(a, snake); s > b.n/4 {
		t.Errorf("got %d of %d cells where the serpentine has them, want a mixed path", s, b.n)
	}
	if s := same(a, c); s > b.n/4 {
		t.Errorf("got two paths agreeing on %d of %d cells, want different paths", s, b.n)
	}
}
