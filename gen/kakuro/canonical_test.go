package kakuro

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// disguise returns p turned over its diagonal and, with flip, each digit d
// read as 10 - d: the same puzzle to a solver.
func disguise(p *gen.Puzzle, flip bool) *gen.Puzzle {
	q := &gen.Puzzle{Kind: p.Kind, Rows: p.Cols, Cols: p.Rows, Givens: gen.NewGrid(p.Cols, p.Rows), Solution: gen.NewGrid(p.Cols, p.Rows)}
	for r := range p.Rows {
		for c := range p.Cols {
			q.Givens[c][r] = p.Givens[r][c]
			d := p.Solution[r][c]
			if flip && d > 0 {
				d = 10 - d
			}
			q.Solution[c][r] = d
		}
	}
	for r := range q.Rows {
		for c := range q.Cols {
			for _, cl := range p.Clues {
				if cl.Cell.Row != c || cl.Cell.Col != r {
					continue
				}
				q.Clues = append(q.Clues, gen.ClueCell{Cell: gen.Cell{Row: r, Col: c}, Down: cl.Across, Across: cl.Down})
			}
		}
	}
	if flip {
		for k, cl := range q.Clues {
			q.Clues[k].Down, q.Clues[k].Across = runSum(q, cl.Cell, 1, 0), runSum(q, cl.Cell, 0, 1)
		}
	}
	return q
}

// runSum adds up the solution's digits in the run from cell on by (dr, dc).
func runSum(p *gen.Puzzle, at gen.Cell, dr, dc int) int {
	sum := 0
	for r, c := at.Row+dr, at.Col+dc; r < p.Rows && c < p.Cols && p.Givens[r][c] == 0; r, c = r+dr, c+dc {
		sum += p.Solution[r][c]
	}
	return sum
}

// TestCanonical checks that the example, turned over its diagonal and
// with its digits read as 10 - d, has one canonical form, and that
// another sum gives another.
func TestCanonical(t *testing.T) {
	p := example()
	want := Kind{}.Canonical(p)
	if want == "" {
		t.Fatal("no canonical form for the example")
	}
	for _, flip := range []bool{false, true} {
		q := disguise(p, flip)
		if !sumsAgree(q) {
			t.Fatalf("flip %v: the disguise's solution does not make its sums", flip)
		}
		if got := (Kind{}).Canonical(q); got != want {
			t.Errorf("flip %v: the disguise's form\n%s\nwant\n%s", flip, got, want)
		}
		if got := (Kind{}).Canonical(disguise(q, false)); got != want {
			t.Errorf("flip %v, turned back: another form", flip)
		}
	}
	other := example()
	other.Clues[2].Across = 11
	if (Kind{}).Canonical(other) == want {
		t.Error("a sum changed: the same canonical form")
	}
	bad := example()
	bad.Givens = bad.Givens[:3]
	if got := (Kind{}).Canonical(bad); got != "" {
		t.Errorf("a puzzle of the wrong shape: got %q, want \"\"", got)
	}
}
