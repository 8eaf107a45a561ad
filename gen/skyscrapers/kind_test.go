package skyscrapers

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

func TestConformance(t *testing.T) {
	var cases []gentest.Case
	for n := minGen; n <= maxGen; n++ {
		for _, g := range reachable[n] {
			if n >= 7 && g >= gen.Hard {
				continue // made in TestLargeGrades, once each
			}
			cases = append(cases, gentest.Case{
				Name:   fmt.Sprintf("%dx%d/%v", n, n, g),
				Params: gen.Params{Rows: n, Cols: n, Grade: g}, Seed: uint64(n),
			})
		}
	}
	cases = append(cases,
		gentest.Case{Name: "6x6/givens", Params: gen.Params{Rows: 6, Grade: gen.Medium, MinGivens: 2, MaxGivens: 4}, Seed: 3},
		gentest.Case{Name: "5x5/mirror", Params: gen.Params{Rows: 5, Grade: gen.Easy, Symmetry: gen.SymmetryMirror}, Seed: 4},
		gentest.Case{Name: "5x5/none", Params: gen.Params{Rows: 5, Grade: gen.Medium, Symmetry: gen.SymmetryNone}, Seed: 5},
	)
	gentest.Run(t, Kind{}, cases)
}

// TestLargeGrades makes one hard and one expert 8x8 of exactly the grade.
func TestLargeGrades(t *testing.T) {
	for _, g := range []gen.Grade{gen.Hard, gen.Expert} {
		p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 8, Grade: g}, gentest.Seeded(1))
		if err != nil {
			t.Fatalf("8x8 %v: %v", g, err)
		}
		if p.Grade != g {
			t.Errorf("8x8 %v: got grade %v", g, p.Grade)
		}
		if err := gen.Check(context.Background(), Kind{}, p); err != nil {
			t.Errorf("8x8 %v: %v", g, err)
		}
	}
}

// TestSymmetry checks that the clues of generated puzzles keep the
// symmetry asked for: rotational by default, mirror when asked.
func TestSymmetry(t *testing.T) {
	for _, sym := range []gen.Symmetry{gen.SymmetryDefault, gen.SymmetryMirror} {
		for seed := range uint64(4) {
			p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 6, Grade: gen.Medium, Symmetry: sym}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			e, n := p.Edges, 6
			for i := range n {
				var pairs [][2]int
				if sym == gen.SymmetryMirror {
					pairs = [][2]int{{e.Left[i], e.Right[i]}, {e.Top[i], e.Top[n-1-i]}, {e.Bottom[i], e.Bottom[n-1-i]}}
				} else {
					pairs = [][2]int{{e.Left[i], e.Right[n-1-i]}, {e.Top[i], e.Bottom[n-1-i]}}
				}
				for _, pr := range pairs {
					if (pr[0] == 0) != (pr[1] == 0) {
						t.Errorf("%v seed %d: clues %+v are not symmetric at %d", sym, seed, e, i)
					}
				}
			}
		}
	}
}

// TestRefusals checks that Validate refuses before any work, naming a
// value that works.
func TestRefusals(t *testing.T) {
	for _, tc := range []struct {
		p    gen.Params
		want string
	}{
		{gen.Params{Rows: 3}, "size must be 4 to 9"},
		{gen.Params{Rows: 10}, "size must be 4 to 9"},
		{gen.Params{Rows: 4, Grade: gen.Hard}, "it reaches [easy medium]"},
		{gen.Params{Rows: 5, Cols: 6}, "cols must be 5"},
		{gen.Params{Rows: 5, MinGivens: 3, MaxGivens: 20}, "within 0-12"},
	} {
		err := Kind{}.Validate(tc.p)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Validate(%+v): got %v, want an error with %q", tc.p, err, tc.want)
		}
		if _, gerr := (Kind{}).Generate(context.Background(), tc.p, gentest.Seeded(1)); gerr == nil || gerr.Error() != err.Error() {
			t.Errorf("Generate(%+v): got %v, want Validate's refusal", tc.p, gerr)
		}
	}
}

// TestParseErrors checks that bad text names its line and wraps
// gen.ErrMalformed, and that a full solution is read as one.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"2.1./.3../3..2/.1..", "2 fields"},
		{"2.1./.3../3..2 ................", "4 (top/bottom/left/right)"},
		{"2.1./.3../3..2/.1. ................", "right clues"},
		{"5.1./.3../3..2/.1.. ................", "top clue 1 is 5"},
		{"2.1./.3../3..2/.1.. 11..............", "row 1 has two 1s"},
		{"2.1./.3../3..2/.1.. ...x............", "grid"},
	} {
		_, err := Kind{}.Parse(strings.NewReader("\n" + tc.text + "\n"))
		if err == nil || !errors.Is(err, gen.ErrMalformed) || !strings.Contains(err.Error(), "line 2") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q): got %v, want a malformed error at line 2 with %q", tc.text, err, tc.want)
		}
	}
}

// TestSolveVerdicts checks unique, multiple and none on small puzzles.
func TestSolveVerdicts(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		text  string
		count int
	}{
		{"4.../..../..../.... ................", 2}, // one row fixed: many squares
		{"4321/1222/4321/1222 ................", 1}, // every clue of the square 1234/2341/3412/4123
		{"1.../1.../..../.... ................", 0}, // both ends of a column see only the tallest
		{"..../..../..../.... 1234234134124123", 1}, // a full grid
	} {
		ps, err := Kind{}.Parse(strings.NewReader(tc.text))
		if err != nil {
			t.Fatal(err)
		}
		sol, err := Kind{}.Solve(ctx, ps[0])
		if err != nil {
			t.Fatal(err)
		}
		if got := min(sol.Count, 2); got != tc.count {
			t.Errorf("%s: got %d solutions, want %d", tc.text, got, tc.count)
		}
	}
}
