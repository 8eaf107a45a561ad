package killer

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxCells bounds the grids the fixed arrays of a state hold (9x9).
const maxCells = 81

// cage is one cage as the solver and grader read it.
type cage struct {
	cells []int    // cell indexes, in reading order
	sum   int      // the target
	sets  []uint16 // the digit sets that make sum in len(cells) cells
	// from says where a cage of the rule of 45 comes from: "the innies
	// of row 3"; empty for the puzzle's own.
	from gen.Words
}

// board is a puzzle's fixed part: its geometry, its cages, and its
// givens.
type board struct {
	g *geom
	// cages are the puzzle's cages and, after them, the cages the rule
	// of 45 finds (see addInnies).
	cages  []cage
	real   int   // how many of cages are the puzzle's
	cageOf []int // per cell, its cage among the puzzle's
	// cagesOf lists, per cell, every cage it is in, the rule of 45's too.
	cagesOf [][]int
	// peers lists, per cell, the cells that may not share its digit: its
	// row, column and box, and its cage; empty until first asked for
	// (see peersOf).
	peers  [][]int
	givens []int // per cell, its given or 0
	// store holds the cells of every cage, lists each cell's list of
	// cages, and near each cell's peers, in one array each: a board the
	// generator reuses (see reuse) allocates nothing.
	store, lists, near []int
	// levels are the search's states, one a depth (see search.level).
	levels []*state
	t      *combos // the combination tables of size g.n
	// swapped is Generate's storage for a grid's swaps, and cut for its
	// layouts, kept with the board it takes from a pool.
	swapped swapStore
	cut     layout
}

// reuse empties b for a new n x n board of up to cages cages of its own,
// keeping its storage: the generator builds a board for every proof, one
// after another, and drops each once proven.
func (b *board) reuse(n, cages int) {
	g := geoms.of(n)
	b.g, b.real, b.peers, b.t = g, 0, b.peers[:0], comboTables.of(n)
	b.cageOf = resized(b.cageOf, n*n)
	b.givens = resized(b.givens, n*n)
	b.cages = slices.Grow(b.cages[:0], cages+2*len(g.Units))
	b.store = slices.Grow(b.store[:0], n*n+2*len(g.Units)*maxInnies)
}

// resized returns s with length n, reusing its array when it has room.
func resized(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	return s[:n]
}

// keep returns a copy of cells in b.store.
func (b *board) keep(cells []int) []int {
	start := len(b.store)
	b.store = append(b.store, cells...)
	return b.store[start:len(b.store):len(b.store)]
}

// newBoard reads p, whose shape checkShape has passed.
func newBoard(p *gen.Puzzle) *board { return new(board).read(p) }

// read makes b the board of p, whose shape checkShape has passed, in
// b's storage (see reuse), and returns it.
func (b *board) read(p *gen.Puzzle) *board {
	n := p.Rows
	b.reuse(n, len(p.Cages))
	var buf [maxCells]int
	for _, cg := range p.Cages {
		cells := buf[:0]
		for _, x := range cg.Cells {
			cells = append(cells, x.Row*n+x.Col)
		}
		b.addCage(cells, cg.Target)
	}
	b.finish(p.Givens)
	return b
}

// addCage adds a cage of the puzzle, of a copy of cells in reading
// order.
func (b *board) addCage(cells []int, sum int) { slices.Sort(b.addCageAsIs(cells, sum)) }

// addCageAsIs adds a cage of the puzzle, of a copy of cells in their
// order, and returns the copy: the search reads a cage's cells in any
// order.
func (b *board) addCageAsIs(cells []int, sum int) []int {
	kept := b.keep(cells) // a new name, so that cells does not escape
	for _, i := range kept {
		b.cageOf[i] = len(b.cages)
	}
	b.cages = append(b.cages, cage{cells: kept, sum: sum, sets: b.t.of(len(kept), sum)})
	return kept
}

// finish adds the rule of 45's cages to the puzzle's, finds each cell's
// cages, and reads givens.
func (b *board) finish(givens [][]int) {
	n := b.g.n
	b.real = len(b.cages)
	b.addInnies()
	if cap(b.cagesOf) < n*n {
		b.cagesOf = make([][]int, n*n)
	}
	b.cagesOf = b.cagesOf[:n*n]
	var count [maxCells]int
	total := 0
	for _, c := range b.cages {
		for _, i := range c.cells {
			count[i]++
		}
		total += len(c.cells)
	}
	if cap(b.lists) < total {
		b.lists = make([]int, total)
	}
	all := b.lists[:total]
	for i := range n * n { // one array holds every cell's list
		b.cagesOf[i], all = all[:0:count[i]], all[count[i]:]
	}
	for k, c := range b.cages {
		for _, i := range c.cells {
			b.cagesOf[i] = append(b.cagesOf[i], k)
		}
	}
	for r, row := range givens {
		copy(b.givens[r*n:r*n+n], row)
	}
}

// peersOf returns cell i's peers, listing every cell's on first use (the
// search does without them: it reads the geometry's and the cage's; and
// so do the grader's rungs below hard).
func (b *board) peersOf(i int) []int {
	if len(b.peers) == 0 {
		b.findPeers()
	}
	return b.peers[i]
}

// findPeers lists each cell's peers.
func (b *board) findPeers() {
	g, n := b.g, b.g.n
	if cap(b.peers) < n*n {
		b.peers = make([][]int, n*n)
	}
	b.peers = b.peers[:n*n]
	peers := slices.Grow(b.near[:0], n*n*(len(g.Peers[0])+maxCage))
	for i := range n * n {
		start := len(peers)
		peers = append(peers, g.Peers[i]...)
		for _, j := range b.cages[b.cageOf[i]].cells {
			if j != i && !slices.Contains(peers[start:], j) {
				peers = append(peers, j)
			}
		}
		b.peers[i] = peers[start:len(peers):len(peers)]
	}
	b.near = peers
}

// checkShape checks what every reader of p relies on: a size the kind
// takes, with its boxes; givens in range; and cages of up to maxCage
// cells, each connected and inside the grid, that cover every cell once,
// with targets a cage of its size can make.
func checkShape(p *gen.Puzzle) error {
	n := p.Rows
	g, err := geomFor(n)
	switch {
	case p.Cols != n:
		return fmt.Errorf("killer: %w: the grid must be square, not %dx%d", gen.ErrMalformed, n, p.Cols)
	case n > 9:
		return fmt.Errorf("killer: %w: %dx%d, the most is 9x9", gen.ErrTooLarge, n, n)
	case err != nil:
		return fmt.Errorf("killer: %w: %v", gen.ErrMalformed, err)
	case (p.BoxRows != 0 || p.BoxCols != 0) && (p.BoxRows != g.boxRows || p.BoxCols != g.boxCols):
		return fmt.Errorf("killer: %w: boxes of %dx%d in a %dx%d grid, want %dx%d", gen.ErrMalformed, p.BoxRows, p.BoxCols, n, n, g.boxRows, g.boxCols)
	case len(p.Givens) != n:
		return fmt.Errorf("killer: %w: %d rows of givens, want %d", gen.ErrMalformed, len(p.Givens), n)
	}
	for r, row := range p.Givens {
		if len(row) != n {
			return fmt.Errorf("killer: %w: givens row %d has %d cells, want %d", gen.ErrMalformed, r+1, len(row), n)
		}
		for c, v := range row {
			if v < 0 || v > n {
				return fmt.Errorf("killer: %w: r%dc%d holds %d, want 1 to %d or blank", gen.ErrMalformed, r+1, c+1, v, n)
			}
		}
	}
	return checkCages(p.Cages, n)
}

// checkCages checks that cages cover the n x n grid once, each connected,
// of n cells or fewer, with a target its cells can make. (A killer's
// cages are sums whose "+" is not printed: Hidden; a cage written
// without it is read all the same.)
func checkCages(cages []gen.Cage, n int) error {
	var owner [maxCells]int // per cell, 1 + its cage; n is at most 9
	t := comboTables.of(n)
	for i, cg := range cages {
		if len(cg.Cells) == 0 || len(cg.Cells) > n {
			return fmt.Errorf("killer: %w: cage %d has %d cells, want 1 to %d", gen.ErrMalformed, i+1, len(cg.Cells), n)
		}
		if cg.Op != "+" && cg.Op != "" {
			return fmt.Errorf("killer: %w: cage %d has operation %q, want +", gen.ErrMalformed, i+1, cg.Op)
		}
		for _, c := range cg.Cells {
			if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
				return fmt.Errorf("killer: %w: cage %d has a cell outside the grid, r%dc%d", gen.ErrMalformed, i+1, c.Row+1, c.Col+1)
			}
			if owner[c.Row*n+c.Col] != 0 {
				return fmt.Errorf("killer: %w: r%dc%d is in two cages", gen.ErrMalformed, c.Row+1, c.Col+1)
			}
			owner[c.Row*n+c.Col] = i + 1
		}
		if !connected(cg.Cells) {
			return fmt.Errorf("killer: %w: cage %d is not connected", gen.ErrMalformed, i+1)
		}
		if t.of(len(cg.Cells), cg.Target) == nil {
			return fmt.Errorf("killer: %w: cage %d: no %d different digits from 1 to %d add up to %d", gen.ErrMalformed, i+1, len(cg.Cells), n, cg.Target)
		}
	}
	for r := range n {
		for c := range n {
			if owner[r*n+c] == 0 {
				return fmt.Errorf("killer: %w: r%dc%d is in no cage", gen.ErrMalformed, r+1, c+1)
			}
		}
	}
	return nil
}

// connected reports whether cells (at most 9, none twice) form one
// group through shared sides. Two cells do when they share one, three
// when two of their three pairs do (most cages have two or three).
func connected(cells []gen.Cell) bool {
	switch len(cells) {
	case 1:
		return true
	case 2:
		return adjacent(cells[0], cells[1])
	case 3:
		a, b, c := cells[0], cells[1], cells[2]
		return btoi(adjacent(a, b))+btoi(adjacent(a, c))+btoi(adjacent(b, c)) >= 2
	}
	var seen [9]int // indexes into cells, in the order reached (seen[0]: 0)
	reached, count := uint16(1), 1
	for x := 0; x < count; x++ {
		for k, c := range cells {
			if reached&(1<<k) == 0 && adjacent(c, cells[seen[x]]) {
				reached |= 1 << k
				seen[count] = k
				count++
			}
		}
	}
	return count == len(cells)
}

// btoi returns 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// adjacent reports whether a and b share a side.
func adjacent(a, b gen.Cell) bool {
	dr, dc := a.Row-b.Row, a.Col-b.Col
	return dr*dr+dc*dc == 1
}
