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

// BenchmarkGenerateHidatoEnds generates Hidato of every size from 8x8 to
// 15x15 at every grade, with 1 and the last number given (the default)
// and free, a fresh seed each iteration; the two run side by side, so
// that a loaded machine weighs on both alike. paths/op is the paths tried
// a puzzle.
func BenchmarkGenerateHidatoEnds(b *testing.B) {
	for n := 8; n <= 15; n++ {
		for _, g := range gen.Grades {
			for _, ends := range []Ends{EndsGiven, EndsFree} {
				b.Run(fmt.Sprintf("%dx%d/%v/%v", n, n, g, ends), func(b *testing.B) {
					p := gen.Params{Rows: n, Grade: g, Options: Options{Ends: ends}}
					seed, paths := uint64(0), 0
					for b.Loop() {
						seed++
						pz, err := Hidato.Generate(context.Background(), p, gentest.Seeded(seed))
						if err != nil {
							b.Fatal(err)
						}
						paths += pz.Stats["attempts"]
					}
					b.ReportMetric(float64(paths)/float64(seed), "paths/op")
				})
			}
		}
	}
}
