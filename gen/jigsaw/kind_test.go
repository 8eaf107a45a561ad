package jigsaw

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestConformance runs the conformance suite on every size and grade the
// kind offers, with and without half-turn symmetry.
func TestConformance(t *testing.T) {
	var cases []gentest.Case
	for n := minSize; n <= maxSize; n++ {
		for _, g := range reachable[n] {
			for _, sym := range []gen.Symmetry{gen.SymmetryNone, gen.SymmetryRotational} {
				p := gen.Params{Rows: n, Grade: g, Symmetry: sym}
				cases = append(cases, gentest.Case{Name: fmt.Sprintf("%dx%d/%v/%v", n, n, g, sym), Params: p, Seed: uint64(n)})
			}
		}
	}
	gentest.Run(t, Kind{}, cases)
}

// TestRotational wants a rotational puzzle's layout and givens to be
// their own half-turn images.
func TestRotational(t *testing.T) {
	for _, n := range []int{5, 8, 9} {
		p, err := Kind{}.Generate(t.Context(), gen.Params{Rows: n, Grade: gen.Medium, Symmetry: gen.SymmetryRotational}, gentest.Seeded(3))
		if err != nil {
			t.Fatal(err)
		}
		partner := map[int]int{}
		for r := range n {
			for c := range n {
				a, b := p.Regions[r][c], p.Regions[n-1-r][n-1-c]
				if q, ok := partner[a]; ok && q != b {
					t.Errorf("%dx%d: region %d turns into regions %d and %d", n, n, a+1, q+1, b+1)
				}
				partner[a] = b
				if (p.Givens[r][c] == 0) != (p.Givens[n-1-r][n-1-c] == 0) {
					t.Errorf("%dx%d: r%dc%d and its half-turn image differ in being given", n, n, r+1, c+1)
				}
			}
		}
	}
}

// TestValidate wants the sizes, grades and options the kind cannot make
// refused before any work, naming the key.
func TestValidate(t *testing.T) {
	for _, tt := range []struct {
		p   gen.Params
		key string
	}{
		{gen.Params{Rows: 3}, "size"},
		{gen.Params{Rows: 10}, "size"},
		{gen.Params{Rows: 9, Cols: 8}, "size"},
		{gen.Params{Rows: 4, Grade: gen.Hard}, "grade"},
		{gen.Params{Rows: 5, Grade: gen.Hard}, "grade"},
		{gen.Params{Rows: 9, Symmetry: gen.SymmetryMirror}, "symmetry"},
		{gen.Params{Rows: 9, MinGivens: 20, MaxGivens: 30}, "givens"},
	} {
		err := Kind{}.Validate(tt.p)
		var pe *gen.ParamError
		if !errors.As(err, &pe) || pe.Param != tt.key {
			t.Errorf("Validate(%+v): got %v, want an error about %s", tt.p, err, tt.key)
		}
	}
	for n := minSize; n <= maxSize; n++ {
		if !slices.Contains(reachable[n], gen.Easy) {
			t.Errorf("%dx%d: easy is out of reach, want every size to reach it", n, n)
		}
	}
}
