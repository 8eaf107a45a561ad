package regions

import (
	"fmt"
	"sync"
)

// Geometry is an n x n grid whose units are its rows, its columns and n
// regions of n cells, given as a region index per cell: classic Sudoku's
// boxes are one such map (Boxes), irregular shapes another. Every unit and every cell's peers are precomputed. Cells are
// numbered r*n+c. A Geometry is read-only once built and safe to share.
type Geometry struct {
	// N is the side of the grid and the number of digits.
	N int
	// Region is each cell's region, 0..N-1; nil for a Latin square.
	Region []int
	// Units are the 3N units of N cells: rows, then columns, then regions
	// (unit 2N+k is region k); a region's cells are in row-major order.
	// A Latin square's geometry has the 2N rows and columns alone.
	Units [][]int
	// CellUnits are each cell's row, column and region units.
	CellUnits [][3]int
	// Peers are, for each cell, every other cell sharing a unit with it,
	// without repeats, in the order of its row, column and region.
	Peers [][]int
	// Word names a region in explanations: "box" or "region"; empty for
	// a Latin square.
	Word string

	crossings []crossing // the region-line crossings of locked candidates
	unitBits  []uint32   // each cell's units, bit u for unit u
}

// MaxN is the largest side a Geometry may have: candidates are 16-bit
// sets and the grader's arrays hold 9x9.
const MaxN = 9

// maxCells bounds the cells of a grid.
const maxCells = MaxN * MaxN

// Boxes returns the region map of an n x n grid cut into boxes of
// boxRows x boxCols, numbered across then down.
func Boxes(n, boxRows, boxCols int) []int {
	region := make([]int, n*n)
	for c := range region {
		r, col := c/n, c%n
		region[c] = r/boxRows*(n/boxCols) + col/boxCols
	}
	return region
}

// New returns the geometry of an n x n grid with the given region map
// (one region index per cell, row-major); word names a region in
// explanations. It fails unless n is 1..MaxN and every region 0..n-1
// has n cells.
func New(n int, region []int, word string) (*Geometry, error) {
	if err := checkSide(n); err != nil {
		return nil, err
	}
	if len(region) != n*n {
		return nil, fmt.Errorf("regions: %d region indexes for %d cells", len(region), n*n)
	}
	g := &Geometry{N: n, Region: append([]int(nil), region...), Word: word}
	g.Units = make([][]int, 3*n)
	unitCells := make([]int, 3*n*n) // every unit's cells, in one allocation
	for u := range g.Units {
		g.Units[u] = unitCells[u*n : u*n : (u+1)*n]
	}
	for c, k := range region {
		if k < 0 || k >= n {
			return nil, fmt.Errorf("regions: cell r%dc%d has region %d, want 0 to %d", c/n+1, c%n+1, k, n-1)
		}
		g.Units[2*n+k] = append(g.Units[2*n+k], c)
	}
	for k := range n {
		if len(g.Units[2*n+k]) != n { // n cells in all: none can have more
			return nil, fmt.Errorf("regions: region %d has %d cells, want %d", k, len(g.Units[2*n+k]), n)
		}
	}
	g.finish()
	return g, nil
}

// Latin returns the geometry of an n x n Latin square, whose units are
// its rows and columns alone (the grid of every kind of the Latin-square
// family). It has no regions: Region is nil, Units holds the 2n
// rows and columns, Word is empty, and each cell's third entry in
// CellUnits repeats its row, so that code reading a cell's three units
// reads its row twice and finds nothing new the second time. It fails
// unless n is 1..MaxN.
func Latin(n int) (*Geometry, error) {
	if err := checkSide(n); err != nil {
		return nil, err
	}
	g := &Geometry{N: n, Units: make([][]int, 2*n)}
	unitCells := make([]int, 2*n*n)
	for u := range g.Units {
		g.Units[u] = unitCells[u*n : u*n : (u+1)*n]
	}
	g.finish()
	return g, nil
}

// sharedLatins are the Latin squares' geometries by side, each built on
// its first use.
var sharedLatins [MaxN + 1]struct {
	once sync.Once
	g    *Geometry
}

// SharedLatin returns the geometry of an n x n Latin square, 1 <= n <=
// MaxN, built on the first call for n and shared by every later one (a
// Geometry is read-only), so that a process builds only the sides it uses.
// It panics for another n: a programmer bug.
func SharedLatin(n int) *Geometry {
	if err := checkSide(n); err != nil {
		panic(err)
	}
	l := &sharedLatins[n]
	l.once.Do(func() { l.g, _ = Latin(n) })
	return l.g
}

// Latin reports whether g is a Latin square's geometry, without regions.
func (g *Geometry) Latin() bool { return g.Region == nil }

// checkSide fails unless n is a side a Geometry may have.
func checkSide(n int) error {
	if n < 1 || n > MaxN {
		return fmt.Errorf("regions: size must be 1 to %d, not %d", MaxN, n)
	}
	return nil
}

// finish fills the rows and columns of g.Units (its regions, if any, are
// in place), then each cell's units, its peers and the region-line
// crossings.
func (g *Geometry) finish() {
	n := g.N
	for i := range n {
		for j := range n {
			g.Units[i] = append(g.Units[i], i*n+j)
			g.Units[n+i] = append(g.Units[n+i], j*n+i)
		}
	}
	g.CellUnits = make([][3]int, n*n)
	for u, cells := range g.Units {
		for _, c := range cells {
			g.CellUnits[c][u/n] = u
		}
	}
	if g.Latin() {
		for c := range g.CellUnits {
			g.CellUnits[c][2] = g.CellUnits[c][0]
		}
	}
	g.unitBits = make([]uint32, n*n)
	for c, us := range g.CellUnits {
		g.unitBits[c] = 1<<us[0] | 1<<us[1] | 1<<us[2]
	}
	g.Peers = make([][]int, n*n)
	var seen [maxCells]int             // seen[p] == c+1: p is a peer of c already
	all := make([]int, 0, n*n*(3*n-3)) // every cell's peers, in one allocation (at most 3n-3 each)
	for c := range g.Peers {
		seen[c] = c + 1
		start := len(all)
		for _, u := range g.CellUnits[c] {
			for _, p := range g.Units[u] {
				if seen[p] != c+1 {
					seen[p] = c + 1
					all = append(all, p)
				}
			}
		}
		g.Peers[c] = all[start:len(all):len(all)]
	}
	g.crossings = buildCrossings(g)
}

// MustNew is New for region maps a package builds itself; it panics on
// an error, which is a programmer bug there.
func MustNew(n int, region []int, word string) *Geometry {
	g, err := New(n, region, word)
	if err != nil {
		panic(err)
	}
	return g
}
