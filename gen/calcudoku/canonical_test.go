package calcudoku

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestCanonical checks that a puzzle and its turns share a canonical
// form, and that two puzzles with the same (empty) givens but other
// cages do not.
func TestCanonical(t *testing.T) {
	parse := func(text string) string {
		t.Helper()
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return Kind{}.Canonical(ps[0])
	}
	// A 3x3 of three row cages, the same turned a quarter (column
	// cages), and one of two row cages and a column of three cells.
	rows := parse("......... AAABBBCCC 6+,6+,6+\n")
	cols := parse("......... ABCABCABC 6+,6+,6+\n")
	other := parse("......... AABCCBDDB 3+,6+,5x,4+\n")
	if rows == "" || rows != cols {
		t.Errorf("rows %q and columns %q: want one non-empty form", rows, cols)
	}
	if other == rows {
		t.Errorf("another layout has the form %q of the rows", other)
	}
}

// TestCanonicalAsWritten checks Canonical against its definition, the
// least text form of the eight turns written out, on generated puzzles
// of every size and grade and on the examples.
func TestCanonicalAsWritten(t *testing.T) {
	written := func(p *gen.Puzzle) string {
		best := ""
		for tr := range gen.Symmetries {
			var b strings.Builder
			q := turned(p, tr)
			if err := (Kind{}).Format(&b, q, q.Givens); err != nil {
				t.Fatal(err)
			}
			if s := b.String(); best == "" || s < best {
				best = s
			}
		}
		return best
	}
	var ps []*gen.Puzzle
	for n := 3; n <= maxSize; n++ {
		for i := range 12 {
			p := gen.Params{Rows: n, Cols: n, Grade: gen.Grade(1 + i%int(topGrade(n, Options{})))}
			pz, err := Kind{}.Generate(context.Background(), p, rand.New(rand.NewPCG(uint64(i), uint64(n))))
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, pz)
		}
	}
	for _, e := range examples {
		q, err := Kind{}.Parse(strings.NewReader(e))
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, q...)
	}
	// Hidden operations, and givens beside the one-cell cages.
	for i := range 12 {
		p := gen.Params{Rows: 6, Cols: 6, Grade: gen.Grade(1 + i%4)}
		gen.SetOptions(&p, Options{HideOperations: true})
		pz, err := Kind{}.Generate(context.Background(), p, rand.New(rand.NewPCG(uint64(i), 15)))
		if err != nil {
			t.Fatal(err)
		}
		pz.Givens[i%6][(i+1)%6] = pz.Solution[i%6][(i+1)%6]
		ps = append(ps, pz)
	}
	// Symmetric layouts tie on their first two fields.
	for _, text := range []string{"......... AAABBBCCC 6+,6+,6+\n", "......... ABCABCABC 6+,6+,6+\n", "................ AABBAABBCCDDCCDD 10+,10+,10+,10+\n"} {
		q, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, q...)
	}
	for i, p := range ps {
		if got, want := (Kind{}).Canonical(p), written(p); got != want {
			t.Errorf("puzzle %d: Canonical %q, the least written form %q", i, got, want)
		}
	}
}

// turned returns p's givens and cages under symmetry t of the square
// (gen.Transform), each cage's cells and the cages in reading order.
func turned(p *gen.Puzzle, t int) *gen.Puzzle {
	n := p.Rows
	q := &gen.Puzzle{Rows: n, Cols: n, Givens: gridOf(n, nil)}
	var owner [maxCells]int
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
		}
	}
	// Each cage's cells are cut from one array, in the order of p's
	// cages, and filled in reading order of the turned grid.
	q.Cages = slices.Clone(p.Cages)
	all := make([]gen.Cell, n*n)
	for k, cg := range p.Cages {
		q.Cages[k].Cells, all = all[:0:len(cg.Cells)], all[len(cg.Cells):]
	}
	for i, from := range turnedCells()[n][t] {
		r, c := i/n, i%n
		q.Givens[r][c] = p.Givens[from/n][from%n]
		k := owner[from]
		q.Cages[k].Cells = append(q.Cages[k].Cells, gen.Cell{Row: r, Col: c})
	}
	sortCages(q.Cages, n)
	return q
}
