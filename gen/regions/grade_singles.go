package regions

// Easy and medium techniques: singles and locked candidates.

import "math/bits"

// hiddenSinglesIn sweeps the units, boxes first as a person scans, then
// rows, then columns, and places every digit that has one place left in a
// unit (a full house when the unit has one empty cell). A digit with no
// place left breaks the grid.
//
// It looks at the kinds of unit from up to to, in that order: 0 to 1 is
// the regions alone and 1 to 3 the lines (0 to 2 the lines of a Latin
// square).
func (g *Grader) hiddenSinglesIn(from, to int) bool {
	n, progress := g.n, false
	kinds := len(g.s.Units) / n // 3, or 2 in a Latin square
	for k := from; k < to; k++ {
		kind := k // a Latin square's rows, then columns
		if kinds == 3 {
			kind = (k + 2) % 3 // boxes, rows, columns
		}
		first, end := kind*n, kind*n+n
		for u := g.nextStale(first, end); u >= 0; u = g.nextStale(u+1, end) {
			unit := g.s.Units[u]
			var once, twice uint16
			for _, c := range unit {
				m := g.cand[c]
				twice |= once & m
				once |= m
			}
			if once|g.placed[u] != g.full {
				g.broken = true
				return progress
			}
			if once&^twice == 0 {
				g.singlesFoundNothing(u)
				continue
			}
			t := HiddenSingle
			if g.emptyIn(unit) == 1 {
				t = FullHouse
			}
			for single := once &^ twice; single != 0; single &= single - 1 {
				bit := single & -single
				at := -1
				for _, c := range unit {
					if g.cand[c]&bit != 0 {
						at = c
						break
					}
				}
				if at < 0 { // another single took its only cell
					g.broken = true
					return progress
				}
				progress = true
				if !g.single(at, bit, t) {
					return progress
				}
			}
		}
	}
	return progress
}

// emptyIn returns the number of empty cells of unit.
func (g *Grader) emptyIn(unit []int) int {
	empty := 0
	for _, c := range unit {
		if g.vals[c] == 0 {
			empty++
		}
	}
	return empty
}

// nakedSingles places every empty cell that has one candidate left, in
// the order of the cells: it looks at the cells of g.ones alone, and
// finds those that a placement makes singles further on in the same
// sweep, as looking at every cell would.
func (g *Grader) nakedSingles() bool {
	progress := false
	for c := g.nextOne(0); c >= 0; c = g.nextOne(c + 1) {
		g.ones[c/64] &^= 1 << (c % 64)
		m := g.cand[c]
		if g.vals[c] != 0 || m&(m-1) != 0 {
			continue
		}
		if m == 0 {
			g.broken = true
			return progress
		}
		progress = true
		if !g.single(c, m, NakedSingle) {
			return progress
		}
	}
	return progress
}

// mayBeSingle notes cell c among the cells that may be naked singles
// when it has one candidate or none.
func (g *Grader) mayBeSingle(c int) {
	if m := g.cand[c]; m&(m-1) == 0 {
		g.ones[c/64] |= 1 << (c % 64)
	}
}

// nextOne returns the first cell from on in g.ones, or -1.
func (g *Grader) nextOne(from int) int {
	for w := from / 64; w < len(g.ones); w++ {
		m := g.ones[w]
		if w == from/64 {
			m &= ^uint64(0) << (from % 64)
		}
		if m != 0 {
			return w*64 + bits.TrailingZeros64(m)
		}
	}
	return -1
}

// single places the digit of bit in cell c as one step of t, and reports
// whether the grid is still sound.
func (g *Grader) single(c int, bit uint16, t Technique) bool {
	g.place(c, candDigit(bit))
	g.record(t)
	return !g.broken
}

// crossing is the meeting of a region and a line (row or column) in two
// cells or more: the units, the cells they share, and the cells of each
// outside the other. (A digit of one unit confined to one shared cell is
// a hidden single, found first.)
type crossing struct {
	line, box                int
	inter, lineRest, boxRest []int
}

// lockedCandidates finds one box-line crossing where a digit of the box is
// confined to the crossing (pointing: clear it from the rest of the line),
// or, with claim, where a digit of the line is confined to the crossing
// (claiming: clear it from the rest of the box).
func (g *Grader) lockedCandidates(claim bool) bool {
	l := &g.crossingLooks[0]
	if claim {
		l = &g.crossingLooks[1]
	}
	for i := range g.s.crossings {
		x := &g.s.crossings[i]
		if g.dirty != 0 {
			g.flush()
		}
		if l[i] > g.changed[x.line] && l[i] > g.changed[x.box] {
			continue
		}
		in, line, box := g.union(x.inter), g.union(x.lineRest), g.union(x.boxRest)
		m, targets, t := in&^box&line, x.lineRest, Pointing
		if claim {
			m, targets, t = in&^line&box, x.boxRest, Claiming
		}
		if m == 0 {
			g.foundNothing(l[:], i)
			continue
		}
		for _, c := range targets {
			g.eliminate(c, m)
		}
		g.record(t)
		return true
	}
	return false
}

// union returns the candidates of cells together.
func (g *Grader) union(cells []int) uint16 {
	var m uint16
	for _, c := range cells {
		m |= g.cand[c]
	}
	return m
}

// buildCrossings lists, for every region and every row or column that
// shares two cells or more with it, the shared cells and the rest of each.
func buildCrossings(s *Geometry) []crossing {
	n := s.N
	var out []crossing
	for b := 2 * n; b < len(s.Units); b++ { // none in a Latin square
		for l := range 2 * n {
			shared := 0
			for _, c := range s.Units[l] {
				if s.CellUnits[c][2] == b {
					shared++
				}
			}
			if shared < 2 {
				continue
			}
			// One backing array: the shared cells, the line's rest, the
			// region's rest.
			all := make([]int, 0, 2*n-shared)
			x := crossing{line: l, box: b}
			for _, c := range s.Units[l] {
				if s.CellUnits[c][2] == b {
					all = append(all, c)
				}
			}
			for _, c := range s.Units[l] {
				if s.CellUnits[c][2] != b {
					all = append(all, c)
				}
			}
			for _, c := range s.Units[b] {
				if s.CellUnits[c][l/n] != l {
					all = append(all, c)
				}
			}
			x.inter, x.lineRest, x.boxRest = all[:shared:shared], all[shared:n:n], all[n:]
			out = append(out, x)
		}
	}
	return out
}
