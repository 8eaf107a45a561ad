package numbrix

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestHidatoEnds generates Hidato with every grade, pattern and shape and
// checks that each gives 1 and the last number (the default, and
// EndsGiven), that its grade is the one asked for, and that the
// grader, run again on the givens alone, agrees.
func TestHidatoEnds(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
	}{
		{"4x4 medium", gen.Params{Rows: 4, Grade: gen.Medium}},
		{"8x8 easy", gen.Params{Rows: 8, Grade: gen.Easy}},
		{"8x8 medium", gen.Params{Rows: 8, Grade: gen.Medium}},
		{"8x8 hard", gen.Params{Rows: 8, Grade: gen.Hard}},
		{"8x8 expert", gen.Params{Rows: 8, Grade: gen.Expert}},
		{"11x11 expert given", gen.Params{Rows: 11, Grade: gen.Expert, Options: Options{Ends: EndsGiven}}},
		{"9x9 any", gen.Params{Rows: 9}},
		{"5x9 rectangle hard", gen.Params{Rows: 5, Cols: 9, Grade: gen.Hard, Options: Options{Shape: ShapeRectangle}}},
		{"8x8 rotational expert", gen.Params{Rows: 8, Grade: gen.Expert, Symmetry: gen.SymmetryRotational}},
		{"8x8 mirror hard", gen.Params{Rows: 8, Grade: gen.Hard, Symmetry: gen.SymmetryMirror}},
		{"7x7 border medium", gen.Params{Rows: 7, Grade: gen.Medium, Options: Options{BorderClues: true}}},
		{"9x9 max gap 6 hard", gen.Params{Rows: 9, Grade: gen.Hard, Options: Options{MaxGap: 6}}},
		{"9x9 ring easy", gen.Params{Rows: 9, Grade: gen.Easy, Options: Options{Shape: ShapeRing}}},
		{"8x8 circle expert", gen.Params{Rows: 8, Grade: gen.Expert, Options: Options{Shape: ShapeCircle}}},
	}
	for _, tt := range tests {
		for seed := range uint64(3) {
			name := fmt.Sprintf("%s/seed%d", tt.name, seed)
			t.Run(name, func(t *testing.T) {
				p, err := Hidato.Generate(context.Background(), tt.p, gentest.Seeded(seed))
				if err != nil {
					t.Fatal(err)
				}
				if !gen.GivesEnds(p) {
					t.Errorf("%s: got givens without 1 or the last number, want both\n%v", name, p.Givens)
				}
				if tt.p.Grade != gen.AnyGrade && p.Grade != tt.p.Grade {
					t.Errorf("%s: got grade %v, want %v", name, p.Grade, tt.p.Grade)
				}
				bare := &gen.Puzzle{Kind: p.Kind, Rows: p.Rows, Cols: p.Cols, Givens: gen.CloneGrid(p.Givens)}
				if err := Hidato.Rate(context.Background(), bare); err != nil || bare.Grade != p.Grade {
					t.Errorf("%s: re-graded as %v (%v), want %v", name, bare.Grade, err, p.Grade)
				}
				checkOptions(t, Hidato, tt.p, p)
			})
		}
	}
}

// TestHidatoEndsFree checks that with EndsFree the clue selection
// treats 1 and the last number like any other: some puzzles leave one
// out, and the puzzles are those generated before ends were given
// (testdata/hidato-free.golden).
func TestHidatoEndsFree(t *testing.T) {
	var out bytes.Buffer
	missing := 0
	for _, g := range gen.Grades {
		for seed := range uint64(4) {
			p, err := Hidato.Generate(context.Background(), gen.Params{Rows: 8, Grade: g, Options: Options{Ends: EndsFree}}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			if !gen.GivesEnds(p) {
				missing++
			}
			fmt.Fprintf(&out, "8x8 %v seed %d\n", g, seed)
			if err := Hidato.Format(&out, p, p.Givens); err != nil {
				t.Fatal(err)
			}
			out.WriteString("\n")
		}
	}
	if missing == 0 {
		t.Errorf("free ends: got both ends given in all %d puzzles, want some without", 4*len(gen.Grades))
	}
	golden := filepath.Join("testdata", "hidato-free.golden")
	if *update {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(out.Bytes(), want) {
		t.Errorf("free ends: got\n%s\nwant (%s)\n%s", out.Bytes(), golden, want)
	}
}

// TestEndsValidate checks that Hidato takes every choice of ends and
// Numbrix none but the default, naming the ends parameter.
func TestEndsValidate(t *testing.T) {
	tests := []struct {
		name string
		kind Kind
		ends Ends
		want string // "" when Validate accepts
	}{
		{"hidato default", Hidato, EndsDefault, ""},
		{"hidato given", Hidato, EndsGiven, ""},
		{"hidato free", Hidato, EndsFree, ""},
		{"hidato unknown", Hidato, EndsFree + 1, "hidato: unknown ends ends(3)"},
		{"numbrix default", Numbrix, EndsDefault, ""},
		{"numbrix given", Numbrix, EndsGiven, "numbrix: ends applies to hidato only"},
		{"numbrix free", Numbrix, EndsFree, "numbrix: ends applies to hidato only"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.kind.Validate(gen.Params{Rows: 8, Options: Options{Ends: tt.ends}})
			got := ""
			if err != nil {
				got = err.Error()
				if pe, ok := errors.AsType[*gen.ParamError](err); !ok || pe.Param != "ends" {
					t.Errorf("got %#v, want a *gen.ParamError about ends", err)
				}
			}
			if got != tt.want {
				t.Errorf("Validate: got %q, want %q", got, tt.want)
			}
		})
	}
}
