package kakuro

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestTextRoundTrip formats a parsed puzzle and its solution and reads
// them back.
func TestTextRoundTrip(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader("# 4\\ 3\\\n\\4 . .\n\\3 . .\n\n# 4\\ 3\\\n\\4 3 1\n\\3 1 2\n"))
	if err != nil || len(ps) != 2 {
		t.Fatalf("Parse: got %d puzzles, %v; want 2", len(ps), err)
	}
	want := [][]int{{-1, -1, -1}, {-1, 3, 1}, {-1, 1, 2}}
	if !gen.EqualGrids(ps[1].Givens, want) {
		t.Errorf("digits in white cells: got %v, want %v", ps[1].Givens, want)
	}
	var buf bytes.Buffer
	if err := (Kind{}).Format(&buf, ps[0], ps[1].Givens); err != nil {
		t.Fatal(err)
	}
	if got, wantText := buf.String(), "# 4\\ 3\\\n\\4 3 1\n\\3 1 2\n\n"; got != wantText {
		t.Errorf("Format: got %q, want %q", got, wantText)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(small)
	f.Add("# 4\\ 3\\\n\\4 . .\n\\3 . .\n\n# 4\\ 3\\\n\\4 3 1\n\\3 1 2\n")
	f.Add("# # #\n# . .\n")
	f.Add("\\\\ 1\\2 3\\\n")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, gen.ErrMalformed) {
				t.Fatalf("got %v, want an error wrapping gen.ErrMalformed", err)
			}
			return
		}
		for _, p := range ps {
			var buf bytes.Buffer
			if err := (Kind{}).Format(&buf, p, p.Givens); err != nil {
				t.Fatalf("Format of a parsed puzzle: %v", err)
			}
			again, err := Kind{}.Parse(&buf)
			if err != nil || len(again) != 1 || !gen.EqualGrids(again[0].Givens, p.Givens) {
				t.Fatalf("round trip of %q: got %v, %v", buf.String(), again, err)
			}
		}
	})
}

func FuzzJSON(f *testing.F) {
	f.Add([]byte(`{"kind":"kakuro","rows":3,"cols":3,"clues":[{"cell":[0,1],"down":4},{"cell":[0,2],"down":3},{"cell":[1,0],"across":4},{"cell":[2,0],"across":3}],"givens":[[-1,-1,-1],[-1,0,0],[-1,0,0]],"solution":[[-1,-1,-1],[-1,3,1],[-1,1,2]]}`))
	f.Add([]byte(`{"kind":"kakuro","rows":2,"cols":2,"clues":[{"cell":[5,5],"down":4}],"givens":[[-1,-1],[-1,0]]}`))
	f.Add([]byte(`{"kind":"kakuro","rows":3,"cols":3,"clues":[{"cell":[1,1],"down":4}],"givens":[[-1,-1,-1],[-1,0,0],[-1,9,9]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p gen.Puzzle
		if json.Unmarshal(data, &p) != nil || p.Rows*p.Cols > 100 {
			return // the solver takes larger grids, but a fuzzer should not wait on them
		}
		ctx := context.Background()
		if _, err := (Kind{}).Solve(ctx, &p); err != nil && !errors.Is(err, gen.ErrMalformed) {
			t.Fatalf("Solve: got %v, want nil or gen.ErrMalformed", err)
		}
		if err := (Kind{}).Verify(&p); err != nil && !errors.Is(err, gen.ErrMalformed) {
			t.Fatalf("Verify: got %v, want nil or gen.ErrMalformed", err)
		}
		if _, err := (Kind{}).Steps(ctx, &p); err != nil && !errors.Is(err, gen.ErrMalformed) {
			t.Fatalf("Steps: got %v, want nil or gen.ErrMalformed", err)
		}
	})
}

func stringsReader(s string) *strings.Reader { return strings.NewReader(s) }
