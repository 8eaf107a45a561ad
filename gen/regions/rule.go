package regions

// The grader's pencil marks as a ladder's rules, and solvers that seed a
// run from a board of their own, read and change them.

import "github.com/puzzlebook/puzzlebook/gen"

// Geometry returns the geometry of the run.
func (g *Grader) Geometry() *Geometry { return g.s }

// Candidates returns the digits still possible in cell c (bit d-1 for
// digit d); a placed cell has none.
func (g *Grader) Candidates(c int) uint16 { return g.cand[c] }

// Value returns the digit placed in cell c, or 0.
func (g *Grader) Value(c int) int { return int(g.vals[c]) }

// Broken reports whether the grid contradicts itself.
func (g *Grader) Broken() bool { return g.broken }

// Left returns the number of empty cells.
func (g *Grader) Left() int { return g.left }

// Place writes digit d (1-based) into cell c and removes it from the
// cell's peers. Placing a digit the cell cannot take, or leaving a peer
// without candidates, breaks the grid.
func (g *Grader) Place(c, d int) { g.place(c, d) }

// Eliminate removes the digits of mask from cell c's candidates and
// reports whether any was there. Leaving an empty cell without
// candidates breaks the grid.
func (g *Grader) Eliminate(c int, mask uint16) bool { return g.eliminate(c, mask) }

// Record counts one step of technique t, made just before.
func (g *Grader) Record(t Technique) { g.record(t) }

// Tracing reports whether the run writes down its steps, so that a rule
// need only compose its sentence (Note) then.
func (g *Grader) Tracing() bool { return g.trace != nil }

// Note gives the sentence of the step a rule is about to record, in
// English alone; Say gives it in Words, to be said in any language.
func (g *Grader) Note(text string) {
	if g.trace != nil {
		g.trace.saw.text = text
	}
}

// Say gives the sentence of the step a rule is about to record as Words
// (Step.Said), said in English for its Text.
func (g *Grader) Say(w gen.Words) {
	if g.trace != nil {
		g.trace.saw.said = w
	}
}

// SetCell places digit d in cell c of a run begun with Setup, without
// touching any candidates.
func (g *Grader) SetCell(c, d int) {
	if g.vals[c] == 0 {
		g.left--
	}
	g.vals[c] = uint8(d)
	g.touch(c)
	for _, u := range g.s.CellUnits[c] { // d may take the place of another digit
		m := uint16(0)
		for _, x := range g.s.Units[u] {
			m |= 1 << g.vals[x] >> 1
		}
		g.placed[u] = m
	}
}

// SetCandidates sets the candidates of cell c of a run begun with Setup;
// an empty cell left without any breaks the grid.
func (g *Grader) SetCandidates(c int, mask uint16) {
	g.cand[c] = mask
	g.touch(c)
	g.mayBeSingle(c)
	if mask == 0 && g.vals[c] == 0 {
		g.broken = true
	}
}

// Check makes the run check every step against truth, the known solution
// (n*n digits), for Wrong.
func (g *Grader) Check(truth []int) { g.truth = truth }

// Wrong reports the first step (1-based) that removed a true digit, and
// its technique, or 0 when none did (see Check).
func (g *Grader) Wrong() (step int, t Technique) {
	if !g.wrong {
		return 0, 0
	}
	return g.wrongAt, g.wrongBy
}
