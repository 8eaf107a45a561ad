package killer

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// sizeWeights are, per grade, the weights of the cage sizes 2, 3, 4, 5,
// ... a layout draws from on a 4x4 or 6x6: easy puzzles have small
// cages, whose combinations are few; harder ones larger.
var sizeWeights = map[gen.Grade][]int{
	gen.Easy:   {6, 5, 2, 1},
	gen.Medium: {4, 5, 3, 2},
	gen.Hard:   {3, 4, 4, 3},
	gen.Expert: {2, 4, 4, 4, 1, 1, 1, 1},
}

// sizeWeights9 are sizeWeights on a 9x9, smaller: a cage of four or five
// cells has many fillings, so a layout full of them takes long to prove
// unique and is often dropped for its grade, while the recuts that make
// it unique leave mostly cages of two and three cells anyway. Against
// sizeWeights, 20 puzzles of each grade took 2.0x (easy), 4.0x (medium)
// and 2.1x (hard) less time, at the same mean score. An easy 9x9 draws
// no cage of four (a lone cell joining a cage, or a merge, may still
// make one): against {8, 5, 1, 0}, 1,000 puzzles took 0.85x to 0.9x the
// CPU (paired runs), with fewer layouts needing a branch.
var sizeWeights9 = map[gen.Grade][]int{
	gen.Easy:   {8, 5, 0, 0},
	gen.Medium: {6, 5, 2, 1},
	gen.Hard:   {5, 6, 3, 1},
	gen.Expert: {2, 4, 4, 4, 1, 1, 1, 1},
}

// shape is how the layouts of one size and grade are cut.
type shape struct {
	most    int   // the most cells in a cage
	weights []int // of the cage sizes 2, 3, 4, ...
	// few, when above 1, makes a growing cage take, of few free cells
	// drawn, the one whose sum fewest digit sets make: at easy, where a
	// layout is kept as cut, its proof needs half the recuts with two
	// (20 9x9s: 200 proofs against 410), and on a 9x9 three take 0.92x
	// the CPU of two for 100 puzzles at the same mean score (157 against
	// 158) and mix of hardest techniques (on a 6x6, 1.07x); at medium, two, fewer layouts need more than
	// medium, and merges, which need no search, make up the rest (50
	// 9x9s: 115 layouts against 157), but a 6x6 medium, which few
	// layouts make, needs more layouts with it (578 against 404). At hard
	// it is not needed.
	few int
	// settled keeps only a layout whose proof needs no branch, the
	// search's propagation settling every cell: at easy, one that needs
	// a branch is not easy (none of 27 among 50 9x9 puzzles' layouts),
	// so it is dropped before the grader rates it.
	settled bool
}

// shapeFor returns the shape of an n x n puzzle of grade g whose cages
// have at most most cells.
func shapeFor(n int, g gen.Grade, most int) shape {
	weights := sizeWeights[max(g, gen.Easy)]
	if n == 9 {
		weights = sizeWeights9[max(g, gen.Easy)]
	}
	few := 0
	switch {
	case g <= gen.Easy && n == 9:
		few = 3
	case g <= gen.Easy || n == 9 && g == gen.Medium:
		few = 2
	}
	return shape{most: most, weights: weights, few: few, settled: g == gen.Easy}
}

// layout is a cut of the grid into cages: the cage of each cell.
type layout struct {
	n     int
	few   int     // as shape's
	owner []int   // per cell, its cage
	cells [][]int // per cage, its cells; an empty cage is unused
	t     *combos // the combination tables of size n
	sides [][]int // the geometry's (see geom.sides)
	// arena holds the cells of the cages grow makes, each cage's room
	// (its size asked for) after the last's: a layout's cuts and recuts
	// make thousands of small cages.
	arena []int
	// next is grow's room for the free cells beside a growing cage, kept
	// here so that it is not cleared at every cage.
	next [4 * maxCage]int
}

// cutCages cuts sol (n*n digits) into connected cages of 2 to s.most
// cells whose digits differ, drawing each cage's size from s.weights. A
// cell left alone joins a neighbouring cage that has room and lacks its
// digit; false when one cannot.
func cutCages(sol []int, n int, s shape, rng *rand.Rand) (*layout, bool) {
	l := new(layout)
	return l, l.cut(sol, n, s, rng)
}

// cut makes l a cut of sol as cutCages does, in l's storage: the
// generator cuts layout after layout, each dropped before the next.
func (l *layout) cut(sol []int, n int, s shape, rng *rand.Rand) bool {
	most := s.most
	l.n, l.few, l.t, l.sides = n, s.few, comboTables.of(n), geoms.of(n).sides
	l.owner = resized(l.owner, n*n)
	for i := range l.owner {
		l.owner[i] = -1
	}
	l.cells, l.arena = slices.Grow(l.cells[:0], n*n/2), l.arena[:0]
	var order [maxCells]int
	for _, start := range perm(order[:n*n], rng) {
		if l.owner[start] >= 0 {
			continue
		}
		want := min(most, 2+gen.Weighted(s.weights, rng))
		l.grow(sol, start, want, rng)
	}
	for k, cells := range l.cells {
		if len(cells) == 1 && !l.joinNeighbour(sol, k, most, rng) {
			return false
		}
	}
	return true
}

// perm fills p with rng.Perm(len(p)), without allocating, and returns it.
func perm(p []int, rng *rand.Rand) []int {
	for i := range p {
		p[i] = i
	}
	rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// grow makes a new cage of cell start and grows it to want cells through
// random free neighbours whose digit it lacks.
func (l *layout) grow(sol []int, start, want int, rng *rand.Rand) {
	k := len(l.cells)
	if cap(l.arena)-len(l.arena) < want {
		l.arena = make([]int, 0, max(want, 8*l.n*l.n))
	}
	at := len(l.arena)
	cells := append(l.arena[at:at:at+want], start)
	l.arena = l.arena[:at+want]
	l.owner[start] = k
	digits, sum := bit(sol[start]), sol[start] // the cage's so far
	for len(cells) < want {
		next := l.free(l.next[:0], sol, cells, digits)
		if len(next) == 0 {
			break
		}
		i := next[rng.IntN(len(next))]
		for range l.few - 1 {
			i = l.fewer(sol, len(cells), sum, i, next[rng.IntN(len(next))])
		}
		l.owner[i] = k
		cells = append(cells, i)
		digits |= bit(sol[i])
		sum += sol[i]
	}
	l.cells = append(l.cells, cells)
}

// fewer returns whichever of cells i and j, added to a cage of size
// cells that add up to sum, leaves a sum that fewer digit sets make.
func (l *layout) fewer(sol []int, size, sum, i, j int) int {
	t := l.t
	if len(t.of(size+1, sum+sol[j])) < len(t.of(size+1, sum+sol[i])) {
		return j
	}
	return i
}

// free appends to out, in a fixed order, the cells next to cells that
// belong to no cage and hold none of digits, the digits of cells.
func (l *layout) free(out, sol, cells []int, digits uint16) []int {
	for _, i := range cells {
		for _, j := range l.neighbours(i) {
			if l.owner[j] < 0 && digits&bit(sol[j]) == 0 && !slices.Contains(out, j) {
				out = append(out, j)
			}
		}
	}
	return out
}

// joinNeighbour moves the lone cell of cage k into a random neighbouring
// cage with fewer than most cells and without its digit.
func (l *layout) joinNeighbour(sol []int, k, most int, rng *rand.Rand) bool {
	i := l.cells[k][0]
	var into []int
	for _, j := range l.neighbours(i) {
		o := l.owner[j]
		if o != k && len(l.cells[o]) < most && !holds(sol, l.cells[o], sol[i]) && !slices.Contains(into, o) {
			into = append(into, o)
		}
	}
	if len(into) == 0 {
		return false
	}
	o := into[rng.IntN(len(into))]
	l.cells[o] = append(l.cells[o], i)
	l.cells[k] = nil
	l.owner[i] = o
	return true
}

// recut cuts cage k and a random neighbouring cage again, into cages of
// two or three cells: smaller cages, with other sums, to tell apart two
// solutions that differ in k. It returns the cells cut again; false,
// with l unchanged, when the cells cannot be cut so.
func (l *layout) recut(sol []int, k int, rng *rand.Rand) (cellSet, bool) {
	var buf [4 * maxCage]int
	others := buf[:0]
	for _, i := range l.cells[k] {
		for _, j := range l.neighbours(i) {
			if o := l.owner[j]; o != k && !slices.Contains(others, o) {
				others = append(others, o)
			}
		}
	}
	if len(others) == 0 {
		return cellSet{}, false
	}
	o := others[rng.IntN(len(others))]
	var cells [2 * maxCage]int
	region := append(append(cells[:0], l.cells[k]...), l.cells[o]...)
	before, arena := len(l.cells), l.arena
	for range 8 {
		for _, i := range region {
			l.owner[i] = -1
		}
		l.cells, l.arena = l.cells[:before], arena // the last try's cages go
		lone := false
		for _, i := range region {
			if l.owner[i] < 0 {
				l.grow(sol, i, 2+rng.IntN(2), rng)
				lone = lone || len(l.cells[len(l.cells)-1]) == 1
			}
		}
		if !lone {
			var cut cellSet
			for _, i := range region {
				cut.add(i)
			}
			l.cells[k], l.cells[o] = nil, nil
			return cut, true
		}
	}
	for _, x := range []int{k, o} { // the region's cells go back
		for _, i := range l.cells[x] {
			l.owner[i] = x
		}
	}
	l.cells, l.arena = l.cells[:before], arena
	return cellSet{}, false
}

// neighbours lists the cells that share a side with cell i: above, to
// the right, below, to the left.
func (l *layout) neighbours(i int) []int { return l.sides[i] }

// holds reports whether one of cells holds digit d in sol.
func holds(sol, cells []int, d int) bool {
	return slices.ContainsFunc(cells, func(i int) bool { return sol[i] == d })
}

// board returns the board of l's cages, their sums from sol, with
// givens, built into b's storage (see board.reuse): newBoard's of
// l.cages, without building the puzzle's cages first, with the cages in
// l's order and each cage's cells as cut. The search reads a cage's
// cells in any order; the order of the cages it keeps (where its
// propagation's fixed point may depend on it: keeping a cage marks no
// other) is the one it has always been given here.
func (l *layout) board(b *board, sol []int, givens [][]int) *board {
	b.reuse(l.n, len(l.cells))
	for _, cells := range l.cells {
		if len(cells) == 0 {
			continue
		}
		sum := 0
		for _, i := range cells {
			sum += sol[i]
		}
		b.addCageAsIs(cells, sum) // the board keeps a copy
	}
	b.finish(givens)
	return b
}

// ratedBoard returns the board of l's cages, their sums from sol, with
// givens, built into b's storage, as board.read builds the puzzle's
// whose cages are l.cages(sol): the cages in reading order of their first
// cell (the grader reads them in order), each cage's cells sorted.
func (l *layout) ratedBoard(b *board, sol []int, givens [][]int) *board {
	n := l.n
	b.reuse(n, len(l.cells))
	for i := range n * n {
		k := l.owner[i]
		if slices.Min(l.cells[k]) != i { // not the cage's first cell
			continue
		}
		sum := 0
		for _, j := range l.cells[k] {
			sum += sol[j]
		}
		b.addCage(l.cells[k], sum) // a sorted copy
	}
	b.finish(givens)
	return b
}

// cages returns l's cages with their sums from sol, each's cells in
// reading order and the cages in reading order of their first cell.
func (l *layout) cages(sol []int) []gen.Cage {
	n := l.n
	count := 0
	for _, cells := range l.cells {
		if len(cells) > 0 {
			count++
		}
	}
	out := make([]gen.Cage, 0, count)
	all := make([]gen.Cell, 0, n*n) // every cage's cells, one after another
	var buf [maxCells]int           // each cage's cells sorted, cleared once
	for _, cells := range l.cells {
		if len(cells) == 0 {
			continue
		}
		sorted := append(buf[:0], cells...)
		slices.Sort(sorted)
		cg := gen.Cage{Op: "+", Hidden: true}
		start := len(all)
		for _, i := range sorted {
			all = append(all, gen.Cell{Row: i / n, Col: i % n})
			cg.Target += sol[i]
		}
		cg.Cells = all[start:len(all):len(all)]
		out = append(out, cg)
	}
	slices.SortFunc(out, func(a, b gen.Cage) int {
		return (a.Cells[0].Row*n + a.Cells[0].Col) - (b.Cells[0].Row*n + b.Cells[0].Col)
	})
	return out
}
