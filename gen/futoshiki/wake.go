package futoshiki

import (
	"iter"
	"math/bits"
)

// The closure's signs are looked at only when woken: a sign whose cells
// have not changed in a way its rule reads takes nothing away that it
// did not take the last time.

// signSet is a set of signs by their index, a bit a sign.
type signSet [(2*maxSize*(maxSize-1) + 63) / 64]uint64

// members yields the signs of s, by index, in order.
func (s signSet) members() iter.Seq[int] {
	return func(yield func(int) bool) {
		for w, word := range s {
			for ; word != 0; word &= word - 1 {
				if !yield(w<<6 + bits.TrailingZeros64(word)) {
					return
				}
			}
		}
	}
}

// takeWoken returns the signs woken since it was last called, and
// empties z's set of them.
func (z *closure) takeWoken() signSet {
	woken := z.woken
	z.woken = signSet{}
	return woken
}

// signIndex lists the signs (by their index) on each cell, and holds
// for the lazy run how many digits each sign takes away (as of when it
// was last woken).
type signIndex struct {
	on    [maxSize * maxSize][4]uint8
	count [maxSize * maxSize]uint8
	takes [2 * maxSize * (maxSize - 1)]uint8
}

// setSigns gives z the signs, every one woken.
func (z *closure) setSigns(signs []sign) {
	z.signs = signs
	if z.bySign == nil {
		z.bySign = new(signIndex)
	}
	x := z.bySign
	clear(x.count[:z.n*z.n])
	z.woken = signSet{}
	for i, s := range signs {
		x.on[s.lo][x.count[s.lo]] = uint8(i)
		x.on[s.hi][x.count[s.hi]] = uint8(i)
		x.count[s.lo]++
		x.count[s.hi]++
	}
	z.wakeAll()
}

// wakeAll wakes every sign.
func (z *closure) wakeAll() {
	z.woken = signSet{}
	for i := range z.signs {
		z.woken[i>>6] |= 1 << (i & 63)
	}
}

// wake wakes the signs on cell c.
func (z *closure) wake(c int) {
	x := z.bySign
	for _, i := range x.on[c][:x.count[c]] {
		z.woken[i>>6] |= 1 << (i & 63)
	}
}
