package futoshiki

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The closure's singles are found where a digit loses a place: the
// closure keeps, for each row and column and each digit, the places
// left for it (closure.where), so that a cell left with one digit is
// noted as a naked single, and a unit left with one place for a digit
// as a hidden single, when it happens, with no pass over the grid.

// cellSet is a set of cells of a grid up to 9 x 9, a bit a cell.
type cellSet [2]uint64

// add puts cell c in s.
func (s *cellSet) add(c int) { s[c>>6&1] |= 1 << (c & 63) }

// dropAll takes the cell of row r and column col from the places of
// each digit of m.
func (z *closure) dropAll(r, col int, m uint16) {
	u := z.n + col
	row, column := &z.where[r], &z.where[u]
	for ; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		z.dropIn(row, r, d, col)
		z.dropIn(column, u, d, r)
	}
}

// narrowed notes that cell c's digits narrowed: it may be a naked
// single, and from medium on its signs are woken.
func (z *closure) narrowed(c int) {
	if left := z.cand[c]; left&(left-1) == 0 {
		z.naked.add(c)
	}
	if z.limit >= gen.Medium {
		z.wake(c)
	}
}

// drop takes place p of unit u from the places of digit d+1, noting the
// unit when one place is left.
func (z *closure) drop(u, d, p int) { z.dropIn(&z.where[u], u, d, p) }

// dropIn is drop with places, unit u's places of each digit, looked up.
func (z *closure) dropIn(places *[maxSize]uint16, u, d, p int) {
	w := &places[d]
	*w &^= 1 << (p & 15) // p, d and u are in range: the masks spare the shifts' checks
	if *w&(*w-1) == 0 {
		z.hidden[u] |= 1 << (d & 15)
		z.units |= 1 << (u & 31)
	}
}

// singles places naked and hidden singles until there are none, and
// reports false on a contradiction. It looks only at the cells and the
// units' digits that lost a place since it last looked (naked,
// hidden): no other can have become a single.
func (z *closure) singles(changed *bool) bool {
	for (z.naked != (cellSet{}) || z.units != 0) && !z.done() {
		if !z.singlesOnce(changed) {
			return false
		}
	}
	return true
}

// singlesOnce places the naked singles, then the hidden singles, among
// the cells and digits noted, and reports false on a contradiction.
func (z *closure) singlesOnce(changed *bool) bool {
	n := z.n
	naked := z.naked
	z.naked = cellSet{}
	for w, word := range naked {
		for ; word != 0; word &= word - 1 {
			c := w<<6 + bits.TrailingZeros64(word)
			if z.vals[c] != 0 {
				continue
			}
			m := z.at(c)
			if m&(m-1) == 0 {
				*changed = true
				if m == 0 || !z.place(c, lowest(m)) {
					return false
				}
				if z.done() {
					return true
				}
			}
		}
	}
	for units := z.units; units != 0; units &= units - 1 {
		u := bits.TrailingZeros32(units)
		var first, step int
		var placed *uint16
		if u < n {
			first, step, placed = u*n, 1, &z.rows[u] // row u
		} else {
			first, step, placed = u-n, n, &z.cols[u-n] // column u-n
		}
		ds := z.hidden[u]
		z.hidden[u], z.units = 0, z.units&^(1<<(u&31))
		for ; ds != 0; ds &= ds - 1 {
			d := bits.TrailingZeros16(ds)
			if *placed&(1<<(d&15)) != 0 {
				continue
			}
			at := z.where[u][d]
			if at == 0 {
				return false
			}
			if at&(at-1) == 0 {
				*changed = true
				if !z.place(first+bits.TrailingZeros16(at)*step, d+1) {
					return false
				}
				if z.done() {
					return true
				}
			}
		}
	}
	return true
}

// findSingles sets where from the cells, and has the next singles look
// at every cell and every unit's digits.
func (z *closure) findSingles() {
	n := z.n
	for u := range 2 * n {
		clear(z.where[u][:n])
	}
	for c := range n * n {
		r, col := int(z.row[c]), int(z.col[c])
		for m := z.cand[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			z.where[r][d] |= 1 << col
			z.where[n+col][d] |= 1 << r
		}
	}
	z.naked = cellSet{}
	for c := range n * n {
		z.naked.add(c)
	}
	for u := range 2 * n {
		z.hidden[u] = z.full
	}
	z.units = 1<<(2*n) - 1
}
