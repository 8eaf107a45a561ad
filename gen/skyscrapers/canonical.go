package skyscrapers

import "github.com/puzzlebook/puzzlebook/gen"

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
	var ring [(maxSize + 2) * (maxSize + 2)]byte
	for i := range b.n {
		ring[i+1] = byte(b.clues.front[b.n+i])        // above
		ring[(m-1)*m+i+1] = byte(b.clues.back[b.n+i]) // below
		ring[(i+1)*m] = byte(b.clues.front[i])        // left
		ring[(i+1)*m+m-1] = byte(b.clues.back[i])     // right
		for c := range b.n {
			ring[(i+1)*m+c+1] = byte(b.givens[i*b.n+c])
		}
	}
	// Heights and clues are single digits (at most maxSize), so the
	// forms compare as their heights do, read in the same order: the
	// least is found cell by cell, each form left at its first cell that
	// differs, and only it is written.
	best := 0
	for t := 1; t < 8; t++ {
		if turnedLess(ring[:m*m], m, t, best) {
			best = t
		}
	}
	var form [2 * (maxSize + 2) * (maxSize + 2)]byte
	for i := range m * m {
		form[2*i], form[2*i+1] = '0'+ring[turned(m, best, i/m, i%m)], ','
	}
	return string(form[:2*m*m])
}

// turnedLess reports whether the m x m grid ring read under symmetry t
// comes before it read under symmetry u (turned), cell by cell.
func turnedLess(ring []byte, m, t, u int) bool {
	for r := range m {
		for c := range m {
			if a, b := ring[turned(m, t, r, c)], ring[turned(m, u, r, c)]; a != b {
				return a < b
			}
		}
	}
	return false
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
