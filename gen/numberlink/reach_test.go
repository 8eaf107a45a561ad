package numberlink

import (
	"context"
	"errors"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// withNamed returns p with the value err names set, or false when err
// names none this test knows how to set.
func withNamed(p gen.Params, err error) (gen.Params, bool) {
	key, value, ok := gentest.NamedValue(err.Error())
	if !ok {
		return p, false
	}
	switch key {
	case "paths", "solids":
		k, _ := Kind{}.Describe().Key(key)
		if err := k.Set(&p, value); err != nil {
			return p, false
		}
	case "grade":
		g, err := gen.ParseGrade(value)
		if err != nil {
			return p, false
		}
		p.Grade = g
	default:
		return p, false
	}
	return p, true
}

// TestValidateRefusesOutOfReach asks for what the generator does not
// reach in good time and wants it refused up front, at the right key,
// with a message naming a value that Validate then accepts.
func TestValidateRefusesOutOfReach(t *testing.T) {
	tests := []struct {
		name  string
		p     gen.Params
		param string
		want  string
	}{
		{"20x20 easy with 20 paths", gen.Params{Rows: 20, Grade: gen.Easy, Options: Options{MinPaths: 20, MaxPaths: 20}}, "paths",
			"numberlink: a 20x20 easy puzzle needs 35 to 64 paths, not 20 (use paths: 35)"},
		{"20x20 medium with 37 paths", gen.Params{Rows: 20, Grade: gen.Medium, Options: Options{MinPaths: 37, MaxPaths: 37}}, "paths",
			"numberlink: a 20x20 medium puzzle needs 38 to 64 paths, not 37 (use paths: 38)"},
		{"6x6 medium with 3 paths", gen.Params{Rows: 6, Grade: gen.Medium, Options: Options{MinPaths: 3, MaxPaths: 3}}, "paths",
			"numberlink: a 6x6 medium puzzle needs 4 to 9 paths, not 3 (use paths: 4)"},
		{"5x5 hard with 5 paths and a solid cell", gen.Params{Rows: 5, Grade: gen.Hard, Options: Options{MinPaths: 5, MaxPaths: 5, Solids: 1}}, "paths",
			"numberlink: a 5x5 hard puzzle with 1 solid cell needs 3 to 4 paths, not 5 (use paths: 4)"},
		{"12x12 medium range below", gen.Params{Rows: 12, Grade: gen.Medium, Options: Options{MinPaths: 5, MaxPaths: 9}}, "paths",
			"numberlink: a 12x12 medium puzzle needs 12 to 36 paths, not 5 to 9 (use paths: 12-16)"},
		{"10x10 hard range above", gen.Params{Rows: 10, Grade: gen.Hard, Options: Options{MinPaths: 25, MaxPaths: 30}}, "paths",
			"numberlink: a 10x10 hard puzzle needs 8 to 20 paths, not 25 to 30 (use paths: 15-20)"},
		{"10x10 any grade with 2 paths", gen.Params{Rows: 10, Options: Options{MinPaths: 2, MaxPaths: 2}}, "paths",
			"numberlink: a 10x10 puzzle needs 8 to 30 paths, not 2 (use paths: 8)"},
		{"20x20 easy with more solid cells than paths", gen.Params{Rows: 20, Grade: gen.Easy, Options: Options{MinPaths: 40, MaxPaths: 50, Solids: 41}}, "solids",
			"numberlink: 41 solid cells: want 0 to 40 for 20x20 with at least 40 paths, one solid cell per path and per ten cells at most (use solids: 40)"},
		{"20x20 hard with 64 paths", gen.Params{Rows: 20, Grade: gen.Hard, Options: Options{MinPaths: 64, MaxPaths: 64}}, "paths",
			"numberlink: a 20x20 hard puzzle needs 44 to 63 paths, not 64 (use paths: 63)"},
		{"expert 7x7", gen.Params{Rows: 7, Grade: gen.Expert}, "grade",
			"numberlink: grade expert is out of reach for 7x7: it needs at least 64 cells (8x8), since smaller grids are almost always solved by one-line trials (use grade: hard)"},
		{"expert 13x13", gen.Params{Rows: 13, Grade: gen.Expert}, "grade",
			"numberlink: grade expert is out of reach for 13x13: above 144 cells (12x12) an expert puzzle may take many seconds to make (use grade: hard)"},
		{"expert 8x20", gen.Params{Rows: 8, Cols: 20, Grade: gen.Expert}, "grade",
			"numberlink: grade expert is out of reach for 8x20: above 144 cells (12x12) an expert puzzle may take many seconds to make (use grade: hard)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := Kind{}.Validate(tc.p)
			if err == nil {
				t.Fatalf("Validate(%+v): got nil, want %q", tc.p, tc.want)
			}
			if err.Error() != tc.want {
				t.Errorf("Validate(%+v):\n got %q\nwant %q", tc.p, err, tc.want)
			}
			var pe *gen.ParamError
			if !errors.As(err, &pe) || pe.Param != tc.param {
				t.Errorf("Validate(%+v): got %#v, want a *gen.ParamError about %q", tc.p, err, tc.param)
			}
			fixed, ok := withNamed(tc.p, err)
			if !ok {
				t.Fatalf("got %q, want it to name a value to use", err)
			}
			if err := (Kind{}).Validate(fixed); err != nil {
				t.Errorf("Validate with the value named (%+v): got %v, want nil", fixed, err)
			}
		})
	}
}

// TestDefaultPathsInReach wants every size and grade the kind offers
// accepted with the default paths, with or without solid cells: the
// reach never refuses a config that leaves the paths to the kind.
func TestDefaultPathsInReach(t *testing.T) {
	for r := MinSide; r <= MaxSide; r++ {
		for c := MinSide; c <= MaxSide; c++ {
			n := r * c
			for g := gen.AnyGrade; g <= gen.Expert; g++ {
				if g == gen.Expert && (n < minExpertCells || n > maxExpertCells) {
					continue
				}
				lo, _ := DefaultPaths(r, c)
				for _, s := range []int{0, min(lo, n/10)} {
					if err := (Kind{}).Validate(gen.Params{Rows: r, Cols: c, Grade: g, Options: Options{Solids: s}}); err != nil {
						t.Errorf("%dx%d %v with %d solid cells and the default paths: got %v, want nil", r, c, g, s, err)
					}
				}
			}
		}
	}
}

// TestReachEdgesGenerate generates at the edges of the reach, where the
// sweep found requests that failed after minutes: each must give a
// puzzle of exactly the grade and paths asked for, proven unique.
func TestReachEdgesGenerate(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
	}{
		{"20x20 easy 39 paths", gen.Params{Rows: 20, Grade: gen.Easy, Options: Options{MinPaths: 39, MaxPaths: 39}}},
		{"20x20 easy 36 solid cells", gen.Params{Rows: 20, Grade: gen.Easy, Options: Options{Solids: 36}}},
		{"20x20 medium 38 paths", gen.Params{Rows: 20, Grade: gen.Medium, Options: Options{MinPaths: 38, MaxPaths: 38}}},
		{"15x15 easy 12 paths", gen.Params{Rows: 15, Grade: gen.Easy, Options: Options{MinPaths: 12, MaxPaths: 12}}},
		{"6x6 medium 4 paths", gen.Params{Rows: 6, Grade: gen.Medium, Options: Options{MinPaths: 4, MaxPaths: 4}}},
		{"6x6 medium 9 paths", gen.Params{Rows: 6, Grade: gen.Medium, Options: Options{MinPaths: 9, MaxPaths: 9}}},
		{"5x5 hard 4 paths 1 solid", gen.Params{Rows: 5, Grade: gen.Hard, Options: Options{MinPaths: 4, MaxPaths: 4, Solids: 1}}},
		{"10x10 expert 8 paths", gen.Params{Rows: 10, Grade: gen.Expert, Options: Options{MinPaths: 8, MaxPaths: 8}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := (Kind{}).Validate(tc.p); err != nil {
				t.Fatalf("Validate(%+v): got %v, want nil", tc.p, err)
			}
			pz, err := Kind{}.Generate(context.Background(), tc.p, gentest.Seeded(1))
			if err != nil {
				t.Fatalf("Generate(%+v): %v", tc.p, err)
			}
			o, _ := optionsOf(tc.p)
			if got := pz.Stats["paths"]; got < o.minPaths || got > o.maxPaths {
				t.Errorf("got %d paths, want %d to %d", got, o.minPaths, o.maxPaths)
			}
			if pz.Grade != tc.p.Grade {
				t.Errorf("got grade %v, want %v", pz.Grade, tc.p.Grade)
			}
			sol, err := Kind{}.Solve(context.Background(), pz)
			if err != nil || sol.Count != 1 {
				t.Errorf("got %d solutions (%v), want 1", sol.Count, err)
			}
		})
	}
}
