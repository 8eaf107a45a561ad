package calcudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// offered are sizes, options and grades the kind makes, each checked by
// the conformance suite.
var offered = []struct {
	n      int
	o      Options
	grades []gen.Grade
}{
	{3, Options{}, []gen.Grade{gen.Easy}},
	{4, Options{}, []gen.Grade{gen.Easy, gen.Medium, gen.Hard, gen.Expert}},
	{4, Options{Operations: "add"}, []gen.Grade{gen.Easy}},
	{5, Options{Operations: "add-subtract"}, []gen.Grade{gen.Easy, gen.Medium}},
	{5, Options{}, []gen.Grade{gen.Hard}},
	{5, Options{Operations: "add"}, []gen.Grade{gen.Expert}},
	{6, Options{HideOperations: true}, []gen.Grade{gen.Easy}},
	{6, Options{Operations: "add-multiply"}, []gen.Grade{gen.Medium}},
	{9, Options{}, []gen.Grade{gen.Easy, gen.Medium}},
}

func TestConformance(t *testing.T) {
	var cases []gentest.Case
	for _, o := range offered {
		for _, g := range o.grades {
			for seed := range uint64(2) {
				p := gen.Params{Rows: o.n, Cols: o.n, Grade: g}
				gen.SetOptions(&p, o.o)
				cases = append(cases, gentest.Case{
					Name:   fmt.Sprintf("%dx%d/%s/%v/seed%d", o.n, o.n, o.o.describe(), g, seed),
					Params: p, Seed: seed,
				})
			}
		}
	}
	gentest.Run(t, Kind{}, cases)
}

// TestValidateRefuses checks that sizes, grades and options the kind
// cannot make are refused before any work, naming the key.
func TestValidateRefuses(t *testing.T) {
	for _, c := range []struct {
		name string
		p    gen.Params
		key  string
	}{
		{"too small", gen.Params{Rows: 2, Grade: gen.Easy}, "size"},
		{"too large", gen.Params{Rows: 10, Grade: gen.Easy}, "size"},
		{"not square", gen.Params{Rows: 6, Cols: 7, Grade: gen.Easy}, "size"},
		{"3x3 medium", gen.Params{Rows: 3, Grade: gen.Medium}, "grade"},
		{"9x9 add expert", gen.Params{Rows: 9, Grade: gen.Expert, Options: Options{Operations: "add"}}, "grade"},
		{"9x9 add-subtract hard", gen.Params{Rows: 9, Grade: gen.Hard, Options: Options{Operations: "add-subtract"}}, "grade"},
		{"9x9 hidden expert", gen.Params{Rows: 9, Grade: gen.Expert, Options: Options{HideOperations: true}}, "grade"},
		{"symmetry", gen.Params{Rows: 6, Grade: gen.Easy, Symmetry: gen.SymmetryRotational}, "symmetry"},
		{"operations", gen.Params{Rows: 6, Grade: gen.Easy, Options: Options{Operations: "divide"}}, "operations"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := Kind{}.Validate(c.p)
			var pe *gen.ParamError
			if !errors.As(err, &pe) || pe.Param != c.key {
				t.Fatalf("got %v, want an error about %s", err, c.key)
			}
		})
	}
	if err := (Kind{}).Validate(gen.Params{Rows: 9, Grade: gen.Expert}); err != nil {
		t.Errorf("9x9 expert: %v", err)
	}
	err := Kind{}.Validate(gen.Params{Rows: 9, Grade: gen.Hard, Options: Options{Operations: "add-subtract"}})
	if err == nil || !strings.Contains(err.Error(), "operations all") {
		t.Errorf("9x9 add-subtract hard: got %v, want a hint of operations that reach it", err)
	}
}

// TestKeys reads the kind's own keys as a config would.
func TestKeys(t *testing.T) {
	var p gen.Params
	for _, kv := range [][2]string{{"operations", "add-subtract"}, {"show_operations", "false"}} {
		k, ok := Kind{}.Describe().Key(kv[0])
		if !ok {
			t.Fatalf("no key %s", kv[0])
		}
		if err := k.Set(&p, kv[1]); err != nil {
			t.Fatal(err)
		}
		if got := k.Get(p); got != kv[1] {
			t.Errorf("%s: got %q back, want %q", kv[0], got, kv[1])
		}
	}
	if o, _ := opts(p); o != (Options{Operations: "add-subtract", HideOperations: true}) {
		t.Errorf("got options %+v", o)
	}
	k, _ := Kind{}.Describe().Key("operations")
	if err := k.Set(&p, "times"); err == nil || !strings.Contains(err.Error(), "add-multiply") {
		t.Errorf("operations: times: got %v, want the values it takes", err)
	}
}

// TestGeneratedCagesOwnTheirCells checks that a generated puzzle's cages
// stay as they were while the next puzzles are made: a fresh layout's
// cages are cut into the maker's arrays, which the puzzle kept must
// not share.
func TestGeneratedCagesOwnTheirCells(t *testing.T) {
	p := gen.Params{Rows: 6, Cols: 6, Grade: gen.Hard}
	first, err := Kind{}.Generate(context.Background(), p, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprint(first.Cages)
	for seed := uint64(2); seed < 12; seed++ {
		if _, err := (Kind{}).Generate(context.Background(), p, rand.New(rand.NewPCG(seed, 1))); err != nil {
			t.Fatal(err)
		}
	}
	if got := fmt.Sprint(first.Cages); got != want {
		t.Errorf("the first puzzle's cages changed as the next were made:\n%s\nwas\n%s", got, want)
	}
}
