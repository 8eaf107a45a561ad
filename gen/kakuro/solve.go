package kakuro

import (
	"context"
	"errors"
)

// The solver keeps each white cell's candidates as a set of digits and
// narrows them run by run: a run keeps the combinations of its length and
// sum that hold its placed digits and leave every cell a digit, its cells
// keep what those combinations give them, and a digit every combination
// holds that one cell alone can take is placed there. When nothing
// narrows, it tries each candidate of a cell with the fewest.

// checkEvery is how many search nodes pass between two polls of ctx.
const checkEvery = 1 << 10

// Errors that stop a search: a branch with no solution, and a search
// past its budget of nodes (the generator's, which drops such a fill
// rather than wait on it).
var (
	errContradiction = errors.New("kakuro: contradiction")
	errBudget        = errors.New("kakuro: past the search budget")
)

// solver is one search over a board.
type solver struct {
	b      *board
	cand   []digits
	queue  []int
	queued []bool
	nodes  int
	ctx    context.Context
	limit  int
	budget int       // most nodes, 0 for no limit
	memo   [512]int8 // arrange's answers by set of digits used: 1 yes, 2 no
	found  [][]digits
}

// newSolver returns a solver over b with the givens placed.
func newSolver(ctx context.Context, b *board) *solver {
	s := &solver{b: b, cand: make([]digits, len(b.pos)), queued: make([]bool, len(b.runs)), ctx: ctx}
	for i, v := range b.givens {
		s.cand[i] = allDigits
		if v > 0 {
			s.cand[i] = bit(v)
		}
	}
	return s
}

// solve counts solutions of b up to limit and returns them, each as the
// digit of every white cell. A budget above 0 bounds the search nodes
// (past it, the error is errBudget).
func solve(ctx context.Context, b *board, limit, budget int) ([][]int, error) {
	s := newSolver(ctx, b)
	s.limit, s.budget = limit, budget
	for k := range b.runs {
		s.push(k)
	}
	if err := s.search(); err != nil && !errors.Is(err, errContradiction) {
		return nil, err
	}
	out := make([][]int, len(s.found))
	for i, f := range s.found {
		out[i] = make([]int, len(f))
		for j, c := range f {
			out[i][j] = c.lowest()
		}
	}
	return out, nil
}

// push queues run k for narrowing.
func (s *solver) push(k int) {
	if !s.queued[k] {
		s.queued[k] = true
		s.queue = append(s.queue, k)
	}
}

// set narrows cell i to c and queues its runs when it changed.
func (s *solver) set(i int, c digits) error {
	if c == s.cand[i] {
		return nil
	}
	if c == 0 {
		return errContradiction
	}
	s.cand[i] = c
	s.push(s.b.runsOf[i][0])
	s.push(s.b.runsOf[i][1])
	return nil
}

// propagate narrows runs until none changes.
func (s *solver) propagate() error {
	for len(s.queue) > 0 {
		k := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		s.queued[k] = false
		if err := s.narrow(k); err != nil {
			for _, q := range s.queue {
				s.queued[q] = false
			}
			s.queue = s.queue[:0]
			return err
		}
	}
	return nil
}

// narrow applies the combinations of run k to its cells: each cell keeps
// the digits it takes in some arrangement of some combination over the
// run's candidates (every digit once, each cell one of its own).
func (s *solver) narrow(k int) error {
	u := s.b.runs[k]
	if u.sum == 0 {
		return nil
	}
	var fixed digits
	for _, i := range u.cells {
		if c := s.cand[i]; c.count() == 1 {
			if fixed&c != 0 {
				return errContradiction
			}
			fixed |= c
		}
	}
	var allow [9]digits
	any := false
	for _, c := range combos()[len(u.cells)][u.sum] {
		if c&fixed == fixed && s.fits(u.cells, c) && s.arrange(u.cells, c, &allow) {
			any = true
		}
	}
	if !any {
		return errContradiction
	}
	for j, i := range u.cells {
		if err := s.set(i, allow[j]); err != nil {
			return err
		}
	}
	return nil
}

// arrange adds to allow[j] every digit cell j of cells takes in some
// arrangement of combination c over the candidates, and reports whether
// there is one.
func (s *solver) arrange(cells []int, c digits, allow *[9]digits) bool {
	clear(s.memo[:])
	return s.place(cells, 0, c, 0, allow)
}

// place reports whether cells[j:] take the digits of c not in used, one
// each, marking in allow the digits of the arrangements it finds; memo
// keeps the answer for each used set (which fixes j).
func (s *solver) place(cells []int, j int, c, used digits, allow *[9]digits) bool {
	if j == len(cells) {
		return true
	}
	if m := s.memo[used>>1]; m != 0 {
		return m == 1
	}
	ok := false
	for x := s.cand[cells[j]] & c &^ used; x != 0; x &= x - 1 {
		d := x & -x
		if s.place(cells, j+1, c, used|d, allow) {
			ok = true
			allow[j] |= d
		}
	}
	s.memo[used>>1] = 2
	if ok {
		s.memo[used>>1] = 1
	}
	return ok
}

// search propagates, then branches on a cell with the fewest candidates.
func (s *solver) search() error {
	s.nodes++
	if s.budget > 0 && s.nodes > s.budget {
		return errBudget
	}
	if s.nodes%checkEvery == 0 {
		if err := s.ctx.Err(); err != nil {
			return err
		}
	}
	if err := s.propagate(); err != nil {
		return err
	}
	best, bestN := -1, 10
	for i, c := range s.cand {
		if n := c.count(); n > 1 && n < bestN {
			best, bestN = i, n
			if n == 2 {
				break
			}
		}
	}
	if best < 0 {
		s.found = append(s.found, append([]digits(nil), s.cand...))
		return nil
	}
	saved := append([]digits(nil), s.cand...)
	for c := saved[best]; c != 0; c &= c - 1 {
		copy(s.cand, saved)
		if err := s.set(best, digits(c&-c)); err != nil {
			return err
		}
		err := s.search()
		if err != nil && !errors.Is(err, errContradiction) {
			return err
		}
		if len(s.found) >= s.limit {
			return nil
		}
	}
	return errContradiction
}

// fits reports whether combination c can fill cells at a glance: every
// cell keeps a digit of c and every digit of c has a cell that can take
// it.
func (s *solver) fits(cells []int, c digits) bool {
	var seen digits
	for _, i := range cells {
		x := s.cand[i] & c
		if x == 0 {
			return false
		}
		seen |= x
	}
	return seen == c
}
