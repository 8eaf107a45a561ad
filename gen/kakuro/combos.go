package kakuro

import (
	"math/bits"
	"sync"
)

// digits is a set of digits 1 to 9: bit d for digit d.
type digits uint16

// allDigits is the set of 1 to 9.
const allDigits digits = 0x3fe

// bit returns the set holding d alone.
func bit(d int) digits { return 1 << d }

// count returns the number of digits in s.
func (s digits) count() int { return bits.OnesCount16(uint16(s)) }

// lowest returns the smallest digit in s, 0 when s is empty.
func (s digits) lowest() int {
	if s == 0 {
		return 0
	}
	return bits.TrailingZeros16(uint16(s))
}

// sumOf returns the sum of the digits of s.
func (s digits) sumOf() int {
	t := 0
	for d := 1; d <= 9; d++ {
		if s&bit(d) != 0 {
			t += d
		}
	}
	return t
}

// combos()[n][s] lists the sets of n different digits that add up to s,
// smallest first; combos()[1][0] is every digit alone, for a one-cell run
// without a clue. The table is built on first use.
var combos = sync.OnceValue(func() *[10][46][]digits {
	t := new([10][46][]digits)
	for s := digits(0); s <= allDigits; s += 2 {
		n := s.count()
		if s&1 == 0 && n > 0 {
			t[n][s.sumOf()] = append(t[n][s.sumOf()], s)
		}
	}
	for d := 1; d <= 9; d++ {
		t[1][0] = append(t[1][0], bit(d))
	}
	return t
})

// unions()[n][s] is the digits some combination of n cells making s
// holds, built on first use.
var unions = sync.OnceValue(func() *[10][46]digits {
	t := new([10][46]digits)
	for n, byN := range combos() {
		for s, cs := range byN {
			for _, c := range cs {
				t[n][s] |= c
			}
		}
	}
	return t
})
