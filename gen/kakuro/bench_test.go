package kakuro

import (
	"context"
	"fmt"
	"slices"
	"syscall"
	"testing"
	"time"

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

// BenchmarkMedianCPU generates 20 puzzles of each size and grade from
// fixed seeds an iteration, and reports the median of their CPU times
// (process user and system time around each Generate: run it with
// -cpu 1), the figure docs/performance.md gives.
func BenchmarkMedianCPU(b *testing.B) {
	for _, p := range []gen.Params{
		{Rows: 12, Grade: gen.Easy}, {Rows: 12, Grade: gen.Medium},
		{Rows: 15, Grade: gen.Easy}, {Rows: 15, Grade: gen.Medium},
		{Rows: 20, Grade: gen.Easy}, {Rows: 20, Grade: gen.Medium},
	} {
		b.Run(fmt.Sprintf("%dx%d/%v", p.Rows, p.Rows, p.Grade), func(b *testing.B) {
			ctx := context.Background()
			for b.Loop() {
				var ds []time.Duration
				for seed := range uint64(20) {
					start := cpuTime()
					if _, err := (Kind{}).Generate(ctx, p, gentest.Seeded(seed+100)); err != nil {
						b.Fatal(err)
					}
					ds = append(ds, cpuTime()-start)
				}
				slices.Sort(ds)
				b.ReportMetric(float64(ds[len(ds)/2].Microseconds())/1000, "median-cpu-ms")
			}
		})
	}
}

// cpuTime is the process's CPU time so far, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
