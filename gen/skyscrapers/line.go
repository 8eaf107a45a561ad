package skyscrapers

import "math/bits"

// A line's clues allow only some orders of its heights. lineSearch finds
// which height each cell of a line can still hold: for every candidate
// of every cell not yet seen in an order, it looks for an order of the
// whole line that keeps every cell's candidates, the Latin rule (each
// height once) and the clues, with that candidate in that cell; every
// order found marks all of its heights as possible at once. A candidate
// no order has is ruled out. The search cuts a branch as soon as the
// clue from the front can no longer be met (too many buildings seen, or
// too few taller heights left to see) or the tallest building is placed
// too near the front for the clue from the back.

// lineSearch is the working space of one line's search.
type lineSearch struct {
	n           int
	front, back int
	cand        [maxSize]uint16
	order       [maxSize]int
	nodes       int
}

// narrow returns the candidates of each cell of the line that some order
// keeps, and false when no order does. cand holds one digit set per cell,
// from the line's start.
func (s *lineSearch) narrow(cand []uint16) ([maxSize]uint16, bool) {
	var keep [maxSize]uint16
	copy(s.cand[:], cand)
	for p := range s.n {
		for m := s.cand[p]; m != 0; m &= m - 1 {
			bit := m & -m
			if keep[p]&bit != 0 {
				continue
			}
			saved := s.cand[p]
			s.cand[p] = bit
			found := s.find(0, 0, 0, 0)
			s.cand[p] = saved
			if found {
				for i := range s.n {
					keep[i] |= 1 << (s.order[i] - 1)
				}
			}
		}
		if keep[p] == 0 {
			return keep, false
		}
	}
	return keep, true
}

// find fills s.order from position p on, given the heights used so far,
// the tallest so far and how many are seen from the front, and reports
// whether it found an order.
func (s *lineSearch) find(p int, used uint16, top, count int) bool {
	s.nodes++
	n := s.n
	if p == n {
		return s.back == 0 || seenBack(s.order[:n]) == s.back
	}
	tallest := uint16(1) << (n - 1)
	left := n - p - 1 // cells after p
	for m := s.cand[p] &^ used; m != 0; m &= m - 1 {
		bit := m & -m
		h := bits.TrailingZeros16(bit) + 1
		t, c := top, count
		if h > t {
			t, c = h, c+1
		}
		if s.front > 0 {
			taller := bits.OnesCount16(^(used | bit) & (uint16(1)<<n - 1) &^ (uint16(1)<<t - 1))
			if c > s.front || c+min(left, taller) < s.front {
				continue
			}
		}
		if s.back > 0 {
			// The tallest building at position k is seen from the back with
			// at most the n-1-k cells after it.
			if h == n && s.back > left+1 || h != n && used&tallest == 0 && s.back > left {
				continue
			}
		}
		s.order[p] = h
		if s.find(p+1, used|bit, t, c) {
			return true
		}
	}
	return false
}

// lineKey is one question to lineSearch: a line's clues and candidates.
type lineKey struct {
	front, back uint8
	cand        [maxSize]uint16
}

// lineAnswer is lineSearch's answer to one lineKey.
type lineAnswer struct {
	keep [maxSize]uint16
	ok   bool
}

// maxMemo bounds the answers one memo keeps before it starts afresh.
const maxMemo = 1 << 16

// lineMemo keeps lineSearch's answers: the grader asks again about every
// clued line after each step, and a generator's runs ask about the same
// lines over and over.
type lineMemo map[lineKey]lineAnswer

// narrowLine returns the candidates of each cell of a line of n cells
// that some order showing the clues front and back keeps, and false when
// no order does, answering from m when it can.
func (m lineMemo) narrowLine(n, front, back int, cand []uint16) ([maxSize]uint16, bool) {
	key := lineKey{front: uint8(front), back: uint8(back)}
	copy(key.cand[:], cand)
	if a, ok := m[key]; ok {
		return a.keep, a.ok
	}
	s := lineSearch{n: n, front: front, back: back}
	keep, ok := s.narrow(cand)
	if len(m) >= maxMemo {
		clear(m)
	}
	m[key] = lineAnswer{keep, ok}
	return keep, ok
}
