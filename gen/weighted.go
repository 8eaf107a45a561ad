package gen

import "math/rand/v2"

// Weighted returns an index of weights drawn from rng in proportion to
// them (a kind's generator drawing, say, its cages' sizes).
func Weighted(weights []int, rng *rand.Rand) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	x := rng.IntN(total)
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return len(weights) - 1
}
