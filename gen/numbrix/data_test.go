package numbrix

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// dataDir is the shared reference data, relative to this package.
const dataDir = "../../../shared/data"

// refPuzzle is one puzzle of the shared data with its expected count.
type refPuzzle struct {
	name     string
	kind     Kind
	puzzle   *gen.Puzzle
	solution [][]int // nil when the data has none
	want     int     // 1 unique, 2 several
}

// notUnique lists the Numbrix puzzles the data's README reports as having
// several solutions, and the two 15x15 ones it could not decide
// (tournament15 and dankel-6), in which our solver finds two solutions
// (in under a millisecond and about a third of a second).
var notUnique = []string{"board2", "board3", "board4", "board5", "board6", "dankel-1", "dankel-3", "dankel-4", "dankel-5",
	"tournament6", "tournament8", "tournament9", "tournament10", "tournament11", "tournament13", "tournament15", "dankel-6"}

// loadRefs reads every puzzle of the shared data, skipping the test when
// the data is absent.
func loadRefs(tb testing.TB) []refPuzzle {
	tb.Helper()
	if _, err := os.Stat(dataDir); err != nil {
		tb.Skipf("reference data %s absent; skipping", dataDir)
	}
	var out []refPuzzle
	for _, dir := range []struct {
		glob string
		kind Kind
	}{
		{"numbrix/*.txt", Numbrix}, {"numbrix/dandandrea/*.txt", Numbrix},
		{"hidato/*.txt", Hidato}, {"hidato/stefanerwinmayer/*.txt", Hidato},
	} {
		files, err := filepath.Glob(filepath.Join(dataDir, dir.glob))
		if err != nil {
			tb.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, ".sol.txt") {
				continue
			}
			name := strings.TrimSuffix(filepath.Base(f), ".txt")
			ref := refPuzzle{name: name, kind: dir.kind, puzzle: readOne(tb, dir.kind, f), want: 1}
			if sol := strings.TrimSuffix(f, ".txt") + ".sol.txt"; fileExists(sol) {
				ref.solution = readOne(tb, dir.kind, sol).Givens
			}
			if contains(notUnique, name) {
				ref.want = 2
			}
			out = append(out, ref)
		}
	}
	if len(out) == 0 {
		tb.Skipf("no puzzles in %s; skipping", dataDir)
	}
	return out
}

func readOne(tb testing.TB, k Kind, path string) *gen.Puzzle {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	ps, err := k.Parse(f)
	if err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	if len(ps) != 1 {
		tb.Fatalf("%s: got %d puzzles, want 1", path, len(ps))
	}
	return ps[0]
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestReferenceData solves every shared puzzle: the unique ones give the
// published or recorded solution, the others are reported as multiple.
func TestReferenceData(t *testing.T) {
	for _, ref := range loadRefs(t) {
		t.Run(ref.kind.Name()+"/"+ref.name, func(t *testing.T) {
			sol, err := ref.kind.Solve(context.Background(), ref.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			if sol.Count != ref.want {
				t.Fatalf("%s: got %d solutions, want %d", ref.name, sol.Count, ref.want)
			}
			if ref.solution != nil && !gen.EqualGrids(sol.Grid, ref.solution) {
				t.Errorf("%s: got solution %v, want %v", ref.name, sol.Grid, ref.solution)
			}
		})
	}
}

// BenchmarkSolveReference solves the unique puzzles of the shared data
// once per iteration (proving each unique by counting to two).
func BenchmarkSolveReference(b *testing.B) {
	var refs []refPuzzle
	for _, ref := range loadRefs(b) {
		if ref.want == 1 {
			refs = append(refs, ref)
		}
	}
	for b.Loop() {
		for _, ref := range refs {
			if _, err := ref.kind.Solve(context.Background(), ref.puzzle); err != nil {
				b.Fatal(err)
			}
		}
	}
}
