package sudoku

import "math/bits"

// The generator's fast ways onto a singles board: building it from a
// subset of a full grid without placing the givens one by one, and
// settling a removal whose cells are direct singles without a sweep.

// subgridBoard returns the singles board of cells (81 digits, 0 = blank),
// which must be a subset of a full grid, as the generator's puzzles are:
// the same board as newSinglesBoard's, built digit by digit instead of
// given by given. Each digit's plane is the open cells outside the rows,
// boxes and columns of its givens, so no clash check is needed or made.
func subgridBoard(cells []int) singlesBoard {
	given := givenPlanes(cells)
	return givenBoard(&given)
}

// givenPlanes returns the givens of 9x9 cells as digit planes: plane 3d+b
// holds the cells of band b given digit d+1.
func givenPlanes(cells []int) [planes]uint32 {
	var given [planes]uint32
	for b := range 3 {
		for p, v := range cells[bandBits*b : bandBits*(b+1)] {
			if v != 0 {
				given[3*(v-1)+b] |= 1 << p
			}
		}
	}
	return given
}

// givenBoard is subgridBoard from the givens' digit planes.
func givenBoard(given *[planes]uint32) singlesBoard {
	var g singlesBoard
	g.setGivens(given)
	return g
}

// setGivens makes g the board of the givens' digit planes: each digit's
// plane is the open cells outside the rows and boxes of its givens in
// their band and outside their columns in all three.
func (g *singlesBoard) setGivens(given *[planes]uint32) {
	g.fixed = *given
	var taken [3]uint32
	for j := 0; j < planes; j += 3 {
		taken[0] |= given[j]
		taken[1] |= given[j+1]
		taken[2] |= given[j+2]
	}
	open := [3]uint32{bandFull &^ taken[0], bandFull &^ taken[1], bandFull &^ taken[2]}
	g.open = open
	house := &bandTab.house
	for j := 0; j < planes; j += 3 {
		y0, y1, y2 := given[j], given[j+1], given[j+2]
		x := y0 | y1 | y2
		cols := (x | x>>9 | x>>18) & rowBits
		cols |= cols<<9 | cols<<18
		c0, c1, c2 := cols, cols, cols
		for ; y0 != 0; y0 &= y0 - 1 {
			c0 |= house[bits.TrailingZeros32(y0)&31]
		}
		for ; y1 != 0; y1 &= y1 - 1 {
			c1 |= house[bits.TrailingZeros32(y1)&31]
		}
		for ; y2 != 0; y2 &= y2 - 1 {
			c2 |= house[bits.TrailingZeros32(y2)&31]
		}
		g.plane[j] = open[0] &^ c0
		g.plane[j+1] = open[1] &^ c1
		g.plane[j+2] = open[2] &^ c2
	}
}

// placeDirect places the cells of orbit, one after another, while one of
// them is a direct single (naked, or hidden in its row, box or column)
// holding its digit of solution, and reports whether all got placed. It
// finds a subset of what fill finds, far more cheaply, and most removals
// from a dense grid need no more.
func (g *singlesBoard) placeDirect(orbit, solution []int) bool {
	left := len(orbit)
	for progress := true; progress && left > 0; {
		progress = false
		for _, c := range orbit {
			b, p := c/bandBits, c%bandBits
			if g.open[b]&(1<<p) == 0 || !g.directSingle(solution[c]-1, b, p) {
				continue
			}
			g.place(solution[c]-1, b, p)
			left--
			progress = true
		}
	}
	return left == 0
}

// directSingle reports whether open cell p of band b is a single of digit
// d+1: no other digit may go there, or no other cell of one of its units
// may take d+1.
func (g *singlesBoard) directSingle(d, b, p int) bool {
	bit := uint32(1) << p
	a := g.plane[3*d+b]
	if a&bit == 0 {
		return false
	}
	others := uint32(0)
	for k := b; k < planes; k += 3 {
		if k != 3*d+b {
			others |= g.plane[k]
		}
	}
	if others&bit == 0 {
		return true
	}
	row := uint32(rowBits) << (9 * (p / 9))
	col := bandTab.column[p%9]
	if a&row == bit || a&boxOfBand[p%9/3] == bit {
		return true
	}
	if a&col != bit {
		return false
	}
	for k := 3 * d; k < 3*d+3; k++ {
		if k != 3*d+b && g.plane[k]&col != 0 {
			return false
		}
	}
	return true
}
