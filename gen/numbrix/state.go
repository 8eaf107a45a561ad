package numbrix

// state is what is known about a puzzle: for every number 1..n the set of
// cells that may still hold it, and where the placed numbers are. Every
// rule only removes cells from these sets, so a state reached from some
// givens stays true of every solution of those givens.
type state struct {
	b     *board
	cand  []set // cand[k]: the cells that may hold k (index 0 unused)
	pos   []int // pos[k]: the cell of k, or -1 while k is not placed
	free  set   // open cells without a number yet
	left  int   // numbers not yet placed
	dirty set   // numbers whose cells changed since reach last swept them
	// unsure holds the numbers whose cells changed since singles last
	// looked at them: the others have two cells or more, or are placed.
	unsure set
	ends   set // the placed cells whose number lacks a placed neighbour number
	placed set // the numbers placed
	// long holds the unplaced numbers of gaps too wide for short reach,
	// worked out when left was longLeft (-1: never).
	long     set
	longLeft int
}

// newState returns the state of b with nothing known: every number may
// stand in every open cell.
func newState(b *board) *state {
	var s state
	s.reset(b)
	return &s
}

// reset makes s the state of b with nothing known, reusing its memory.
func (s *state) reset(b *board) {
	s.b, s.free, s.left, s.dirty, s.unsure, s.ends = b, b.open, b.n, set{}, set{}, set{}
	s.placed, s.longLeft = set{}, -1
	if cap(s.cand) < b.n+1 {
		s.cand, s.pos = make([]set, b.n+1), make([]int, b.n+1)
	}
	s.cand, s.pos = s.cand[:b.n+1], s.pos[:b.n+1]
	for k := 1; k <= b.n; k++ {
		s.cand[k] = b.open
		s.pos[k] = -1
		s.dirty.add(k)
		s.unsure.add(k)
	}
}

// copyFrom makes s a copy of t (which has the same board).
func (s *state) copyFrom(t *state) {
	s.b = t.b
	s.cand = append(s.cand[:0], t.cand...)
	s.pos = append(s.pos[:0], t.pos...)
	s.free, s.left, s.dirty, s.unsure, s.ends = t.free, t.left, t.dirty, t.unsure, t.ends
	s.placed, s.long, s.longLeft = t.placed, t.long, t.longLeft
}

// clone returns a copy of s.
func (s *state) clone() *state {
	var t state
	t.copyFrom(s)
	return &t
}

// place puts k in cell c and reports whether that agrees with the state:
// c is free and may hold k, and placed neighbour numbers touch it.
func (s *state) place(k, c int) bool {
	if s.pos[k] == c {
		return true
	}
	if s.pos[k] >= 0 || !s.free.has(c) || !s.cand[k].has(c) {
		return false
	}
	if (k > 1 && s.pos[k-1] >= 0 && !s.b.adjacent(s.pos[k-1], c)) ||
		(k < s.b.n && s.pos[k+1] >= 0 && !s.b.adjacent(s.pos[k+1], c)) {
		return false
	}
	s.pos[k] = c
	s.placed.add(k)
	s.free.del(c)
	s.left--
	// Only the word of c can change: test it alone (cand[0] stays empty).
	w, bit := c>>6, uint64(1)<<(c&63)
	for j := range s.cand {
		if s.cand[j][w]&bit != 0 {
			s.cand[j][w] &^= bit
			s.dirty.add(j)
			s.unsure.add(j)
		}
	}
	s.cand[k] = set{}
	s.cand[k].add(c)
	s.dirty.add(k)
	for j := max(k-1, 1); j <= min(k+1, s.b.n); j++ {
		s.noteEnd(j)
	}
	return true
}

// setCand replaces the cells of k by nc, noting a change.
func (s *state) setCand(k int, nc set) bool {
	if nc == s.cand[k] {
		return false
	}
	s.cand[k] = nc
	s.dirty.add(k)
	s.unsure.add(k)
	return true
}

// placeGivens places the givens (cells with a number) of vals, where
// vals[i] is the number of cell i or 0, and reports whether they agree.
func (s *state) placeGivens(vals []int) bool {
	for i, v := range vals {
		if v > 0 && !s.place(v, i) {
			return false
		}
	}
	return true
}

// holds reports whether s places every given of vals.
func (s *state) holds(vals []int) bool {
	for i, v := range vals {
		if v > 0 && s.pos[v] != i {
			return false
		}
	}
	return true
}

// solved reports whether every number is placed.
func (s *state) solved() bool { return s.left == 0 }

// values returns the number of every cell (0 where none is placed yet).
func (s *state) values() []int {
	vals := make([]int, s.b.rows*s.b.cols)
	for k := 1; k < len(s.pos); k++ {
		if s.pos[k] >= 0 {
			vals[s.pos[k]] = k
		}
	}
	return vals
}

// reach keeps each number only in cells next to a possible cell of the
// number before it and of the number after it. From a placed number this
// is the step distance: k can stand only within k-a steps of a and b-k
// steps of b. It works through the numbers whose cells changed, narrowing
// their neighbours in the chain, until nothing changes. It reports
// whether anything changed and whether the state is still possible.
func (s *state) reach() (changed, ok bool) { return s.reachBut(set{}) }

// reachBut is reach passing over the dirty numbers of skip, which stay
// dirty.
func (s *state) reachBut(skip set) (changed, ok bool) {
	n := s.b.n
	for k := s.dirty.firstBut(skip); k >= 0; k = s.dirty.firstBut(skip) {
		s.dirty.del(k)
		var near set
		if s.pos[k] >= 0 {
			near = s.b.near[s.pos[k]]
		} else {
			near = s.b.around(s.cand[k])
		}
		for _, j := range [2]int{k - 1, k + 1} {
			if j < 1 || j > n || s.pos[j] >= 0 {
				continue
			}
			nc := s.cand[j].and(near)
			if nc == s.cand[j] {
				continue
			}
			if nc.empty() {
				s.dirty = set{}
				return changed, false
			}
			s.cand[j] = nc
			s.dirty.add(j)
			s.unsure.add(j)
			changed = true
		}
	}
	return changed, true
}

// singles places every number left with one cell, from the lowest. It
// reports whether it placed any and whether the state is still possible.
// It looks only at the numbers whose cells changed since it last did,
// which keeps the order and the outcome of looking at every number.
func (s *state) singles() (changed, ok bool) {
	for k := s.unsure.next(1); k >= 0; k = s.unsure.next(k + 1) {
		s.unsure.del(k)
		if s.pos[k] >= 0 {
			continue
		}
		c := s.cand[k].single()
		if c < 0 {
			if s.cand[k].empty() {
				return changed, false
			}
			continue
		}
		if !s.place(k, c) {
			return changed, false
		}
		changed = true
	}
	return changed, true
}

// cover returns the free cells that some unplaced number may hold, and
// those only one may hold.
func (s *state) cover() (once, onlyOne set) {
	if s.b.twoWords {
		// Written out for small boards, as around is.
		var o0, o1, t0, t1 uint64
		for k := 1; k <= s.b.n; k++ {
			if s.pos[k] < 0 {
				c := &s.cand[k]
				t0 |= o0 & c[0]
				t1 |= o1 & c[1]
				o0 |= c[0]
				o1 |= c[1]
			}
		}
		return set{o0, o1}, set{o0 &^ t0, o1 &^ t1}
	}
	var twice set
	for k := 1; k <= s.b.n; k++ {
		if s.pos[k] < 0 {
			twice = twice.or(once.and(s.cand[k]))
			once = once.or(s.cand[k])
		}
	}
	return once, once.minus(twice)
}

// hiddenSingles places the number of every free cell only one number may
// hold. It reports whether it placed any and whether the state is still
// possible (every free cell keeps a number).
func (s *state) hiddenSingles() (changed, ok bool) { return s.onlyNumbers(s.free) }

// onlyNumbers is hiddenSingles kept to the free cells of within.
func (s *state) onlyNumbers(within set) (changed, ok bool) {
	once, only := s.cover()
	if !s.free.minus(once).empty() {
		return false, false
	}
	only = only.and(within)
	if only.empty() {
		return false, true
	}
	for k := 1; k <= s.b.n && !only.empty(); k++ {
		if s.pos[k] >= 0 || !s.cand[k].meets(only) {
			continue
		}
		c := s.cand[k].and(only).first()
		if !s.place(k, c) {
			return changed, false
		}
		only.del(c)
		changed = true
	}
	return changed, true
}

// openEnded returns the placed cells whose number still lacks a placed
// neighbour number (1 and n lack only one side).
func (s *state) openEnded() set { return s.ends }

// noteEnd updates whether placed k's cell is open-ended, as place does
// for the number it places and its two neighbours.
func (s *state) noteEnd(k int) {
	c, n := s.pos[k], s.b.n
	switch {
	case c < 0:
	case (k > 1 && s.pos[k-1] < 0) || (k < n && s.pos[k+1] < 0):
		s.ends.add(c)
	default:
		s.ends.del(c)
	}
}

// deadEnds keeps numbers other than 1 and n out of free cells with fewer
// than two usable neighbours (free cells, or numbers still open on a
// side): such a cell can only be an end of the path. It reports whether
// anything changed.
func (s *state) deadEnds() bool {
	usable := s.free.or(s.openEnded())
	two, _ := s.b.crowded(usable)
	ends := s.free.minus(two)
	if ends.empty() {
		return false
	}
	changed := false
	for k := 2; k < s.b.n; k++ {
		if s.pos[k] < 0 && s.setCand(k, s.cand[k].minus(ends)) {
			changed = true
		}
	}
	return changed
}

// regions counts, in every region of free cells (and for Numbrix in each
// colour of it), the numbers that may stand there: fewer numbers than
// cells is impossible, and as many means those numbers all stand there.
// It reports whether anything changed and whether the state is possible.
func (s *state) regions() (changed, ok bool) {
	rest := s.free
	for !rest.empty() {
		comp := s.b.component(rest.first(), s.free)
		rest = rest.minus(comp)
		parts := [3]set{comp}
		if !s.b.diagonal {
			parts[1], parts[2] = comp.and(s.b.dark), comp.minus(s.b.dark)
		}
		touching := s.touching(parts)
		for i, part := range parts {
			c, ok := s.pigeonhole(part, touching[i])
			if !ok {
				return changed, false
			}
			if c {
				// Numbers kept to one colour may no longer touch the other.
				changed, touching = true, s.touching(parts)
			}
		}
	}
	return changed, true
}

// touching counts the unplaced numbers that may stand in each of parts,
// a region and its two colours (or none), in one pass.
func (s *state) touching(parts [3]set) [3]int {
	var out [3]int
	for k := 1; k <= s.b.n; k++ {
		if s.pos[k] >= 0 || !s.cand[k].meets(parts[0]) {
			continue
		}
		out[0]++
		out[1] += b2i(s.cand[k].meets(parts[1]))
		out[2] += b2i(s.cand[k].meets(parts[2]))
	}
	return out
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pigeonhole applies the region count to the free cells part, which
// touching unplaced numbers may hold.
func (s *state) pigeonhole(part set, touching int) (changed, ok bool) {
	size := part.count()
	if size == 0 {
		return false, true
	}
	if touching < size {
		return false, false
	}
	if touching > size {
		return false, true
	}
	for k := 1; k <= s.b.n; k++ {
		if s.pos[k] < 0 && s.cand[k].meets(part) {
			if s.setCand(k, s.cand[k].and(part)) {
				changed = true
			}
		}
	}
	return changed, true
}

// propagate applies every cheap rule until none changes the state and
// reports whether the state is still possible. The costlier rules run
// only once the cheaper ones have settled.
func (s *state) propagate() bool {
	for {
		if _, ok := s.reach(); !ok {
			return false
		}
		placed, ok := s.singles()
		if !ok {
			return false
		}
		if placed {
			continue
		}
		hidden, ok := s.hiddenSingles()
		if !ok {
			return false
		}
		if !hidden && !s.deadEnds() {
			return true
		}
	}
}
