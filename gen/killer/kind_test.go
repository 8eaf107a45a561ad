package killer

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// offered are the sizes and grades the kind makes.
var offered = []struct {
	n      int
	grades []gen.Grade
}{
	{4, []gen.Grade{gen.Easy}},
	{6, []gen.Grade{gen.Easy, gen.Medium}},
	{9, []gen.Grade{gen.Easy, gen.Medium, gen.Hard}},
}

func TestConformance(t *testing.T) {
	var cases []gentest.Case
	for _, o := range offered {
		for _, g := range o.grades {
			for seed := range uint64(2) {
				cases = append(cases, gentest.Case{
					Name:   fmt.Sprintf("%dx%d/%v/seed%d", o.n, o.n, g, seed),
					Params: gen.Params{Rows: o.n, Cols: o.n, Grade: g}, Seed: seed,
				})
			}
		}
	}
	cases = append(cases, gentest.Case{Name: "9x9/givens", Params: gen.Params{Rows: 9, Grade: gen.Medium, MinGivens: 6, MaxGivens: 10}, Seed: 3})
	gentest.Run(t, Kind{}, cases)
}

// TestCanonical checks that a killer and its mirror image have one
// canonical form, and another killer another.
func TestCanonical(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader(goldenKiller))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	mirror := &gen.Puzzle{Kind: "killer", Rows: 4, Cols: 4, Givens: gen.NewGrid(4, 4)}
	for r := range 4 {
		for c := range 4 {
			mirror.Givens[r][3-c] = p.Givens[r][c]
		}
	}
	for _, cg := range p.Cages {
		m := gen.Cage{Target: cg.Target, Op: "+"}
		for _, x := range cg.Cells {
			m.Cells = append(m.Cells, gen.Cell{Row: x.Row, Col: 3 - x.Col})
		}
		mirror.Cages = append(mirror.Cages, m)
	}
	k := Kind{}
	if a, b := k.Canonical(p), k.Canonical(mirror); a == "" || a != b {
		t.Errorf("a killer and its mirror image: got %q and %q, want one form", a, b)
	}
	other, err := Kind{}.Parse(strings.NewReader("................ AABBCDDBCEDFCEFF 5,9,9,6,4,7\n"))
	if err != nil {
		t.Fatal(err)
	}
	if k.Canonical(other[0]) == k.Canonical(p) {
		t.Error("a killer without the given has the form of one with it")
	}
}
