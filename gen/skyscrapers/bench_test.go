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

// BenchmarkGenerate5Easy generates 5x5 easy puzzles, the size and grade
// where a puzzle costs least and the process's other work weighs most.
func BenchmarkGenerate5Easy(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := (Kind{}).Generate(context.Background(), gen.Params{Rows: 5, Grade: gen.Easy}, gentest.Seeded(seed)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFillSquare draws 5x5 Latin squares.
func BenchmarkFillSquare(b *testing.B) {
	rng, st := gentest.Seeded(1), new(fillStack)
	for b.Loop() {
		if _, err := fillSquare(context.Background(), 5, rng, st); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck5Easy checks 5x5 easy puzzles as gen does each one it
// makes (gen.Check: Verify, then Solve), 200 made once.
func BenchmarkCheck5Easy(b *testing.B) {
	ctx := context.Background()
	ps := make([]*gen.Puzzle, 200)
	for i := range ps {
		p, err := (Kind{}).Generate(ctx, gen.Params{Rows: 5, Grade: gen.Easy}, gentest.Seeded(uint64(i)))
		if err != nil {
			b.Fatal(err)
		}
		ps[i] = p
	}
	i := 0
	for b.Loop() {
		if err := gen.Check(ctx, Kind{}, ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
