package calcudoku

import (
	"bytes"
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
		k := turnedHead(head[:0], &givens, &owner, turns[t], nil)
		switch c := bytes.Compare(k, least[:len(k)]); {
		case ties == nil || c < 0:
			copy(least[:], k)
			ties = append(ties[:0], t)
		case c == 0:
			ties = append(ties, t)
		}
	}
	// A tie's text form is its head, split in its two fields, and its
	// cages' clues in the order of their names, as Format writes it.
	best := ""
	for _, t := range ties {
		var byName [maxCells]int
		k := turnedHead(head[:0], &givens, &owner, turns[t], &byName)
		line := make([]byte, 0, len(k)+3+6*len(p.Cages))
		line = append(append(append(line, k[:n*n]...), ' '), k[n*n:]...)
		line = append(line, ' ')
		for j := range p.Cages {
			if j > 0 {
				line = append(line, ',')
			}
			var ok bool
			if line, ok = appendClue(line, &p.Cages[byName[j]]); !ok {
				return ""
			}
		}
		if s := string(append(line, '\n')); best == "" || s < best {
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
// order of their first cell. When byName is not nil, it gets the cage of
// each name, by the name's index.
func turnedHead(dst []byte, givens, owner *[maxCells]int, src []int, byName *[maxCells]int) []byte {
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
			if byName != nil {
				byName[named] = k
			}
			named++
			name[k] = named
		}
		dst = append(dst, cageIDs[name[k]-1])
	}
	return dst
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
