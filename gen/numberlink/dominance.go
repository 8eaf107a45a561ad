package numberlink

import (
	"math/bits"
	"slices"
	"sync"
)

// Dominance: counting to two over fewer solutions.
//
// Look at a solution through a small window. Inside the window its lines
// form pieces; each piece runs between two ends, each a stub (where a
// line leaves the window) or an endpoint, and a cell the line only passes
// through is a piece of its own. Two fillings of the window with the same
// cells leaving by the same number of stubs, joined in the same pairs,
// are interchangeable: swapping one for the other inside any solution
// gives another solution, with the same paths between the same endpoints.
//
// Order all edges of the board by (row, column, right before down) and
// call a filling smaller when, at the first edge where two fillings
// differ, it leaves the edge out. Every solution whose filling of some
// window is not the smallest of its kind can be changed into a strictly
// smaller solution, so a chain of such changes ends in a solution where
// every window holds the smallest filling of its kind: a dominant one.
// Hence:
//
//   - no dominant solution: no solution at all;
//   - two dominant solutions: two solutions;
//   - exactly one, D: any other solution leads down to D, whose last step
//     left in some window the smallest filling of a kind with two or more
//     fillings; so there is another solution exactly when some window of
//     D holds such a filling, and swapping it gives one.
//
// The SAT solver counts dominant solutions with a clause per window and
// dominated filling (encoding.dominate). Under the plain rules a path may
// double back on itself in a U-turn, and that is what makes counting
// slow: a doubled line can fill an open area in many ways. Most of those
// ways are dominated, so the dominant ones are few, and SAT counts them
// many times faster.

// domShapes are the window sizes used, rows by columns.
var domShapes = [][2]int{{2, 3}, {3, 2}, {3, 3}}

// domTable is what one window shape allows, given which of its cells
// are endpoints (need 1) or solid (need 0).
type domTable struct {
	h, w  int
	need  []int8
	touch []uint32  // per cell, the inner edges at it
	inner []bool    // per cell, whether no stub can leave it
	edges [][2]int8 // the window's inner edges as pairs of cells (row-major), in board order
	cubes []domCube // partial fillings that only dominated (or impossible) fillings match
	alt   map[uint32]uint32
	// alt maps the smallest filling of a kind with two or more fillings to
	// another filling of that kind.
}

// domCube is a partial filling: the edges in care are in where val has
// their bit.
type domCube struct{ care, val uint32 }

var (
	domMu     sync.Mutex
	domTables = map[uint64]*domTable{}
)

// dominanceTable returns the table of an h by w window whose cells need
// the given numbers of edges, built on first use.
func dominanceTable(h, w int, need []int8) *domTable {
	key := uint64(h) | uint64(w)<<4
	for x, n := range need {
		key |= uint64(n) << (8 + 2*x)
	}
	domMu.Lock()
	defer domMu.Unlock()
	t, ok := domTables[key]
	if !ok {
		t = newDomTable(h, w, need)
		domTables[key] = t
	}
	return t
}

// Filling status in newDomTable.
const (
	domImpossible = iota
	domSmallest
	domDominated
)

// newDomTable enumerates every filling of an h by w window of blank
// cells, groups the possible ones by kind and keeps the dominated ones as
// short cubes.
func newDomTable(h, w int, need []int8) *domTable {
	t := &domTable{h: h, w: w, need: slices.Clone(need), alt: map[uint32]uint32{}}
	for r := range h {
		for c := range w {
			x := int8(r*w + c)
			if c+1 < w {
				t.edges = append(t.edges, [2]int8{x, x + 1})
			}
			if r+1 < h {
				t.edges = append(t.edges, [2]int8{x, x + int8(w)})
			}
		}
	}
	t.touch = make([]uint32, h*w)
	t.inner = make([]bool, h*w)
	for i, e := range t.edges {
		t.touch[e[0]] |= 1 << i
		t.touch[e[1]] |= 1 << i
	}
	for x := range t.inner {
		r, c := x/w, x%w
		t.inner[x] = r > 0 && r < h-1 && c > 0 && c < w-1
	}
	n := uint32(1) << len(t.edges)
	status := make([]uint8, n)
	kinds := map[domKind][]uint32{}
	for m := range n {
		if key, ok := t.kind(m); ok {
			kinds[key] = append(kinds[key], m)
		}
	}
	for _, fills := range kinds {
		smallest := fills[0]
		for _, m := range fills[1:] {
			if lexLess(m, smallest) {
				smallest = m
			}
		}
		for _, m := range fills {
			status[m] = domDominated
		}
		status[smallest] = domSmallest
		for _, m := range fills {
			if m != smallest {
				t.alt[smallest] = m
				break
			}
		}
	}
	seen := map[domCube]bool{}
	for m := range n {
		if status[m] != domDominated {
			continue
		}
		cube := domCube{care: n - 1, val: m}
		for i := range len(t.edges) {
			wider := domCube{care: cube.care &^ (1 << i), val: cube.val &^ (1 << i)}
			if onlyDominated(status, wider, n-1) {
				cube = wider
			}
		}
		if !seen[cube] {
			seen[cube] = true
			t.cubes = append(t.cubes, cube)
		}
	}
	return t
}

// onlyDominated reports whether every filling cube matches is dominated
// or impossible.
func onlyDominated(status []uint8, cube domCube, full uint32) bool {
	free := full &^ cube.care
	for sub := free; ; sub = (sub - 1) & free {
		if status[cube.val|sub] == domSmallest {
			return false
		}
		if sub == 0 {
			return true
		}
	}
}

// lexLess reports whether filling a is smaller than b: at the first edge
// (lowest bit) where they differ, a leaves it out.
func lexLess(a, b uint32) bool {
	d := a ^ b
	return d != 0 && a&(d&-d) == 0
}

// domKind names a kind of filling: for each cell of the window, '-' when
// no stub leaves it, '#' when it is solid, else 'a' plus the cell at the
// other end of its piece (itself when the cell only passes through, or is
// an endpoint whose line leaves at once).
type domKind [16]byte

// kind returns the kind of filling m (which cells leave the window by how
// many stubs, joined in which pairs) and whether m is possible at all:
// no cell with more than two edges, inner cells with exactly two, no
// loop.
func (t *domTable) kind(m uint32) (domKind, bool) {
	cells := t.h * t.w
	for x := range cells {
		d := int8(bits.OnesCount32(m & t.touch[x]))
		if d > t.need[x] || (t.inner[x] && d < t.need[x]) {
			return domKind{}, false
		}
	}
	var deg [16]int8
	var nb [16][2]int8
	for i, e := range t.edges {
		if m&(1<<i) == 0 {
			continue
		}
		a, b := e[0], e[1]
		if deg[a] == t.need[a] || deg[b] == t.need[b] {
			return domKind{}, false
		}
		nb[a][deg[a]] = b
		nb[b][deg[b]] = a
		deg[a]++
		deg[b]++
	}
	var key domKind
	var reached [16]bool
	for x := range cells {
		r, c := x/t.w, x%t.w
		inner := r > 0 && r < t.h-1 && c > 0 && c < t.w-1
		switch {
		case t.need[x] == 0:
			key[x] = '#'
			reached[x] = true
		case deg[x] == t.need[x] && t.need[x] == 2:
			key[x] = '-'
		case inner && deg[x] < t.need[x]:
			return domKind{}, false
		case deg[x] == 0:
			key[x] = byte('a' + x) // passes through, or an endpoint leaving
			reached[x] = true
		default:
			// Walk the piece to its other end.
			prev, at := int8(-1), int8(x)
			for {
				reached[at] = true
				next := int8(-1)
				for j := range deg[at] {
					if nb[at][j] != prev {
						next = nb[at][j]
						break
					}
				}
				if next < 0 {
					break
				}
				prev, at = at, next
			}
			key[x] = byte('a' + at)
		}
	}
	// Cells with two edges that no piece reaches lie on a loop.
	for x := range cells {
		if !reached[x] {
			return domKind{}, false
		}
	}
	return key, true
}

// domWindow is one window placed on the board: its table and the board
// edge of each of its inner edges.
type domWindow struct {
	t     *domTable
	edges []int
}

// dominanceWindows returns every placement of every window shape on b.
func dominanceWindows(b *board) []domWindow {
	var ws []domWindow
	for _, sh := range domShapes {
		for r0 := 0; r0+sh[0] <= b.rows; r0++ {
			for c0 := 0; c0+sh[1] <= b.cols; c0++ {
				ws = append(ws, placeWindow(b, sh[0], sh[1], r0, c0))
			}
		}
	}
	return ws
}

// placeWindow places an h by w window with its top left cell at (r0, c0).
func placeWindow(b *board, h, w, r0, c0 int) domWindow {
	cell := func(x int8) int { return (r0+int(x)/w)*b.cols + c0 + int(x)%w }
	var needs [16]int8
	need := needs[:h*w]
	for x := range need {
		need[x] = b.need[cell(int8(x))]
	}
	t := dominanceTable(h, w, need)
	win := domWindow{t: t, edges: make([]int, len(t.edges))}
	for i, e := range t.edges {
		win.edges[i] = edgeIndex(b, cell(e[0]), cell(e[1]))
	}
	return win
}

// dominate adds, for every window and dominated cube, the clause that
// the window does not hold it, leaving out cubes the state already rules
// out and edges it already decides. From then on the solver counts the
// dominant solutions only.
func (e *encoding) dominate() {
	e.dom = dominanceWindows(e.b)
	var clause []int32
	for _, w := range e.dom {
		for _, cube := range w.t.cubes {
			clause = clause[:0]
			satisfied := false
			for i, ed := range w.edges {
				if cube.care&(1<<i) == 0 {
					continue
				}
				in := cube.val&(1<<i) != 0
				switch {
				case ed < 0: // next to a solid cell
					satisfied = in
				case e.st.edge[ed] == on:
					satisfied = !in
				case e.st.edge[ed] == off:
					satisfied = in
				default:
					if in {
						clause = append(clause, 2*int32(ed)+1)
					} else {
						clause = append(clause, 2*int32(ed))
					}
				}
				if satisfied {
					break
				}
			}
			if !satisfied {
				e.s.addClause(clause)
			}
		}
	}
}

// dominatedSecond returns a second solution when one of the windows of
// the solution s holds the smallest filling of a kind with others, or
// nil.
func dominatedSecond(b *board, s *state, ws []domWindow) *state {
	for _, w := range ws {
		var m uint32
		for i, ed := range w.edges {
			if ed >= 0 && s.edge[ed] == on {
				m |= 1 << i
			}
		}
		other, ok := w.t.alt[m]
		if !ok {
			continue
		}
		lines := make([]bool, len(b.edgeA))
		for i, v := range s.edge {
			lines[i] = v == on
		}
		for i, ed := range w.edges {
			if ed >= 0 {
				lines[ed] = other&(1<<i) != 0
			}
		}
		return stateOf(b, lines)
	}
	return nil
}
