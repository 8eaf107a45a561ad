package futoshiki

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// turned returns p turned a quarter (cell (r, c) to (c, n-1-r)) and,
// with reverse, each digit d read as n+1-d, every sign turning round:
// the same puzzle to a solver.
func turned(p *gen.Puzzle, reverse bool) *gen.Puzzle {
	n := p.Rows
	q := &gen.Puzzle{Kind: p.Kind, Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Solution: gen.NewGrid(n, n)}
	at := func(c gen.Cell) gen.Cell { return gen.Cell{Row: c.Col, Col: n - 1 - c.Row} }
	digit := func(v int) int {
		if reverse && v != 0 {
			return n + 1 - v
		}
		return v
	}
	for r := range n {
		for c := range n {
			to := at(gen.Cell{Row: r, Col: c})
			q.Givens[to.Row][to.Col] = digit(p.Givens[r][c])
			q.Solution[to.Row][to.Col] = digit(p.Solution[r][c])
		}
	}
	for _, m := range p.Marks {
		less, more := at(m.Less), at(m.More)
		if reverse {
			less, more = more, less
		}
		q.Marks = append(q.Marks, gen.Mark{Less: less, More: more})
	}
	return q
}

// mirrored returns p reflected left to right.
func mirrored(p *gen.Puzzle) *gen.Puzzle {
	n := p.Rows
	q := &gen.Puzzle{Kind: p.Kind, Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Solution: gen.NewGrid(n, n)}
	at := func(c gen.Cell) gen.Cell { return gen.Cell{Row: c.Row, Col: n - 1 - c.Col} }
	for r := range n {
		for c := range n {
			q.Givens[r][n-1-c], q.Solution[r][n-1-c] = p.Givens[r][c], p.Solution[r][c]
		}
	}
	for _, m := range p.Marks {
		q.Marks = append(q.Marks, gen.Mark{Less: at(m.Less), More: at(m.More)})
	}
	return q
}

// TestCanonical checks that generated puzzles keep one canonical form
// through every turn, reflection and reversal of the digits (each
// disguise still solved by the solver), and that taking one sign away
// gives another form.
func TestCanonical(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 5, 7} {
		for _, g := range gen.Grades {
			p, err := Kind{}.Generate(ctx, gen.Params{Rows: n, Grade: g}, gentest.Seeded(7))
			if err != nil {
				t.Fatalf("%dx%d %v: %v", n, n, g, err)
			}
			want := Kind{}.Canonical(p)
			if want == "" {
				t.Fatalf("%dx%d %v: no canonical form", n, n, g)
			}
			q := p
			for i := range 16 {
				q = turned(q, i%4 == 3)
				if i == 7 {
					q = mirrored(q)
				}
				if err := gen.Check(ctx, Kind{}, q); err != nil {
					t.Fatalf("%dx%d %v disguise %d: %v", n, n, g, i, err)
				}
				if got := (Kind{}).Canonical(q); got != want {
					t.Errorf("%dx%d %v disguise %d: canonical form\n%s\nwant\n%s", n, n, g, i, got, want)
				}
			}
			fewer := *p
			fewer.Marks = p.Marks[1:]
			if got := (Kind{}).Canonical(&fewer); got == want || got == "" {
				t.Errorf("%dx%d %v: one sign fewer gives canonical form %q, want another", n, n, g, got)
			}
		}
	}
}
