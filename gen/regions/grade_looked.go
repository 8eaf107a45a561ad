package regions

// A grading run tries the same techniques over the same units again and
// again: after any progress it starts afresh from the simplest, and most
// of the grid has not changed since the last look. What a unit technique
// (hidden singles, naked and hidden subsets) finds in a unit depends on
// that unit's cells alone, and what locked candidates find at a crossing
// on its line's and region's cells alone. So the grader stamps each unit
// with the time of its last change, and each technique each unit (or
// crossing) with the time it last found nothing there; a technique skips
// a unit it found nothing in that has not changed since. It finds the
// same steps, in the same order, as looking at every unit each time.

// unitLooks holds, for one technique, the time it last found nothing in
// each unit (0: never); crossingLooks the same for each crossing (at most
// one per cell: a crossing shares two cells or more with its line).
type (
	unitLooks     [3 * MaxN]uint32
	crossingLooks [maxCells]uint32
)

// Where a technique keeps its looks: lookSingles in Grader.unitLooks, the
// subsets after it (lookSubset + the technique's offset from NakedPair).
const (
	lookSingles = iota
	lookSubset
	numUnitLooks = lookSubset + int(HiddenQuad-NakedPair) + 1
)

// touch notes that cell c's candidates or value changed.
func (g *Grader) touch(c int) {
	u := &g.s.CellUnits[c]
	g.changed[u[0]], g.changed[u[1]], g.changed[u[2]] = g.clock, g.clock, g.clock
}

// touchAll notes that every unit changed, so that no earlier look counts.
func (g *Grader) touchAll() {
	g.clock++
	for u := range g.changed {
		g.changed[u] = g.clock
	}
}

// unchanged reports whether unit u has not changed since l last found
// nothing in it.
func (g *Grader) unchanged(l *unitLooks, u int) bool { return l[u] > g.changed[u] }

// foundNothing stamps entry i of l (a unit's or a crossing's look) with
// a new time, later than every change so far.
func (g *Grader) foundNothing(l []uint32, i int) {
	g.clock++
	l[i] = g.clock
}
