package regions

// Hard and expert techniques that look for k things confined to k places:
// naked subsets (k cells holding k digits), hidden subsets (k digits in k
// cells) and fish (one digit in k lines confined to k crossing lines).

// subsetSearch is the input of one search for k members whose masks
// together have exactly k bits: cells and their candidates, digits and
// their positions in a unit, or lines and a digit's positions across them.
type subsetSearch struct {
	t      Technique
	k      int
	ctx    int // the unit searched, or for fish the digit*2 + orientation
	cnt    int
	masks  [MaxN]uint16
	ids    [MaxN]uint8 // each member's position in the unit, digit or line
	member uint16      // set by find: the ids of the members found
	cover  uint16      // set by find: the union of their masks
}

// add appends a member when its mask could belong to a k-subset.
func (ss *subsetSearch) add(id int, mask uint16) {
	if n := candCount(mask); n >= 2 && n <= ss.k {
		ss.masks[ss.cnt], ss.ids[ss.cnt] = mask, uint8(id)
		ss.cnt++
	}
}

// find looks for k members from index at on whose masks' union has k bits
// and applies each such subset until one makes progress.
func (g *Grader) find(ss *subsetSearch, at, depth int, member, cover uint16) bool {
	if depth == ss.k {
		if candCount(cover) != ss.k {
			return false
		}
		ss.member, ss.cover = member, cover
		return g.applySubset(ss)
	}
	for i := at; i <= ss.cnt-(ss.k-depth); i++ {
		u := cover | ss.masks[i]
		if candCount(u) > ss.k {
			continue
		}
		if g.find(ss, i+1, depth+1, member|1<<ss.ids[i], u) {
			return true
		}
	}
	return false
}

// applySubset makes the eliminations a subset found by find allows.
func (g *Grader) applySubset(ss *subsetSearch) bool {
	progress := false
	switch ss.t {
	case NakedPair, NakedTriple, NakedQuad:
		// member: positions in the unit; cover: digits. Clear the digits
		// from the unit's other cells.
		for i, c := range g.s.Units[ss.ctx] {
			if ss.member&(1<<i) == 0 {
				progress = g.eliminate(c, ss.cover) || progress
			}
		}
	case HiddenPair, HiddenTriple, HiddenQuad:
		// member: digits; cover: positions. Clear every other digit from
		// those cells.
		for i, c := range g.s.Units[ss.ctx] {
			if ss.cover&(1<<i) != 0 {
				progress = g.eliminate(c, g.full&^ss.member) || progress
			}
		}
	default: // fish: member: base lines; cover: crossing lines.
		n, bit, byCol := g.n, uint16(1)<<(ss.ctx/2), ss.ctx%2 == 1
		for j := range n {
			if ss.cover&(1<<j) == 0 {
				continue
			}
			for i := range n {
				if ss.member&(1<<i) != 0 {
					continue
				}
				c := i*n + j
				if byCol {
					c = j*n + i
				}
				progress = g.eliminate(c, bit) || progress
			}
		}
	}
	if progress {
		if g.trace != nil {
			g.trace.sawSubset(g.s, ss)
		}
		g.record(ss.t)
	}
	return progress
}

// subsetSize returns k for a subset or fish technique.
func subsetSize(t Technique) int {
	switch t {
	case NakedPair, HiddenPair, XWing:
		return 2
	case NakedTriple, HiddenTriple, Swordfish:
		return 3
	}
	return 4
}

// nakedSubset finds k cells of a unit whose candidates are k digits, and
// clears those digits from the unit's other cells.
func (g *Grader) nakedSubset(t Technique) bool {
	ss := subsetSearch{t: t, k: subsetSize(t)}
	l := &g.unitLooks[t-NakedPair]
	for u, unit := range g.s.Units {
		if g.unchanged(l, u) {
			continue
		}
		ss.ctx, ss.cnt = u, 0
		for i, c := range unit {
			ss.add(i, g.cand[c])
		}
		if ss.cnt >= ss.k && g.find(&ss, 0, 0, 0, 0) {
			return true
		}
		g.foundNothing(l[:], u)
	}
	return false
}

// hiddenSubset finds k digits of a unit that fit only in the same k cells,
// and clears every other digit from those cells.
func (g *Grader) hiddenSubset(t Technique) bool {
	ss := subsetSearch{t: t, k: subsetSize(t)}
	l := &g.unitLooks[t-NakedPair]
	for u, unit := range g.s.Units {
		if g.unchanged(l, u) {
			continue
		}
		var pos [MaxN]uint16
		for i, c := range unit {
			for m := g.cand[c]; m != 0; m &= m - 1 {
				pos[candDigit(m)-1] |= 1 << i
			}
		}
		ss.ctx, ss.cnt = u, 0
		for d := range g.n {
			ss.add(d, pos[d])
		}
		if ss.cnt >= ss.k && g.find(&ss, 0, 0, 0, 0) {
			return true
		}
		g.foundNothing(l[:], u)
	}
	return false
}

// fish finds, for one digit, k rows (or columns) whose places for it lie in
// only k columns (rows), and clears the digit from the rest of those.
func (g *Grader) fish(t Technique) bool {
	n := g.n
	ss := subsetSearch{t: t, k: subsetSize(t)}
	for d := range n {
		bit := uint16(1) << d
		for orient := range 2 {
			ss.ctx, ss.cnt = d*2+orient, 0
			for i := range n {
				var pos uint16
				for j := range n {
					c := i*n + j
					if orient == 1 {
						c = j*n + i
					}
					if g.cand[c]&bit != 0 {
						pos |= 1 << j
					}
				}
				ss.add(i, pos)
			}
			if ss.cnt >= ss.k && g.find(&ss, 0, 0, 0, 0) {
				return true
			}
		}
	}
	return false
}
