package kakuro

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// benchmarkGenerate generates puzzles of p, a new seed each iteration.
func benchmarkGenerate(b *testing.B, p gen.Params) {
	ctx := context.Background()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := (Kind{}).Generate(ctx, p, gentest.Seeded(seed)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate6Easy(b *testing.B) { benchmarkGenerate(b, gen.Params{Rows: 6, Grade: gen.Easy}) }
func BenchmarkGenerate12Easy(b *testing.B) {
	benchmarkGenerate(b, gen.Params{Rows: 12, Grade: gen.Easy})
}
func BenchmarkGenerate12Medium(b *testing.B) {
	benchmarkGenerate(b, gen.Params{Rows: 12, Grade: gen.Medium})
}
func BenchmarkGenerate15Medium(b *testing.B) {
	benchmarkGenerate(b, gen.Params{Rows: 15, Grade: gen.Medium})
}
func BenchmarkGenerate20Medium(b *testing.B) {
	benchmarkGenerate(b, gen.Params{Rows: 20, Grade: gen.Medium})
}
