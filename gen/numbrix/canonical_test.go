package numbrix

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// renumber numbers g's path from the other end.
func renumber(g [][]int, last int) [][]int {
	out := gen.CloneGrid(g)
	for _, row := range out {
		for c, v := range row {
			if v > 0 {
				row[c] = last + 1 - v
			}
		}
	}
	return out
}

func TestCanonical(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		t.Run(k.Name(), func(t *testing.T) {
			p, err := k.Generate(context.Background(), gen.Params{Rows: 5, Cols: 7, Grade: gen.Easy}, gentest.Seeded(3))
			if err != nil {
				t.Fatal(err)
			}
			last := 0
			for _, row := range p.Solution {
				for _, v := range row {
					last = max(last, v)
				}
			}
			want := k.Canonical(p)
			if want == "" {
				t.Fatal("got an empty canonical form for a generated puzzle")
			}
			turned := *p
			turned.Rows, turned.Cols = p.Cols, p.Rows
			turned.Givens, turned.Solution = gen.Transform(p.Givens, gen.QuarterTurn), gen.Transform(p.Solution, gen.QuarterTurn)
			reversed := *p
			reversed.Givens, reversed.Solution = renumber(p.Givens, last), renumber(p.Solution, last)
			for name, q := range map[string]*gen.Puzzle{"turned": &turned, "renumbered": &reversed} {
				if got := k.Canonical(q); got != want {
					t.Errorf("%s: got canonical %q, want %q", name, got, want)
				}
			}
			other, err := k.Generate(context.Background(), gen.Params{Rows: 5, Cols: 7, Grade: gen.Easy}, gentest.Seeded(4))
			if err != nil {
				t.Fatal(err)
			}
			if k.Canonical(other) == want {
				t.Error("two different puzzles got the same canonical form")
			}
		})
	}
}
