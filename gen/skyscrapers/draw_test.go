package skyscrapers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// goldenSky is a 4x4 with clues on all four sides: the drawing
// TestDrawGolden records.
const goldenSky = "..13/12../..2./.3.. ................\n"

// TestDrawGolden records the drawing of edge clues, puzzle and answer, as
// a list of drawing operations, against testdata: the clues outside the
// grid, centred on their row or column, in the givens' bold type.
func TestDrawGolden(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader(goldenSky))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	sol, err := Kind{}.Solve(context.Background(), p)
	if err != nil || sol.Count != 1 {
		t.Fatalf("the golden puzzle: %d solutions, %v", sol.Count, err)
	}
	p.Solution = sol.Grid
	var rec draw.Recorder
	area := draw.Rect{X: 10, Y: 10, W: 144, H: 144}
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{})
	rec.Text(0, 0, "--- answer", draw.Font{Face: draw.Regular, Size: 7}, draw.AlignLeft)
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{Answer: true})
	golden.Check(t, "draw4.golden", rec.String())
	// The clue 2 left of row 3 sits left of the grid, on row 3's middle.
	n := 4.0
	cell := (144 - draw.GridBorder) / (n + 2*margin)
	left, top := 10+(144-cell*n)/2, 10+(144-cell*n)/2+2*cell
	var x, y float64
	found := false
	for _, line := range strings.Split(rec.String(), "\n") {
		if strings.HasPrefix(line, "text ") && strings.Contains(line, `"2" bold`) {
			if _, err := fmt.Sscanf(line, "text %f,%f", &x, &y); err == nil && x < left && y > top && y < top+cell {
				found = true
			}
		}
	}
	if !found {
		t.Errorf("no clue 2 left of the grid (x < %.1f) on row 3 (y %.1f to %.1f):\n%s", left, top, top+cell, rec.String())
	}
}

// FuzzParse feeds the text parser arbitrary lines: it never panics, its
// errors are malformed puzzles, and what it reads formats back to itself.
func FuzzParse(f *testing.F) {
	f.Add(goldenSky)
	f.Add("..../..../..../.... 1234234134124123")
	f.Add("x")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, gen.ErrMalformed) {
				t.Fatalf("Parse: got %v, want an error wrapping gen.ErrMalformed", err)
			}
			return
		}
		for _, p := range ps {
			var b strings.Builder
			if err := (Kind{}).Format(&b, p, p.Givens); err != nil {
				t.Fatalf("Format: %v", err)
			}
			again, err := Kind{}.Parse(strings.NewReader(b.String()))
			if err != nil || len(again) != 1 || !gen.EqualGrids(again[0].Givens, p.Givens) || !sameEdges(again[0].Edges, p.Edges) {
				t.Fatalf("%q formats as %q, which reads back as %v (%v)", text, b.String(), again, err)
			}
		}
	})
}

// FuzzJSON reads arbitrary bytes as a puzzle's JSON form and solves,
// verifies, rates and draws what it reads: never a panic, and a puzzle
// that is not a skyscrapers is an error wrapping gen.ErrMalformed.
func FuzzJSON(f *testing.F) {
	f.Add([]byte(`{"kind":"skyscrapers","rows":4,"cols":4,"edges":{"top":[2,0,1,0],"bottom":[0,3,0,0],"left":[3,0,0,2],"right":[0,1,0,0]},"givens":[[0,0,0,0],[0,0,0,0],[0,3,0,0],[0,0,0,0]]}`))
	f.Add([]byte(`{"kind":"skyscrapers","rows":2,"cols":2,"edges":{"top":[1,9],"bottom":[],"left":[1,1],"right":[0,0]},"givens":[[0,0],[0,0]]}`))
	f.Add([]byte(`{"kind":"skyscrapers","rows":3,"cols":3,"givens":[[1,1,0],[0,0,0],[0,0,0]],"solution":[[1,2,3],[2,3,1],[3,1,2]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p gen.Puzzle
		if json.Unmarshal(data, &p) != nil || p.Rows > 6 {
			return // larger grids without clues take the solver long
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
		var rec draw.Recorder
		Kind{}.Draw(&rec, &p, draw.Rect{W: 100, H: 100}, gen.DrawOptions{Answer: true})
	})
}

// sameEdges reports whether a and b hold the same clues (nil as none).
func sameEdges(a, b *gen.Edges) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.Equal(a.Top, b.Top) && slices.Equal(a.Bottom, b.Bottom) && slices.Equal(a.Left, b.Left) && slices.Equal(a.Right, b.Right)
}
