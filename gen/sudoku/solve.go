package sudoku

import (
	"context"
	"math/bits"
	"math/rand/v2"
)

// The solver works on fixed-size arrays sized for 9x9 so that a search
// state can be copied by value and nothing is allocated per node. Smaller
// sizes use the first n*n cells and 3n units.
const (
	maxN      = 9
	maxCells  = maxN * maxN
	maxUnits  = 3 * maxN
	maxPeers  = 20 // 8 in the row, 8 in the column, 4 more in the box
	placed    = 1 << 15
	settled   = 64 // a unit count that marks a digit placed in the unit
	digitBits = placed - 1
	// checkEvery is how many search nodes pass between looks at ctx.
	checkEvery = 4096
)

// tables is a shape's geometry as small fixed arrays for the solver.
type tables struct {
	n, cells, nunits, npeers int
	full                     uint16 // one bit per digit: 1<<n - 1
	units                    [maxUnits][maxN]uint8
	peers                    [maxCells][maxPeers]uint8
	unitsOf                  [maxCells][3]uint16 // the cell's row, column and box, times maxN
	unitOf                   [maxCells][3]uint8  // the cell's row, column and box
}

func newTables(s *shape) *tables {
	t := &tables{n: s.n, cells: s.n * s.n, nunits: len(s.units), npeers: len(s.peers[0]), full: 1<<s.n - 1}
	for u, cells := range s.units {
		for i, c := range cells {
			t.units[u][i] = uint8(c)
		}
	}
	for c, us := range s.cellUnits {
		for i, u := range us {
			t.unitsOf[c][i] = uint16(u * maxN)
		}
		for i, u := range us {
			t.unitOf[c][i] = uint8(u)
		}
	}
	for c, ps := range s.peers {
		for i, p := range ps {
			t.peers[c][i] = uint8(p)
		}
	}
	return t
}

// board is one search state: the candidate digits of every cell (bit d-1
// for digit d), with the placed flag on cells whose digit has been
// propagated to their peers; how many cells of each unit still allow each
// digit (index u*maxN + d-1); and the number of cells not yet placed.
type board struct {
	cand  [maxCells]uint16
	count [maxUnits * maxN]uint8
	left  int32
}

// solver counts the solutions of one puzzle up to limit.
type solver struct {
	t      *tables
	ctx    context.Context // nil: never cancelled
	rng    *rand.Rand      // non-nil: try digits in a random order
	limit  int
	count  int
	nodes  int
	err    error
	first  board           // the first solution found
	second *board          // when set, receives the second solution found
	stack  [maxCells]uint8 // cells holding one candidate, to place
	sp     int
	hidden [maxUnits * maxN]uint16 // unit*maxN + digit left with one place
	hp     int
}

// newBoard returns a board of shape t with every digit possible everywhere.
func (t *tables) newBoard() board {
	var b board
	for c := 0; c < t.cells; c++ {
		b.cand[c] = t.full
	}
	for u := 0; u < t.nunits; u++ {
		for d := 0; d < t.n; d++ {
			b.count[u*maxN+d] = uint8(t.n)
		}
	}
	b.left = int32(t.cells)
	return b
}

// remove takes the digits m from the candidates of cell c, keeping the
// unit counts and queueing digits left with one place in a unit (hidden
// singles). It reports false when a digit loses its last place in a unit.
// The caller stores the cell's new candidates.
func (sv *solver) remove(b *board, c uint8, m uint16) bool {
	us := &sv.t.unitsOf[c]
	for ; m != 0; m &= m - 1 {
		d := uint16(bits.TrailingZeros16(m))
		for _, u := range us {
			i := u + d
			k := b.count[i] - 1
			b.count[i] = k
			if k <= 1 {
				if k == 0 {
					return false
				}
				sv.hidden[sv.hp] = i
				sv.hp++
			}
		}
	}
	return true
}

// set fixes cell c to the single digit bit and queues it for propagation.
// It reports false when bit is not a candidate of c or a contradiction
// follows at once.
func (sv *solver) set(b *board, c uint8, bit uint16) bool {
	v := b.cand[c]
	if v&bit == 0 {
		return false
	}
	if v != bit {
		b.cand[c] = bit
		if !sv.remove(b, c, v&^bit) {
			return false
		}
	}
	sv.stack[sv.sp] = c
	sv.sp++
	return true
}

// propagate places every queued cell, removing its digit from its peers and
// queueing peers left with one candidate (naked singles), and fixes every
// digit left with one place in a unit (hidden singles), until nothing
// changes. It reports false on a contradiction.
func (sv *solver) propagate(b *board) bool {
	t := sv.t
	for {
		for sv.sp > 0 {
			sv.sp--
			c := sv.stack[sv.sp]
			v := b.cand[c]
			if v&placed != 0 {
				continue
			}
			b.cand[c] = v | placed
			b.left--
			// The placed digit needs no more hidden-single checks in the
			// cell's units: lift its counts out of reach of 1.
			d := uint16(bits.TrailingZeros16(v))
			for _, u := range t.unitsOf[c] {
				b.count[u+d] = settled
			}
			for _, p := range t.peers[c][:t.npeers] {
				w := b.cand[p]
				if w&v == 0 {
					continue
				}
				if w&placed != 0 {
					return sv.fail()
				}
				w &^= v
				b.cand[p] = w
				if !sv.remove(b, p, v) {
					return sv.fail()
				}
				if w&(w-1) == 0 {
					if w == 0 {
						return sv.fail()
					}
					sv.stack[sv.sp] = p
					sv.sp++
				}
			}
		}
		if sv.hp == 0 {
			return true
		}
		for sv.hp > 0 {
			sv.hp--
			i := sv.hidden[sv.hp]
			u, bit := i/maxN, uint16(1)<<(i%maxN)
			for _, c := range t.units[u][:t.n] {
				if v := b.cand[c]; v&bit != 0 {
					if v&^bit != 0 && v&placed == 0 && !sv.set(b, c, bit) {
						return sv.fail()
					}
					break
				}
			}
		}
	}
}

// fail empties the queues after a contradiction and returns false.
func (sv *solver) fail() bool {
	sv.sp, sv.hp = 0, 0
	return false
}

// cancelled returns ctx's error when nodes is a multiple of checkEvery, so
// that a search looks at ctx only now and then. A nil ctx never ends.
func cancelled(ctx context.Context, nodes int) error {
	if ctx == nil || nodes%checkEvery != 0 {
		return nil
	}
	return ctx.Err()
}

// search counts the solutions below b, which has been propagated.
func (sv *solver) search(b *board) { sv.walk(*b) }

// walk is search on a board of its own: boards go down the recursion by
// value, since a pointer would make each branch's copy escape to the heap.
func (sv *solver) walk(b board) {
	sv.nodes++
	if sv.err == nil {
		sv.err = cancelled(sv.ctx, sv.nodes)
	}
	if sv.err != nil {
		return
	}
	if b.left == 0 {
		switch {
		case sv.count == 0:
			sv.first = b
		case sv.count == 1 && sv.second != nil:
			*sv.second = b
		}
		sv.count++
		return
	}
	c := sv.choose(&b)
	m := b.cand[c]
	if sv.rng != nil {
		sv.searchRandom(&b, c, m)
		return
	}
	for ; m != 0; m &= m - 1 {
		if sv.branch(&b, c, m&-m) {
			return
		}
	}
}

// searchRandom is walk's branch step with the digits of m tried in a
// random order, for making random full grids.
func (sv *solver) searchRandom(b *board, c uint8, m uint16) {
	var digits [maxN]uint16
	k := 0
	for ; m != 0; m &= m - 1 {
		digits[k] = m & -m
		k++
	}
	sv.rng.Shuffle(k, func(i, j int) { digits[i], digits[j] = digits[j], digits[i] })
	for _, bit := range digits[:k] {
		if sv.branch(b, c, bit) {
			return
		}
	}
}

// branch searches below b with cell c set to the digit bit, and reports
// whether the search is over (limit reached or cancelled).
func (sv *solver) branch(b *board, c uint8, bit uint16) bool {
	next := *b
	if sv.set(&next, c, bit) && sv.propagate(&next) {
		sv.walk(next)
	}
	return sv.count >= sv.limit || sv.err != nil
}

// choose returns the unplaced cell with the fewest candidates.
func (sv *solver) choose(b *board) uint8 {
	best, bestN := -1, 99
	for c := 0; c < sv.t.cells; c++ {
		v := b.cand[c]
		if v&placed != 0 {
			continue
		}
		if k := bits.OnesCount16(v); k < bestN {
			best, bestN = c, k
			if k == 2 {
				break
			}
		}
	}
	return uint8(best)
}

// count returns the number of solutions of cells (n*n digits, 0 = blank)
// up to limit, and the first one found. The givens must not repeat a
// digit in a unit (see checkGivens). err is non-nil only when ctx ends.
// 9x9 grids take the digit-plane fast path (solve_band.go).
func count(ctx context.Context, s *shape, cells []int, limit int) (n int, first []int, err error) {
	if s.n == 9 {
		return countBands(ctx, cells, limit)
	}
	return countCells(ctx, s, cells, limit)
}

// countCells is count on the cell-based solver, which serves every size.
func countCells(ctx context.Context, s *shape, cells []int, limit int) (n int, first []int, err error) {
	sv := solver{t: s.tab, ctx: ctx, limit: limit}
	b, ok := sv.start(cells)
	if ok {
		sv.search(&b)
	}
	if sv.err != nil {
		return 0, nil, sv.err
	}
	if sv.count > 0 {
		first = sv.first.digits(s.tab)
	}
	return sv.count, first, nil
}

// start returns the board of the givens in cells, propagated, and false
// when propagation already finds a contradiction.
func (sv *solver) start(cells []int) (board, bool) {
	b := sv.t.newBoard()
	for c, v := range cells {
		if v > 0 && !sv.set(&b, uint8(c), 1<<(v-1)) {
			return b, sv.fail()
		}
	}
	return b, sv.propagate(&b)
}

// unique reports whether cells has exactly one solution; it is the
// generator's fast check and never looks at a context.
func unique(s *shape, cells []int) bool {
	if s.n == 9 {
		return uniqueBands(cells)
	}
	sv := solver{t: s.tab, limit: 2}
	if b, ok := sv.start(cells); ok {
		sv.search(&b)
	}
	return sv.count == 1
}

// singlesSolve reports whether naked and hidden singles alone fill cells.
func singlesSolve(s *shape, cells []int) bool {
	sv := solver{t: s.tab}
	b, ok := sv.start(cells)
	return ok && b.left == 0
}

// digits returns the board's digits as n*n ints, 0 where a cell has more
// than one candidate.
func (b *board) digits(t *tables) []int {
	out := make([]int, t.cells)
	for c := range out {
		v := b.cand[c] & digitBits
		if v != 0 && v&(v-1) == 0 {
			out[c] = bits.TrailingZeros16(v) + 1
		}
	}
	return out
}
