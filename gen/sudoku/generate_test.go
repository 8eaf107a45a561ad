package sudoku

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// reachableCases returns a few seeds for every size and reachable grade.
func reachableCases(seeds int) []gentest.Case {
	var cases []gentest.Case
	for _, n := range []int{4, 6, 9} {
		for _, g := range reachable[n] {
			for seed := range seeds {
				cases = append(cases, gentest.Case{
					Name:   fmt.Sprintf("%dx%d/%v/seed%d", n, n, g, seed),
					Params: gen.Params{Rows: n, Grade: g},
					Seed:   uint64(seed),
				})
			}
		}
	}
	return cases
}

func TestConformance(t *testing.T) {
	gentest.Run(t, Kind{}, reachableCases(2))
}

// TestGeneratedUniquePlain re-proves generated puzzles unique with the
// plain backtracker, which shares no code with the solver.
func TestGeneratedUniquePlain(t *testing.T) {
	for _, tc := range reachableCases(3) {
		t.Run(tc.Name, func(t *testing.T) {
			p, err := Kind{}.Generate(context.Background(), tc.Params, gentest.Seeded(tc.Seed))
			if err != nil {
				t.Fatal(err)
			}
			s, cells, err := givens(p)
			if err != nil {
				t.Fatal(err)
			}
			if got := plainCount(s, cells, 2); got != 1 {
				t.Errorf("%s: plain backtracker got %d solutions, want 1\n%v", tc.Name, got, p.Givens)
			}
		})
	}
}

func TestSymmetry(t *testing.T) {
	tests := []struct {
		sym     gen.Symmetry
		partner func(n, r, c int) (int, int)
	}{
		{gen.SymmetryDefault, func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c }},
		{gen.SymmetryRotational, func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c }},
		{gen.SymmetryMirror, func(n, r, c int) (int, int) { return r, n - 1 - c }},
	}
	for _, tt := range tests {
		for _, n := range []int{4, 6, 9} {
			name := fmt.Sprintf("%v/%dx%d", tt.sym, n, n)
			t.Run(name, func(t *testing.T) {
				p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: gen.Easy, Symmetry: tt.sym}, gentest.Seeded(7))
				if err != nil {
					t.Fatal(err)
				}
				for r := range n {
					for c := range n {
						pr, pc := tt.partner(n, r, c)
						if (p.Givens[r][c] == 0) != (p.Givens[pr][pc] == 0) {
							t.Fatalf("%s: cell (%d,%d) and its partner (%d,%d) differ in being given\n%v", name, r+1, c+1, pr+1, pc+1, p.Givens)
						}
					}
				}
			})
		}
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
		ok   bool
	}{
		{"9x9 expert", gen.Params{Rows: 9, Cols: 9, Grade: gen.Expert}, true},
		{"6x6 cols 0", gen.Params{Rows: 6, Grade: gen.Easy}, true},
		{"4x4 any", gen.Params{Rows: 4}, true},
		{"size 5", gen.Params{Rows: 5}, false},
		{"size 0", gen.Params{}, false},
		{"not square", gen.Params{Rows: 9, Cols: 6}, false},
		{"4x4 expert", gen.Params{Rows: 4, Grade: gen.Expert}, false},
		{"4x4 medium", gen.Params{Rows: 4, Grade: gen.Medium}, false},
		{"6x6 hard", gen.Params{Rows: 6, Grade: gen.Hard}, false},
		{"6x6 medium", gen.Params{Rows: 6, Grade: gen.Medium}, false},
		{"6x6 expert", gen.Params{Rows: 6, Grade: gen.Expert}, true},
		{"grade 9", gen.Params{Rows: 9, Grade: 9}, false},
		{"symmetry 7", gen.Params{Rows: 9, Symmetry: 7}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Kind{}.Validate(tt.p)
			if (err == nil) != tt.ok {
				t.Errorf("Validate(%+v): got %v, want ok=%v", tt.p, err, tt.ok)
			}
			if _, gerr := (Kind{}).Generate(context.Background(), tt.p, gentest.Seeded(1)); !tt.ok && gerr == nil {
				t.Errorf("Generate(%+v): got a puzzle, want the Validate error", tt.p)
			}
		})
	}
}

func TestGenerateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Kind{}.Generate(ctx, gen.Params{Rows: 9, Grade: gen.Hard}, gentest.Seeded(1))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for _, g := range gen.Grades {
		b.Run(g.String(), func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, err := (Kind{}).Generate(context.Background(), gen.Params{Rows: 9, Grade: g}, gentest.Seeded(seed)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
