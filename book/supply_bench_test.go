package book

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// BenchmarkSupply makes the sets of issue 14 on one worker, as
// `puzzlebook gen -n N --workers 1` does: 200 4x4 Sudoku, and 500 6x6 of
// each offered grade, all with the default symmetry and distinct.
func BenchmarkSupply(b *testing.B) {
	k, _ := kinds.Find("sudoku")
	sets := []struct {
		n int
		p gen.Params
	}{
		{200, gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}},
		{500, gen.Params{Rows: 6, Cols: 6, Grade: gen.Easy}},
		{500, gen.Params{Rows: 6, Cols: 6, Grade: gen.Medium}},
		{500, gen.Params{Rows: 6, Cols: 6, Grade: gen.Expert}},
	}
	for _, s := range sets {
		b.Run(fmt.Sprintf("%dx%d-%v-%d", s.p.Rows, s.p.Cols, s.p.Grade, s.n), func(b *testing.B) {
			for b.Loop() {
				if _, err := GenerateSet(context.Background(), k, s.p, s.n, 1, Options{Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
