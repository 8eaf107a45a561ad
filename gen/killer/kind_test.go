package killer

import (
	"fmt"
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
