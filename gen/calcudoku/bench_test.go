package calcudoku

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The target: a 9x9 expert in a median under 20 ms on one core
// (go test ./gen/calcudoku -run XXX -bench Generate9Expert -benchtime
// 100x -cpu 1, median-ns/op). The figures are in docs/performance.md; no
// timed test asserts them.

// benchGenerate times Generate on seeds 1, 2, ...; beside the mean it
// reports the median time of one puzzle, which the target names
// (a few rare layouts take ten times the median): by the wall clock
// (median-ns/op) and, on Unix, by the process's CPU time
// (median-cpu-ns/op), which a machine shared with other work inflates
// far less.
func benchGenerate(b *testing.B, n int, g gen.Grade, o Options) {
	p := gen.Params{Rows: n, Cols: n, Grade: g}
	gen.SetOptions(&p, o)
	seed := uint64(0)
	var walls, cpus []time.Duration
	for b.Loop() {
		seed++
		start := time.Now()
		cpu, ok := processCPU()
		if _, err := (Kind{}).Generate(context.Background(), p, rand.New(rand.NewPCG(seed, 1))); err != nil {
			b.Fatal(err)
		}
		walls = append(walls, time.Since(start))
		if end, _ := processCPU(); ok {
			cpus = append(cpus, end-cpu)
		}
	}
	b.ReportMetric(float64(median(walls).Nanoseconds()), "median-ns/op")
	if len(cpus) > 0 {
		b.ReportMetric(float64(median(cpus).Nanoseconds()), "median-cpu-ns/op")
	}
}

// median returns the middle of ds (the upper one of an even count).
func median(ds []time.Duration) time.Duration {
	slices.Sort(ds)
	return ds[len(ds)/2]
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
