package numberlink

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
// dominated filling (encoding.dominate); each window shape's fillings are
// grouped and widened into cubes ahead of time (dominance_table.go). Under the plain rules a path may
// double back on itself in a U-turn, and that is what makes counting
// slow: a doubled line can fill an open area in many ways. Most of those
// ways are dominated, so the dominant ones are few, and SAT counts them
// many times faster.

// domShapes are the window sizes used, rows by columns.
var domShapes = [][2]int{{2, 3}, {3, 2}, {3, 3}}

// domWindow is one window placed on the board: its table and the board
// edge of each of its inner edges.
type domWindow struct {
	t     *domTable
	edges []int
}

// dominanceWindows returns every placement of every window shape on b
// whose table is not empty (the others add no clause and offer no swap).
func dominanceWindows(b *board) []domWindow {
	var ws []domWindow
	var edges []int // the windows' board edges, in one allocation
	var needs [16]int8
	for _, sh := range domShapes {
		h, w := sh[0], sh[1]
		for r0 := 0; r0+h <= b.rows; r0++ {
			for c0 := 0; c0+w <= b.cols; c0++ {
				need := needs[:h*w]
				for x := range need {
					need[x] = b.need[(r0+x/w)*b.cols+c0+x%w]
				}
				t := dominanceTable(h, w, need)
				if t.empty() {
					continue
				}
				if cap(edges)-len(edges) < len(t.edges) {
					edges = make([]int, 0, 64*len(t.edges))
				}
				win := placeWindow(b, t, r0, c0, edges[len(edges):len(edges)+len(t.edges)])
				edges = edges[:len(edges)+len(t.edges)]
				ws = append(ws, win)
			}
		}
	}
	return ws
}

// placeWindow places the window of table t with its top left cell at
// (r0, c0), writing the board edges of its inner edges into edges.
func placeWindow(b *board, t *domTable, r0, c0 int, edges []int) domWindow {
	cell := func(x int8) int { return (r0+int(x)/t.w)*b.cols + c0 + int(x)%t.w }
	win := domWindow{t: t, edges: edges}
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
		other, ok := w.t.swap(m)
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
