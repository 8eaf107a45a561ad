package calcudoku

import (
	"fmt"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxCage is the most cells in one cage the kind reads (published
// puzzles have cages of five and six cells); genCage is the most it
// makes, as the issue asks.
const (
	maxCage = 6
	genCage = 4
)

// The operations, as gen.Cage.Op writes them.
const (
	opAdd  = "+"
	opSub  = "-"
	opMul  = "×"
	opDiv  = "÷"
	opNone = "" // a one-cell cage: a given
)

// cage is one cage as the solver and grader read it.
type cage struct {
	cells  []int // cell indexes, in reading order
	target int
	op     string // the printed operation; with hidden, the one the maker used
	hidden bool   // the operation is not printed: any operation may make target
	// tuples are the fillings of cells that make target by op (by any
	// operation when hidden), with different digits in cells that share
	// a row or a column, each packed in one word (see pack).
	tuples []uint64
	// lines are the rows and columns the cage has cells in, each with
	// those cells as bits by their place in cells.
	lines []cageLine
	// lineWords holds, per tuple, the digits it puts in the cage's cells
	// of each of its lines, line l's at bits 9l to 9l+8 (a connected cage
	// of k cells has at most k+1 lines, so seven fit one word). It is
	// filled on first use (inLines), once for every copy of the cage.
	lineWords *[]uint64
}

// cageLine is a row or column (a unit of the geometry) and the cells of
// a cage in it: as bits by their place in the cage's cells (at), and by
// their place in the line (pos).
type cageLine struct {
	unit int
	at   uint8
	pos  uint16
}

// opCode numbers an operation for the keys of maps (a byte hashes
// faster than a string): 0 for none, then +, -, ×, ÷, and 5 for any
// other.
func opCode(op string) uint8 {
	switch op {
	case opNone:
		return 0
	case opAdd:
		return 1
	case opSub:
		return 2
	case opMul:
		return 3
	case opDiv:
		return 4
	}
	return 5
}

// makes reports whether digits make target by op.
func makes(op string, target int, digits []uint8) bool {
	switch op {
	case opNone:
		return len(digits) == 1 && int(digits[0]) == target
	case opAdd:
		s := 0
		for _, d := range digits {
			s += int(d)
		}
		return s == target
	case opMul:
		p := 1
		for _, d := range digits {
			p *= int(d)
		}
		return p == target
	case opSub:
		return len(digits) == 2 && (int(digits[0])-int(digits[1]) == target || int(digits[1])-int(digits[0]) == target)
	case opDiv:
		return len(digits) == 2 && (int(digits[0]) == target*int(digits[1]) || int(digits[1]) == target*int(digits[0]))
	}
	return false
}

// makesAny reports whether digits make c's target: by its operation, or
// by any operation its size allows when the operation is hidden.
func (c *cage) makesAny(digits []uint8) bool {
	if !c.hidden || len(digits) == 1 {
		return makes(c.op, c.target, digits)
	}
	for _, op := range []string{opAdd, opMul, opSub, opDiv} {
		if makes(op, c.target, digits) {
			return true
		}
	}
	return false
}

// A packed tuple or set of masks holds cell j's digits as bits 9j to
// 9j+8 (digit d at bit 9j+d-1): six cells of nine digits fit one word, so
// a tuple fits a cage's candidates when it has no bit outside them, one
// operation (supportOf).
const field = 9

// pack packs the masks of a cage's k cells.
func pack(m *[maxCage]uint16, k int) uint64 {
	var w uint64
	for j := range k {
		w |= uint64(m[j]&0x1ff) << (field * j)
	}
	return w
}

// unpack returns the masks of a cage's k cells packed in w.
func unpack(w uint64, k int) (m [maxCage]uint16) {
	for j := range k {
		m[j] = uint16(w>>(field*j)) & 0x1ff
	}
	return m
}

// tupleKey names a cage's tuples: the size of the grid and of the cage,
// which of its cells share a line, and its clue.
type tupleKey struct {
	n, k   int
	rel    uint64
	op     uint8 // opCode's
	target int
	hidden bool
}

// tupleCache holds the tuples of every cage enumerated so far, by
// tupleKey: a generator meets the same cages again and again. The
// tuples are never changed once stored.
var tupleCache = struct {
	sync.RWMutex
	m map[tupleKey][]uint64
}{m: map[tupleKey][]uint64{}}

// enumerate fills c.tuples and c.lines for an n x n grid.
func (c *cage) enumerate(n int) {
	k := len(c.cells)
	var lines [2 * maxSize]cageLine // by unit: rows, then columns
	for j, i := range c.cells {
		r, col := i/n, i%n
		lines[r].at, lines[r].pos = lines[r].at|1<<j, lines[r].pos|1<<col
		lines[n+col].at, lines[n+col].pos = lines[n+col].at|1<<j, lines[n+col].pos|1<<r
	}
	c.lines = c.lines[:0]
	for u, ln := range lines[:2*n] {
		if ln.at != 0 {
			ln.unit = u
			c.lines = append(c.lines, ln)
		}
	}
	// rel holds, as bits, which pairs of the cage's cells share a row or
	// a column, whose digits must differ: with the clue it names the
	// tuples (tupleCache).
	var rel uint64
	for i := range k {
		for j := range i {
			a, b := c.cells[i], c.cells[j]
			if a/n == b/n || a%n == b%n {
				rel |= 1 << (i*maxCage + j)
			}
		}
	}
	key := tupleKey{n: n, k: k, rel: rel, op: opCode(c.op), target: c.target, hidden: c.hidden}
	tupleCache.RLock()
	t, ok := tupleCache.m[key]
	tupleCache.RUnlock()
	if ok {
		c.tuples = t
		return
	}
	defer func() {
		tupleCache.Lock()
		tupleCache.m[key] = c.tuples
		tupleCache.Unlock()
	}()
	digits := make([]uint8, k)
	var walk func(i, sum, prod int)
	walk = func(i, sum, prod int) {
		if i == k {
			if c.makesAny(digits) {
				var w uint64
				for j, d := range digits {
					w |= 1 << (field*j + int(d) - 1)
				}
				c.tuples = append(c.tuples, w)
			}
			return
		}
		for d := 1; d <= n; d++ {
			if clashes(rel, digits, i, d) {
				continue
			}
			// A shown sum or product prunes: the cells left add at least
			// 1 each, and a product's partial product divides it.
			s, p, left := sum+d, prod*d, k-i-1
			if !c.hidden && (c.op == opAdd && (s+left > c.target || s+left*n < c.target) || c.op == opMul && c.target%p != 0) {
				continue
			}
			digits[i] = uint8(d)
			walk(i+1, s, p)
		}
	}
	walk(0, 0, 1)
}

// clashes reports whether digit d in the cage's cell i repeats the digit
// of an earlier cell that shares a row or column with it (rel, as
// enumerate builds it).
func clashes(rel uint64, digits []uint8, i, d int) bool {
	for j := range i {
		if rel&(1<<(i*maxCage+j)) != 0 && digits[j] == uint8(d) {
			return true
		}
	}
	return false
}

// wordsKey names a cage's line words (cage.lineWords) by what makes
// them: its tuples, by their array (tupleCache gives every cage of one
// key the same), and the cells of each of its lines.
type wordsKey struct {
	tuples *uint64
	ats    [maxCage + 1]uint8
}

// wordsCache holds the line words made so far, by wordsKey: a fresh
// layout's cages are new cages, but mostly of shapes and clues met
// before.
var wordsCache = struct {
	sync.RWMutex
	m map[wordsKey][]uint64
}{m: map[wordsKey][]uint64{}}

// inLines returns c.lineWords, filled on the first call from wordsCache
// or, when it has none, from its tuples and lines.
func (c *cage) inLines() []uint64 {
	if c.lineWords == nil {
		c.lineWords = new([]uint64)
	}
	if *c.lineWords != nil || len(c.tuples) == 0 {
		return *c.lineWords
	}
	key, keyed := wordsKey{tuples: &c.tuples[0]}, len(c.lines) <= maxCage+1
	if keyed {
		for l, ln := range c.lines {
			key.ats[l] = ln.at
		}
		wordsCache.RLock()
		w, ok := wordsCache.m[key]
		wordsCache.RUnlock()
		if ok {
			*c.lineWords = w
			return w
		}
	}
	w := make([]uint64, len(c.tuples))
	for t, tu := range c.tuples {
		for l, ln := range c.lines {
			w[t] |= uint64(ln.digits(tu)) << (field * l)
		}
	}
	*c.lineWords = w
	if keyed {
		wordsCache.Lock()
		wordsCache.m[key] = w
		wordsCache.Unlock()
	}
	return w
}

// clue is c's clue in words: "12×", "12 (operation hidden)", "3".
func (c *cage) clue() string {
	switch {
	case len(c.cells) == 1:
		return fmt.Sprint(c.target)
	case c.hidden:
		return fmt.Sprintf("%d by some operation", c.target)
	}
	return fmt.Sprintf("%d%s", c.target, c.op)
}

// clueSaid is clue in Words: a hidden operation is said in the book's
// language.
func (c *cage) clueSaid() any {
	if c.hidden && len(c.cells) > 1 {
		return gen.Say("%d by some operation", c.target)
	}
	return c.clue()
}
