package skyscrapers

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestCanonical checks that a puzzle turned a quarter and mirrored has
// its canonical form, and that generated puzzles, most of them without
// givens, have forms nearly all different (their clues differ).
func TestCanonical(t *testing.T) {
	ctx := context.Background()
	p, err := Kind{}.Generate(ctx, gen.Params{Rows: 5, Grade: gen.Easy}, gentest.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	// The quarter turn clockwise: row r becomes column n-1-r; the left
	// clues go on top (reversed), the top clues on the right, and so on.
	n := p.Rows
	q := &gen.Puzzle{Kind: p.Kind, Rows: n, Cols: n, Givens: gen.GridOf(n, make([]int, n*n)), Overlays: gen.Overlays{Edges: &gen.Edges{
		Top: make([]int, n), Bottom: make([]int, n), Left: make([]int, n), Right: make([]int, n)}}}
	for i := range n {
		q.Edges.Top[n-1-i] = p.Edges.Left[i]
		q.Edges.Right[i] = p.Edges.Top[i]
		q.Edges.Bottom[n-1-i] = p.Edges.Right[i]
		q.Edges.Left[i] = p.Edges.Bottom[i]
		for c := range n {
			q.Givens[c][n-1-i] = p.Givens[i][c]
		}
	}
	// and mirrored left to right.
	for i := range n {
		q.Givens[i] = reversedRow(q.Givens[i])
	}
	q.Edges.Top, q.Edges.Bottom = reversedRow(q.Edges.Top), reversedRow(q.Edges.Bottom)
	q.Edges.Left, q.Edges.Right = q.Edges.Right, q.Edges.Left
	a, b := Kind{}.Canonical(p), Kind{}.Canonical(q)
	if a == "" || a != b {
		t.Errorf("turned and mirrored: got %q, want %q", b, a)
	}
	seen := map[string]int{}
	for seed := range uint64(40) {
		p, err := Kind{}.Generate(ctx, gen.Params{Rows: 5, Grade: gen.Easy}, gentest.Seeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		seen[Kind{}.Canonical(p)]++
	}
	if len(seen) < 30 {
		t.Errorf("40 puzzles gave %d forms, want most of them distinct", len(seen))
	}
}

// reversedRow returns a back to front.
func reversedRow(a []int) []int {
	out := make([]int, len(a))
	for i, v := range a {
		out[len(a)-1-i] = v
	}
	return out
}

// TestCanonicalIsLeast checks the canonical form against all eight
// forms written out in full, the least kept: generated puzzles of each
// size (from 6x6 on, with givens).
func TestCanonicalIsLeast(t *testing.T) {
	ctx := context.Background()
	for n := 4; n <= maxSize && n <= 8; n++ {
		for seed := range uint64(30) {
			p, err := Kind{}.Generate(ctx, gen.Params{Rows: n, Grade: gen.Easy}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			if got, want := (Kind{}).Canonical(p), leastForm(p); got != want {
				t.Errorf("%dx%d seed %d: got %q, want %q", n, n, seed, got, want)
			}
		}
	}
}

// leastForm returns the least of the eight text forms of p's grid with
// its ring of clues, each written out whole.
func leastForm(p *gen.Puzzle) string {
	n, e := p.Rows, p.Edges
	m := n + 2
	ring := make([]int, m*m)
	for i := range n {
		ring[i+1], ring[(m-1)*m+i+1] = e.Top[i], e.Bottom[i]
		ring[(i+1)*m], ring[(i+1)*m+m-1] = e.Left[i], e.Right[i]
		for c := range n {
			ring[(i+1)*m+c+1] = p.Givens[i][c]
		}
	}
	least := ""
	for t := range 8 {
		form := ""
		for r := range m {
			for c := range m {
				rr, cc := r, c
				if t >= 4 {
					cc = m - 1 - cc
				}
				for range t % 4 {
					rr, cc = cc, m-1-rr
				}
				form += fmt.Sprintf("%d,", ring[rr*m+cc])
			}
		}
		if least == "" || form < least {
			least = form
		}
	}
	return least
}
