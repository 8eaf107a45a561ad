package futoshiki

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestConformance runs the contract on every size and grade offered,
// two seeds each, and on puzzles with a givens range.
func TestConformance(t *testing.T) {
	var cases []gentest.Case
	for n := minSize; n <= maxSize; n++ {
		for _, g := range gen.Grades {
			seeds := uint64(2)
			if n >= 8 && g > gen.Easy {
				seeds = 1 // the large grids take longest to carve
			}
			for seed := range seeds {
				cases = append(cases, gentest.Case{
					Name:   fmt.Sprintf("%dx%d/%v/seed%d", n, n, g, seed),
					Params: gen.Params{Rows: n, Cols: n, Grade: g}, Seed: seed,
				})
			}
		}
	}
	cases = append(cases,
		gentest.Case{Name: "5x5/givens", Params: gen.Params{Rows: 5, Grade: gen.Easy, MinGivens: 3, MaxGivens: 5}, Seed: 3},
		gentest.Case{Name: "7x7/no-givens", Params: gen.Params{Rows: 7, Grade: gen.Medium, MinGivens: 0, MaxGivens: 0}, Seed: 4},
	)
	gentest.Run(t, Kind{}, cases)
}

// TestGivensRange checks that generated puzzles keep their number of
// givens within the range asked for.
func TestGivensRange(t *testing.T) {
	for _, tc := range []struct{ n, lo, hi int }{{5, 3, 5}, {6, 0, 4}, {4, 2, 2}, {9, 10, 14}} {
		p := gen.Params{Rows: tc.n, Grade: gen.Easy, MinGivens: tc.lo, MaxGivens: tc.hi}
		for seed := range uint64(4) {
			pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(seed))
			if err != nil {
				t.Fatalf("%dx%d givens %d-%d seed %d: %v", tc.n, tc.n, tc.lo, tc.hi, seed, err)
			}
			if got := countGivens(pz.Givens); got < tc.lo || got > tc.hi {
				t.Errorf("%dx%d givens %d-%d seed %d: %d givens", tc.n, tc.n, tc.lo, tc.hi, seed, got)
			}
		}
	}
}

// TestPublishedLook checks that generated puzzles look like published
// ones: the signs carry them, with fewer givens than signs.
func TestPublishedLook(t *testing.T) {
	for _, n := range []int{5, 7} {
		givens, signs := 0, 0
		for seed := range uint64(4) {
			pz, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: gen.Medium}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			givens += countGivens(pz.Givens)
			signs += len(pz.Marks)
		}
		if givens >= signs {
			t.Errorf("%dx%d: %d givens and %d signs in 4 puzzles, want fewer givens than signs", n, n, givens, signs)
		}
	}
}

func countGivens(g [][]int) int {
	k := 0
	for _, row := range g {
		for _, v := range row {
			if v != 0 {
				k++
			}
		}
	}
	return k
}

// TestValidateRefuses checks the requests refused before any work, and
// that the message names a value that works.
func TestValidateRefuses(t *testing.T) {
	for _, tc := range []struct {
		p    gen.Params
		want string
	}{
		{gen.Params{Rows: 3}, "4 to 9"},
		{gen.Params{Rows: 10}, "4 to 9"},
		{gen.Params{Rows: 6, Cols: 5}, "cols must be 6"},
		{gen.Params{Rows: 5, Grade: gen.Grade(9)}, "unknown grade"},
		{gen.Params{Rows: 6, Symmetry: gen.SymmetryRotational}, "none"},
		{gen.Params{Rows: 6, MinGivens: 10, MaxGivens: 30}, "0-18"},
		{gen.Params{Rows: 6, Pick: 1}, "pick"},
		{gen.Params{Rows: 9, Grade: gen.Easy, MinGivens: 0, MaxGivens: 5}, "try givens: 0-16"},
	} {
		err := Kind{}.Validate(tc.p)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Validate(%+v) = %v, want an error naming %q", tc.p, err, tc.want)
		}
	}
	if err := (Kind{}).Validate(gen.Params{Rows: 6, Grade: gen.Expert, MinGivens: 0, MaxGivens: 3}); err != nil {
		t.Errorf("Validate(6x6 expert, givens 0-3) = %v, want nil", err)
	}
}

// TestSolveVerdicts checks the solver's verdicts: unique, multiple (with
// two different solutions), none, and malformed signs and givens.
func TestSolveVerdicts(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		count      int
		malformed  bool
	}{
		{"unique", goldenFut, 1, false},
		{"multiple", "................ ............ ............", 2, false},
		{"none", "1............... >........... ............", 0, false}, // r1c1 is 1 and greater than r1c2
		{"clash", "11.............. ............ ............", 0, true},
		{"broken sign", "12.............. >........... ............", 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Kind{}.Parse(strings.NewReader(tc.text))
			if tc.malformed {
				if !errors.Is(err, gen.ErrMalformed) {
					t.Fatalf("Parse = %v, want a malformed puzzle", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s, err := Kind{}.SolveTwo(context.Background(), ps[0])
			if err != nil {
				t.Fatal(err)
			}
			if s.Count != tc.count {
				t.Fatalf("got %d solutions, want %d", s.Count, tc.count)
			}
			if tc.count == 1 && !gen.EqualGrids(s.Grid, goldenSolution) {
				t.Errorf("solution %v, want %v", s.Grid, goldenSolution)
			}
			if s.Count == 2 && (s.Second == nil || gen.EqualGrids(s.Grid, s.Second)) {
				t.Errorf("two solutions, but the second is %v", s.Second)
			}
		})
	}
}
