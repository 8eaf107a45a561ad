package sudoku

import "math/bits"

// bandBoard is one 9x9 search state held as digit planes: plane 3d+b has
// a bit for every cell of band b where digit d+1 may still go (see
// solve_band_tables.go). It is 228 bytes, copied by value at each branch.
// A cell is fixed when a digit is placed in it or some plane keeps it as
// the only cell of its row; it then leaves every other digit's plane.
type bandBoard struct {
	plane    [planes]uint32
	seen     [planes]uint32 // each plane as it was last propagated
	unsolved [3]uint32      // the cells of each band not yet fixed
}

// newBandBoard returns the board of the givens in cells (81 digits, 0 =
// blank), propagated, and false when the givens contradict each other or
// their consequences do.
func newBandBoard(cells []int) (bandBoard, bool) {
	var g bandBoard
	for j := range g.plane {
		g.plane[j] = bandFull // seen is 0, so every plane is propagated once
	}
	g.unsolved = [3]uint32{bandFull, bandFull, bandFull}
	for b := range 3 {
		for p, v := range cells[bandBits*b : bandBits*(b+1)] {
			if v != 0 && (uint(v-1) > 8 || !g.fix(v-1, b, p)) {
				return g, false
			}
		}
	}
	return g, g.propagate()
}

// newBandBoardOf is newBandBoard reading the givens from the rows of g,
// which solve then needs not copy. It also reports false when g is not 9
// rows of 9 values from 0 to 9.
func newBandBoardOf(rows [][]int) (bandBoard, bool) {
	var g bandBoard
	if len(rows) != 9 {
		return g, false
	}
	for j := range g.plane {
		g.plane[j] = bandFull
	}
	g.unsolved = [3]uint32{bandFull, bandFull, bandFull}
	for r, row := range rows {
		if len(row) != 9 {
			return g, false
		}
		b, at := r/3, r%3*9
		for c, v := range row {
			if v != 0 && (uint(v-1) > 8 || !g.fix(v-1, b, at+c)) {
				return g, false
			}
		}
	}
	return g, g.propagate()
}

// fix puts digit d+1 in cell p of band b with all its direct consequences:
// the digit leaves the cell's row, box and column, and the other digits
// leave the cell; update then sees the cell as fixed already. It reports
// false when d+1 can no longer go there.
func (g *bandBoard) fix(d, b, p int) bool {
	bit := uint32(1) << p
	dp := (*[3]uint32)(g.plane[3*d : 3*d+3]) // digit d's planes
	if dp[b]&bit == 0 {
		return false
	}
	g.clearBand(b, bit)
	col := bandTab.column[p%9]
	dp[0] &^= col
	dp[1] &^= col
	dp[2] &^= col
	dp[b] = dp[b]&^bandTab.house[p&31] | bit
	g.unsolved[b] &^= bit
	return true
}

// update propagates plane j, of band b, after a change: it keeps only the
// segments on which the digit can still sit once in each row and box of
// the band (this finds hidden singles in rows and boxes, and locked
// candidates),
// then fixes the digit in rows newly left with one cell, clearing those
// columns from the digit's other bands and those cells from the other
// digits. It reports whether it fixed any cell, so changed other planes,
// and false in ok on a contradiction.
func (g *bandBoard) update(j, b int) (fixedAny, ok bool) {
	t := bandTab
	a := g.plane[j]
	a &= t.keep[(int(t.boxesOf[a&rowBits])|int(t.boxesOf[a>>9&rowBits])<<3|int(t.boxesOf[a>>18&rowBits])<<6)&511]
	if a == 0 {
		return false, false
	}
	g.plane[j], g.seen[j] = a, a
	u := g.unsolved[b]
	if a&u == 0 {
		return false, true
	}
	rs := &singlesTab.rowSingle
	fixed := uint32(rs[a&rowBits]) | uint32(rs[a>>9&rowBits])<<9 | uint32(rs[a>>18&rowBits])<<18
	// Cells fixed before have left unsolved, and their columns the other
	// bands, already.
	fresh := fixed & u
	if fresh == 0 {
		return false, true
	}
	g.unsolved[b] = u &^ fresh
	cols := (fresh | fresh>>9 | fresh>>18) & rowBits
	spread := cols | cols<<9 | cols<<18
	base := j - b
	switch b {
	case 0:
		g.plane[base+1] &^= spread
		g.plane[base+2] &^= spread
	case 1:
		g.plane[base] &^= spread
		g.plane[base+2] &^= spread
	default:
		g.plane[base] &^= spread
		g.plane[base+1] &^= spread
	}
	// Clear the fresh cells from all nine digits of the band, then put
	// plane j back: cheaper than skipping it.
	g.clearBand(b, fresh)
	g.plane[j] = a
	return true, true
}

// clearBand clears the cells m of band b from all nine digits' planes,
// unrolled and small enough to be inlined (the call was 7% of the 17-clue
// set): this runs at every placement.
func (g *bandBoard) clearBand(b int, m uint32) {
	p := (*[planes - 2]uint32)(g.plane[b:]) // plane b+3d at 3d
	p[0] &^= m
	p[3] &^= m
	p[6] &^= m
	p[9] &^= m
	p[12] &^= m
	p[15] &^= m
	p[18] &^= m
	p[21] &^= m
	p[24] &^= m
}

// propagate updates changed planes and places naked singles until nothing
// changes. It reports false on a contradiction.
func (g *bandBoard) propagate() bool {
	return g.settle([3]uint32{})
}

// settle is propagate that stops, when until (band masks) is not empty, as
// soon as every cell of until is fixed, leaving the rest unpropagated: a
// contradiction may then go unnoticed, so until is only for boards that
// hold a solution.
func (g *bandBoard) settle(until [3]uint32) bool {
	stop := until != [3]uint32{}
	for {
		for changed := true; changed; {
			if stop && g.unsolved[0]&until[0]|g.unsolved[1]&until[1]|g.unsolved[2]&until[2] == 0 {
				return true
			}
			// Only an update that fixed cells changes other planes: after
			// a sweep without one, every plane is as last propagated.
			changed = false
			for j := 0; j < planes; j += 3 {
				if g.plane[j] != g.seen[j] {
					fixedAny, ok := g.update(j, 0)
					if !ok {
						return false
					}
					changed = changed || fixedAny
				}
				if g.plane[j+1] != g.seen[j+1] {
					fixedAny, ok := g.update(j+1, 1)
					if !ok {
						return false
					}
					changed = changed || fixedAny
				}
				if g.plane[j+2] != g.seen[j+2] {
					fixedAny, ok := g.update(j+2, 2)
					if !ok {
						return false
					}
					changed = changed || fixedAny
				}
			}
		}
		placedAny, ok := g.nakedSingles()
		if !ok {
			return false
		}
		if !placedAny {
			if placedAny = g.columnSingles(); !placedAny {
				if placedAny, ok = g.stackLocked(); !ok {
					return false
				}
				if !placedAny {
					return true
				}
			}
		}
	}
}

// nakedSingles places every unfixed cell left with one digit, and reports
// whether it placed any, and false in ok when a cell has no digit left.
func (g *bandBoard) nakedSingles() (placedAny, ok bool) {
	for b := range 3 {
		u := g.unsolved[b]
		if u == 0 {
			continue
		}
		one, two := bandCover(&g.plane, b)
		if u&^one != 0 {
			return false, false
		}
		for s := u &^ two; s != 0; s &= s - 1 {
			d := digitAt(&g.plane, b, s&-s)
			if d < 0 {
				return false, false // an earlier single took its only digit
			}
			g.fix(d, b, bits.TrailingZeros32(s))
			placedAny = true
		}
	}
	return placedAny, true
}

// columnSingles places every digit left with one cell in a column it has
// not been fixed in, and reports whether it placed any. (Rows and boxes
// need no such pass: update finds their hidden singles.) It counts open
// cells only, which is cheaper than telling placed columns apart; a
// column with no cell left for its digit is stackLocked's contradiction.
func (g *bandBoard) columnSingles() (placedAny bool) {
	u0, u1, u2 := g.unsolved[0], g.unsolved[1], g.unsolved[2]
	for d := range 9 {
		dp := (*[3]uint32)(g.plane[3*d : 3*d+3])
		// Open cells only: a column the digit is placed in has none.
		a0, a1, a2 := dp[0]&u0, dp[1]&u1, dp[2]&u2
		if a0|a1|a2 == 0 {
			continue
		}
		c0 := (a0 | a0>>9 | a0>>18) & rowBits
		c1 := (a1 | a1>>9 | a1>>18) & rowBits
		c2 := (a2 | a2>>9 | a2>>18) & rowBits
		two := c0&c1 | (c0|c1)&c2 |
			(a0&(a0>>9)|a0&(a0>>18)|a0>>9&(a0>>18)|
				a1&(a1>>9)|a1&(a1>>18)|a1>>9&(a1>>18)|
				a2&(a2>>9)|a2&(a2>>18)|a2>>9&(a2>>18))&rowBits
		for single := (c0 | c1 | c2) &^ two; single != 0; single &= single - 1 {
			c := bits.TrailingZeros32(single)
			for b := range 3 {
				if a := dp[b] & bandTab.column[c%9]; a != 0 {
					g.fix(d, b, bits.TrailingZeros32(a))
					placedAny = true
					break
				}
			}
		}
	}
	return placedAny
}

// candidates returns the digits (bit d for digit d+1) still possible in
// cell p of band b.
func (g *bandBoard) candidates(b, p int) uint16 {
	var m uint16
	for d := range 9 {
		if g.plane[3*d+b]&(1<<p) != 0 {
			m |= 1 << d
		}
	}
	return m
}

// pick returns an unfixed cell to branch on and its digits: the first cell
// with two digits in the band with the most unfixed cells that has one, or
// else a cell with the fewest digits. A guess in the least settled band
// leaves the most for propagation to do: 2.28 -> 2.09 nodes a 17-clue
// puzzle against the first such cell of any band.
func (g *bandBoard) pick() (b, p int, digits uint16) {
	pairB, pair, open := -1, uint32(0), -1
	for b := range 3 {
		u := g.unsolved[b]
		n := bits.OnesCount32(u)
		if n == 0 || n <= open {
			continue
		}
		var one, two, three uint32
		for k := b; k < planes; k += 3 {
			x := g.plane[k]
			three |= two & x
			two |= one & x
			one |= x
		}
		if pairs := u & two &^ three; pairs != 0 {
			pairB, pair, open = b, pairs, n
		}
	}
	if pairB >= 0 {
		p := bits.TrailingZeros32(pair)
		return pairB, p, g.candidates(pairB, p)
	}
	bestN := 10
	for ub := range 3 {
		for u := g.unsolved[ub]; u != 0; u &= u - 1 {
			up := bits.TrailingZeros32(u)
			m := g.candidates(ub, up)
			if n := bits.OnesCount16(m); n < bestN {
				b, p, digits, bestN = ub, up, m, n
			}
		}
	}
	return b, p, digits
}

// digits returns the board's fixed digits as 81 ints, 0 where a cell is
// not fixed.
func (g *bandBoard) digits() []int {
	out := make([]int, 81)
	g.digitsInto(out)
	return out
}

// digitsInto writes the board's fixed digits into out (81 ints), leaving
// the cells not fixed as they are.
func (g *bandBoard) digitsInto(out []int) {
	out = out[:81]
	for j, m := range g.plane {
		b := j % 3
		for fixed := m &^ g.unsolved[b]; fixed != 0; fixed &= fixed - 1 {
			out[bandBits*b+bits.TrailingZeros32(fixed)] = j/3 + 1
		}
	}
}

// rowsInto writes the board's fixed digits into the rows of a 9x9 grid,
// leaving the cells not fixed as they are.
func (g *bandBoard) rowsInto(rows [][]int) {
	for j, m := range g.plane {
		b := j % 3
		for fixed := m &^ g.unsolved[b]; fixed != 0; fixed &= fixed - 1 {
			p := bits.TrailingZeros32(fixed)
			rows[3*b+p/9][p%9] = j/3 + 1
		}
	}
}

// stackLocked is update's locked candidates on the stacks: for every
// digit and stack, it keeps only the column segments on which the digit
// can still sit once in each column and box of the stack. It reports
// whether it removed any, and false in ok when a digit has no such
// placement left. It cuts the search on the 17-clue set from 3.34 to
// 2.28 nodes a puzzle.
func (g *bandBoard) stackLocked() (changed, ok bool) {
	t := bandTab
	u0, u1, u2 := g.unsolved[0], g.unsolved[1], g.unsolved[2]
	for d := range 9 {
		dp := (*[3]uint32)(g.plane[3*d : 3*d+3])
		if dp[0]&u0|dp[1]&u1|dp[2]&u2 == 0 {
			continue // placed in all nine columns
		}
		c0 := (dp[0] | dp[0]>>9 | dp[0]>>18) & rowBits
		c1 := (dp[1] | dp[1]>>9 | dp[1]>>18) & rowBits
		c2 := (dp[2] | dp[2]>>9 | dp[2]>>18) & rowBits
		for s := 0; s < 9; s += 3 {
			// Bit 3b+k: band b holds the digit in the stack's column k.
			pat := c0>>s&7 | (c1>>s&7)<<3 | (c2>>s&7)<<6
			keep := uint32(t.segKeep[pat])
			if keep == 0 {
				return false, false
			}
			for gone := pat &^ keep; gone != 0; gone &= gone - 1 {
				i := bits.TrailingZeros32(gone)
				dp[i/3%3] &^= t.column[(s+i%3)%9]
				changed = true
			}
		}
	}
	return changed, true
}
