package futoshiki

import "sync"

// scratch is the space a puzzle is read into by the book's check
// (Verify, Solve, whose search keeps its boards here), its key
// (Canonical) and its text (Format), kept in a
// pool so that these allocate nothing of their own per puzzle: at 1000
// 5x5 puzzles a run, fewer fresh heap pages, each a page fault.
type scratch struct {
	cells, sol [maxSize * maxSize]int
	signs      [2 * maxSize * (maxSize - 1)]sign
	boards     [maxSize*maxSize + 1]node // the solver's board at each depth
	line       [maxSize*maxSize + 2*maxSize*(maxSize-1) + 3]byte
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}
