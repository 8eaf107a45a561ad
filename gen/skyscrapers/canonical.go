package skyscrapers

import (
	"bytes"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the least text form of p among its eight turns and
// mirror images, so that a book never prints one puzzle twice, and tells
// apart puzzles whose givens agree (most have none) but whose clues
// differ. The clues are set on a ring round the grid, each beside its
// row or column, and the ring turns with the grid: a clue keeps looking
// inward along its line. Heights are never relabelled, as the clues rest
// on their order. It returns "" for a puzzle whose grid or clues do not
// fit its size.
func (Kind) Canonical(p *gen.Puzzle) string {
	b, s, err := borrowBoard(p)
	if err != nil {
		return ""
	}
	defer scratches.Put(s)
	m := b.n + 2 // the grid with its ring of clues
	ring := make([]int, m*m)
	for i := range b.n {
		ring[i+1] = b.clues.front[b.n+i]        // above
		ring[(m-1)*m+i+1] = b.clues.back[b.n+i] // below
		ring[(i+1)*m] = b.clues.front[i]        // left
		ring[(i+1)*m+m-1] = b.clues.back[i]     // right
		for c := range b.n {
			ring[(i+1)*m+c+1] = b.givens[i*b.n+c]
		}
	}
	// Heights and clues are single digits (at most maxSize), so each
	// form is written as bytes and only the least becomes a string.
	var best, form []byte
	for t := range 8 {
		form = form[:0]
		for r := range m {
			for c := range m {
				form = append(form, byte('0'+ring[turned(m, t, r, c)]), ',')
			}
		}
		if best == nil || bytes.Compare(form, best) < 0 {
			best, form = form, best
		}
	}
	return string(best)
}

// turned returns the cell of an m x m grid that symmetry t (0-7: four
// quarter turns, each with or without a mirror) brings to row r, column
// c.
func turned(m, t, r, c int) int {
	if t >= 4 {
		c = m - 1 - c
	}
	for range t % 4 {
		r, c = c, m-1-r
	}
	return r*m + c
}
