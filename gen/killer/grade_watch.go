package killer

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The easy killer rungs look at the grid cage by cage (cage single, cage
// combination) or house by house (rule of 45), every step, and most of
// the time find nothing there. What a cage or a house gives depends on a
// few cells only: cage single on its cells' digits (and on its one empty
// cell's candidates), cage combination on its cells' candidates, the rule
// of 45 on the digits of the cells of the cages that meet the house and
// on the candidates of its open innies and of the cage that holds them.
// A watch keeps, per rung, the cages or houses where the rung last found
// nothing, and the cells placed or changed since it last looked: a quiet
// cage or house none of whose cells it reads changed would give nothing
// again, and is passed over. The rungs take the same steps, in the same
// order, as when they looked everywhere.

// look names a rung that a watch keeps its cages or houses quiet for.
type look int

const (
	lookSingle      look = iota // cage single, over every cage
	lookCombination             // cage combination, over the puzzle's cages
	look45                      // the rule of 45, over the houses
	looks
)

// watch is what the easy rungs of one rating know of the grid as they
// last saw it.
type watch struct {
	// placed and changed hold, per rung, the cells placed and the cells
	// whose candidates changed (placed ones too) since that rung last
	// asked: the watch takes the cells changed from the engine
	// (regions.Grader.TakeChanged) for all three.
	placed, changed [looks]cellSet
	// reach holds, per cell, the houses whose rule of 45 reads its digit:
	// those that a cage of the puzzle holding it meets (bit u, house u).
	reach [maxCells]uint32
	// read holds, per house, the cells whose candidates its rule of 45
	// read when it last found nothing there.
	read []cellSet
	// awake holds, per rung, the cages or houses where it has not found
	// nothing since they last changed (every one, at first); all holds
	// every one of them.
	awake, all [looks]indexSet
	// blind, set by a test, wakes every cage and house at every look, as
	// if nothing were watched.
	blind bool
	// The grid as the digits placed leave it, kept up as the watch
	// takes the cells placed: per cage of the puzzle, its empty cells
	// (open) and what they still add up to (need); per house, what its
	// empty cells add up to (rest); and the cells with a digit (filled).
	// b is the board rated.
	open   [maxCells]cellSet
	filled cellSet
	need   [maxCells]int
	rest   [3 * maxCage]int
	b      *board
}

// reset readies w for a rating of b: nothing is quiet and every cell
// counts as changed.
func (w *watch) reset(b *board) {
	var every cellSet
	for i := range b.g.n * b.g.n {
		every.add(i)
	}
	for x := range looks {
		w.placed[x], w.changed[x] = every, every
	}
	for _, c := range b.cages[:b.real] { // the houses a cage meets, for each of its cells
		meets := uint32(0)
		for _, i := range c.cells {
			meets |= b.g.unitsOf[i]
		}
		for _, i := range c.cells {
			w.reach[i] = meets
		}
	}
	w.b, w.filled = b, cellSet{}
	for x, c := range b.cages[:b.real] {
		w.open[x], w.need[x] = cellSet{}, c.sum
		for _, i := range c.cells {
			w.open[x].add(i)
		}
	}
	for u := range b.g.Units {
		w.rest[u] = b.g.n * (b.g.n + 1) / 2
	}
	w.read = resizedOf(w.read, len(b.g.Units))
	sizes := [looks]int{len(b.cages), b.real, len(b.g.Units)}
	for x, n := range sizes {
		w.all[x] = indexSet{}
		for k := range n {
			w.all[x][k>>6] |= 1 << (k & 63)
		}
		w.awake[x] = w.all[x]
	}
}

// indexSet is a set of cages, or of houses: k is bit k%64 of word k/64.
type indexSet [maxCages / 64]uint64

// next removes the first index of s from it and returns it, or -1 when
// s is empty.
func (s *indexSet) next() int {
	for w, m := range s {
		if m != 0 {
			s[w] = m & (m - 1)
			return w<<6 | bits.TrailingZeros64(m)
		}
	}
	return -1
}

// resizedOf returns s with length n, reusing its array when it has room.
func resizedOf[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// since returns the cells placed, and those whose state changed, in g
// since rung r last asked.
func (w *watch) since(g *regions.Grader, r look) (placed, changed cellSet) {
	w.take(g)
	placed, changed = w.placed[r], w.changed[r]
	w.placed[r], w.changed[r] = cellSet{}, cellSet{}
	return placed, changed
}

// take adds the cells placed, and those whose state changed, since the
// engine last gave them, to every rung's, and takes the digits placed
// out of their cages' and houses' sums. A placed cell has no candidates
// left; so has a broken one, which ends the run. The engine gives each
// placed cell once: it never changes again.
func (w *watch) take(g *regions.Grader) {
	changed := cellSet(g.TakeChanged())
	if changed == (cellSet{}) {
		return
	}
	var placed cellSet
	left := changed
	for i := left.next(); i >= 0; i = left.next() {
		if g.Candidates(i) != 0 {
			continue
		}
		placed.add(i)
		if v := g.Value(i); v != 0 {
			w.filled.add(i)
			x := w.b.cageOf[i]
			w.open[x][i>>6] &^= 1 << (i & 63)
			w.need[x] -= v
			for _, u := range w.b.g.CellUnits[i] {
				w.rest[u] -= v
			}
		}
	}
	for x := range looks {
		w.placed[x] = w.placed[x].with(placed)
		w.changed[x] = w.changed[x].with(changed)
	}
}

// with returns the union of s and t.
func (s cellSet) with(t cellSet) cellSet { return cellSet{s[0] | t[0], s[1] | t[1]} }

// next removes the first cell of s from it and returns it, or -1 when s
// is empty.
func (s *cellSet) next() int {
	if m := s[0]; m != 0 {
		s[0] = m & (m - 1)
		return bits.TrailingZeros64(m)
	}
	if m := s[1]; m != 0 {
		s[1] = m & (m - 1)
		return 64 + bits.TrailingZeros64(m)
	}
	return -1
}

// wakeCages returns the cages cage single is to look at, once those
// holding a cell placed since it last looked are woken: what it finds in
// a cage with no empty cell or more than one depends only on the cage's
// digits, and a cage with one it either fills or leaves awake.
func (k *rules) wakeCages(g *regions.Grader) indexSet {
	awake := &k.watch.awake[lookSingle]
	placed, _ := k.watch.since(g, lookSingle)
	for i := placed.next(); i >= 0; i = placed.next() {
		for _, x := range k.b.cagesOf[i] {
			awake[x>>6] |= 1 << (x & 63)
		}
	}
	return k.watch.toLook(lookSingle)
}

// wakeCombinations returns the cages of the puzzle cage combination is
// to look at, once those holding a cell changed since it last looked
// are woken.
func (k *rules) wakeCombinations(g *regions.Grader) indexSet {
	awake := &k.watch.awake[lookCombination]
	_, changed := k.watch.since(g, lookCombination)
	for i := changed.next(); i >= 0; i = changed.next() {
		x := k.b.cageOf[i]
		awake[x>>6] |= 1 << (x & 63)
	}
	return k.watch.toLook(lookCombination)
}

// wakeHouses returns the houses the rule of 45 is to look at, once
// those it reads a cell of that changed since it last looked are woken.
func (k *rules) wakeHouses(g *regions.Grader) indexSet {
	w := k.watch
	placed, changed := w.since(g, look45)
	var woken uint32
	for i := placed.next(); i >= 0; i = placed.next() {
		woken |= w.reach[i]
	}
	asleep := uint32(w.all[look45][0]&^w.awake[look45][0]) &^ woken
	for ; asleep != 0; asleep &= asleep - 1 {
		if u := bits.TrailingZeros32(asleep); w.read[u].meets(changed) {
			woken |= 1 << u
		}
	}
	w.awake[look45][0] |= uint64(woken)
	return w.toLook(look45)
}

// toLook returns the cages or houses rung r is to look at: those awake,
// or every one when w is blind.
func (w *watch) toLook(r look) indexSet {
	if w.blind {
		w.awake[r] = w.all[r]
	}
	return w.awake[r]
}

// sleep notes that rung r found nothing at cage or house x.
func (w *watch) sleep(r look, x int) { w.awake[r][x>>6] &^= 1 << (x & 63) }

// quietHouse marks house u quiet for the rule of 45, which found nothing
// there reading the candidates of its open innies (cells) and of the
// cage that holds the first of them.
func (k *rules) quietHouse(u int, cells []int) {
	var read cellSet
	for _, i := range cells {
		read.add(i)
	}
	if len(cells) > 0 {
		for _, i := range k.b.cages[k.b.cageOf[cells[0]]].cells {
			read.add(i)
		}
	}
	k.watch.read[u] = read
	k.watch.sleep(look45, u)
}
