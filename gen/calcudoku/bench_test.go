package calcudoku

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The target: a 9x9 expert in a median under 20 ms on one core
// (go test ./gen/calcudoku -run XXX -bench Generate -cpu 1). The figures
// are in docs/performance.md; no timed test asserts them.

func benchGenerate(b *testing.B, n int, g gen.Grade, o Options) {
	p := gen.Params{Rows: n, Cols: n, Grade: g}
	gen.SetOptions(&p, o)
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := (Kind{}).Generate(context.Background(), p, rand.New(rand.NewPCG(seed, 1))); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate4Easy(b *testing.B)   { benchGenerate(b, 4, gen.Easy, Options{}) }
func BenchmarkGenerate6Easy(b *testing.B)   { benchGenerate(b, 6, gen.Easy, Options{}) }
func BenchmarkGenerate6Hard(b *testing.B)   { benchGenerate(b, 6, gen.Hard, Options{}) }
func BenchmarkGenerate9Easy(b *testing.B)   { benchGenerate(b, 9, gen.Easy, Options{}) }
func BenchmarkGenerate9Medium(b *testing.B) { benchGenerate(b, 9, gen.Medium, Options{}) }
func BenchmarkGenerate9Hard(b *testing.B)   { benchGenerate(b, 9, gen.Hard, Options{}) }
func BenchmarkGenerate9Expert(b *testing.B) { benchGenerate(b, 9, gen.Expert, Options{}) }

// BenchmarkSolve9 counts the solutions of the 9x9 example of the
// hidden-quad rung.
func BenchmarkSolve9(b *testing.B) {
	ps, err := Kind{}.Parse(strings.NewReader(examples["hidden quad"]))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := (Kind{}).Solve(context.Background(), ps[0]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate6Expert(b *testing.B) { benchGenerate(b, 6, gen.Expert, Options{}) }
