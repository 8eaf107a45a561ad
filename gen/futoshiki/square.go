package futoshiki

import (
	"math/bits"
	"math/rand/v2"
	"slices"
)

// square returns a random n x n Latin square (n*n digits, row-major),
// written over dst's space (nil: a new slice):
// each cell in reading order takes a digit drawn from rng among those
// its row and column leave, and a cell with none sends the fill back to
// the cell before, which takes another of its digits. Every Latin
// rectangle extends to a square, so the fill only ever goes back within
// a row. The fill is a loop, not a recursion, so that it does not grow
// the stack of the goroutine making the puzzle.
func square(dst []int, n int, rng *rand.Rand) []int {
	sq := slices.Grow(dst[:0], n*n)[:n*n]
	clear(sq)
	var rows, cols [maxSize]uint16
	var free [maxSize * maxSize]uint16 // the digits each cell has left to try
	full := uint16(1)<<n - 1
	free[0] = full
	for c := 0; c < n*n; {
		r, col := c/n, c%n
		if d := sq[c]; d != 0 { // back at c: its digit led to a dead end
			bit := uint16(1) << (d - 1)
			rows[r], cols[col], sq[c] = rows[r]&^bit, cols[col]&^bit, 0
		}
		if free[c] == 0 {
			c--
			continue
		}
		bit := free[c]
		for range rng.IntN(bits.OnesCount16(free[c])) {
			bit &= bit - 1
		}
		bit &= -bit
		free[c] &^= bit
		rows[r], cols[col] = rows[r]|bit, cols[col]|bit
		sq[c] = bits.TrailingZeros16(bit) + 1
		if c++; c < n*n {
			free[c] = full &^ (rows[c/n] | cols[c%n])
		}
	}
	return sq
}
