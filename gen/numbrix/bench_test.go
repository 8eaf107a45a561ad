package numbrix

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// BenchmarkGenerate generates graded puzzles of every size and grade
// named in the speed targets, a fresh seed each iteration.
func BenchmarkGenerate(b *testing.B) {
	for _, k := range []Kind{Numbrix, Hidato} {
		for _, n := range []int{9, 12, 15} {
			for _, g := range gen.Grades {
				b.Run(fmt.Sprintf("%s/%dx%d/%v", k.Name(), n, n, g), func(b *testing.B) {
					p := gen.Params{Rows: n, Grade: g}
					seed := uint64(0)
					for b.Loop() {
						seed++
						if _, err := k.Generate(context.Background(), p, gentest.Seeded(seed)); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}
