package killer

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// BenchmarkGenerate makes killers of every size and grade offered (run
// with -cpu 1; docs/performance-killer.md quotes it).
func BenchmarkGenerate(b *testing.B) {
	for _, o := range offered {
		for _, g := range o.grades {
			b.Run(fmt.Sprintf("%dx%d/%v", o.n, o.n, g), func(b *testing.B) {
				rng := gentest.Seeded(1)
				p := gen.Params{Rows: o.n, Grade: g}
				for b.Loop() {
					if _, err := (Kind{}).Generate(context.Background(), p, rng); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkSolve proves a generated 9x9 medium unique.
func BenchmarkSolve(b *testing.B) {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 9, Grade: gen.Medium}, gentest.Seeded(1))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := (Kind{}).Solve(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRate rates 100 generated 9x9 easies (from the layout, as the
// generator does), one after another.
func BenchmarkRate(b *testing.B) {
	rng := gentest.Seeded(1)
	var boards []*board
	for range 100 {
		p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 9, Grade: gen.Easy}, rng)
		if err != nil {
			b.Fatal(err)
		}
		boards = append(boards, newBoard(p))
	}
	for b.Loop() {
		for _, bd := range boards {
			if r := rateUpTo(bd, gen.Easy); !r.solved {
				b.Fatal("a generated easy is not solved")
			}
		}
	}
}
