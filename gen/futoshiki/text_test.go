package futoshiki

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// goldenFut is a 4x4 medium Futoshiki with one given and signs both ways
// in rows and columns: the puzzle the text and drawing tests read.
const goldenFut = "2............... .<..>....<.> ...^...^....\n"

// goldenSolution is goldenFut's one solution.
var goldenSolution = [][]int{{2, 3, 4, 1}, {4, 2, 1, 3}, {3, 1, 2, 4}, {1, 4, 3, 2}}

// TestTextRoundTrip reads goldenFut, checks its signs, and writes it back.
func TestTextRoundTrip(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader("\n" + goldenFut))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	if p.Givens[0][0] != 2 || len(p.Marks) != 6 {
		t.Fatalf("got givens %v and %d signs, want a 2 at r1c1 and 6 signs", p.Givens, len(p.Marks))
	}
	// In reading order of the smaller cell: r1c2 < r1c3 ('<' in row 1),
	// r1c4 < r2c4 ('^'), then r2c3 < r2c2 ('>' in row 2).
	c := func(r, col int) gen.Cell { return gen.Cell{Row: r, Col: col} }
	want := []gen.Mark{{Less: c(0, 1), More: c(0, 2)}, {Less: c(0, 3), More: c(1, 3)}, {Less: c(1, 2), More: c(1, 1)}}
	for i, m := range want {
		if p.Marks[i] != m {
			t.Errorf("mark %d = %v, want %v", i, p.Marks[i], m)
		}
	}
	var b strings.Builder
	if err := (Kind{}).Format(&b, p, p.Givens); err != nil {
		t.Fatal(err)
	}
	if b.String() != goldenFut {
		t.Errorf("Format = %q, want %q", b.String(), goldenFut)
	}
}

// TestParseErrors checks that every malformed line is refused with its
// line number and gen.ErrMalformed.
func TestParseErrors(t *testing.T) {
	for _, text := range []string{
		"x",
		"...... .... ....",
		"..x............. ............ ............",
		"................ ..x......... ............",
		"................ ............ ..<.........",
		"................ ........... ............",
		"................ <........... ^...........\n1.1.............",
	} {
		_, err := Kind{}.Parse(strings.NewReader(text))
		if !errors.Is(err, gen.ErrMalformed) || !strings.Contains(err.Error(), "line ") || strings.Count(err.Error(), "futoshiki:") != 1 {
			t.Errorf("Parse(%q) = %v, want a malformed puzzle naming its line and the kind once", text, err)
		}
	}
	if _, err := (Kind{}).Parse(strings.NewReader(strings.Repeat(".", 100) + " " + strings.Repeat(".", 90) + " " + strings.Repeat(".", 90))); !errors.Is(err, gen.ErrTooLarge) {
		t.Errorf("a 10x10 grid: got %v, want gen.ErrTooLarge", err)
	}
}

// FuzzParse feeds the text parser arbitrary lines: it never panics, its
// errors are malformed puzzles, and what it reads formats back to itself.
func FuzzParse(f *testing.F) {
	f.Add(goldenFut)
	f.Add("................ ............ ............")
	f.Add("1.2..3.4. <>.<>. ^v.^v.")
	f.Add("x")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, gen.ErrMalformed) {
				t.Fatalf("Parse(%q) = %v, not a malformed puzzle", text, err)
			}
			return
		}
		for _, p := range ps {
			var b strings.Builder
			if err := (Kind{}).Format(&b, p, p.Givens); err != nil {
				t.Fatalf("Format: %v", err)
			}
			again, err := Kind{}.Parse(strings.NewReader(b.String()))
			if err != nil || len(again) != 1 || !gen.EqualGrids(again[0].Givens, p.Givens) || len(again[0].Marks) != len(p.Marks) {
				t.Fatalf("%q formats as %q, which reads back as %v (%v)", text, b.String(), again, err)
			}
		}
	})
}

func testReader(s string) *strings.Reader { return strings.NewReader(s) }

// FuzzJSON reads arbitrary bytes as a puzzle's JSON form and solves,
// verifies, rates, explains and draws what it reads: never a panic, and
// a puzzle that is not a Futoshiki is an error wrapping gen.ErrMalformed.
func FuzzJSON(f *testing.F) {
	f.Add([]byte(`{"kind":"futoshiki","rows":4,"cols":4,"marks":[{"less":[0,1],"more":[0,2]},{"less":[0,3],"more":[1,3]},{"less":[1,2],"more":[1,1]},{"less":[1,3],"more":[2,3]},{"less":[3,0],"more":[3,1]},{"less":[3,3],"more":[3,2]}],"givens":[[2,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"solution":[[2,3,4,1],[4,2,1,3],[3,1,2,4],[1,4,3,2]]}`))
	f.Add([]byte(`{"kind":"futoshiki","rows":2,"cols":2,"marks":[{"less":[0,0],"more":[1,1]}],"givens":[[0,0],[0,0]]}`))
	f.Add([]byte(`{"kind":"futoshiki","rows":2,"cols":2,"marks":[{"less":[0,0],"more":[0,1]},{"less":[0,1],"more":[1,1]},{"less":[1,1],"more":[1,0]},{"less":[1,0],"more":[0,0]}],"givens":[[0,0],[0,0]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p gen.Puzzle
		if json.Unmarshal(data, &p) != nil {
			return
		}
		ctx := context.Background()
		if _, err := (Kind{}).Solve(ctx, &p); err != nil && !errors.Is(err, gen.ErrMalformed) {
			t.Fatalf("Solve: got %v, want nil or gen.ErrMalformed", err)
		}
		if err := (Kind{}).Verify(&p); err != nil && !errors.Is(err, gen.ErrMalformed) {
			t.Fatalf("Verify: got %v, want nil or gen.ErrMalformed", err)
		}
		q := p
		_ = Kind{}.Rate(ctx, &q)
		if _, err := (Kind{}).Steps(ctx, &p); err != nil && !errors.Is(err, gen.ErrMalformed) {
			t.Fatalf("Steps: got %v, want nil or gen.ErrMalformed", err)
		}
		var rec draw.Recorder
		Kind{}.Draw(&rec, &p, draw.Rect{W: 100, H: 100}, gen.DrawOptions{Answer: true})
	})
}
