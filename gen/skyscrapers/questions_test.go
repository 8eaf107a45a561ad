package skyscrapers

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// checked is a run of questions whose items are a square's clues (one
// per slot) or its cells: each answer compares the closure the halving
// made with one run from the givens on what is present then, and keeps
// or refuses the item at random.
type checked struct {
	t        *testing.T
	k        *clues // every clue of the square
	sol      []int  // the square (cells) or the givens (clues)
	cellsOn  bool   // the items are cells, not clues
	on       []bool // whether each item is present
	view     clues
	maxOpen  int
	rng      *rand.Rand
	compared int
}

// slot returns the line and side of clue item i.
func (q *checked) slot(i int) (int, bool) { return i / 2, i%2 == 0 }

func (q *checked) present(lo, hi int) {
	q.view.front, q.view.back = q.k.front, q.k.back
	if q.cellsOn {
		return
	}
	for i := range q.on {
		if l, front := q.slot(i); !q.on[i] || i >= lo && i <= hi {
			*q.view.at(l, front) = 0
		}
	}
}

func (q *checked) add(c *closure, i int) bool {
	if !q.on[i] {
		return true
	}
	if q.cellsOn {
		return c.give(i, q.sol[i])
	}
	l, front := q.slot(i)
	return c.clue(l, front)
}

func (q *checked) answer(i int, c *closure) {
	n := q.k.n
	q.present(i, i)
	cells := make([]int, n*n)
	for x := range cells {
		if !q.cellsOn || q.on[x] && x != i {
			cells[x] = q.sol[x]
		}
	}
	fresh := closure{k: &q.view, maxOpen: q.maxOpen}
	fresh.solves(cells)
	if fresh.cand != c.cand {
		q.t.Fatalf("%dx%d item %d: the halving's closure %v, one run from the givens %v", n, n, i, c.cand[:n*n], fresh.cand[:n*n])
	}
	q.compared++
	q.on[i] = q.rng.IntN(3) == 0
}

// TestQuestionsAgree checks, on 600 squares, that each question the
// halving answers (questions.go) has the closure one run from the givens
// on what is present then would stop at, for clues and for cells, at
// the easy, medium and whole-line cuts, whatever was kept before.
func TestQuestionsAgree(t *testing.T) {
	var a asker
	compared := 0
	for _, n := range []int{4, 5, 6, 8} {
		geo := latin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 29))
		for range 50 {
			sol, ok, err := regions.Fill(t.Context(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("no Latin square: %v", err)
			}
			k := solutionClues(sol, n)
			for _, maxOpen := range []int{shortLine, shortLine + 1, n} {
				for _, cellsOn := range []bool{false, true} {
					m := 4 * n
					if cellsOn {
						m = n * n
					}
					q := &checked{t: t, k: k, sol: sol, cellsOn: cellsOn, on: make([]bool, m), maxOpen: maxOpen, rng: rng}
					q.view.n = n
					for i := range q.on {
						q.on[i] = true
					}
					q.present(0, m-1)
					root := closure{k: &q.view, maxOpen: maxOpen}
					if cellsOn {
						root.solves(make([]int, n*n))
					} else {
						givens := make([]int, n*n)
						for _, x := range rng.Perm(n * n)[:n] {
							givens[x] = sol[x]
						}
						root.solves(givens)
						q.sol = givens
					}
					a.ask(q, 0, m-1, 0, &root)
					compared += q.compared
				}
			}
		}
	}
	if compared < 10000 {
		t.Errorf("%d questions compared: too few", compared)
	}
}
