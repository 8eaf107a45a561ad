package skyscrapers

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// bruteCount counts the solutions of a skyscrapers puzzle up to two by
// plain enumeration, sharing nothing with the solver: every order of 1..n
// that fits a row's givens and its two clues is listed, and so is every
// order fitting a column's, the columns' as a tree of prefixes; rows are
// then chosen top to bottom so that each column reads down a prefix of
// one of its orders.
func bruteCount(p *gen.Puzzle) int {
	n := p.Rows
	e := p.Edges
	perms := orders(n)
	fitting := func(start, end int, given func(i int) int) [][]int {
		var out [][]int
		for _, o := range perms {
			perm := o.perm
			ok := (start == 0 || o.front == start) && (end == 0 || o.back == end)
			for i := range n {
				if g := given(i); g != 0 && g != perm[i] {
					ok = false
				}
			}
			if ok {
				out = append(out, perm)
			}
		}
		return out
	}
	rows := make([][][]int, n)
	cols := make([]*prefixTree, n)
	for i := range n {
		rows[i] = fitting(e.Left[i], e.Right[i], func(c int) int { return p.Givens[i][c] })
		given := func(r int) int { return p.Givens[r][i] }
		if e.Top[i] == 0 && e.Bottom[i] == 0 && !anyGiven(n, given) {
			continue // any order: the used heights say what may follow
		}
		cols[i] = &prefixTree{}
		for _, perm := range fitting(e.Top[i], e.Bottom[i], given) {
			cols[i].add(perm)
		}
	}
	count := 0
	at := make([]int32, n)    // each clued column's node in its tree
	used := make([]uint16, n) // each column's heights so far
	var pick func(r int)
	pick = func(r int) {
		if r == n {
			count++
			return
		}
		saved := append([]int32(nil), at...)
	next:
		for _, perm := range rows[r] {
			for c, h := range perm {
				if used[c]&(1<<h) != 0 || cols[c] != nil && cols[c].child(saved[c], h) < 0 {
					continue next
				}
			}
			for c, h := range perm {
				used[c] |= 1 << h
				if cols[c] != nil {
					at[c] = cols[c].child(saved[c], h)
				}
			}
			pick(r + 1)
			for c, h := range perm {
				used[c] &^= 1 << h
			}
			if count > 1 {
				return
			}
		}
		copy(at, saved)
	}
	pick(0)
	return count
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
	for n := minGen; n <= 8; n++ { // 9! orders a line are too many to list
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
// 6x6, and 8 of the larger ones, whose enumeration takes about 0.3 s of
// CPU each (every order of a row without clues is tried at each step),
// to keep the test near 20 s on a shared machine.
func bruteCountPerSize(n int) int {
	if n >= 7 {
		return 8
	}
	return 200
}
