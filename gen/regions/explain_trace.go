package regions

import (
	"cmp"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// trace writes down the steps of one grading run, for Steps. The grader
// tells it what a step's technique saw (the saw* methods, called only
// when a trace is set) and then records the step (grader.record), after
// the step's changes; the trace reads the changes off the pencil marks,
// as their difference from the marks at the previous step. It only reads
// the grader, so a traced run makes the same deductions in the same order
// as the untraced runs of rate and the generator.
type trace struct {
	s      *Geometry
	ladder *Ladder
	cand   [maxCells]uint16 // the pencil marks before the step
	vals   [maxCells]uint8  // the digits placed before the step
	saw    pattern
	steps  []gen.Step
}

// pattern is what a step's technique saw, for its sentence.
type pattern struct {
	// unit is a subset's unit, the line of locked candidates, or a
	// W-wing's linking unit.
	unit int
	box  int // the box of locked candidates
	// digits are locked candidates' or a subset's digits, a fish's
	// digit, the digit a wing or chain rules out, or a W-wing's link.
	digits uint16
	// cells are a subset's cells or a colouring chain's.
	cells []int
	// ends are a wing's pincers, a W-wing's two cells or an XY-chain's
	// two ends (a fixed array, so that noting them costs the grader's
	// search loops nothing).
	ends         [2]int
	lines, cover uint16    // a fish's base lines and cover lines
	byCol        bool      // a fish's base lines are columns
	colour       []int8    // simple colouring: the colour (1 or -1) of each of cells
	said         gen.Words // a rule's sentence (Grader.Say)
	text         string    // a rule's sentence in English alone (Grader.Note)
}

// newTrace returns a trace of a run on g, whose givens are placed.
func newTrace(g *Grader) *trace {
	return &trace{s: g.s, ladder: g.ladder, cand: g.cand, vals: g.vals, steps: []gen.Step{}}
}

// record writes down one step of technique t and weight w, which g has
// just made.
func (tr *trace) record(g *Grader, t Technique, w int) {
	n := g.n
	step := gen.Step{Technique: g.ladder.info(t).Name, Weight: w}
	for c := range n * n {
		switch {
		case tr.vals[c] == 0 && g.vals[c] != 0:
			step.Place = append(step.Place, [3]int{c / n, c % n, int(g.vals[c])})
		case g.vals[c] == 0:
			for m := tr.cand[c] &^ g.cand[c]; m != 0; m &= m - 1 {
				step.Eliminate = append(step.Eliminate, [3]int{c / n, c % n, candDigit(m & -m)})
			}
		}
	}
	step.Said = tr.sentence(t, &step)
	step.Text = step.Said.String()
	if step.Said.Format == "" {
		step.Text = tr.saw.text
	}
	tr.steps = append(tr.steps, step)
	tr.cand, tr.vals = g.cand, g.vals
	tr.saw = pattern{cells: tr.saw.cells[:0], colour: tr.saw.colour[:0]}
}

// sawCrossing finds, on the marks before the step, the box-line
// crossing that locked candidates (claim: claiming, else pointing) used:
// the first one whose test in grader.lockedCandidates passes, as there.
// (Finding it again here keeps the grader's search loop as tight as it is
// without a trace.) It panics unless that crossing clears exactly what
// step does.
func (tr *trace) sawCrossing(claim bool, step *gen.Step) {
	union := func(cells []int) uint16 {
		var m uint16
		for _, c := range cells {
			m |= tr.cand[c]
		}
		return m
	}
	for _, x := range tr.s.crossings {
		in, line, box := union(x.inter), union(x.lineRest), union(x.boxRest)
		m, targets := in&^box&line, x.lineRest
		if claim {
			m, targets = in&^line&box, x.boxRest
		}
		if m == 0 {
			continue
		}
		var clears [][3]int
		for _, c := range targets {
			for d := tr.cand[c] & m; d != 0; d &= d - 1 {
				clears = append(clears, [3]int{c / tr.s.N, c % tr.s.N, candDigit(d & -d)})
			}
		}
		slices.SortFunc(clears, func(a, b [3]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1], a[2]-b[2]) })
		if !slices.Equal(clears, step.Eliminate) {
			panic("regions: the trace finds other locked candidates than the Grader")
		}
		tr.saw.unit, tr.saw.box, tr.saw.digits = x.line, x.box, m
		return
	}
	panic("regions: the trace does not find the locked candidates the Grader found")
}

// sawSubset notes the subset or fish that ss found.
func (tr *trace) sawSubset(s *Geometry, ss *subsetSearch) {
	switch ss.t {
	case NakedPair, NakedTriple, NakedQuad:
		tr.saw.unit, tr.saw.digits = ss.ctx, ss.cover
		tr.saw.cells = unitCells(s, ss.ctx, ss.member, tr.saw.cells[:0])
	case HiddenPair, HiddenTriple, HiddenQuad:
		tr.saw.unit, tr.saw.digits = ss.ctx, ss.member
		tr.saw.cells = unitCells(s, ss.ctx, ss.cover, tr.saw.cells[:0])
	default:
		tr.saw.digits, tr.saw.byCol = 1<<(ss.ctx/2), ss.ctx%2 == 1
		tr.saw.lines, tr.saw.cover = ss.member, ss.cover
	}
}

// unitCells appends to out the cells of unit u at the positions of at.
func unitCells(s *Geometry, u int, at uint16, out []int) []int {
	for i, c := range s.Units[u] {
		if at&(1<<i) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// sawWing notes the pincers of a wing or the two ends of an XY-chain,
// and the digit it rules out.
func (tr *trace) sawWing(digit uint16, a, b int) {
	tr.saw.digits, tr.saw.ends = digit, [2]int{a, b}
}

// sawLink notes a W-wing: cells a and b, linked through unit u by digit
// link.
func (tr *trace) sawLink(link uint16, a, b, u int) {
	tr.saw.digits, tr.saw.unit, tr.saw.ends = link, u, [2]int{a, b}
}

// pivot returns the pivot of the wing with pincers a and b: the first
// cell, in the grader's order, that sees both and every cell of seen,
// and has the candidates mask. That is the grader's pivot: it tries
// pivots in that order, and an earlier one would have given it this wing
// there first. (Finding it again here keeps the pivot out of the
// grader's inner loops.)
func (tr *trace) pivot(a, b int, mask uint16, seen []int) int {
	for p := range tr.s.N * tr.s.N {
		if tr.cand[p] != mask || p == a || p == b || !tr.sees(p, a) || !tr.sees(p, b) {
			continue
		}
		if !slices.ContainsFunc(seen, func(q int) bool { return !tr.sees(p, q) }) {
			return p
		}
	}
	panic("regions: the trace does not find the pivot of the Grader's wing")
}

// sawChain notes a simple-colouring chain of digit bit and its colours.
func (tr *trace) sawChain(bit uint16, chain []uint8, colour *[maxCells]int8) {
	tr.saw.digits = bit
	tr.saw.cells, tr.saw.colour = tr.saw.cells[:0], tr.saw.colour[:0]
	for _, c := range chain {
		tr.saw.cells = append(tr.saw.cells, int(c))
		tr.saw.colour = append(tr.saw.colour, colour[c])
	}
}

// xyPath returns the cells of the XY-chain from start to end that forces
// end to z when start is not z, found as grader.xyChain finds it on the
// marks before the step.
func (tr *trace) xyPath(start, end int, z uint16) []int {
	type node struct {
		cell   int
		val    uint16
		parent int
	}
	var forced [maxCells]uint16
	sm := tr.cand[start]
	forced[start] = sm &^ z
	queue := []node{{start, sm &^ z, -1}}
	for i := 0; i < len(queue); i++ {
		st := queue[i]
		for _, p := range tr.s.Peers[st.cell] {
			pm := tr.cand[p]
			if p == start || pm&st.val == 0 || candCount(pm) != 2 {
				continue
			}
			v := pm &^ st.val
			if forced[p]&v != 0 {
				continue
			}
			forced[p] |= v
			queue = append(queue, node{p, v, i})
			if p != end || v != z {
				continue
			}
			var path []int
			for j := len(queue) - 1; j >= 0; j = queue[j].parent {
				path = append(path, queue[j].cell)
			}
			for a, b := 0, len(path)-1; a < b; a, b = a+1, b-1 {
				path[a], path[b] = path[b], path[a]
			}
			return path
		}
	}
	panic("regions: the trace does not find the XY-chain the Grader found")
}
