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
	// quiet holds, per rung and per cage or house, whether the rung
	// found nothing there when it last looked.
	quiet [looks][]bool
	// blind, set by a test, wakes every cage and house at every look, as
	// if nothing were watched.
	blind bool
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
	w.reach = [maxCells]uint32{}
	for u, cells := range b.g.Units {
		for _, i := range cells {
			for _, j := range b.cages[b.cageOf[i]].cells {
				w.reach[j] |= 1 << u
			}
		}
	}
	w.read = resizedOf(w.read, len(b.g.Units))
	sizes := [looks]int{len(b.cages), b.real, len(b.g.Units)}
	for x, n := range sizes {
		w.quiet[x] = resizedOf(w.quiet[x], n)
		clear(w.quiet[x])
	}
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
// engine last gave them, to every rung's. A placed cell has no
// candidates left; so has a broken one, which ends the run.
func (w *watch) take(g *regions.Grader) {
	changed := cellSet(g.TakeChanged())
	if changed == (cellSet{}) {
		return
	}
	var placed cellSet
	left := changed
	for i := left.next(); i >= 0; i = left.next() {
		if g.Candidates(i) == 0 {
			placed.add(i)
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
	for w := range s {
		if m := s[w]; m != 0 {
			s[w] = m & (m - 1)
			return w<<6 | bits.TrailingZeros64(m)
		}
	}
	return -1
}

// wakeCages returns cage single's quiet flags, per cage, once those of
// the cages holding a cell placed since it last looked are cleared: what
// it finds in a cage with no empty cell or more than one depends only on
// the cage's digits, and a cage with one it either fills or leaves awake.
func (k *rules) wakeCages(g *regions.Grader) []bool {
	quiet := k.watch.quiet[lookSingle]
	placed, _ := k.watch.since(g, lookSingle)
	for i := placed.next(); i >= 0; i = placed.next() {
		for _, x := range k.b.cagesOf[i] {
			quiet[x] = false
		}
	}
	return k.watch.awake(lookSingle)
}

// wakeCombinations returns cage combination's quiet flags, per cage of
// the puzzle, once those of the cages holding a cell changed since it
// last looked are cleared.
func (k *rules) wakeCombinations(g *regions.Grader) []bool {
	quiet := k.watch.quiet[lookCombination]
	_, changed := k.watch.since(g, lookCombination)
	for i := changed.next(); i >= 0; i = changed.next() {
		quiet[k.b.cageOf[i]] = false
	}
	return k.watch.awake(lookCombination)
}

// wakeHouses returns the rule of 45's quiet flags, per house, once those
// of the houses it reads a cell of that changed since it last looked
// are cleared.
func (k *rules) wakeHouses(g *regions.Grader) []bool {
	w := k.watch
	quiet := w.quiet[look45]
	placed, changed := w.since(g, look45)
	var woken uint32
	for i := placed.next(); i >= 0; i = placed.next() {
		woken |= w.reach[i]
	}
	for ; woken != 0; woken &= woken - 1 {
		quiet[bits.TrailingZeros32(woken)] = false
	}
	for u, q := range quiet {
		if q && w.read[u].meets(changed) {
			quiet[u] = false
		}
	}
	return w.awake(look45)
}

// awake returns rung r's quiet flags, all cleared when w is blind.
func (w *watch) awake(r look) []bool {
	if w.blind {
		clear(w.quiet[r])
	}
	return w.quiet[r]
}

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
	k.watch.read[u], k.watch.quiet[look45][u] = read, true
}
