package numbrix

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestTypeScale checks the promise of TypeScale against Draw for grids
// whose largest number has one, two and three digits (three are shrunk
// to fit the cell), and that three digits are promised smaller type than
// two, in the worksheet's heavier face smaller still.
func TestTypeScale(t *testing.T) {
	cases := []struct {
		kind Kind
		p    gen.Params
	}{
		{Numbrix, gen.Params{Rows: 4, Grade: gen.Easy}},
		{Numbrix, gen.Params{Rows: 9, Grade: gen.Easy}},
		{Numbrix, gen.Params{Rows: 10, Grade: gen.Easy}},
		{Numbrix, gen.Params{Rows: 12, Grade: gen.Easy}},
		{Hidato, gen.Params{Rows: 12, Grade: gen.Easy, Options: Options{Shape: ShapeRectangle}}},
		{Hidato, gen.Params{Rows: 11, Grade: gen.Easy, Options: Options{Shape: ShapeCircle}}},
	}
	for _, tc := range cases {
		name := fmt.Sprintf("%s/%dx%d", tc.kind.Name(), tc.p.Rows, tc.p.Rows)
		if o, _ := opts(tc.p); o.Shape != "" {
			name += "/" + o.Shape
		}
		t.Run(name, func(t *testing.T) {
			p, err := tc.kind.Generate(context.Background(), tc.p, gentest.Seeded(1))
			if err != nil {
				t.Fatal(err)
			}
			gentest.CheckTypeScale(t, tc.kind, tc.p, p)
		})
	}
	two, three := Hidato.TypeScale(gen.Params{Rows: 9}, draw.Bold), Hidato.TypeScale(gen.Params{Rows: 10}, draw.Bold)
	heavy := Hidato.TypeScale(gen.Params{Rows: 10}, draw.Heavy)
	if !(two == numberScale && three < two) {
		t.Errorf("TypeScale: got %.4g for 9x9 and %.4g for 10x10, want %g, then smaller", two, three, numberScale)
	}
	// In the heavy face three digits shrink as much more as its digits
	// are wider (Lato Black's are as wide as Lato Bold's).
	wider := draw.TextWidth("100", draw.Font{Face: draw.Heavy, Size: 1}) / draw.TextWidth("100", draw.Font{Face: draw.Bold, Size: 1})
	if math.Abs(heavy*wider-three) > 0.01*three {
		t.Errorf("TypeScale: got %.4g for 10x10 in Heavy and %.4g in Bold, want them in the inverse ratio of their widths (%.4g)", heavy, three, wider)
	}
}
