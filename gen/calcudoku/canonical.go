package calcudoku

import (
	"bytes"
	"slices"
	"strings"
	"sync"

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
	if checkShape(p) != nil || len(p.Cages) > len(cageIDs) {
		return ""
	}
	// Every turn's text form starts with its digits and its cages' names,
	// n*n characters each, so the least form is that of one of the turns
	// whose first two fields are least: only those are written out.
	n := p.Rows
	var givens, owner [maxCells]int
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
		}
	}
	for r, row := range p.Givens {
		copy(givens[r*n:], row)
	}
	var least, head [2 * maxCells]byte
	turns := turnedCells()[n]
	var ties []int
	for t := range gen.Symmetries {
		k := turnedHead(head[:0], &givens, &owner, turns[t])
		switch c := bytes.Compare(k, least[:len(k)]); {
		case ties == nil || c < 0:
			copy(least[:], k)
			ties = append(ties[:0], t)
		case c == 0:
			ties = append(ties, t)
		}
	}
	best := ""
	for _, t := range ties {
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

// turnedCells returns, per size and symmetry t, in reading order, the
// cell of an n x n grid each cell comes from under t (gen.Transform of
// the grid of cell numbers), made once.
var turnedCells = sync.OnceValue(func() (turns [maxSize + 1][gen.Symmetries][]int) {
	for n := minSize; n <= maxSize; n++ {
		cells := gen.NewGrid(n, n)
		for r := range n {
			for c := range n {
				cells[r][c] = r*n + c
			}
		}
		for t := range gen.Symmetries {
			for _, row := range gen.Transform(cells, t) {
				turns[n][t] = append(turns[n][t], row...)
			}
		}
	}
	return turns
})

// turnedHead appends to dst the first two fields of the text form of the
// puzzle of givens and cages (owner: each cell's cage), both by cell,
// turned so that src holds, in reading order, the cell each cell comes
// from: the digits, then each cell's cage name, cages named in reading
// order of their first cell.
func turnedHead(dst []byte, givens, owner *[maxCells]int, src []int) []byte {
	for _, i := range src {
		d := byte('.')
		if v := givens[i]; v > 0 {
			d = byte('0' + v)
		}
		dst = append(dst, d)
	}
	var name [maxCells]int // per cage, its name's index plus one
	named := 0
	for _, i := range src {
		k := owner[i]
		if name[k] == 0 {
			named++
			name[k] = named
		}
		dst = append(dst, cageIDs[name[k]-1])
	}
	return dst
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

// gridOf returns the first n*n of cells (nil: none, every cell 0), row
// by row, as a new n x n grid whose rows share one array.
func gridOf(n int, cells []int) [][]int {
	g, all := make([][]int, n), make([]int, n*n)
	copy(all, cells)
	for r := range g {
		g[r] = all[r*n : (r+1)*n : (r+1)*n]
	}
	return g
}
