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
	// prefer, when set, is a full grid whose digit each branch tries
	// first, so that the first solution found keeps close to it.
	prefer []int
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
	if sv.prefer != nil {
		if d := sv.prefer[bandBits*b+p] - 1; ds&(1<<d) != 0 {
			ds &^= 1 << d
			if sv.branch(g, d, b, p) {
				return
			}
		}
	}
	for ; ds != 0; ds &= ds - 1 {
		if sv.branch(g, bits.TrailingZeros16(ds), b, p) {
			return
		}
	}
}

// branch searches below g, a copy, with digit d+1 in cell p of band b,
// and reports whether the search is over.
func (sv *bandSolver) branch(g bandBoard, d, b, p int) bool {
	if g.fix(d, b, p) && g.propagate() {
		sv.search(g)
	}
	return sv.count >= sv.limit || sv.err != nil
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
