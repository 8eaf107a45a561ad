package regions

import "math/bits"

// A grading run tries the same techniques over the same units again and
// again: after any progress it starts afresh from the simplest, and most
// of the grid has not changed since the last look. What a unit technique
// (hidden singles, naked and hidden subsets) finds in a unit depends on
// that unit's cells alone, and what locked candidates find at a crossing
// on its line's and region's cells alone. So the grader stamps each unit
// with the time of its last change, and each technique each unit (or
// crossing) with the time it last found nothing there; a technique skips
// a unit it found nothing in that has not changed since. (Hidden singles,
// tried after every step, keep a bit mask of the units to look at again
// instead.) A change only marks its units dirty, as cheaply as it can; the
// stamps are written when a technique next looks. It finds the same
// steps, in the same order, as looking at every unit each time.

// unitLooks holds, for one technique, the time it last found nothing in
// each unit (0: never); crossingLooks the same for each crossing (at most
// one per cell: a crossing shares two cells or more with its line).
type (
	unitLooks     [3 * MaxN]uint32
	crossingLooks [maxCells]uint32
)

// Where a subset technique keeps its looks in Grader.unitLooks: at its
// offset from NakedPair.
const numUnitLooks = int(HiddenQuad-NakedPair) + 1

// touch notes that cell c's candidates or value changed: its units join
// g.dirty, the changes not yet stamped (flush), and c joins g.touched.
func (g *Grader) touch(c int) {
	g.dirty |= g.s.unitBits[c]
	g.touched[c>>6] |= 1 << (c & 63)
}

// touchAll notes that every unit and every cell changed, so that no
// earlier look counts.
func (g *Grader) touchAll() {
	g.clock++
	g.dirty = 1<<len(g.s.Units) - 1
	g.flush()
	g.touched = CellSet{}
	for c := range g.n * g.n {
		g.touched[c>>6] |= 1 << (c & 63)
	}
}

// CellSet is a set of a grid's cells: cell c is bit c%64 of word c/64.
type CellSet [(maxCells + 63) / 64]uint64

// TakeChanged returns the cells whose candidates or digit changed since
// it was last called in this run (every cell, the first time), and
// forgets them. A change only ever removes candidates, so a rule that
// found nothing where none of the cells it read is among them would find
// nothing again. The grader keeps one such set: the rules of a ladder
// that skip where nothing changed share one taker, which keeps for each
// of them the cells changed since that rule last asked and hands them
// over when it asks, rather than each taking it: a take by one would hide
// the changes from the others.
func (g *Grader) TakeChanged() CellSet {
	t := g.touched
	g.touched = CellSet{}
	return t
}

// flush stamps the units of g.dirty with the time now, and marks them for
// hidden singles to look at again.
func (g *Grader) flush() {
	g.singlesStale |= g.dirty
	for m := g.dirty; m != 0; m &= m - 1 {
		g.changed[bits.TrailingZeros32(m)] = g.clock
	}
	g.dirty = 0
}

// unchanged reports whether unit u has not changed since l last found
// nothing in it.
func (g *Grader) unchanged(l *unitLooks, u int) bool {
	if g.dirty != 0 {
		g.flush()
	}
	return l[u] > g.changed[u]
}

// foundNothing stamps entry i of l (a unit's or a crossing's look) with
// a new time, later than every change so far.
func (g *Grader) foundNothing(l []uint32, i int) {
	if g.dirty != 0 {
		g.flush()
	}
	g.clock++
	l[i] = g.clock
}

// nextStale returns the first unit from from up to (not including) to
// that hidden singles must look at, or -1: one changed since they last
// found nothing in it.
func (g *Grader) nextStale(from, to int) int {
	m := (g.singlesStale | g.dirty) >> from << from & (1<<to - 1)
	if m == 0 {
		return -1
	}
	return bits.TrailingZeros32(m)
}

// singlesFoundNothing notes that hidden singles found nothing in unit u.
func (g *Grader) singlesFoundNothing(u int) {
	if g.dirty != 0 {
		g.flush()
	}
	g.singlesStale &^= 1 << u
}
