package sudoku

import "math/bits"

// singlesBoard is a 9x9 puzzle worked by naked and hidden singles alone,
// held as digit planes in the band layout of the fast solver
// (solve_band_tables.go): plane 3d+b has a bit for every open cell of band
// b where digit d+1 may still go. Placing a digit takes its cell out of
// every plane and its row, column and box out of its own digit's planes,
// so a plane left with one cell in a unit is a hidden single and an open
// cell left in one plane is a naked single. The generator runs it on every
// removal it cannot settle more cheaply, so it stays small (228 bytes)
// and branch-light: unlike the solver's propagation it must not use
// locked candidates, which are a medium technique.
type singlesBoard struct {
	plane [planes]uint32
	open  [3]uint32      // the cells of each band not yet filled
	fixed [planes]uint32 // plane 3d+b: the filled cells of band b holding digit d+1
}

// boxOfBand is the mask of box k (0-2) inside a band.
var boxOfBand = [3]uint32{0x7 | 0x7<<9 | 0x7<<18, 0x38 | 0x38<<9 | 0x38<<18, 0x1c0 | 0x1c0<<9 | 0x1c0<<18}

// newSinglesBoard returns the board of the givens in cells (81 digits, 0 =
// blank), and false when two givens clash or a value is out of range.
func newSinglesBoard(cells []int) (singlesBoard, bool) {
	var g singlesBoard
	for j := range g.plane {
		g.plane[j] = bandFull
	}
	g.open = [3]uint32{bandFull, bandFull, bandFull}
	for c, v := range cells {
		if v == 0 {
			continue
		}
		b, p := c/bandBits, c%bandBits
		if v < 0 || v > 9 || g.plane[3*(v-1)+b]&(1<<p) == 0 {
			return g, false
		}
		g.place(v-1, b, p)
	}
	return g, true
}

// place fills cell p of band b with digit d+1, which must be one of its
// candidates.
func (g *singlesBoard) place(d, b, p int) {
	bit := uint32(1) << p
	for k := b; k < planes; k += 3 {
		g.plane[k] &^= bit
	}
	col := bandTab.column[p%9]
	g.plane[3*d] &^= col
	g.plane[3*d+1] &^= col
	g.plane[3*d+2] &^= col
	g.plane[3*d+b] &^= bandTab.house[p]
	g.open[b] &^= bit
	g.fixed[3*d+b] |= bit
}

// fill places singles until every cell of want (band masks) is filled,
// and reports whether it got there; it stops early, leaving other cells
// open, as soon as it does. With want = every cell, true means singles
// solve the puzzle. Singles are sound and only ever fill a cell with one
// of its candidates, so a board that fills completely holds a solution;
// a contradictory one stalls and reports false.
func (g *singlesBoard) fill(want [3]uint32) bool {
	for {
		if g.open[0]&want[0]|g.open[1]&want[1]|g.open[2]&want[2] == 0 {
			return true
		}
		if !g.sweep() {
			return false
		}
	}
}

// sweep places every hidden single (rows, boxes, columns) and naked single
// it finds in one pass over the planes, and reports whether it placed any.
// A single found on a snapshot is placed only while its cell still allows
// the digit, so a contradictory board never gets a clashing digit.
func (g *singlesBoard) sweep() bool {
	progress := false
	for j := range planes {
		a := g.plane[j]
		if a == 0 {
			continue
		}
		for s := unitSingles(a); s != 0; s &= s - 1 {
			if g.plane[j]&(s&-s) != 0 {
				g.place(j/3, j%3, bits.TrailingZeros32(s))
				progress = true
			}
		}
	}
	return g.columnSingles() || g.nakedSingles() || progress
}

// unitSingles returns the cells of band plane a that are alone in their
// row or in their box, without a branch per unit: rowSingle keeps a row
// only when it has one cell, and segments says which of a row's three
// box segments hold one cell and which more, so that a box is a single
// when exactly one of its three segments is non-empty and that one holds
// one cell.
func unitSingles(a uint32) uint32 {
	t := &singlesTab
	r0, r1, r2 := a&rowBits, a>>9&rowBits, a>>18
	s0, s1, s2 := t.segments[r0], t.segments[r1], t.segments[r2]
	some0, some1, some2 := s0&7, s1&7, s2&7
	many := (s0 | s1 | s2) >> 3
	lone := (some0 ^ some1 ^ some2) &^ (some0&some1 | some0&some2 | some1&some2) &^ many
	return uint32(t.rowSingle[r0]) | uint32(t.rowSingle[r1])<<9 | uint32(t.rowSingle[r2])<<18 | a&t.boxes[lone]
}

// singlesTables are the lookups of unitSingles.
type singlesTables struct {
	rowSingle [512]uint16 // a row's cells when it has exactly one, else 0
	segments  [512]uint8  // bit k: box segment k of a row is non-empty; bit 3+k: it holds two or more
	boxes     [8]uint32   // the band cells of the boxes in a 3-bit mask
}

// columnSingles places every digit left with one cell in a column.
func (g *singlesBoard) columnSingles() bool {
	progress := false
	for d := range 9 {
		var one, two uint32
		for b := range 3 {
			a := g.plane[3*d+b]
			cols := (a | a>>9 | a>>18) & rowBits
			two |= one&cols | (a&(a>>9)|a&(a>>18)|a>>9&(a>>18))&rowBits
			one |= cols
		}
		for s := one &^ two; s != 0; s &= s - 1 {
			col := bandTab.column[bits.TrailingZeros32(s)]
			for b := range 3 {
				if x := g.plane[3*d+b] & col; x != 0 {
					g.place(d, b, bits.TrailingZeros32(x))
					progress = true
					break
				}
			}
		}
	}
	return progress
}

// nakedSingles places every open cell left with one digit.
func (g *singlesBoard) nakedSingles() bool {
	progress := false
	for b := range 3 {
		u := g.open[b]
		if u == 0 {
			continue
		}
		one, two := bandCover(&g.plane, b)
		for s := u & one &^ two; s != 0; s &= s - 1 {
			if d := digitAt(&g.plane, b, s&-s); d >= 0 {
				g.place(d, b, bits.TrailingZeros32(s))
				progress = true
			}
		}
	}
	return progress
}

// bandCover returns the cells of band b that some plane has (one) and
// those that two or more planes have (two).
func bandCover(plane *[planes]uint32, b int) (one, two uint32) {
	for k := b; k < planes; k += 3 {
		x := plane[k]
		two |= one & x
		one |= x
	}
	return one, two
}

// digitAt returns the first digit (0-based) whose plane has the cell bit
// of band b, or -1 when none has.
func digitAt(plane *[planes]uint32, b int, bit uint32) int {
	for k := b; k < planes; k += 3 {
		if plane[k]&bit != 0 {
			return k / 3
		}
	}
	return -1
}

// everyCell is the want of fill that asks for the whole grid.
var everyCell = [3]uint32{bandFull, bandFull, bandFull}

// singlesFill9 reports whether naked and hidden singles alone fill the
// 9x9 cells.
func singlesFill9(cells []int) bool {
	g, ok := newSinglesBoard(cells)
	return ok && g.fill(everyCell)
}

// bandBoard returns the solver's board of the digits g has placed and the
// candidates it keeps, propagated, and false on a contradiction.
func (g *singlesBoard) bandBoard() (bandBoard, bool) {
	b := g.unpropagated()
	return b, b.propagate()
}

// unpropagated returns the solver's board of the digits g has placed and
// the candidates it keeps, before propagation.
func (g *singlesBoard) unpropagated() bandBoard {
	b := bandBoard{plane: g.plane, unsolved: g.open}
	for j, m := range g.fixed {
		b.plane[j] |= m
	}
	return b
}

// val returns the digit filled in cell c (0-80), 0 while it is open.
func (g *singlesBoard) val(c int) int {
	b, bit := c/bandBits, uint32(1)<<(c%bandBits)
	for d := range 9 {
		if g.fixed[3*d+b]&bit != 0 {
			return d + 1
		}
	}
	return 0
}
