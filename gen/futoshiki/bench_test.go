package futoshiki

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// BenchmarkGenerate times one puzzle of each size and grade offered, on
// one goroutine (run with -cpu 1).
func BenchmarkGenerate(b *testing.B) {
	for _, n := range []int{5, 7, 9} {
		for _, g := range gen.Grades {
			b.Run(fmt.Sprintf("%dx%d/%v", n, n, g), func(b *testing.B) {
				seed := uint64(0)
				for b.Loop() {
					seed++
					if _, err := (Kind{}).Generate(context.Background(), gen.Params{Rows: n, Grade: g}, gentest.Seeded(seed)); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
