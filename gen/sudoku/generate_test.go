package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

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

// TestGeneratedExact checks every offered size and grade, in every
// symmetry, over a few seeds: the puzzle has exactly the requested grade
// by the full grading ladder (not only the ladder cut at the target that
// the generator uses), and the plain backtracker of count_test.go, which
// shares no code with the solver or the grader, finds one solution.
func TestGeneratedExact(t *testing.T) {
	syms := []gen.Symmetry{gen.SymmetryRotational, gen.SymmetryMirror, gen.SymmetryNone}
	for _, tc := range reachableCases(3) {
		for _, sym := range syms {
			name := fmt.Sprintf("%s/%v", tc.Name, sym)
			t.Run(name, func(t *testing.T) {
				p := tc.Params
				p.Symmetry = sym
				pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(tc.Seed))
				if err != nil {
					t.Fatal(err)
				}
				s, cells, err := givens(pz)
				if err != nil {
					t.Fatal(err)
				}
				if got := plainCount(s, cells, 2); got != 1 {
					t.Errorf("%s: plain backtracker got %d solutions, want 1\n%v", name, got, pz.Givens)
				}
				r := rate(s, cells)
				if !r.Solved || r.Grade != p.Grade || pz.Grade != p.Grade {
					t.Errorf("%s: got grade %v (recorded %v, solved %v), want %v\n%v", name, r.Grade, pz.Grade, r.Solved, p.Grade, pz.Givens)
				}
				if r.Score != pz.Score || r.Technique != pz.Technique {
					t.Errorf("%s: full ladder got score %d (%s), recorded %d (%s)", name, r.Score, r.Technique, pz.Score, pz.Technique)
				}
			})
		}
	}
}

func TestGenerateDeterministic(t *testing.T) {
	for _, n := range []int{4, 6, 9} {
		grade := reachable[n][len(reachable[n])-1]
		name := fmt.Sprintf("%dx%d/%v", n, n, grade)
		t.Run(name, func(t *testing.T) {
			p := gen.Params{Rows: n, Grade: grade}
			a, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(5))
			if err != nil {
				t.Fatal(err)
			}
			b, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(5))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%s: seed 5 twice: got %v and %v, want equal puzzles", name, a.Givens, b.Givens)
			}
			c, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(6))
			if err != nil {
				t.Fatal(err)
			}
			if gen.EqualGrids(a.Givens, c.Givens) {
				t.Errorf("%s: seeds 5 and 6 both got %v, want different puzzles", name, a.Givens)
			}
		})
	}
}

func TestSymmetry(t *testing.T) {
	tests := []struct {
		sym     gen.Symmetry
		partner func(n, r, c int) (int, int)
	}{
		{gen.SymmetryDefault, func(n, r, c int) (int, int) {
			if n == 4 {
				return r, c // 4x4 defaults to no symmetry, which has room
			}
			return n - 1 - r, n - 1 - c
		}},
		{gen.SymmetryRotational, func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c }},
		{gen.SymmetryMirror, func(n, r, c int) (int, int) { return r, n - 1 - c }},
	}
	for _, tt := range tests {
		for _, n := range []int{4, 6, 9} {
			grade := reachable[n][len(reachable[n])-1]
			name := fmt.Sprintf("%v/%dx%d/%v", tt.sym, n, n, grade)
			t.Run(name, func(t *testing.T) {
				p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: grade, Symmetry: tt.sym}, gentest.Seeded(7))
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
		{"9x9 hard", gen.Params{Rows: 9, Grade: gen.Hard}, true},
		{"6x6 cols 0", gen.Params{Rows: 6, Grade: gen.Easy}, true},
		{"4x4 any", gen.Params{Rows: 4}, true},
		{"size 5", gen.Params{Rows: 5}, false},
		{"size 0", gen.Params{}, false},
		{"not square", gen.Params{Rows: 9, Cols: 6}, false},
		{"4x4 expert", gen.Params{Rows: 4, Grade: gen.Expert}, false},
		{"4x4 medium", gen.Params{Rows: 4, Grade: gen.Medium}, false},
		{"6x6 hard", gen.Params{Rows: 6, Grade: gen.Hard}, false},
		{"6x6 medium", gen.Params{Rows: 6, Grade: gen.Medium}, true},
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

// unreachable returns a carver aiming at 4x4 medium, which Validate
// refuses: no 4x4 grid needs more than singles, so only the budget ends it.
func unreachable(seed uint64) *carver {
	s, _ := shapeFor(4)
	return &carver{s: s, orbits: s.orbits(gen.SymmetryNone), rng: gentest.Seeded(seed), target: gen.Medium, restore: 2}
}

func TestGenerateCancelled(t *testing.T) {
	t.Run("before", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		_, err := Kind{}.Generate(ctx, gen.Params{Rows: 9, Grade: gen.Hard}, gentest.Seeded(1))
		if !errors.Is(err, context.Canceled) {
			t.Errorf("9x9 hard: got %v, want context.Canceled", err)
		}
	})
	t.Run("during", func(t *testing.T) {
		// A search that would run for minutes stops soon after the deadline.
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		_, err := unreachable(1).generate(ctx, budget{grids: 1 << 30, moves: 1 << 20, restore: 2})
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("4x4 medium: got %v, want context.DeadlineExceeded", err)
		}
	})
}

func TestGradeRareBounded(t *testing.T) {
	b := budget{grids: 25, moves: 20, restore: 2}
	_, err := unreachable(2).generate(context.Background(), b)
	if !errors.Is(err, gen.ErrGradeRare) {
		t.Fatalf("4x4 medium: got %v, want gen.ErrGradeRare", err)
	}
	if want := "no 4x4 medium puzzle in 25 fresh grids"; !strings.Contains(err.Error(), want) {
		t.Errorf("4x4 medium: got %q, want it to say %q", err, want)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for _, g := range gen.Grades {
		b.Run(g.String(), func(b *testing.B) { benchmarkGenerate(b, 9, g) })
	}
}

func BenchmarkGenerate6x6(b *testing.B) {
	for _, g := range reachable[6] {
		b.Run(g.String(), func(b *testing.B) { benchmarkGenerate(b, 6, g) })
	}
}

// benchmarkGenerate makes n x n puzzles of grade g from successive seeds.
func benchmarkGenerate(b *testing.B, n int, g gen.Grade) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := (Kind{}).Generate(context.Background(), gen.Params{Rows: n, Grade: g}, gentest.Seeded(seed)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFullGrid9 wants fullGrid9 to give valid full grids, the same grid
// for the same seed and different grids for different seeds.
func TestFullGrid9(t *testing.T) {
	s := shapes()[9]
	seen := map[string]bool{}
	for seed := range uint64(200) {
		name := fmt.Sprintf("seed %d", seed)
		cells := fullGrid9(rand.New(rand.NewPCG(seed, 1)))
		if msg := s.repeat(cells); msg != "" || slices.Contains(cells, 0) {
			t.Fatalf("%s: got %s (%s), want a valid full grid", name, cellsLine(cells), msg)
		}
		if again := fullGrid9(rand.New(rand.NewPCG(seed, 1))); !slices.Equal(again, cells) {
			t.Fatalf("%s: got %s then %s, want the same grid twice", name, cellsLine(cells), cellsLine(again))
		}
		seen[cellsLine(cells)] = true
	}
	if len(seen) != 200 {
		t.Errorf("got %d different grids from 200 seeds, want 200", len(seen))
	}
}
