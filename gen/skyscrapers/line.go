package skyscrapers

import "math/bits"

// A line's clues allow only some orders of its heights. lineSearch finds
// which height each cell of a line can still hold: it walks every order
// of the whole line that keeps every cell's candidates, the Latin rule
// (each height once) and the clues, and marks the heights of each order
// found as possible. A candidate no order has is ruled out. The walk
// leaves a branch as soon as the clue from the front can no longer be met
// (too many buildings seen, or too few taller heights left to see), the
// tallest building is placed too near the front for the clue from the
// back, or every order below it could only mark heights already marked.

// lineSearch is the working space of one line's search.
type lineSearch struct {
	n           int
	front, back int
	cand        [maxSize]uint16
	order       [maxSize]int
	keep        [maxSize]uint16
}

// narrow returns the candidates of each cell of the line that some order
// keeps, and false when no order does. cand holds one digit set per cell,
// from the line's start.
func (s *lineSearch) narrow(cand []uint16) ([maxSize]uint16, bool) {
	copy(s.cand[:], cand)
	s.keep = [maxSize]uint16{}
	s.walk(0, 0, 0, 0)
	for p := range s.n {
		if s.keep[p] == 0 {
			return s.keep, false
		}
	}
	return s.keep, true
}

// walk marks every order that fills the line from position p on, given
// the heights used so far, the tallest so far and how many are seen from
// the front.
func (s *lineSearch) walk(p int, used uint16, top, count int) {
	n := s.n
	if s.spent(p, used) {
		return
	}
	if p == n {
		if s.back == 0 || seenBack(s.order[:n]) == s.back {
			for i := range n {
				s.keep[i] |= 1 << (s.order[i] - 1)
			}
		}
		return
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
		s.walk(p+1, used|bit, t, c)
	}
}

// spent reports whether no order below the first p cells of s.order
// could mark a height not yet marked: those cells' heights are marked
// already, and so is every height left for each further cell.
func (s *lineSearch) spent(p int, used uint16) bool {
	for i := range p {
		if s.keep[i]&(1<<(s.order[i]-1)) == 0 {
			return false
		}
	}
	for i := p; i < s.n; i++ {
		if s.cand[i]&^used&^s.keep[i] != 0 {
			return false
		}
	}
	return true
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

// narrowLine returns the candidates of each cell of line l (cand, one
// digit set per cell from the line's start) that some order showing the
// line's clues keeps, and false when no order does. Up to maxTable it
// reads the order table (orders.go). Above, a line with at most
// shortLine empty cells is answered by shortSearch, faster than a
// look-up; any other from the line's last answer when asked the same,
// then from k.memo. A line narrowed to its answer has the same answer (the orders that keep cand
// keep the answer too), so that is kept as the line's last answer: the
// grader asks again after each step, mostly about lines that no step
// changed.
func (k *clues) narrowLine(l int, cand []uint16) ([maxSize]uint16, bool) {
	if k.n <= maxTable {
		return tableOf(k.n).narrow(k.front[l], k.back[l], cand)
	}
	if open := openCells(cand); open <= shortLine {
		var s shortSearch
		return s.narrow(k.front[l], k.back[l], cand)
	}
	key := lineKey{front: uint8(k.front[l]), back: uint8(k.back[l])}
	copy(key.cand[:], cand)
	last := &k.last[l]
	if last.key == key {
		return last.keep, last.ok
	}
	a, ok := k.memoOf()[key]
	if !ok {
		s := lineSearch{n: k.n, front: k.front[l], back: k.back[l]}
		a.keep, a.ok = s.narrow(cand)
		if len(k.memo) >= maxMemo {
			clear(k.memo)
		}
		k.memo[key] = a
	}
	last.lineAnswer = a
	last.key = key
	if a.ok {
		for i := range k.n {
			last.key.cand[i] &= a.keep[i]
		}
	}
	return a.keep, a.ok
}

// memoOf returns k's memo, made when first asked for.
func (k *clues) memoOf() lineMemo {
	if k.memo == nil {
		k.memo = lineMemo{}
	}
	return k.memo
}

// lastLine is the last question asked about a line (narrowed to its
// answer when it has one) and its answer.
type lastLine struct {
	key lineKey
	lineAnswer
}

// openCells returns how many of cand's cells have more than one height.
func openCells(cand []uint16) int {
	open := 0
	for _, m := range cand {
		if m&(m-1) != 0 {
			open++
		}
	}
	return open
}

// shortSearch is lineSearch for a line with few empty cells: it tries
// every order of the heights missing from the filled cells (six at most
// for three empty cells) and keeps those that show the clues.
type shortSearch struct {
	line  [maxSize]int
	open  [maxSize]int // the empty cells
	cand  [maxSize]uint16
	keep  [maxSize]uint16
	n     int
	nOpen int
	front int
	back  int
}

// narrow returns the candidates of each cell of the line (cand, one
// digit set per cell) that some order showing the clues front and back
// (0: none) keeps, and false when no order does: lineSearch's answer.
func (s *shortSearch) narrow(front, back int, cand []uint16) ([maxSize]uint16, bool) {
	n := len(cand)
	copy(s.cand[:], cand) // a copy: a slice kept here would move the caller's array to the heap
	s.n, s.front, s.back = n, front, back
	var used uint16
	for i, m := range cand {
		switch {
		case m == 0 || m&used != 0 && m&(m-1) == 0:
			return s.keep, false // a cell with no height, or a height twice
		case m&(m-1) == 0:
			s.line[i] = bits.TrailingZeros16(m) + 1
			used |= m
		default:
			s.open[s.nOpen] = i
			s.nOpen++
		}
	}
	s.try(0, (uint16(1)<<n-1)&^used)
	for i := range n {
		if s.keep[i] == 0 {
			return s.keep, false
		}
	}
	return s.keep, true
}

// try puts each height of left that the j-th empty cell allows there,
// and marks the heights of each full order that shows the clues.
func (s *shortSearch) try(j int, left uint16) {
	n := s.n
	if j == s.nOpen {
		if s.front != 0 && seen(s.line[:n]) != s.front || s.back != 0 && seenBack(s.line[:n]) != s.back {
			return
		}
		for i := range n {
			s.keep[i] |= 1 << (s.line[i] - 1)
		}
		return
	}
	p := s.open[j]
	for m := left & s.cand[p]; m != 0; m &= m - 1 {
		s.line[p] = bits.TrailingZeros16(m&-m) + 1
		s.try(j+1, left&^(m&-m))
	}
}
