package numbrix

import "math/bits"

// maxCells is the largest number of cells (holes included) of a board:
// one bit each in a set.
const maxCells = 225

// maxSide is the largest number of rows or columns; shifts by a row stay
// within one word.
const maxSide = 15

// set is a set of cells of a board, one bit per cell (index row*cols+col).
type set [4]uint64

func (s *set) add(i int)      { s[i>>6] |= 1 << (i & 63) }
func (s *set) del(i int)      { s[i>>6] &^= 1 << (i & 63) }
func (s set) has(i int) bool  { return s[i>>6]&(1<<(i&63)) != 0 }
func (s set) and(t set) set   { return set{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]} }
func (s set) or(t set) set    { return set{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]} }
func (s set) minus(t set) set { return set{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]} }
func (s set) empty() bool     { return s[0]|s[1]|s[2]|s[3] == 0 }

// up returns s with every element i moved to i+d (0 < d < 64), those
// past the end dropped.
func (s set) up(d uint) set {
	return set{s[0] << d, s[1]<<d | s[0]>>(64-d), s[2]<<d | s[1]>>(64-d), s[3]<<d | s[2]>>(64-d)}
}

// down returns s with every element i moved to i-d (0 < d < 64), those
// below 0 dropped.
func (s set) down(d uint) set {
	return set{s[0]>>d | s[1]<<(64-d), s[1]>>d | s[2]<<(64-d), s[2]>>d | s[3]<<(64-d), s[3] >> d}
}

// meets reports whether s and t share a cell.
func (s set) meets(t set) bool {
	return s[0]&t[0]|s[1]&t[1]|s[2]&t[2]|s[3]&t[3] != 0
}

// count returns the number of cells in s.
func (s set) count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// first returns the lowest cell of s, or -1 when s is empty.
func (s set) first() int {
	for w, x := range s {
		if x != 0 {
			return w<<6 | bits.TrailingZeros64(x)
		}
	}
	return -1
}

// firstBut returns the lowest cell of s not in t, or -1 when there is
// none.
func (s set) firstBut(t set) int {
	for w, x := range s {
		if x &^= t[w]; x != 0 {
			return w<<6 | bits.TrailingZeros64(x)
		}
	}
	return -1
}

// next returns the lowest cell of s from i on, or -1 when there is none.
func (s set) next(i int) int {
	for w := i >> 6; w < len(s); w++ {
		x := s[w]
		if w == i>>6 {
			x &= ^uint64(0) << (i & 63)
		}
		if x != 0 {
			return w<<6 | bits.TrailingZeros64(x)
		}
	}
	return -1
}

// single returns the only cell of s, or -1 when s has none or several.
func (s set) single() int {
	// Most sets asked hold several cells, often in one word: the union
	// of the words settles that at once.
	if x := s[0] | s[1] | s[2] | s[3]; x == 0 || x&(x-1) != 0 {
		return -1
	}
	c := -1
	for w, x := range s {
		if x == 0 {
			continue
		}
		if c >= 0 || x&(x-1) != 0 {
			return -1
		}
		c = w<<6 | bits.TrailingZeros64(x)
	}
	return c
}

// cells returns the cells of s in increasing order, appended to buf.
func (s set) cells(buf []int) []int {
	for w, x := range s {
		for x != 0 {
			buf = append(buf, w<<6|bits.TrailingZeros64(x))
			x &= x - 1
		}
	}
	return buf
}
