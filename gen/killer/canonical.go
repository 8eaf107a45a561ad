package killer

import (
	"bytes"
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the least text form of p among its mirror images and
// turns that keep its boxes (all eight on a 4x4 and a 9x9, the four that
// keep 2x3 boxes on a 6x6), so that a book never prints one killer twice
// in disguise. Relabelling digits changes the sums, so it is no disguise.
// It returns "" for a puzzle of a shape the kind does not take.
func (Kind) Canonical(p *gen.Puzzle) string {
	if checkShape(p) != nil {
		return ""
	}
	n := p.Rows
	g := geoms()[n]
	var owner [maxCells]int // per cell, its cage's index in p.Cages
	var givens [maxCells]byte
	for i := range n * n {
		givens[i] = byte('0' + p.Givens[i/n][i%n])
	}
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
		}
	}
	var best, form []byte
	for t := range 8 {
		if t&4 != 0 && g.boxRows != g.boxCols {
			continue
		}
		form = appendForm(form[:0], p, &givens, &owner, t)
		if best == nil || bytes.Compare(form, best) < 0 {
			best, form = form, best
		}
	}
	return string(best)
}

// appendForm appends to dst p's text form moved by t (bit 1 mirrors the
// rows, bit 2 the columns, bit 4 then transposes): the givens, each
// cell's cage named in reading order of first cells, and the sums.
// givens holds each cell's given as its character, owner its cage in
// p.Cages.
func appendForm(dst []byte, p *gen.Puzzle, givens *[maxCells]byte, owner *[maxCells]int, t int) []byte {
	n := p.Rows
	var from [maxCells]int // per cell, the cell that moves there
	for r := range n {
		for c := range n {
			fr, fc := r, c
			if t&4 != 0 {
				fr, fc = fc, fr
			}
			if t&1 != 0 {
				fr = n - 1 - fr
			}
			if t&2 != 0 {
				fc = n - 1 - fc
			}
			from[r*n+c] = fr*n + fc
		}
	}
	for _, i := range from[:n*n] {
		dst = append(dst, givens[i])
	}
	dst = append(dst, ' ')
	var name [maxCells]int // per cage, 1 + its name's index; 0 unnamed
	var order [maxCells]int
	named := 0
	for _, i := range from[:n*n] {
		k := owner[i]
		if name[k] == 0 {
			order[named] = k
			named++
			name[k] = named
		}
		dst = append(dst, cageIDs[(name[k]-1)%len(cageIDs)])
	}
	dst = append(dst, ' ')
	for x, k := range order[:named] {
		if x > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(p.Cages[k].Target), 10)
	}
	return dst
}
