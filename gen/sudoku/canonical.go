package sudoku

import (
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

var (
	_ gen.Canonicalizer = Kind{}
	_ gen.Bounded       = Kind{}
)

// Canonical returns the puzzle's canonical form: its givens, one
// character a cell ('.' for a blank), under the rotation or reflection of
// the grid, and the relabelling of the digits, that make (solution,
// pattern of givens) smallest. Two puzzles get the same form exactly when
// one is the other turned, mirrored or relabelled. It returns "" when p's
// solution is missing or wrong.
//
// The rotations and reflections are those that keep a Sudoku a Sudoku:
// all eight for square boxes (4x4, 9x9), and for the 2x3 boxes of 6x6
// the half turn and the two mirrors. Swaps of bands, stacks, or rows and
// columns within them also keep a Sudoku a Sudoku, and a solver sees the
// same puzzle, but they are left out on purpose: a reader sees a new
// puzzle, and counting them as repeats would leave the small supplies of
// 4x4 puzzles (supply4.txt) far smaller: about 13 where rotations and
// reflections alone leave the 43 with rotational givens.
//
// Relabelling by the solution makes each transform's smallest labelling
// the one whose first row reads 1..n.
func (Kind) Canonical(p *gen.Puzzle) string {
	if p == nil || (Kind{}).Verify(p) != nil {
		return ""
	}
	s, _ := shapeFor(p.Rows) // Verify checked the size
	n := s.n
	var best, cand []byte // n*n solution digits, then n*n pattern bytes
	for t := range transforms {
		if t&transpose != 0 && s.boxRows != s.boxCols {
			continue // a transposed 2x3-box grid has 3x2 boxes
		}
		var label [10]byte
		for c := range n {
			r0, c0 := source(t, n, 0, c)
			label[p.Solution[r0][c0]] = byte('1' + c)
		}
		cand = cand[:0]
		for r := range n {
			for c := range n {
				sr, sc := source(t, n, r, c)
				cand = append(cand, label[p.Solution[sr][sc]])
			}
		}
		for r := range n {
			for c := range n {
				sr, sc := source(t, n, r, c)
				cand = append(cand, boolByte(p.Givens[sr][sc] != 0))
			}
		}
		if best == nil || string(cand) < string(best) {
			best, cand = cand, best
		}
	}
	var b strings.Builder
	b.Grow(n * n)
	for i, v := range best[:n*n] {
		if best[n*n+i] == '1' {
			b.WriteByte(v)
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// The eight rotations and reflections of a square, as bits: transpose,
// then flip the rows, then flip the columns.
const (
	transpose = 1 << iota
	flipRows
	flipCols
	transforms = 8
)

// source returns the cell of the original grid that transform t puts at
// (r, c) of an n x n grid.
func source(t, n, r, c int) (int, int) {
	if t&flipRows != 0 {
		r = n - 1 - r
	}
	if t&flipCols != 0 {
		c = n - 1 - c
	}
	if t&transpose != 0 {
		r, c = c, r
	}
	return r, c
}

func boolByte(b bool) byte {
	if b {
		return '1'
	}
	return '0'
}

// MaxDistinct returns how many puzzles with p's size, clue symmetry,
// grade and range of givens differ in canonical form (see Canonical): on
// 4x4, exactly the listed ones (Listed: supply4.txt, or with a range of
// givens every puzzle in it), every puzzle the generator can make; 0 for
// larger sizes, which admit far more puzzles than a book can hold.
func (Kind) MaxDistinct(p gen.Params) int {
	return Kind{}.Listed(p)
}

// MaxReached returns how many distinct puzzles (in canonical form) a set
// of 6x6 puzzles with p's symmetry and grade may hold where the carver's
// reach is small enough to matter (reachable6), and 0 otherwise.
func (Kind) MaxReached(p gen.Params) int {
	if p.Rows != 6 {
		return 0
	}
	return reachable6(p)
}

// reachable6 bounds a set of medium 6x6 puzzles with symmetric givens.
// Few 6x6 grids hold a medium puzzle with rotational or mirrored givens,
// and carving finds the same ones again: 1,500 seeds gave 1,285 distinct
// rotational and 1,208 mirror puzzles (3,000 gave 2,330 and 1,969), which
// puts the carver's reach at about 5,700 and 3,300 distinct puzzles. A set
// regenerates a repeat up to 20 times, so it may ask for up to about a
// third of the reach and still find its last puzzles in a few tries:
// TestSupply makes sets of exactly these sizes. Easy and expert 6x6, and
// medium without symmetry, repeat less than once in a hundred (1,500
// seeds: 0 to 24 repeats) and have no bound.
func reachable6(p gen.Params) int {
	if p.Grade != gen.Medium || p.MinGivens != 0 {
		return 0
	}
	switch symmetryFor(6, p.Symmetry) {
	case gen.SymmetryRotational:
		return 1500
	case gen.SymmetryMirror:
		return 1000
	}
	return 0
}
