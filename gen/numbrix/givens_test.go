package numbrix

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// givensCases are ranges of givens for both kinds across sizes, grades,
// shapes and patterns.
var givensCases = []struct {
	kind Kind
	p    gen.Params
}{
	{Numbrix, gen.Params{Rows: 9, Grade: gen.Easy, MinGivens: 30, MaxGivens: 35}},
	{Numbrix, gen.Params{Rows: 6, Grade: gen.Medium, MinGivens: 12, MaxGivens: 12}},
	{Numbrix, gen.Params{Rows: 9, Grade: gen.Hard, Symmetry: gen.SymmetryRotational, MinGivens: 24, MaxGivens: 28}},
	{Numbrix, gen.Params{Rows: 8, Grade: gen.Expert, MinGivens: 14, MaxGivens: 18}},
	{Numbrix, gen.Params{Rows: 9, Grade: gen.Medium, MinGivens: 25, MaxGivens: 30, Options: Options{MaxGap: 8}}},
	{Hidato, gen.Params{Rows: 10, Grade: gen.Medium, MinGivens: 45, MaxGivens: 50}},
	{Hidato, gen.Params{Rows: 8, Grade: gen.Hard, MinGivens: 30, MaxGivens: 32}},
	{Hidato, gen.Params{Rows: 8, Grade: gen.Expert, MinGivens: 24, MaxGivens: 28, Options: Options{Shape: ShapeCircle}}},
	{Hidato, gen.Params{Rows: 7, Grade: gen.Easy, MinGivens: 30, MaxGivens: 35, Options: Options{Ends: EndsFree}}},
	{Hidato, gen.Params{Rows: 7, Grade: gen.Medium, MinGivens: 20, MaxGivens: 24, Options: Options{BorderClues: true}}},
	{Hidato, gen.Params{Rows: 8, MinGivens: 40, MaxGivens: 45}},
}

func givensName(k Kind, p gen.Params) string {
	return fmt.Sprintf("%s/%dx%d/%v/%+v", k.Name(), p.Rows, max(p.Rows, p.Cols), p.Grade, p)
}

// TestGivensConformance runs the kind's conformance suite on puzzles
// made to a range of givens, which it counts.
func TestGivensConformance(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		var cases []gentest.Case
		for _, c := range givensCases {
			if c.kind == k {
				cases = append(cases, gentest.Case{Name: fmt.Sprintf("%dx%d/%v/givens%s", c.p.Rows, c.p.Rows, c.p.Grade, c.p.GivensText()), Params: c.p, Seed: 1})
			}
		}
		t.Run(k.Name(), func(t *testing.T) { gentest.Run(t, k, cases) })
	}
}

// TestGivensExact checks puzzles made to a range with code that shares
// nothing with the generator: the count of givens is in the range, the
// plain counter of count_test.go finds one numbering, the options hold
// (symmetry, border, gap, ends), and the grader, run again on the givens
// alone through gen.Rater, gives the grade asked for with a rule of that
// grade.
func TestGivensExact(t *testing.T) {
	for _, c := range givensCases {
		for seed := range uint64(3) {
			name := fmt.Sprintf("%s/seed%d", givensName(c.kind, c.p), seed)
			t.Run(name, func(t *testing.T) {
				pz, err := c.kind.Generate(context.Background(), c.p, gentest.Seeded(seed+20))
				if err != nil {
					t.Fatal(err)
				}
				k := 0
				for _, row := range pz.Givens {
					for _, v := range row {
						if v > 0 {
							k++
						}
					}
				}
				if k < c.p.MinGivens || k > c.p.MaxGivens {
					t.Errorf("%s: got %d givens, want %s", name, k, c.p.GivensText())
				}
				if n := plainCount(pz.Givens, c.kind.Diagonal, 2); n != 1 {
					t.Errorf("%s: plain counter got %d numberings, want 1", name, n)
				}
				checkOptions(t, c.kind, c.p, pz)
				bare := &gen.Puzzle{Kind: pz.Kind, Rows: pz.Rows, Cols: pz.Cols, Givens: gen.CloneGrid(pz.Givens)}
				if err := c.kind.Rate(context.Background(), bare); err != nil {
					t.Fatal(err)
				}
				if bare.Grade != pz.Grade || bare.Technique != pz.Technique || ruleGrade(bare.Technique) != bare.Grade {
					t.Errorf("%s: re-graded %v (%s), want the generator's %v (%s)", name, bare.Grade, bare.Technique, pz.Grade, pz.Technique)
				}
				if c.p.Grade != gen.AnyGrade && bare.Grade != c.p.Grade {
					t.Errorf("%s: got grade %v, want %v", name, bare.Grade, c.p.Grade)
				}
			})
		}
	}
}

// TestFitKeeps adds givens to the givens a clueing chose, at every grade
// of both kinds, and checks what fit promises: the old givens stay, the
// count is in range when it says so, the puzzle stays unique (by the
// plain counter), and the grader with every rule gives the same grade
// and, past easy, the same hardest rule.
func TestFitKeeps(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		for _, g := range gen.Grades {
			for seed := range uint64(4) {
				name := fmt.Sprintf("%s/%v/seed%d", k.Name(), g, seed)
				t.Run(name, func(t *testing.T) {
					cf, err := k.config(gen.Params{Rows: 7, Grade: g})
					if err != nil {
						t.Fatal(err)
					}
					rng := gentest.Seeded(seed)
					for range maxAttempts {
						b, path, ok := cf.layoutPath(rng)
						if !ok {
							continue
						}
						cl := newClueing(cf, b, path, rng)
						vals, r0, ok := cl.make()
						if !ok {
							continue
						}
						before := append([]int(nil), vals...)
						k0 := clueCount(vals)
						wide := *cf
						wide.minGivens, wide.maxGivens = k0+5, k0+9
						cl.cf = &wide
						r1, ok := cl.fit(vals, r0)
						n := clueCount(vals)
						if ok != (n >= k0+5 && n <= k0+9) {
							t.Errorf("%s: got ok %v with %d givens, want ok exactly when %d-%d holds them", name, ok, n, k0+5, k0+9)
						}
						for c, v := range before {
							if v != 0 && vals[c] != v {
								t.Fatalf("%s: cell %d: got %d, want the given %d kept", name, c, vals[c], v)
							}
						}
						if got := plainCount(gridOf(b, vals), k.Diagonal, 2); got != 1 {
							t.Errorf("%s: plain counter got %d numberings, want 1", name, got)
						}
						r := rate(b, vals, ruleLookahead)
						if r != r1 {
							t.Errorf("%s: got rating %+v, the grader with every rule says %+v", name, r1, r)
						}
						if r.grade != r0.grade || (g != gen.Easy && r.hardest != r0.hardest) {
							t.Errorf("%s: %d -> %d givens: got %v (%v), want %v (%v)", name, k0, n, r.grade, r.hardest, r0.grade, r0.hardest)
						}
						return
					}
					t.Fatalf("%s: no clueing in %d paths", name, maxAttempts)
				})
			}
		}
	}
}

// TestGivensBounds checks the promise of givensTable on a sample of
// grids: a range at its edges is accepted and the generator makes
// puzzles there.
func TestGivensBounds(t *testing.T) {
	var cases []struct {
		kind Kind
		p    gen.Params
	}
	for _, k := range []Kind{Numbrix, Hidato} {
		for _, g := range gen.Grades {
			cases = append(cases,
				struct {
					kind Kind
					p    gen.Params
				}{k, gen.Params{Rows: 9, Grade: g}},
				struct {
					kind Kind
					p    gen.Params
				}{k, gen.Params{Rows: 6, Cols: 10, Grade: g, Symmetry: gen.SymmetryMirror}})
		}
	}
	for _, c := range cases {
		cf, err := c.kind.config(c.p)
		if err != nil {
			t.Fatal(err)
		}
		fewest, most := c.kind.givensBounds(cf)
		_, _, paired := cf.extent()
		for _, at := range []int{fewest, most} {
			p := c.p
			p.MinGivens, p.MaxGivens = at, at
			if paired && at%2 == 1 {
				p.MinGivens, p.MaxGivens = at-1, at+1
			}
			name := givensName(c.kind, p)
			t.Run(name, func(t *testing.T) {
				if err := c.kind.Validate(p); err != nil {
					t.Fatalf("%s: got %v, want it accepted", name, err)
				}
				for seed := range uint64(2) {
					if _, err := c.kind.Generate(context.Background(), p, gentest.Seeded(seed)); err != nil {
						t.Errorf("%s seed %d: %v", name, seed, err)
					}
				}
			})
		}
	}
}

// TestGivensRefused checks the messages of ranges refused before any
// work, each a gen.ParamError on givens naming a range that works.
func TestGivensRefused(t *testing.T) {
	tests := []struct {
		name string
		kind Kind
		p    gen.Params
		want string
	}{
		{"numbrix expert high", Numbrix, gen.Params{Rows: 9, Grade: gen.Expert, MinGivens: 50, MaxGivens: 60},
			"numbrix: givens 50-60: expert 9x9 numbrix puzzles keep their hardest rule with at most 42 givens (added givens make a puzzle easier); ask for at most 42, e.g. givens: 37-42"},
		{"numbrix hard low", Numbrix, gen.Params{Rows: 9, Grade: gen.Hard, MinGivens: 5, MaxGivens: 8},
			"numbrix: givens 5-8: hard 9x9 numbrix puzzles keep 11 givens or more after thinning (fewer are too rare to find); ask for a range reaching 11, e.g. givens: 11-16"},
		{"numbrix easy full", Numbrix, gen.Params{Rows: 6, Grade: gen.Easy, MinGivens: 36, MaxGivens: 36},
			"numbrix: givens 36: easy 6x6 numbrix puzzles have 36 cells and need blanks; ask for at most 35, e.g. givens: 30-35"},
		{"hidato blob", Hidato, gen.Params{Rows: 9, Grade: gen.Easy, MinGivens: 75, MaxGivens: 80},
			"hidato: givens 75-80: easy 9x9 hidato puzzles (blob) have about 71 cells and need blanks; ask for at most 70, e.g. givens: 65-70"},
		{"hidato circle gap", Hidato, gen.Params{Rows: 10, Grade: gen.Medium, MinGivens: 10, MaxGivens: 20, Options: Options{Shape: ShapeCircle, MaxGap: 4}},
			"hidato: givens 10-20: medium 10x10 hidato puzzles (circle, max gap 4) keep 37 givens or more after thinning (fewer are too rare to find); ask for a range reaching 37, e.g. givens: 37-42"},
		{"hidato border", Hidato, gen.Params{Rows: 6, Grade: gen.Easy, MinGivens: 25, MaxGivens: 30, Options: Options{BorderClues: true}},
			"hidato: givens 25-30: easy 6x6 hidato puzzles (blob, border givens) have about 24 border cells and need blanks; ask for at most 23, e.g. givens: 19-23"},
		{"numbrix pairs", Numbrix, gen.Params{Rows: 8, Grade: gen.Easy, Symmetry: gen.SymmetryRotational, MinGivens: 25, MaxGivens: 25},
			"numbrix: givens 25: rotational givens on 8x8 come in pairs, so their count is even; ask for 24 or 26"},
		{"upside down", Hidato, gen.Params{Rows: 8, MinGivens: 30, MaxGivens: 20},
			"hidato: givens 30-20: want a count like 20 or a range like 20-25, the smaller first"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.kind.Validate(tt.p)
			var pe *gen.ParamError
			if !errors.As(err, &pe) || pe.Param != "givens" || err.Error() != tt.want {
				t.Errorf("%s: got %v, want a givens error\n%s", tt.name, err, tt.want)
			}
		})
	}
}

// ruleGrade returns the grade of the rule named name.
func ruleGrade(name string) gen.Grade {
	for _, ri := range ruleInfo {
		if ri.name == name {
			return ri.grade
		}
	}
	return gen.AnyGrade
}

// BenchmarkGenerateGivens generates 10x10 Hidato (and 9x9 Numbrix) with
// and without a range of givens side by side, a fresh seed each
// iteration; paths/op is the paths tried a puzzle.
func BenchmarkGenerateGivens(b *testing.B) {
	for _, c := range []struct {
		kind Kind
		p    gen.Params
	}{
		{Hidato, gen.Params{Rows: 10, Grade: gen.Easy}},
		{Hidato, gen.Params{Rows: 10, Grade: gen.Easy, MinGivens: 55, MaxGivens: 60}},
		{Hidato, gen.Params{Rows: 10, Grade: gen.Medium}},
		{Hidato, gen.Params{Rows: 10, Grade: gen.Medium, MinGivens: 45, MaxGivens: 50}},
		{Hidato, gen.Params{Rows: 10, Grade: gen.Hard}},
		{Hidato, gen.Params{Rows: 10, Grade: gen.Hard, MinGivens: 40, MaxGivens: 45}},
		{Hidato, gen.Params{Rows: 10, Grade: gen.Expert}},
		{Hidato, gen.Params{Rows: 10, Grade: gen.Expert, MinGivens: 35, MaxGivens: 40}},
		{Numbrix, gen.Params{Rows: 9, Grade: gen.Hard}},
		{Numbrix, gen.Params{Rows: 9, Grade: gen.Hard, MinGivens: 20, MaxGivens: 24}},
	} {
		name := fmt.Sprintf("%s/%dx%d/%v/givens%s", c.kind.Name(), c.p.Rows, c.p.Rows, c.p.Grade, c.p.GivensText())
		b.Run(name, func(b *testing.B) {
			seed, paths := uint64(0), 0
			for b.Loop() {
				seed++
				pz, err := c.kind.Generate(context.Background(), c.p, gentest.Seeded(seed))
				if err != nil {
					b.Fatal(err)
				}
				paths += pz.Stats["attempts"]
			}
			b.ReportMetric(float64(paths)/float64(seed), "paths/op")
		})
	}
}
