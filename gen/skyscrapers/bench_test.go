package skyscrapers

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// BenchmarkGenerate generates 6x6 puzzles of each grade, a fresh seed
// each iteration.
func BenchmarkGenerate(b *testing.B) {
	for _, g := range gen.Grades {
		b.Run(g.String(), func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, err := (Kind{}).Generate(context.Background(), gen.Params{Rows: 6, Grade: g}, gentest.Seeded(seed)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
