package killer

import (
	"math/bits"
)

// Digit sets are bit sets of uint16: digit d is bit d-1.

// combos holds, per size n, the cage combination tables: for a cage of k
// cells that sums to s, the sets of k different digits from 1 to n that
// make s. A person knows the famous ones by heart (3 in two cells is
// {1,2}, 17 in two is {8,9}); the solver and the grader read them all.
type combos struct {
	n    int
	sets [][][]uint16 // [k][s]: the digit sets of k digits summing to s
}

// comboTables are the tables of every size, each built on first use.
var comboTables = newSized(newCombos)

func newCombos(n int) *combos {
	maxSum := n * (n + 1) / 2
	t := &combos{n: n, sets: make([][][]uint16, n+1)}
	for k := range t.sets {
		t.sets[k] = make([][]uint16, maxSum+1)
	}
	for m := uint16(1); m < 1<<n; m++ {
		k, s := bits.OnesCount16(m), maskSum(m)
		t.sets[k][s] = append(t.sets[k][s], m)
	}
	return t
}

// of returns the digit sets of k digits that sum to s; nil when none do.
func (t *combos) of(k, s int) []uint16 {
	if k < 1 || k >= len(t.sets) || s < 0 || s >= len(t.sets[k]) {
		return nil
	}
	return t.sets[k][s]
}

// maskSum returns the sum of the digits of m.
func maskSum(m uint16) int {
	s := 0
	for ; m != 0; m &= m - 1 {
		s += bits.TrailingZeros16(m) + 1
	}
	return s
}

// digitOf returns the digit of a one-digit set.
func digitOf(m uint16) int { return bits.TrailingZeros16(m) + 1 }

// bit returns the set of digit d alone.
func bit(d int) uint16 { return 1 << (d - 1) }
