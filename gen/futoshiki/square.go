package futoshiki

import (
	"math/bits"
	"math/rand/v2"
)

// square returns a random n x n Latin square (n*n digits, row-major):
// each cell in reading order takes a digit drawn from rng among those
// its row and column leave, and a cell with none sends the fill back to
// the cell before. Every Latin rectangle extends to a square, so the
// fill only ever goes back within a row.
func square(n int, rng *rand.Rand) []int {
	sq := make([]int, n*n)
	var rows, cols [maxSize]uint16
	full := uint16(1)<<n - 1
	var fill func(c int) bool
	fill = func(c int) bool {
		if c == n*n {
			return true
		}
		r, col := c/n, c%n
		for free := full &^ (rows[r] | cols[col]); free != 0; {
			bit := free
			for range rng.IntN(bits.OnesCount16(free)) {
				bit &= bit - 1
			}
			bit &= -bit
			free &^= bit
			rows[r], cols[col] = rows[r]|bit, cols[col]|bit
			sq[c] = bits.TrailingZeros16(bit) + 1
			if fill(c + 1) {
				return true
			}
			rows[r], cols[col] = rows[r]&^bit, cols[col]&^bit
		}
		return false
	}
	fill(0)
	return sq
}
