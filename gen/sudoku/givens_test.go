package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// givensCases are ranges of givens across sizes, grades and symmetries:
// the ones the issue names (easy 35-40, hard 30-34), exact counts, and
// the listed 4x4 sizes.
var givensCases = []gen.Params{
	{Rows: 9, Grade: gen.Easy, MinGivens: 35, MaxGivens: 40},
	{Rows: 9, Grade: gen.Easy, Symmetry: gen.SymmetryNone, MinGivens: 45, MaxGivens: 45},
	{Rows: 9, Grade: gen.Medium, Symmetry: gen.SymmetryMirror, MinGivens: 30, MaxGivens: 34},
	{Rows: 9, Grade: gen.Hard, MinGivens: 30, MaxGivens: 34},
	{Rows: 9, Grade: gen.Expert, MinGivens: 28, MaxGivens: 32},
	{Rows: 9, Grade: gen.Expert, Symmetry: gen.SymmetryNone, MinGivens: 40, MaxGivens: 44},
	{Rows: 9, MinGivens: 50, MaxGivens: 55},
	{Rows: 6, Grade: gen.Easy, MinGivens: 18, MaxGivens: 22},
	{Rows: 6, Grade: gen.Medium, Symmetry: gen.SymmetryNone, MinGivens: 13, MaxGivens: 15},
	{Rows: 6, Grade: gen.Expert, MinGivens: 12, MaxGivens: 12},
	{Rows: 4, Grade: gen.Easy, MinGivens: 8, MaxGivens: 10},
	{Rows: 4, Grade: gen.Easy, Symmetry: gen.SymmetryRotational, MinGivens: 12, MaxGivens: 14},
}

func givensName(p gen.Params) string {
	return fmt.Sprintf("%dx%d/%v/%v/givens%s", p.Rows, p.Rows, p.Grade, symmetryFor(p.Rows, p.Symmetry), p.GivensText())
}

// TestGivensConformance runs the kind's conformance suite (determinism,
// gen.Check, re-grading by Rate, text round trips, drawing) on puzzles
// made to a range of givens, which it counts.
func TestGivensConformance(t *testing.T) {
	var cases []gentest.Case
	for _, p := range givensCases {
		for seed := range uint64(2) {
			cases = append(cases, gentest.Case{Name: fmt.Sprintf("%s/seed%d", givensName(p), seed), Params: p, Seed: seed})
		}
	}
	gentest.Run(t, Kind{}, cases)
}

// TestGivensExact checks puzzles made to a range with code that shares
// nothing with the generator: the count of givens is in the range, the
// plain backtracker (internal/plaincount) finds one solution, the
// pattern keeps the symmetry, and the grader, run again on the givens
// alone through gen.Rater, gives the grade asked for with a technique of
// that grade.
func TestGivensExact(t *testing.T) {
	for _, p := range givensCases {
		for seed := range uint64(4) {
			name := fmt.Sprintf("%s/seed%d", givensName(p), seed)
			t.Run(name, func(t *testing.T) {
				pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(seed+10))
				if err != nil {
					t.Fatal(err)
				}
				s, cells, err := givens(pz)
				if err != nil {
					t.Fatal(err)
				}
				if k := countGivens(cells); k < p.MinGivens || k > p.MaxGivens {
					t.Errorf("%s: got %d givens, want %s", name, k, p.GivensText())
				}
				if n := plainCount(s, cells, 2); n != 1 {
					t.Errorf("%s: plain backtracker got %d solutions, want 1", name, n)
				}
				checkSymmetric(t, name, s, cells, symmetryFor(s.n, p.Symmetry))
				bare := &gen.Puzzle{Kind: pz.Kind, Rows: pz.Rows, Cols: pz.Cols, Givens: gen.CloneGrid(pz.Givens)}
				if err := (Kind{}).Rate(context.Background(), bare); err != nil {
					t.Fatal(err)
				}
				if p.Grade != gen.AnyGrade && (bare.Grade != p.Grade || techniqueGrade(bare.Technique) != p.Grade) {
					t.Errorf("%s: re-graded %v (%s, a %v technique), want %v", name, bare.Grade, bare.Technique, techniqueGrade(bare.Technique), p.Grade)
				}
			})
		}
	}
}

// TestAddGivensKeeps adds givens to generated puzzles of every size,
// reachable grade and symmetry, and checks what addGivens promises: the
// old givens stay, the new count is in range, the pattern keeps the
// symmetry, the puzzle stays unique (by the plain backtracker), and the
// full grader gives the same grade and, past easy, the same technique.
func TestAddGivensKeeps(t *testing.T) {
	for _, n := range []int{6, 9} {
		for _, g := range reachable[n] {
			for _, sym := range []gen.Symmetry{gen.SymmetryNone, gen.SymmetryRotational, gen.SymmetryMirror} {
				for seed := range uint64(4) {
					name := fmt.Sprintf("%dx%d/%v/%v/seed%d", n, n, g, sym, seed)
					t.Run(name, func(t *testing.T) {
						pz, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: g, Symmetry: sym}, gentest.Seeded(seed))
						if err != nil {
							t.Fatal(err)
						}
						s, before, _ := givens(pz)
						_, solution, _ := givens(&gen.Puzzle{Kind: pz.Kind, Rows: n, Cols: n, Givens: pz.Solution})
						r0 := rate(s, before)
						k0 := countGivens(before)
						lo, hi := k0+4, k0+8
						cells := slices.Clone(before)
						r1, ok := addGivens(s, cells, solution, orbitsOf()[n][sym], r0, g, lo, hi, rand.New(rand.NewPCG(seed, 9)))
						k := countGivens(cells)
						if ok != (k >= lo && k <= hi) {
							t.Errorf("%s: got ok %v with %d givens, want ok exactly when %d-%d holds them", name, ok, k, lo, hi)
						}
						for c, v := range before {
							if v != 0 && cells[c] != v {
								t.Fatalf("%s: cell %d: got %d, want the given %d kept", name, c, cells[c], v)
							}
						}
						if np := plainCount(s, cells, 2); np != 1 {
							t.Errorf("%s: plain backtracker got %d solutions, want 1", name, np)
						}
						checkSymmetric(t, name, s, cells, sym)
						r := rate(s, cells)
						if r != r1 {
							t.Errorf("%s: got rating %+v, the full grader says %+v", name, r1, r)
						}
						if r.Grade != r0.Grade || (g != gen.Easy && r.Technique != r0.Technique) {
							t.Errorf("%s: %d -> %d givens: got %v (%s), want %v (%s)", name, k0, k, r.Grade, r.Technique, r0.Grade, r0.Technique)
						}
					})
				}
			}
		}
	}
}

// TestGivensBounds checks the promise of givensTable: a range at its
// edges is accepted, and the generator makes puzzles there; one past
// them is refused.
func TestGivensBounds(t *testing.T) {
	for key, b := range givensTable {
		if key.n == 4 {
			continue
		}
		most := b.most
		if paired(key.n, key.sym) && most%2 == 1 {
			most--
		}
		fewest := b.fewest
		if paired(key.n, key.sym) && fewest%2 == 1 {
			fewest++
		}
		base := gen.Params{Rows: key.n, Grade: key.grade, Symmetry: key.sym}
		for _, at := range []int{fewest, most} {
			p := base
			p.MinGivens, p.MaxGivens = at, at
			name := givensName(p)
			t.Run(name, func(t *testing.T) {
				if err := (Kind{}).Validate(p); err != nil {
					t.Fatalf("%s: got %v, want it accepted", name, err)
				}
				for seed := range uint64(2) {
					pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(seed))
					if err != nil {
						t.Fatalf("%s seed %d: %v", name, seed, err)
					}
					if k := pz.Stats["clues"]; k != at {
						t.Errorf("%s seed %d: got %d givens, want %d", name, seed, k, at)
					}
				}
			})
		}
		for _, past := range [][2]int{{b.most + 1, b.most + 3}, {b.fewest - 3, b.fewest - 1}} {
			if past[0] < 1 {
				continue
			}
			p := base
			p.MinGivens, p.MaxGivens = past[0], past[1]
			var pe *gen.ParamError
			if err := (Kind{}).Validate(p); !errors.As(err, &pe) || pe.Param != "givens" {
				t.Errorf("%s: got %v, want a givens error", givensName(p), err)
			}
		}
	}
}

// TestGivensRefused checks the messages of ranges refused before any
// work, each a gen.ParamError on givens naming a range that works.
func TestGivensRefused(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
		want string
	}{
		{"expert 45", gen.Params{Rows: 9, Grade: gen.Expert, MinGivens: 45, MaxGivens: 45},
			"sudoku: givens 45: expert 9x9 puzzles with rotational givens keep their grade's technique with at most 36 givens (added givens make a puzzle easier); ask for at most 36, e.g. givens: 31-36"},
		{"hard mirror 40-44", gen.Params{Rows: 9, Grade: gen.Hard, Symmetry: gen.SymmetryMirror, MinGivens: 40, MaxGivens: 44},
			"sudoku: givens 40-44: hard 9x9 puzzles with mirror givens keep their grade's technique with at most 35 givens (added givens make a puzzle easier); ask for at most 35, e.g. givens: 30-35"},
		{"hard 18-20", gen.Params{Rows: 9, Grade: gen.Hard, MinGivens: 18, MaxGivens: 20},
			"sudoku: givens 18-20: hard 9x9 puzzles with rotational givens carve to 24 givens or more (fewer are too rare to find); ask for a range reaching 24, e.g. givens: 24-29"},
		{"easy 81", gen.Params{Rows: 9, Grade: gen.Easy, MinGivens: 81, MaxGivens: 81},
			"sudoku: givens 81: a 9x9 grid has 81 cells and needs blanks; ask for at most 80, e.g. givens: 75-80"},
		{"6x6 medium mirror", gen.Params{Rows: 6, Grade: gen.Medium, Symmetry: gen.SymmetryMirror, MinGivens: 14, MaxGivens: 16},
			"sudoku: givens 14-16: medium 6x6 puzzles with mirror givens keep their grade's technique with at most 12 givens (added givens make a puzzle easier); ask for at most 12, e.g. givens: 12"},
		{"4x4 rotational odd", gen.Params{Rows: 4, Symmetry: gen.SymmetryRotational, MinGivens: 7, MaxGivens: 7},
			"sudoku: givens 7: rotational givens on 4x4 come in pairs, so their count is even; ask for 6 or 8"},
		{"4x4 16", gen.Params{Rows: 4, MinGivens: 16, MaxGivens: 16},
			"sudoku: givens 16: a 4x4 grid has 16 cells and needs blanks; ask for at most 15, e.g. givens: 10-15"},
		{"4x4 3", gen.Params{Rows: 4, MinGivens: 1, MaxGivens: 3},
			"sudoku: givens 1-3: no 4x4 puzzle has one solution with fewer than 4 givens; ask for a range reaching 4, e.g. givens: 4-8"},
		{"upside down", gen.Params{Rows: 9, MinGivens: 40, MaxGivens: 35},
			"sudoku: givens 40-35: want a count like 36 or a range like 35-40, the smaller first"},
		{"no bottom", gen.Params{Rows: 9, MaxGivens: 35},
			"sudoku: givens 0-35: want a count like 36 or a range like 35-40, the smaller first"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Kind{}.Validate(tt.p)
			var pe *gen.ParamError
			if !errors.As(err, &pe) || pe.Param != "givens" || err.Error() != tt.want {
				t.Errorf("%s: got %v, want a givens error\n%s", tt.name, err, tt.want)
			}
		})
	}
}

// TestGivens4x4Lists checks the lists of 4x4 puzzles with a range of
// givens against an enumeration that shares nothing with them but the
// kind's Canonical: every pattern of every symmetry on all 288 grids,
// unique when no other grid agrees with it, once per canonical form, by
// count of givens. Every puzzle of a few whole ranges is then made, as a
// book that asks for all of them does, and checked: in range, unique by
// the plain backtracker, symmetric, easy, and no two the same puzzle.
func TestGivens4x4Lists(t *testing.T) {
	s, _ := shapeFor(4)
	grids := allGrids4()
	for _, sym := range []gen.Symmetry{gen.SymmetryNone, gen.SymmetryRotational, gen.SymmetryMirror} {
		orbits := s.orbits(sym)
		byCount := make([]map[string]bool, 17)
		for k := range byCount {
			byCount[k] = map[string]bool{}
		}
		for _, g := range gridSources(grids, sym) {
			diffs := differences(g, grids)
			for sub := 0; sub < 1<<len(orbits); sub++ {
				if m := orbitMask(orbits, sub); hitsAll(m, diffs) {
					byCount[countGivens(maskedCells(g, m))][Kind{}.Canonical(puzzle4(g, m))] = true
				}
			}
		}
		for k := 1; k <= 15; k++ {
			p := gen.Params{Rows: 4, Grade: gen.Easy, Symmetry: sym, MinGivens: k, MaxGivens: k}
			if got, want := (Kind{}).Listed(p), len(byCount[k]); got != want {
				t.Errorf("4x4 %v with %d givens: got %d listed, want %d", sym, k, got, want)
			}
			if got, want := (Kind{}).MaxDistinct(p), len(byCount[k]); got != want {
				t.Errorf("4x4 %v with %d givens: got MaxDistinct %d, want %d", sym, k, got, want)
			}
		}
	}
	for _, p := range []gen.Params{
		{Rows: 4, Grade: gen.Easy, Symmetry: gen.SymmetryRotational, MinGivens: 12, MaxGivens: 14},
		{Rows: 4, Grade: gen.Easy, Symmetry: gen.SymmetryMirror, MinGivens: 6, MaxGivens: 8},
		{Rows: 4, Grade: gen.Easy, MinGivens: 14, MaxGivens: 15},
	} {
		t.Run(givensName(p), func(t *testing.T) {
			most := Kind{}.Listed(p)
			seen := map[string]int{}
			for pick := 1; pick <= most; pick++ {
				p.Pick = pick
				pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(uint64(pick)))
				if err != nil {
					t.Fatalf("pick %d: %v", pick, err)
				}
				_, cells, _ := givens(pz)
				if k := countGivens(cells); k < p.MinGivens || k > p.MaxGivens {
					t.Errorf("pick %d: got %d givens, want %s", pick, k, p.GivensText())
				}
				if n := plainCount(s, cells, 2); n != 1 {
					t.Errorf("pick %d: plain backtracker got %d solutions, want 1", pick, n)
				}
				checkSymmetric(t, fmt.Sprintf("pick %d", pick), s, cells, p.Symmetry)
				if pz.Grade != gen.Easy {
					t.Errorf("pick %d: got grade %v, want easy", pick, pz.Grade)
				}
				form := Kind{}.Canonical(pz)
				if j, dup := seen[form]; dup {
					t.Errorf("picks %d and %d are the same puzzle %s", j, pick, form)
				}
				seen[form] = pick
			}
		})
	}
}

// countGivens counts the givens of cells.
func countGivens(cells []int) int {
	k := 0
	for _, v := range cells {
		if v != 0 {
			k++
		}
	}
	return k
}

// checkSymmetric checks that each cell of cells is given exactly when
// its partner under sym is.
func checkSymmetric(t *testing.T, name string, s *shape, cells []int, sym gen.Symmetry) {
	t.Helper()
	n := s.n
	for c := range cells {
		r, col := c/n, c%n
		partner := c
		switch sym {
		case gen.SymmetryRotational:
			partner = (n-1-r)*n + n - 1 - col
		case gen.SymmetryMirror:
			partner = r*n + n - 1 - col
		}
		if (cells[c] == 0) != (cells[partner] == 0) {
			t.Errorf("%s: cell %d given %v, its %v partner %d given %v", name, c, cells[c] != 0, sym, partner, cells[partner] != 0)
		}
	}
}

// techniqueGrade returns the grade of the technique named name.
func techniqueGrade(name string) gen.Grade {
	for t := range regions.NumTechniques {
		if ti := t.Info(); ti.Name == name {
			return ti.Grade
		}
	}
	return gen.AnyGrade
}

// BenchmarkGenerateGivens generates 9x9 puzzles with and without a range
// of givens side by side (the ranges of the issue: easy 35-40, hard
// 30-34), a fresh seed each iteration; grids/op is the fresh grids
// carved a puzzle.
func BenchmarkGenerateGivens(b *testing.B) {
	for _, p := range []gen.Params{
		{Rows: 9, Grade: gen.Easy},
		{Rows: 9, Grade: gen.Easy, MinGivens: 35, MaxGivens: 40},
		{Rows: 9, Grade: gen.Hard},
		{Rows: 9, Grade: gen.Hard, MinGivens: 30, MaxGivens: 34},
		{Rows: 9, Grade: gen.Expert},
		{Rows: 9, Grade: gen.Expert, MinGivens: 30, MaxGivens: 34},
	} {
		name := fmt.Sprintf("%v/givens%s", p.Grade, p.GivensText())
		b.Run(name, func(b *testing.B) {
			seed, grids := uint64(0), 0
			for b.Loop() {
				seed++
				pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(seed))
				if err != nil {
					b.Fatal(err)
				}
				grids += pz.Stats["attempts"]
			}
			b.ReportMetric(float64(grids)/float64(seed), "grids/op")
		})
	}
}
