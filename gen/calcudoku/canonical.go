package calcudoku

import (
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the least text form of p among its eight turns and
// mirror images, which keep rows and columns, so that a book never
// prints one calcudoku twice in disguise, and never takes two puzzles
// with the same givens (most hard ones have none) for one. Relabelling
// digits changes the targets, so it is no disguise. It returns "" for a
// puzzle of a shape the kind does not take.
func (Kind) Canonical(p *gen.Puzzle) string {
	if checkShape(p) != nil {
		return ""
	}
	best := ""
	for t := range gen.Symmetries {
		var b strings.Builder
		q := turned(p, t)
		if err := (Kind{}).Format(&b, q, q.Givens); err != nil {
			return ""
		}
		if s := b.String(); best == "" || s < best {
			best = s
		}
	}
	return best
}

// turned returns p's givens and cages under symmetry t of the square
// (gen.Transform), each cage's cells and the cages in reading order.
func turned(p *gen.Puzzle, t int) *gen.Puzzle {
	n := p.Rows
	q := &gen.Puzzle{Rows: n, Cols: n, Givens: gen.Transform(p.Givens, t)}
	owner := gen.Transform(gen.CageIndex(n, n, p.Cages), t)
	q.Cages = make([]gen.Cage, len(p.Cages))
	for k, cg := range p.Cages {
		q.Cages[k] = cg
		q.Cages[k].Cells = nil
	}
	for r, row := range owner {
		for c, k := range row {
			q.Cages[k].Cells = append(q.Cages[k].Cells, gen.Cell{Row: r, Col: c})
		}
	}
	sortCages(q.Cages, n)
	return q
}
