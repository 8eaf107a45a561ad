package numberlink

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// relabel swaps path numbers k and k+1 of g for every odd k below paths.
func relabel(g [][]int, paths int) [][]int {
	out := gen.CloneGrid(g)
	for _, row := range out {
		for c, v := range row {
			switch {
			case v <= 0 || v == paths && paths%2 == 1:
			case v%2 == 1:
				row[c] = v + 1
			default:
				row[c] = v - 1
			}
		}
	}
	return out
}

func TestCanonical(t *testing.T) {
	k := Kind{}
	params := gen.Params{Rows: 6, Cols: 8, Grade: gen.Easy}
	p, err := k.Generate(context.Background(), params, gentest.Seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	want := k.Canonical(p)
	if want == "" {
		t.Fatal("got an empty canonical form for a generated 6x8 puzzle")
	}
	turned := *p
	turned.Rows, turned.Cols = p.Cols, p.Rows
	turned.Givens, turned.Solution = gen.Transform(p.Givens, gen.QuarterTurn), gen.Transform(p.Solution, gen.QuarterTurn)
	relabelled := *p
	relabelled.Givens, relabelled.Solution = relabel(p.Givens, p.Stats["paths"]), relabel(p.Solution, p.Stats["paths"])
	both := turned
	both.Givens, both.Solution = relabel(turned.Givens, p.Stats["paths"]), relabel(turned.Solution, p.Stats["paths"])
	for _, tc := range []struct {
		name string
		q    *gen.Puzzle
	}{{"turned", &turned}, {"relabelled", &relabelled}, {"turned and relabelled", &both}} {
		t.Run(tc.name, func(t *testing.T) {
			if gen.EqualGrids(tc.q.Givens, p.Givens) {
				t.Fatalf("%s: the disguise left the 6x8 givens unchanged", tc.name)
			}
			if got := k.Canonical(tc.q); got != want {
				t.Errorf("%s 6x8 puzzle: got canonical %q, want %q", tc.name, got, want)
			}
		})
	}
	other, err := k.Generate(context.Background(), params, gentest.Seeded(4))
	if err != nil {
		t.Fatal(err)
	}
	if k.Canonical(other) == want {
		t.Error("two different 6x8 puzzles got the same canonical form")
	}
	if got := k.Canonical(&gen.Puzzle{Givens: [][]int{{1, 0}, {0, 0}}}); got != "" {
		t.Errorf("malformed puzzle: got canonical %q, want \"\"", got)
	}
}

func TestHowToPlayExampleIsUnique(t *testing.T) {
	k := Kind{}
	h := k.HowToPlay(gen.Params{Rows: 10}).In("en", nil)
	if h.Title != "How to play Numberlink" || len(h.Rules) != 3 || h.Instruction == "" {
		t.Fatalf("got %+v, want the title, three rules and an instruction", h)
	}
	if h.Example == nil {
		t.Fatal("got no example, want one")
	}
	if h.Example.Rows != 5 || h.Example.Cols != 5 || h.Example.Grade != gen.Easy {
		t.Errorf("example: got %dx%d %v, want 5x5 easy", h.Example.Rows, h.Example.Cols, h.Example.Grade)
	}
	if err := gen.Check(context.Background(), k, h.Example); err != nil {
		t.Errorf("example: got %v, want a unique puzzle", err)
	}
}
