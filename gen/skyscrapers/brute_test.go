package skyscrapers

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// bruteCount counts the solutions of a skyscrapers puzzle up to two by
// plain enumeration, sharing nothing with the solver. Lines are visited
// from the outside in (the first, the last, the second, the next to
// last, ...), so that the clues at both ends of a line bite early. Every
// order of 1..n that fits a line's givens and its two clues is listed as
// a tree of prefixes in that visiting order, for each row and column
// that has a clue or a given, and the grid is filled cell by cell, rows
// and the cells of a row in visiting order, with every height that
// repeats nothing in its row and column and keeps both lines on a prefix
// of one of their orders.
func bruteCount(p *gen.Puzzle) int {
	n := p.Rows
	e := p.Edges
	visit := outsideIn(n)
	trees := make([]*prefixTree, 2*n) // rows, then columns; nil: any order
	for i := range n {
		trees[i] = lineTree(visit, e.Left[i], e.Right[i], func(c int) int { return p.Givens[i][c] })
		trees[n+i] = lineTree(visit, e.Top[i], e.Bottom[i], func(r int) int { return p.Givens[r][i] })
	}
	at := make([]int32, 2*n)    // each line's node in its tree
	used := make([]uint16, 2*n) // each line's heights so far
	count := 0
	var fill func(k int)
	fill = func(k int) {
		if k == n*n {
			count++
			return
		}
		row, col := visit[k/n], n+visit[k%n]
		for h := 1; h <= n && count < 2; h++ {
			if (used[row]|used[col])&(1<<h) != 0 {
				continue
			}
			nr, nc := int32(0), int32(0)
			if trees[row] != nil {
				if nr = trees[row].child(at[row], h); nr < 0 {
					continue
				}
			}
			if trees[col] != nil {
				if nc = trees[col].child(at[col], h); nc < 0 {
					continue
				}
			}
			sr, sc := at[row], at[col]
			at[row], at[col] = nr, nc
			used[row] |= 1 << h
			used[col] |= 1 << h
			fill(k + 1)
			used[row] &^= 1 << h
			used[col] &^= 1 << h
			at[row], at[col] = sr, sc
		}
	}
	fill(0)
	return count
}

// outsideIn returns 0..n-1 from the outside in: 0, n-1, 1, n-2, ...
func outsideIn(n int) []int {
	out := make([]int, 0, n)
	for lo, hi := 0, n-1; lo <= hi; lo, hi = lo+1, hi-1 {
		out = append(out, lo)
		if hi != lo {
			out = append(out, hi)
		}
	}
	return out
}

// lineTree returns the tree of the orders of a line that show the clues
// start and end (0: none) and keep its givens, each read in the order
// visit gives its positions, or nil when the line has neither clues nor
// givens.
func lineTree(visit []int, start, end int, given func(i int) int) *prefixTree {
	n := len(visit)
	givens := anyGiven(n, given)
	if start == 0 && end == 0 && !givens {
		return nil
	}
	key := [3]int{n, start, end}
	if t, ok := clueTrees[key]; ok && !givens {
		return t
	}
	t := &prefixTree{}
	seq := make([]int, n)
next:
	for _, o := range ordersOf(n) {
		if start != 0 && o.front != start || end != 0 && o.back != end {
			continue
		}
		for i, h := range o.perm {
			if g := given(i); g != 0 && g != h {
				continue next
			}
		}
		for i, pos := range visit {
			seq[i] = o.perm[pos]
		}
		t.add(seq)
	}
	if len(t.next) == 0 {
		t.next = append(t.next, [10]int32{}) // no order: the root alone
	}
	if !givens {
		clueTrees[key] = t
	}
	return t
}

// clueTrees keeps the trees of lines without givens by size and clues,
// for the puzzles counted after the first.
var clueTrees = map[[3]int]*prefixTree{}

// allOrders holds orders(n) by n, listed once.
var allOrders [maxSize + 1][]order

// ordersOf returns every order of 1..n, listing them the first time.
func ordersOf(n int) []order {
	if allOrders[n] == nil {
		allOrders[n] = orders(n)
	}
	return allOrders[n]
}

// prefixTree holds the prefixes of a set of orders: node 0 is the empty
// prefix, and next[k][h] the node of prefix k followed by h (0: none).
type prefixTree struct{ next [][10]int32 }

// add puts every prefix of perm in t.
func (t *prefixTree) add(perm []int) {
	if len(t.next) == 0 {
		t.next = append(t.next, [10]int32{})
	}
	k := int32(0)
	for _, h := range perm {
		if t.next[k][h] == 0 {
			t.next = append(t.next, [10]int32{})
			t.next[k][h] = int32(len(t.next) - 1)
		}
		k = t.next[k][h]
	}
}

// child returns the node of prefix k followed by h, or -1.
func (t *prefixTree) child(k int32, h int) int32 {
	if len(t.next) == 0 || t.next[k][h] == 0 {
		return -1
	}
	return t.next[k][h]
}

// order is one order of 1..n with the heights seen from each end.
type order struct {
	perm        []int
	front, back int
}

// orders lists every order of 1..n.
func orders(n int) []order {
	var out []order
	for _, p := range permutations(n) {
		out = append(out, order{p, views(p), views(reversed(p))})
	}
	return out
}

// anyGiven reports whether given holds a height at some i < n.
func anyGiven(n int, given func(i int) int) bool {
	for i := range n {
		if given(i) != 0 {
			return true
		}
	}
	return false
}

// permutations lists every order of 1..n.
func permutations(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := append(append(append([]int{}, p[:i]...), n), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}

// views counts the heights seen from the start of line.
func views(line []int) int {
	count, top := 0, 0
	for _, h := range line {
		if h > top {
			count, top = count+1, h
		}
	}
	return count
}

// reversed returns line back to front.
func reversed(line []int) []int {
	out := make([]int, len(line))
	for i, h := range line {
		out[len(line)-1-i] = h
	}
	return out
}

// TestUniqueByBruteForce generates puzzles of each size and counts
// their solutions with the brute-force counter: exactly one, the
// generator's.
func TestUniqueByBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	ctx := context.Background()
	for n := minGen; n <= 8; n++ {
		grades := reachable[n]
		if n >= 7 {
			grades = grades[:2] // the hard grades of large grids take longer to make
		}
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			for i := range bruteCountPerSize(n) {
				params := gen.Params{Rows: n, Grade: grades[i%len(grades)], Symmetry: []gen.Symmetry{gen.SymmetryDefault, gen.SymmetryNone, gen.SymmetryMirror}[i%3]}
				p, err := Kind{}.Generate(ctx, params, rand.New(rand.NewPCG(uint64(i), uint64(n))))
				if err != nil {
					t.Fatalf("seed %d: %v", i, err)
				}
				if got := bruteCount(p); got != 1 {
					t.Fatalf("seed %d %v: brute force counts %d solutions, want 1", i, params.Grade, got)
				}
			}
		})
	}
}

// bruteCountPerSize is the number of puzzles of size n checked: 200 up to
// 7x7, and 60 of the 8x8s, whose counting takes about 0.1 s of CPU each
// (a line without clues is open to every order), to keep the test near
// 20 s of CPU.
func bruteCountPerSize(n int) int {
	if n == 8 {
		return 60
	}
	return 200
}

// TestBruteCountVerdicts checks that the brute-force counter tells one
// solution from several and from none: a generated puzzle has one, the
// same grid without clues or givens many, and a 1 beside a given 1 none.
func TestBruteCountVerdicts(t *testing.T) {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 5, Grade: gen.Medium}, rand.New(rand.NewPCG(1, 5)))
	if err != nil {
		t.Fatal(err)
	}
	if got := bruteCount(p); got != 1 {
		t.Errorf("generated: got %d solutions, want 1", got)
	}
	blank := *p
	blank.Edges = &gen.Edges{Top: make([]int, 5), Bottom: make([]int, 5), Left: make([]int, 5), Right: make([]int, 5)}
	blank.Givens = gen.GridOf(5, make([]int, 25))
	if got := bruteCount(&blank); got != 2 {
		t.Errorf("no clues: got %d, want 2 (the count stops there)", got)
	}
	broken := blank
	broken.Edges = &gen.Edges{Top: make([]int, 5), Bottom: make([]int, 5), Left: []int{1, 0, 0, 0, 0}, Right: make([]int, 5)}
	cells := make([]int, 25)
	cells[0] = 1
	broken.Givens = gen.GridOf(5, cells)
	if got := bruteCount(&broken); got != 0 {
		t.Errorf("a 1 beside a given 1: got %d, want 0", got)
	}
}
