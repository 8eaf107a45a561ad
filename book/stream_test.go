package book

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
)

// sharedData reads a file of ../shared/data (beside the repository),
// skipping the test when it is absent.
func sharedData(tb testing.TB, elem ...string) []byte {
	tb.Helper()
	path := filepath.Join(append([]string{"..", "..", "shared", "data"}, elem...)...)
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		tb.Skipf("reference data %s absent; skipping", path)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// firstLines is the first n lines of data.
func firstLines(data []byte, n int) []byte {
	lines := bytes.SplitAfter(data, []byte("\n"))
	return bytes.Join(lines[:min(n, len(lines))], nil)
}

// verdictText is a verdict as a line of text, for comparing two runs.
func verdictText(v Verdict) string {
	return fmt.Sprintf("%v %v %v %v", v.Status, v.Solution, v.Second, v.Err)
}

// streamInputs are inputs of every kind: shared data, one puzzle a line
// with bad lines among them, grids, and a mix.
func streamInputs(t *testing.T) []struct {
	name string
	k    gen.Kind
	in   []byte
} {
	top95 := sharedData(t, "sudoku", "norvig_top95.txt")
	grid := "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n"
	return []struct {
		name string
		k    gen.Kind
		in   []byte
	}{
		{"sudoku/top95", sudoku.Kind{}, top95},
		{"sudoku/17clue-600", sudoku.Kind{}, firstLines(sharedData(t, "sudoku", "puzzles2_17_clue"), 600)},
		{"sudoku/serg-300", sudoku.Kind{}, firstLines(sharedData(t, "sudoku", "puzzles7_serg_benchmark_first1000"), 300)},
		{"sudoku/bad-lines", sudoku.Kind{}, []byte("# c\n" + string(firstLines(top95, 3)) + "12345\n\n" + "11" + string(top95[2:82]) + "x\n" + string(firstLines(top95, 2)))},
		{"sudoku/bad-first", sudoku.Kind{}, []byte("123\n\n" + string(firstLines(top95, 2)))},
		{"sudoku/grids", sudoku.Kind{}, []byte(grid + "\n" + grid + grid)},
		{"sudoku/mixed", sudoku.Kind{}, []byte(string(firstLines(top95, 1)) + grid + string(firstLines(top95, 2)))},
		{"sudoku/row-then-lines", sudoku.Kind{}, []byte(string(firstLines(top95, 1)) + "53..7....\n" + string(firstLines(top95, 2)))},
		{"numbrix/rosetta", numbrix.Kind{}, sharedData(t, "numbrix", "rosetta_ex1.txt")},
		{"hidato/rosetta", numbrix.Hidato, sharedData(t, "hidato", "rosetta_wiki.txt")},
		{"numberlink/thomasahle", numberlink.Kind{}, sharedData(t, "numberlink", "thomasahle_gen_10x10_sample20.txt")},
	}
}

// TestSolveStreamAgrees wants SolveStream to give, with 1 and 4 workers,
// the verdicts SolveInput (which reads the whole input first) gives, in
// the same order.
func TestSolveStreamAgrees(t *testing.T) {
	ctx := context.Background()
	for _, tc := range streamInputs(t) {
		want, wantErr := SolveInput(ctx, tc.k, bytes.NewReader(tc.in), Options{Workers: 1})
		for _, workers := range []int{1, 4} {
			t.Run(fmt.Sprintf("%s/workers%d", tc.name, workers), func(t *testing.T) {
				var got []string // a verdict's solution is emit's only until it returns
				err := SolveStream(ctx, tc.k, bytes.NewReader(tc.in), Options{Workers: workers}, func(v Verdict) error {
					got = append(got, verdictText(v))
					return nil
				})
				if fmt.Sprint(err) != fmt.Sprint(wantErr) {
					t.Fatalf("got error %v, want %v", err, wantErr)
				}
				if wantErr != nil {
					return
				}
				if len(got) != len(want) {
					t.Fatalf("got %d verdicts, want %d", len(got), len(want))
				}
				for i := range want {
					if g, w := got[i], verdictText(want[i]); g != w {
						t.Fatalf("puzzle %d: got %s, want %s", i+1, g, w)
					}
				}
			})
		}
	}
}

// TestSolveStreamBrokenGrid wants a grid input that breaks after a good
// grid to give that grid's verdict, then the parser's error.
func TestSolveStreamBrokenGrid(t *testing.T) {
	in := "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n\n53..7....\n"
	var got []Status
	err := SolveStream(context.Background(), sudoku.Kind{}, strings.NewReader(in), Options{Workers: 2}, func(v Verdict) error {
		got = append(got, v.Status)
		return nil
	})
	if len(got) != 1 || got[0] != Unique {
		t.Errorf("got verdicts %v, want [unique]", got)
	}
	if err == nil || !strings.Contains(err.Error(), "line 11") {
		t.Errorf("got error %v, want the parser's error naming line 11", err)
	}
}

// TestExplainStreamAgrees wants ExplainStream to give what ExplainInput
// gives, in order, with 1 and 3 workers.
func TestExplainStreamAgrees(t *testing.T) {
	ctx := context.Background()
	in := firstLines(sharedData(t, "sudoku", "norvig_top95.txt"), 30)
	want, err := ExplainInput(ctx, sudoku.Kind{}, bytes.NewReader(in), Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 3} {
		var got []Explained
		err := ExplainStream(ctx, sudoku.Kind{}, bytes.NewReader(in), Options{Workers: workers}, func(e Explained) error {
			got = append(got, e)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("workers %d: got %d explanations, want %d", workers, len(got), len(want))
		}
		for i := range want {
			g := fmt.Sprint(got[i].Status, got[i].Explanation, got[i].Err)
			if w := fmt.Sprint(want[i].Status, want[i].Explanation, want[i].Err); g != w {
				t.Errorf("workers %d, puzzle %d: got %.200s, want %.200s", workers, i+1, g, w)
			}
		}
	}
}

// TestCheckStreamAgrees wants CheckStream to give what Check gives on the
// puzzles ReadPuzzlesIn reads, for a manifest and an array of puzzles.
func TestCheckStreamAgrees(t *testing.T) {
	ctx := context.Background()
	for _, name := range []string{"manifest.json", "puzzles.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		es, err := manifest.ReadPuzzlesIn(bytes.NewReader(data), "testdata")
		if err != nil {
			t.Fatal(err)
		}
		want, err := Check(ctx, es, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{1, 3} {
			var got []string
			n, err := CheckStream(ctx, bytes.NewReader(data), "testdata", Options{Workers: workers}, func(i int, e *manifest.Entry, f error) error {
				got = append(got, fmt.Sprintf("%d %s %v", i, e.ID, f))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if n != len(es) || len(got) != len(es) {
				t.Fatalf("%s, workers %d: got %d entries (%d emitted), want %d", name, workers, n, len(got), len(es))
			}
			for i := range es {
				if w := fmt.Sprintf("%d %s %v", i, es[i].ID, want[i]); got[i] != w {
					t.Errorf("%s, workers %d: got %s, want %s", name, workers, got[i], w)
				}
			}
		}
	}
}

// puzzleStream is an io.Reader of n copies of line, made as it is read,
// that counts the lines it has handed out (read by the printer while the
// reader counts, so atomically).
type puzzleStream struct {
	line    string
	n       int
	made    atomic.Int64
	pending []byte
}

func (s *puzzleStream) Read(p []byte) (int, error) {
	for len(s.pending) < len(p) && s.made.Load() < int64(s.n) {
		s.pending = append(s.pending, s.line...)
		s.made.Add(1)
	}
	if len(s.pending) == 0 {
		return 0, io.EOF
	}
	k := copy(p, s.pending)
	s.pending = s.pending[:copy(s.pending, s.pending[k:])]
	return k, nil
}

// TestSolveStreamMemory solves 500,000 puzzles from a reader that makes
// them as it is read (41 MB of text) and wants the puzzles read but not
// yet printed to stay within a window, and the live heap small, all along
// (and 100,000 with two workers).
func TestSolveStreamMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("500,000 puzzles")
	}
	// A grid with four blanks: solved by propagation, so the test spends
	// its time streaming.
	const line = "5.4678912672195348198342567859761423426853791713924856961537284287419635345286..9\n"
	for _, run := range []struct{ workers, n int }{{1, 500_000}, {2, 100_000}} {
		workers, n := run.workers, run.n
		in := &puzzleStream{line: line, n: n}
		// What the reader read ahead of the parser: the scanner's buffer
		// and the read that filled it.
		readAhead := 2 * (64 << 10) / len(line)
		window := workers*streamWindow*streamBatch + workers*streamBatch + streamBatch
		// The live heap the last collection marked: what the stream holds.
		// (The heap's objects also count garbage not yet collected, which
		// grows with how late the machine's load lets the collector run:
		// 6.6, 19.6 and 41 MB in three runs of the same code.)
		samples := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		runtime.GC()
		var emitted, maxHeld int
		var maxHeap uint64
		err := SolveStream(context.Background(), sudoku.Kind{}, in, Options{Workers: workers}, func(v Verdict) error {
			if v.Status != Unique {
				return fmt.Errorf("puzzle %d: got %v, want unique", emitted+1, v.Status)
			}
			emitted++
			maxHeld = max(maxHeld, int(in.made.Load())-emitted)
			if emitted%5000 == 0 {
				metrics.Read(samples)
				maxHeap = max(maxHeap, samples[0].Value.Uint64())
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if emitted != n {
			t.Errorf("workers %d: got %d verdicts, want %d", workers, emitted, n)
		}
		if maxHeld > window+readAhead {
			t.Errorf("workers %d: got up to %d puzzles read and not printed, want at most %d", workers, maxHeld, window+readAhead)
		}
		const heapBound = 32 << 20
		if maxHeap > heapBound {
			t.Errorf("workers %d: got a live heap of up to %d MB, want at most %d", workers, maxHeap>>20, heapBound>>20)
		}
		t.Logf("workers %d: up to %d puzzles held, live heap up to %.1f MB", workers, maxHeld, float64(maxHeap)/(1<<20))
	}
}

// FuzzSolveStream wants SolveStream, whenever it ends without an error,
// to give SolveInput's verdicts; when the input parses as a whole, both
// must agree on everything. (Input that breaks after a grid of several
// lines is the one case where they differ: SolveStream has already
// given the puzzles before it.)
func FuzzSolveStream(f *testing.F) {
	f.Add("1234341221434321\n")
	f.Add("# c\n1234341221434321\n12\n\n.2.4.4.22143....\n")
	f.Add("1234\n3412\n2143\n4321\n\n12..\n")
	f.Add("12..\n1234341221434321\n")
	f.Add("x\ny\n")
	k := sudoku.Kind{}
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > 4096 {
			return
		}
		ctx := context.Background()
		want, wantErr := SolveInput(ctx, k, strings.NewReader(in), Options{Workers: 1})
		var got []string // a verdict's solution is emit's only until it returns
		err := SolveStream(ctx, k, strings.NewReader(in), Options{Workers: 2}, func(v Verdict) error {
			got = append(got, verdictText(v))
			return nil
		})
		_, wholeErr := k.Parse(strings.NewReader(in))
		if err != nil {
			if wholeErr == nil || !errors.Is(err, gen.ErrMalformed) {
				t.Fatalf("%q: got error %v, want %v (whole input: %v)", in, err, wantErr, wholeErr)
			}
			return
		}
		if wantErr != nil {
			t.Fatalf("%q: got no error, want %v", in, wantErr)
		}
		if len(got) != len(want) {
			t.Fatalf("%q: got %d verdicts, want %d", in, len(got), len(want))
		}
		for i := range want {
			if g, w := got[i], verdictText(want[i]); g != w {
				t.Fatalf("%q: puzzle %d: got %s, want %s", in, i+1, g, w)
			}
		}
	})
}
