package numbrix

import "math/rand/v2"

// mixMoves is how many backbite moves per cell mix a path: enough that the
// serpentine start leaves no trace.
const mixMoves = 20

// serpentine returns the boustrophedon path through every cell of a full
// rows x cols board: left to right, then right to left, row by row.
func serpentine(b *board) []int {
	path := make([]int, 0, b.n)
	for r := range b.rows {
		for i := range b.cols {
			c := i
			if r%2 == 1 {
				c = b.cols - 1 - i
			}
			path = append(path, r*b.cols+c)
		}
	}
	return path
}

// backbite mixes path, a Hamiltonian path of b, with moves backbite
// moves: an end of the path steps to a random neighbour on the path, and
// the stretch between them turns round so that the path stays whole.
func backbite(b *board, path []int, moves int, rng *rand.Rand) {
	n := len(path)
	if n < 3 {
		return
	}
	index := make([]int, b.rows*b.cols)
	for i, c := range path {
		index[c] = i
	}
	nb := make([]int, 0, 8)
	for range moves {
		front := rng.IntN(2) == 0
		end := path[n-1]
		if front {
			end = path[0]
		}
		nb = b.neighbours(end, nb[:0])
		i := index[nb[rng.IntN(len(nb))]]
		switch {
		case front && i > 1:
			reverse(path[:i], index, 0)
		case !front && i < n-2:
			reverse(path[i+1:], index, i+1)
		}
	}
}

// reverse reverses seg, which starts at position from of its path, and
// keeps index (cell -> position) in step.
func reverse(seg []int, index []int, from int) {
	for i, j := 0, len(seg)-1; i < j; i, j = i+1, j-1 {
		seg[i], seg[j] = seg[j], seg[i]
	}
	for i, c := range seg {
		index[c] = from + i
	}
}

// hamiltonian looks for a path through every open cell of b by depth-first
// search that tries the neighbour with the fewest free neighbours first
// (Warnsdorff's rule), breaking ties at random, and backs out as soon as
// the free cells can no longer follow on one path. It gives up after
// budget steps and returns nil.
func hamiltonian(b *board, rng *rand.Rand, budget int) []int {
	starts := b.open.cells(nil)
	rng.Shuffle(len(starts), func(i, j int) { starts[i], starts[j] = starts[j], starts[i] })
	// Start at a cell of fewest neighbours: ends of the path belong there.
	best := starts[0]
	for _, c := range starts {
		if degree(b, c, b.open) < degree(b, best, b.open) {
			best = c
		}
	}
	h := pathSearch{b: b, rng: rng, budget: budget, free: b.open}
	h.free.del(best)
	h.path = append(h.path, best)
	if h.extend() {
		return h.path
	}
	return nil
}

// degree returns how many neighbours of c lie in within.
func degree(b *board, c int, within set) int {
	return b.near[c].and(within).count()
}

// pathSearch is the state of hamiltonian's search.
type pathSearch struct {
	b      *board
	rng    *rand.Rand
	budget int
	free   set
	path   []int
}

// extend grows h.path through every free cell and reports success.
func (h *pathSearch) extend() bool {
	if h.free.empty() {
		return true
	}
	if h.budget--; h.budget < 0 {
		return false
	}
	last := h.path[len(h.path)-1]
	if !h.completable(last) {
		return false
	}
	next := h.b.near[last].and(h.free).cells(make([]int, 0, 8))
	h.rng.Shuffle(len(next), func(i, j int) { next[i], next[j] = next[j], next[i] })
	deg := make([]int, len(next))
	for i, c := range next {
		deg[i] = degree(h.b, c, h.free)
	}
	// Insertion sort by degree keeps the shuffled order among equals.
	for i := 1; i < len(next); i++ {
		for j := i; j > 0 && deg[j] < deg[j-1]; j-- {
			next[j], next[j-1] = next[j-1], next[j]
			deg[j], deg[j-1] = deg[j-1], deg[j]
		}
	}
	for _, c := range next {
		h.free.del(c)
		h.path = append(h.path, c)
		if h.extend() {
			return true
		}
		h.path = h.path[:len(h.path)-1]
		h.free.add(c)
	}
	return false
}

// completable reports whether the free cells might still follow head on
// one path. Every free cell but the path's last needs two ways in (free
// neighbours, or head itself) and the last one needs one, so a free cell
// without any, or two with one each, end the search; so do free cells cut
// off from head. Shapes with narrow tips (a diamond's) need this: plain
// Warnsdorff runs out of budget there.
func (h *pathSearch) completable(head int) bool {
	b, free := h.b, h.free
	one := b.around(free).and(free) // free cells with a free neighbour
	two, _ := b.crowded(free)
	two = two.and(free)
	byHead := b.near[head].and(free)
	if !free.minus(one).minus(byHead).empty() {
		return false
	}
	single := one.minus(two).minus(byHead).or(byHead.minus(one))
	if single.count() > 1 {
		return false
	}
	return free.minus(b.component(head, free)).empty()
}
