package futoshiki

import (
	"encoding/binary"
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
)

// lazy runs the closure at limit (easy or medium) reading the signs as
// late as it can: the singles until they stop, then the signs it has
// used already, and only when none of those narrows a cell the other
// sign that takes the most digits away (the first in the order of
// z.signs of those; at easy, first the one that leaves a cell it
// narrows the fewest digits: leftWeight). It marks the signs it
// used in z.used and reports whether the grid is filled: the used signs
// alone then fill it, since the run read no other. Before it first
// reads sign i it calls first(i).
func (z *closure) lazy(limit gen.Grade, first func(i int)) bool {
	for !z.done() {
		changed := false
		if !z.singles(&changed) {
			return false
		}
		if changed {
			continue
		}
		if !z.lazySign(limit, first, &changed) {
			return false
		}
		if !changed {
			return false
		}
	}
	return true
}

// lazySign applies every used sign that narrows a cell or, when none
// does, the unused one that takes the most digits away (the first in
// order of those), marking it used, with first(i) before; it reports
// false on a contradiction. It reads only the signs woken since it last
// came: a used sign not woken is idle, an unused one takes what it took.
func (z *closure) lazySign(limit gen.Grade, first func(i int), changed *bool) bool {
	takes := &z.bySign.takes
	woken := z.takeWoken()
	for w, word := range woken {
		for ; word != 0; word &= word - 1 {
			i := w<<6 + bits.TrailingZeros64(word)
			s := z.signs[i]
			var x signCut
			if limit >= gen.Medium {
				x = z.propagated(s)
			} else {
				x = z.bounded(s)
			}
			if x.empty() {
				return false
			}
			if !z.used[i] {
				takes[i] = uint8(x.taken())
				if limit < gen.Medium && takes[i] != 0 {
					takes[i] += uint8(maxSize+1-z.fewestLeft(s, x)) * leftWeight
				}
				continue
			}
			if x.idle() {
				continue
			}
			*changed = true
			if !z.apply(s, x) {
				return false
			}
		}
	}
	if *changed {
		return true
	}
	best, most := -1, uint8(0) // takes is 0 for a sign used
	if z.fewest {
		for i, k := range takes[:len(z.signs)] {
			if k != 0 && (best < 0 || k < most) {
				best, most = i, k
			}
		}
	} else {
		best = firstMost(takes[:len(z.signs)])
	}
	if best < 0 {
		return true
	}
	first(best)
	*changed, z.used[best], takes[best] = true, true, 0
	s := z.signs[best]
	return z.apply(s, z.cut(s, limit))
}

// leftWeight weighs, at easy, how few digits a sign's cut leaves a cell
// in the count the lazy run chooses by: an unread sign counts the digits
// it takes plus leftWeight times maxSize+1 less the fewest digits it
// leaves an empty cell it narrows (fewestLeft). A cut that leaves a cell
// one digit (a naked single, which goes on to place others) comes before
// one that leaves two, and so on; the digits taken weigh less. Over 1000
// 5x5 easies a puzzle then reads 8.7 signs, not 12.2, and keeps 7.3, not
// 8.3. The count stays under 128 (firstMost).
const leftWeight = 8

// fewestLeft returns the fewest digits that cut x of sign s leaves an
// empty cell it narrows, or maxSize+1 when it narrows none.
func (z *closure) fewestLeft(s sign, x signCut) int {
	fewest := maxSize + 1
	if m := x.lo & x.keepLo; m != x.lo && z.vals[s.lo] == 0 {
		fewest = bits.OnesCount16(m)
	}
	if m := x.hi & x.keepHi; m != x.hi && z.vals[s.hi] == 0 {
		fewest = min(fewest, bits.OnesCount16(m))
	}
	return fewest
}

// firstMost returns the index of the first of the largest of t, each
// under 128, or -1 when every one is 0. It reads t eight at a time,
// looking at one by one only in a word holding one over the largest so
// far: adding 127-most to each byte carries into the byte's top bit
// just when it is over most, and never into the next byte.
func firstMost(t []uint8) int {
	const ones, tops = 0x0101010101010101, 0x8080808080808080
	best, most, w := -1, uint8(0), 0
	for ; w+8 <= len(t); w += 8 {
		if (binary.LittleEndian.Uint64(t[w:])+uint64(127-most)*ones)&tops == 0 {
			continue
		}
		for i, k := range t[w : w+8] {
			if k > most {
				best, most = w+i, k
			}
		}
	}
	for i, k := range t[w:] {
		if k > most {
			best, most = w+i, k
		}
	}
	return best
}
