package calcudoku

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// goldenCalcudoku is a 4x4 with a cage of each operation and three
// givens (one-cell cages): the layout TestDrawGolden records.
const goldenCalcudoku = ".....3.1......1. AABBCDEFCGEHGGIH 4/,5+,2/,3,7+,1,6x,2-,1\n"

// TestDrawGolden records the drawing of a cage layout, puzzle and
// answer, as a list of drawing operations, against testdata: thin cell
// lines inside cages, bold cage borders, and each clue with its
// operation in its cage's top-left cell.
func TestDrawGolden(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader(goldenCalcudoku))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	p.Solution = [][]int{{1, 4, 2, 3}, {2, 3, 4, 1}, {4, 1, 3, 2}, {3, 2, 1, 4}}
	if err := (Kind{}).Verify(p); err != nil {
		t.Fatal(err)
	}
	var rec draw.Recorder
	area := draw.Rect{X: 10, Y: 10, W: 144, H: 144}
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{})
	rec.Text(0, 0, "--- answer", draw.Font{Face: draw.Regular, Size: 7}, draw.AlignLeft)
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{Answer: true})
	golden.Check(t, "draw4.golden", rec.String())
	for _, clue := range []string{`"4÷"`, `"5+"`, `"6×"`, `"2−"`} {
		if !strings.Contains(rec.String(), clue) {
			t.Errorf("no clue %s in the drawing", clue)
		}
	}
}

// FuzzParse feeds the text parser arbitrary lines: it never panics, its
// errors are malformed puzzles, and what it reads formats back to itself.
func FuzzParse(f *testing.F) {
	f.Add(goldenCalcudoku)
	f.Add("......... AABCCBDDE 3+,3x?,5?,1-,2")
	f.Add("x")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			return
		}
		for _, p := range ps {
			var b strings.Builder
			if err := (Kind{}).Format(&b, p, p.Givens); err != nil {
				t.Fatalf("Format: %v", err)
			}
			again, err := Kind{}.Parse(strings.NewReader(b.String()))
			if err != nil || len(again) != 1 || !gen.EqualGrids(again[0].Givens, p.Givens) || len(again[0].Cages) != len(p.Cages) {
				t.Fatalf("%q formats as %q, which reads back as %v (%v)", text, b.String(), again, err)
			}
		}
	})
}

// FuzzJSON feeds the puzzle's JSON form, as manifests and `gen --format
// json` write it, to the kind: Solve and Rate never panic, and a puzzle
// Solve finds one solution for passes Verify with it.
func FuzzJSON(f *testing.F) {
	ps, _ := Kind{}.Parse(strings.NewReader(goldenCalcudoku))
	seed, _ := json.Marshal(ps[0])
	f.Add(string(seed))
	f.Add(`{"kind":"calcudoku","rows":3,"cols":3,"givens":[[0,0,0],[0,0,0],[0,0,0]],"cages":[{"cells":[[0,0],[0,1]],"target":2,"op":"÷"}]}`)
	f.Fuzz(func(t *testing.T, text string) {
		var p gen.Puzzle
		if json.Unmarshal([]byte(text), &p) != nil || p.Rows > 6 {
			return
		}
		s, err := Kind{}.Solve(context.Background(), &p)
		if err != nil {
			return
		}
		_ = Kind{}.Rate(context.Background(), &p)
		if s.Count == 1 {
			p.Solution = s.Grid
			if err := (Kind{}).Verify(&p); err != nil {
				t.Fatalf("%s: the solver's solution fails Verify: %v", text, err)
			}
		}
	})
}
