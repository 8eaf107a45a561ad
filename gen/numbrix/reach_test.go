package numbrix

import (
	"context"
	"errors"
	"strconv"
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
	switch {
	case key == "max_gap":
		n, err := strconv.Atoi(value)
		if err != nil {
			return p, false
		}
		o, _ := opts(p)
		o.MaxGap = n
		gen.SetOptions(&p, o)
	case key == "pattern" && value == "random":
		o, _ := opts(p)
		o.BorderClues = false
		p.Symmetry = gen.SymmetryNone
		gen.SetOptions(&p, o)
	default:
		return p, false
	}
	return p, true
}

// TestValidateRefusesOutOfReach asks for what the generator does not
// reach and wants it refused up front, at the right key, with a message
// naming a value that Validate then accepts.
func TestValidateRefusesOutOfReach(t *testing.T) {
	tests := []struct {
		name  string
		k     Kind
		p     gen.Params
		param string
		want  string
	}{
		{"numbrix hard max_gap 3", Numbrix, gen.Params{Rows: 9, Grade: gen.Hard, Options: Options{MaxGap: 3}}, "max_gap",
			"numbrix: max gap 3 gives so many givens that no hard puzzle is left: it needs 4 or more (use max_gap: 4)"},
		{"numbrix expert max_gap 4", Numbrix, gen.Params{Rows: 12, Grade: gen.Expert, Options: Options{MaxGap: 4}}, "max_gap",
			"numbrix: max gap 4 gives so many givens that no expert puzzle is left: it needs 5 or more (use max_gap: 5)"},
		{"numbrix expert symmetric max_gap 5", Numbrix, gen.Params{Rows: 9, Grade: gen.Expert, Symmetry: gen.SymmetryRotational, Options: Options{MaxGap: 5}}, "max_gap",
			"numbrix: max gap 5 gives so many givens that no expert puzzle is left with givens in pairs: it needs 6 or more (use max_gap: 6)"},
		{"hidato hard max_gap 2", Hidato, gen.Params{Rows: 9, Grade: gen.Hard, Options: Options{MaxGap: 2}}, "max_gap",
			"hidato: max gap 2 gives so many givens that no hard puzzle is left: it needs 3 or more (use max_gap: 3)"},
		{"hidato expert max_gap 3", Hidato, gen.Params{Rows: 6, Grade: gen.Expert, Options: Options{MaxGap: 3, Shape: ShapeCircle}}, "max_gap",
			"hidato: max gap 3 gives so many givens that no expert puzzle is left: it needs 4 or more (use max_gap: 4)"},
		{"numbrix border max_gap 7", Numbrix, gen.Params{Rows: 8, Grade: gen.Medium, Options: Options{MaxGap: 7, BorderClues: true}}, "max_gap",
			"numbrix: max gap 7 is too small for border givens on 8x8: the path runs inside the border for longer; it needs 14 or more (use max_gap: 14)"},
		{"hidato border max_gap 3", Hidato, gen.Params{Rows: 5, Grade: gen.Hard, Options: Options{MaxGap: 3, BorderClues: true, Shape: ShapeRectangle}}, "max_gap",
			"hidato: max gap 3 is too small for border givens on 5x5: the path runs inside the border for longer; it needs 5 or more (use max_gap: 5)"},
		{"hidato expert border max_gap 5", Hidato, gen.Params{Rows: 6, Grade: gen.Expert, Options: Options{MaxGap: 5, BorderClues: true}}, "max_gap",
			"hidato: max gap 5 is too small for border givens on 6x6: the path runs inside the border for longer; it needs 8 or more (use max_gap: 8)"},
		{"hidato border circle", Hidato, gen.Params{Rows: 6, Grade: gen.Easy, Options: Options{BorderClues: true, Shape: ShapeCircle}}, "pattern",
			"hidato: border givens on the 6x6 circle leave unique puzzles too rare; they work on a blob, a ring or a rectangle of at most 12 inner cells such as 4x8 (use pattern: random)"},
		{"hidato border cross", Hidato, gen.Params{Rows: 8, Grade: gen.Hard, Options: Options{BorderClues: true, Shape: ShapeCross}}, "pattern",
			"hidato: border givens on the 8x8 cross leave unique puzzles too rare; they work on a blob, a ring or a rectangle of at most 12 inner cells such as 4x8 (use pattern: random)"},
		{"hidato border 8x8 rectangle", Hidato, gen.Params{Rows: 8, Options: Options{BorderClues: true, Shape: ShapeRectangle}}, "pattern",
			"hidato: border givens on the 8x8 rectangle leave unique puzzles too rare; they work on a blob, a ring or a rectangle of at most 12 inner cells such as 4x8 (use pattern: random)"},
		{"hidato expert mirror 6x6 cross", Hidato, gen.Params{Rows: 6, Grade: gen.Expert, Symmetry: gen.SymmetryMirror, Options: Options{Shape: ShapeCross}}, "symmetry",
			"hidato: mirror givens on the 6x6 cross leave expert puzzles too rare (use pattern: random)"},
		{"numbrix border 9x9", Numbrix, gen.Params{Rows: 9, Options: Options{BorderClues: true}}, "pattern",
			"numbrix: border clues on 9x9: the 49 inner cells leave unique puzzles too rare; at most 36 work, as on 8x8 (use pattern: random)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.k.Validate(tc.p)
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
			if err := tc.k.Validate(fixed); err != nil {
				t.Errorf("Validate with the value named (%+v): got %v, want nil", fixed, err)
			}
		})
	}
}

// TestReachEdgesGenerate generates at the edges of what Validate accepts,
// where the sweep found requests that failed after the work: each must
// give a puzzle of exactly the grade asked for, within the gap, proven
// unique.
func TestReachEdgesGenerate(t *testing.T) {
	tests := []struct {
		name string
		k    Kind
		p    gen.Params
	}{
		{"numbrix hard max_gap 4", Numbrix, gen.Params{Rows: 9, Grade: gen.Hard, Options: Options{MaxGap: 4}}},
		{"numbrix expert max_gap 5", Numbrix, gen.Params{Rows: 9, Grade: gen.Expert, Options: Options{MaxGap: 5}}},
		{"numbrix expert mirror max_gap 6", Numbrix, gen.Params{Rows: 9, Grade: gen.Expert, Symmetry: gen.SymmetryMirror, Options: Options{MaxGap: 6}}},
		{"numbrix medium border max_gap 14", Numbrix, gen.Params{Rows: 8, Grade: gen.Medium, Options: Options{MaxGap: 14, BorderClues: true}}},
		{"hidato hard max_gap 3", Hidato, gen.Params{Rows: 9, Grade: gen.Hard, Options: Options{MaxGap: 3}}},
		{"hidato expert max_gap 4 diamond", Hidato, gen.Params{Rows: 9, Grade: gen.Expert, Options: Options{MaxGap: 4, Shape: ShapeDiamond}}},
		{"hidato expert border blob max_gap 8", Hidato, gen.Params{Rows: 6, Grade: gen.Expert, Options: Options{MaxGap: 8, BorderClues: true}}},
		{"hidato easy border blob", Hidato, gen.Params{Rows: 8, Grade: gen.Easy, Options: Options{BorderClues: true}}},
		{"hidato easy border ring", Hidato, gen.Params{Rows: 8, Grade: gen.Easy, Options: Options{BorderClues: true, Shape: ShapeRing}}},
		{"hidato easy border 4x8 rectangle", Hidato, gen.Params{Rows: 4, Cols: 8, Grade: gen.Easy, Options: Options{BorderClues: true, Shape: ShapeRectangle}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.k.Validate(tc.p); err != nil {
				t.Fatalf("Validate(%+v): got %v, want nil", tc.p, err)
			}
			pz, err := tc.k.Generate(context.Background(), tc.p, gentest.Seeded(1))
			if err != nil {
				t.Fatalf("Generate(%+v): %v", tc.p, err)
			}
			if pz.Grade != tc.p.Grade {
				t.Errorf("got grade %v, want %v", pz.Grade, tc.p.Grade)
			}
			if o, _ := opts(tc.p); o.MaxGap > 0 && pz.Stats["stretch"] > o.MaxGap {
				t.Errorf("got a stretch of %d between givens, want at most %d", pz.Stats["stretch"], o.MaxGap)
			}
			sol, err := tc.k.Solve(context.Background(), pz)
			if err != nil || sol.Count != 1 {
				t.Errorf("got %d solutions (%v), want 1", sol.Count, err)
			}
		})
	}
}
