package sudoku

import (
	"context"
	"math/bits"
)

// bandSolver counts the solutions of one 9x9 puzzle up to limit on digit
// planes; it is count's fast path for 9x9.
type bandSolver struct {
	ctx   context.Context // nil: never cancelled
	limit int
	count int
	nodes int
	err   error
	first bandBoard // the first solution found
	last  bandBoard // the last solution found
}

// search counts the solutions below g, which has been propagated. g is
// taken by value: each branch works on its own copy, and a pointer would
// make every copy escape to the heap through the recursion.
func (sv *bandSolver) search(g bandBoard) {
	sv.nodes++
	if sv.err == nil {
		sv.err = cancelled(sv.ctx, sv.nodes)
	}
	if sv.err != nil {
		return
	}
	if g.unsolved == [3]uint32{} {
		if sv.count == 0 {
			sv.first = g
		}
		sv.last = g
		sv.count++
		return
	}
	b, p, ds := g.pick()
	for ; ds != 0; ds &= ds - 1 {
		next := g
		if next.fix(bits.TrailingZeros16(ds), b, p) && next.propagate() {
			sv.search(next)
		}
		if sv.count >= sv.limit || sv.err != nil {
			return
		}
	}
}

// countBands is count for 9x9 cells.
func countBands(ctx context.Context, cells []int, limit int) (n int, first []int, err error) {
	sv := bandSolver{ctx: ctx, limit: limit}
	if g, ok := newBandBoard(cells); ok {
		sv.search(g)
	}
	if sv.err != nil {
		return 0, nil, sv.err
	}
	if sv.count > 0 {
		first = sv.first.digits()
	}
	return sv.count, first, nil
}

// uniqueBands is unique for 9x9 cells.
func uniqueBands(cells []int) bool {
	sv := bandSolver{limit: 2}
	if g, ok := newBandBoard(cells); ok {
		sv.search(g)
	}
	return sv.count == 1
}
