package numberlink

import (
	"context"
	"path/filepath"
	"testing"
)

// flowRoot is one Flow level prepared for the SAT solver: its board and
// the root state after propagation, as solve hands it over.
type flowRoot struct {
	name string
	b    *board
	s    *state // nil when propagation alone refutes the level
}

// loadFlowRoots loads every Flow level and propagates its root, skipping
// when the reference data is absent.
func loadFlowRoots(tb testing.TB) []flowRoot {
	tb.Helper()
	files, _ := filepath.Glob(filepath.Join(dataDir, "flow_solver", "*.txt"))
	if len(files) == 0 {
		tb.Skipf("reference data %s absent; skipping", filepath.Join(dataDir, "flow_solver"))
	}
	var roots []flowRoot
	for _, f := range files {
		name := filepath.Base(f)
		name = name[:len(name)-len(".txt")]
		p := loadPuzzles(tb, filepath.Join("flow_solver", name+".txt"))[0]
		b, err := newBoard(p.Givens)
		if err != nil {
			tb.Fatalf("%s: %v", name, err)
		}
		s := newState(b)
		pr := newProp(b, true)
		pr.pushAll()
		if !pr.run(s) {
			s = nil
		}
		roots = append(roots, flowRoot{name: name, b: b, s: s})
	}
	return roots
}

// BenchmarkSATFlow times satCount (count to two) on the propagated root
// of each Flow level. Run with -cpu 1; the slow levels are the ones the
// frontier counter cannot take (14x14_01, 14x14_19, 14x14_30, 12x12_28).
func BenchmarkSATFlow(b *testing.B) {
	ctx := context.Background()
	for _, r := range loadFlowRoots(b) {
		if r.s == nil {
			continue
		}
		b.Run(r.name, func(b *testing.B) {
			for b.Loop() {
				n, _, err := satCount(ctx, r.b, r.s, 2)
				if err != nil {
					b.Fatal(err)
				}
				if want := flowCounts[r.name]; n != want {
					b.Fatalf("%s: got %d solutions, want %d", r.name, n, want)
				}
			}
		})
	}
}
