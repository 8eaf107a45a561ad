package cagesum

import (
	"context"
	"errors"

	"github.com/puzzlebook/puzzlebook/gen"
)

// checkEvery is how many search nodes pass between two looks at ctx.
const checkEvery = 1024

// errStop unwinds the search once found asks for no more solutions.
var errStop = errors.New("cagesum: enough solutions")

// board is the state of the search: the digits placed, which digits
// each row and column holds, and each cage's running sum, count and
// digits.
type board struct {
	n          int
	grid       [][]int
	rows, cols []int // bit d set: digit d is in the row or column
	cageOf     [][]int
	cages      []gen.Cage
	sum, count []int
	digits     []int // bit d set: digit d is in the cage
	nodes      int
}

// search looks for the solutions of p's givens and cages, stopping at
// the second: it returns the first solution and, when there is another,
// that one too. Both are nil when there is none.
func search(ctx context.Context, p *gen.Puzzle) (first, second [][]int, err error) {
	b := newBoard(p)
	if b == nil {
		return nil, nil, nil // the givens break a rule
	}
	var found [][][]int
	err = b.fill(ctx, 0, func() bool {
		found = append(found, gen.CloneGrid(b.grid))
		return len(found) < 2
	})
	if err != nil && !errors.Is(err, errStop) {
		return nil, nil, err
	}
	switch len(found) {
	case 0:
		return nil, nil, nil
	case 1:
		return found[0], nil, nil
	}
	return found[0], found[1], nil
}

// newBoard places p's givens, or returns nil when they break a rule.
func newBoard(p *gen.Puzzle) *board {
	n := p.Rows
	b := &board{
		n: n, grid: gen.NewGrid(n, n), rows: make([]int, n), cols: make([]int, n),
		cageOf: gen.CageIndex(n, n, p.Cages), cages: p.Cages,
		sum: make([]int, len(p.Cages)), count: make([]int, len(p.Cages)), digits: make([]int, len(p.Cages)),
	}
	for r := range n {
		for c := range n {
			if v := p.Givens[r][c]; v != 0 {
				if !b.fits(r, c, v) {
					return nil
				}
				b.place(r, c, v)
			}
		}
	}
	return b
}

// fits reports whether v may go at (r, c): not yet in its row, column or
// cage, and its cage's target still within reach.
func (b *board) fits(r, c, v int) bool {
	bit := 1 << v
	k := b.cageOf[r][c]
	if b.rows[r]&bit != 0 || b.cols[c]&bit != 0 || b.digits[k]&bit != 0 {
		return false
	}
	sum, left := b.sum[k]+v, len(b.cages[k].Cells)-b.count[k]-1
	if left == 0 {
		return sum == b.cages[k].Target
	}
	return sum+left <= b.cages[k].Target && sum+left*b.n >= b.cages[k].Target
}

func (b *board) place(r, c, v int) {
	k := b.cageOf[r][c]
	b.grid[r][c] = v
	b.rows[r] |= 1 << v
	b.cols[c] |= 1 << v
	b.digits[k] |= 1 << v
	b.sum[k] += v
	b.count[k]++
}

func (b *board) take(r, c, v int) {
	k := b.cageOf[r][c]
	b.grid[r][c] = 0
	b.rows[r] &^= 1 << v
	b.cols[c] &^= 1 << v
	b.digits[k] &^= 1 << v
	b.sum[k] -= v
	b.count[k]--
}

// fill tries every digit in the cells from i on, in reading order,
// calling found at each solution; it stops when found returns false.
func (b *board) fill(ctx context.Context, i int, found func() bool) error {
	if b.nodes++; b.nodes%checkEvery == 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	for i < b.n*b.n && b.grid[i/b.n][i%b.n] != 0 {
		i++
	}
	if i == b.n*b.n {
		if !found() {
			return errStop
		}
		return nil
	}
	r, c := i/b.n, i%b.n
	for v := 1; v <= b.n; v++ {
		if !b.fits(r, c, v) {
			continue
		}
		b.place(r, c, v)
		err := b.fill(ctx, i+1, found)
		b.take(r, c, v)
		if err != nil {
			return err
		}
	}
	return nil
}
