package numberlink

import (
	"context"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"

	"github.com/puzzlebook/puzzlebook/internal/threadcpu"
)

// benchGenerate generates puzzles of params p with fresh seeds.
func benchGenerate(b *testing.B, p gen.Params) {
	ctx := context.Background()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := (Kind{}).Generate(ctx, p, gentest.Seeded(seed)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate10(b *testing.B)     { benchGenerate(b, gen.Params{Rows: 10}) }
func BenchmarkGenerate15(b *testing.B)     { benchGenerate(b, gen.Params{Rows: 15}) }
func BenchmarkGenerate20(b *testing.B)     { benchGenerate(b, gen.Params{Rows: 20}) }
func BenchmarkGenerate10Easy(b *testing.B) { benchGenerate(b, gen.Params{Rows: 10, Grade: gen.Easy}) }
func BenchmarkGenerate10Medium(b *testing.B) {
	benchGenerate(b, gen.Params{Rows: 10, Grade: gen.Medium})
}
func BenchmarkGenerate10Hard(b *testing.B) { benchGenerate(b, gen.Params{Rows: 10, Grade: gen.Hard}) }
func BenchmarkGenerate10Expert(b *testing.B) {
	benchGenerate(b, gen.Params{Rows: 10, Grade: gen.Expert})
}

// BenchmarkFlowLevels solves all 29 Flow levels and proves each unique
// (or finds its second solution, or shows it has none) per iteration.
func BenchmarkFlowLevels(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "flow_solver", "*.txt"))
	if len(files) == 0 {
		b.Skipf("reference data %s absent; skipping", filepath.Join(dataDir, "flow_solver"))
	}
	var ps []*gen.Puzzle
	for _, f := range files {
		rel, _ := filepath.Rel(dataDir, f)
		ps = append(ps, loadPuzzles(b, rel)[0])
	}
	ctx := context.Background()
	for b.Loop() {
		for _, p := range ps {
			if _, err := (Kind{}).Solve(ctx, p); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkFlowLevel solves each Flow level alone (count to two), one
// sub-benchmark a level, for the per-level table in the docs.
func BenchmarkFlowLevel(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "flow_solver", "*.txt"))
	if len(files) == 0 {
		b.Skipf("reference data %s absent; skipping", filepath.Join(dataDir, "flow_solver"))
	}
	ctx := context.Background()
	for _, f := range files {
		rel, _ := filepath.Rel(dataDir, f)
		p := loadPuzzles(b, rel)[0]
		name := filepath.Base(f)
		b.Run(name[:len(name)-len(".txt")], func(b *testing.B) {
			for b.Loop() {
				if _, err := (Kind{}).Solve(ctx, p); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchSteps explains one generated 10x10 puzzle of grade g.
func benchSteps(b *testing.B, g gen.Grade) {
	ctx := context.Background()
	p, err := Kind{}.Generate(ctx, gen.Params{Rows: 10, Grade: g}, gentest.Seeded(1))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := (Kind{}).Steps(ctx, p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSteps10Easy(b *testing.B)   { benchSteps(b, gen.Easy) }
func BenchmarkSteps10Medium(b *testing.B) { benchSteps(b, gen.Medium) }
func BenchmarkSteps10Hard(b *testing.B)   { benchSteps(b, gen.Hard) }
func BenchmarkSteps10Expert(b *testing.B) { benchSteps(b, gen.Expert) }

// benchStepsSeeds explains the 10x10 puzzles of grade g made with seeds
// 1 to 20, each once per iteration, and reports the mean CPU time per
// puzzle (the thread's, which load on a shared machine moves less than
// wall time) and the slowest puzzle's wall time in its fastest run (the
// thread's CPU time comes in scheduler ticks, too coarse for one
// puzzle; the fastest run carries no preemption or collection).
func benchStepsSeeds(b *testing.B, g gen.Grade) {
	ctx := context.Background()
	var ps []*gen.Puzzle
	for seed := range uint64(20) {
		p, err := Kind{}.Generate(ctx, gen.Params{Rows: 10, Grade: g}, gentest.Seeded(seed+1))
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	best := make([]time.Duration, len(ps))
	var total time.Duration
	for b.Loop() {
		for i, p := range ps {
			t, w := threadcpu.Used(), time.Now()
			if _, err := (Kind{}).Steps(ctx, p); err != nil {
				b.Fatal(err)
			}
			d := time.Since(w)
			total += threadcpu.Used() - t
			if best[i] == 0 || d < best[i] {
				best[i] = d
			}
		}
	}
	b.ReportMetric(float64(total)/float64(b.N*len(ps))/1e6, "cpu-ms/puzzle")
	b.ReportMetric(float64(slices.Max(best))/1e6, "worst-ms")
}

func BenchmarkSteps10SeedsHard(b *testing.B)   { benchStepsSeeds(b, gen.Hard) }
func BenchmarkSteps10SeedsExpert(b *testing.B) { benchStepsSeeds(b, gen.Expert) }
