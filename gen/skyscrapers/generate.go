package skyscrapers

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Generation fills a random Latin square (fillSquare: regions.Fill's) and writes
// every clue it shows. Unless the params ask for a number of givens, it
// then clears the square's cells in a random order (each with its image
// under the symmetry asked for), keeping each clearing that the ladder
// cut at the target grade still solves with every clue: a small grid
// ends empty, a large one keeps the few givens its clues need. It then
// takes clues away in a random order (with their image under the symmetry asked
// for), keeping each removal that the ladder cut at the target grade
// still solves (at hard and expert, a removal that leaves a cycle swap
// of the solution showing the same clues is refused at once: trades.go;
// a closure decides at easy and medium, and keeps what it solves at hard
// and expert, where, when it stalls, a short search for a second
// solution refuses (up to 6x6: second.go) and else the grader decides;
// the grader rates the puzzle made: closure.go; up to 6x6 the questions
// share their closures: questions.go). A 5x5 hard
// is made only from a square whose clues alone solve the empty grid
// (cluesOnly). A puzzle the ladder solves has one solution: every step
// is a deduction that holds in any solution, so the steps that fill the
// grid prove it the only one (gen.Check confirms it with the solver, and
// the tests with a brute-force counter of their own). When the result's
// grade falls short of the target, a new square is drawn.

// maxSquares bounds the squares tried for one puzzle of the grade asked
// for before the generator reports the grade rare.
const maxSquares = 400

// maxEmpty is the largest size whose squares' clues alone often solve
// the empty grid (of 200 squares each, at hard: 4x4 61%, 5x5 44%, 6x6 7%,
// 7x7 and 8x8 none). Up to it the generator tries the empty grid before
// clearing cells one by one; above it clearCells runs straight away (and
// clears every cell when the clues alone do solve). A run that fails on
// the empty grid is one of the ladder's longest.
const maxEmpty = 5

// Generate makes one puzzle of exactly the grade asked for (easy when
// none is), proven unique by the ladder. All randomness comes from rng.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := (Kind{}).Validate(p); err != nil {
		return nil, err
	}
	p = Kind{}.Defaults(p)
	n, target := p.Rows, max(p.Grade, gen.Easy)
	geo := latin(n)
	// One clue set and its ladder serve every square drawn (and, kept
	// with the questions' closures for reuse, later calls), and the
	// squares' lines share their answers (a memo made when first asked).
	q := askers.Get().(*asker)
	defer askers.Put(q)
	k, lad := &q.k, q.lad
	k.n, k.front, k.back = n, [2 * maxSize]int{}, [2 * maxSize]int{}

	for range maxSquares {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("skyscrapers: generate: %w", err)
		}
		sol, err := fillSquare(ctx, n, rng, &q.fill)
		if err != nil {
			return nil, fmt.Errorf("skyscrapers: generate: %w", err)
		}
		k.setSeen(sol)
		q.seek.sol = sol
		var givens []int
		if p.HasGivens() {
			givens = make([]int, n*n)
			for _, c := range shuffled(rng, q.order[:n*n])[:p.MinGivens+rng.IntN(p.MaxGivens-p.MinGivens+1)] {
				givens[c] = sol[c]
			}
			if !solvesAt(geo, lad, k, givens, target) {
				continue
			}
		} else if solved, empty := emptyGrid(geo, lad, k, target, q); solved {
			// Every clearing would be kept: skip to the empty grid, drawing
			// the order clearCells would have drawn.
			shuffled(rng, q.order[:n*n])
			givens = q.none[:n*n]
		} else if cluesOnly(n, target) {
			continue
		} else {
			givens = clearCells(geo, lad, k, sol, empty, target, p.Symmetry, rng, q)
		}
		var ts []trade // at easy and medium the closure refuses as fast as the swaps are found
		if _, whole := closureOpen(target); !whole {
			ts = trades(sol, givens, n)
		}
		r, rated := strip(geo, lad, k, givens, ts, target, p.Symmetry, rng, q)
		if !rated {
			r = regions.Rate(geo, lad, givens, gen.Expert)
		}
		if !r.Solved || r.Grade != target {
			continue
		}
		g, s := rowsOf(n, givens, sol)
		return &gen.Puzzle{
			Kind: "skyscrapers", Rows: n, Cols: n,
			Overlays: gen.Overlays{Edges: k.edges()},
			Givens:   g, Solution: s,
			Grade: r.Grade, Score: r.Score, Technique: r.Technique,
		}, nil
	}
	return nil, fmt.Errorf("skyscrapers: generate: %v %dx%d after %d squares: %w", target, n, n, maxSquares, gen.ErrGradeRare)
}

// shuffled sets p to 0..len(p)-1 in a random order drawn from rng, and
// returns it: rng.Perm(len(p)), the same draws, without allocating.
func shuffled(rng *rand.Rand, p []int) []int {
	for i := range p {
		p[i] = i
	}
	rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// rowsOf returns the n x n grids givens and sol as rows, the two in one
// array (each row capped at its end, so no append reaches the next).
func rowsOf(n int, givens, sol []int) ([][]int, [][]int) {
	cells := make([]int, 2*n*n)
	copy(cells, givens[:n*n])
	copy(cells[n*n:], sol[:n*n])
	rows := make([][]int, 2*n)
	for r := range rows {
		rows[r] = cells[r*n : (r+1)*n : (r+1)*n]
	}
	return rows[:n:n], rows[n:]
}

// cluesOnly reports whether puzzles of n x n at grade target are made
// only from squares whose clues alone solve the empty grid at the grade,
// skipping a square that needs givens before clearing its cells. At 5x5
// hard, a strip of such a square ends hard a little more often than one
// of any square (100 puzzles: 24% of 418 strips, against 21% of 469),
// costs fewer of the ladder's runs, and the puzzles keep no givens. (At
// expert the two are near: 13% and 10% of 1000 squares; at 6x6 nearly
// every square needs givens.)
func cluesOnly(n int, target gen.Grade) bool {
	return n <= 5 && target == gen.Hard
}

// strip takes the clues of k away in a random order, each with its image
// under sym, keeping every removal that the ladder lad (which reads k)
// cut at target still solves with givens. A removal that
// leaves one of ts (the solution's cycle swaps that keep givens) showing
// the same clues leaves two solutions, and is refused without the
// ladder. A removal the closure still solves is kept without the grader
// (at easy and medium the closure is the ladder; at hard and expert a
// part of it), one it does not solve is refused at easy and medium and
// asked of the grader at hard and expert. The closures are q's
// (questions.go). It returns the rating of the puzzle left, and true,
// when it kept a removal (a puzzle the ladder solves at target has the
// same rating at any higher cut), else false.
func strip(geo *regions.Geometry, lad *regions.Ladder, k *clues, givens []int, ts []trade, target gen.Grade, sym gen.Symmetry, rng *rand.Rand, q *asker) (regions.Rating, bool) {
	n := k.n
	shown := k.shown()
	// The removals in the order tried, each clue once: one refused would
	// be refused again later, with fewer clues left (the ladder deduces
	// less from less: regions.Reaches).
	rs := &q.rs
	m := 0
	var tried uint64 // the slots of the removals listed
	for _, s := range shuffled(rng, q.order[:4*n]) {
		l, front := s/2, s%2 == 0
		if tried&(1<<slotOf(l, front)) != 0 {
			continue
		}
		r := removal{l: l, front: front}
		r.pl, r.pfront, r.paired = partner(n, l, front, sym)
		tried |= r.slots()
		rs[m], m = r, m+1
	}
	maxOpen, whole := closureOpen(target)
	st := &q.strip
	*st = stripping{geo: geo, lad: lad, k: k, givens: givens, fresh: &q.fresh, ts: ts, target: target, whole: whole, maxOpen: maxOpen, seek: q.seekerOf(n), shown: shown, rs: rs[:m]}
	st.view.n, st.view.memo = n, k.memoOf()
	q.alone = n > maxTable
	if !q.alone {
		st.present(0, m-1)
		q.root = closure{k: &st.view, maxOpen: maxOpen}
		q.root.solves(givens)
	}
	q.ask(st, 0, m-1, 0, &q.root)
	if !st.rated {
		return regions.Rating{}, false
	}
	return regions.Rate(geo, lad, givens, target), true // the grader rates once
}

// removal is one of strip's removals: the clue of line l on the side
// front says, and its partner under the symmetry when paired.
type removal struct {
	l, pl         int
	front, pfront bool
	paired        bool
}

// slots returns the clue slots of r (slotOf).
func (r removal) slots() uint64 {
	s := uint64(1) << slotOf(r.l, r.front)
	if r.paired {
		s |= 1 << slotOf(r.pl, r.pfront)
	}
	return s
}

// set sets r's clue to va and its partner's to vb, in k.
func (r removal) set(k *clues, va, vb int) {
	*k.at(r.l, r.front) = va
	if r.paired {
		*k.at(r.pl, r.pfront) = vb
	}
}

// at returns the clue of line l on the side front says.
func (k *clues) at(l int, front bool) *int {
	if front {
		return &k.front[l]
	}
	return &k.back[l]
}

// partner returns the clue that sym pairs with the clue of line l on
// side front, and false when it pairs it with none (or with itself).
func partner(n, l int, front bool, sym gen.Symmetry) (int, bool, bool) {
	flip := func(l int) int { // the line mirrored across the grid's middle
		if l < n {
			return n - 1 - l
		}
		return 3*n - 1 - l
	}
	switch sym {
	case gen.SymmetryRotational:
		return flip(l), !front, true
	case gen.SymmetryMirror: // left to right: rows swap ends, columns swap places
		if l < n {
			return l, !front, true
		}
		if m := flip(l); m != l {
			return m, front, true
		}
	}
	return l, front, false
}

// clearCells clears the cells of the full grid sol in a random order,
// each with its image under sym, keeping each clearing after which the
// ladder lad cut at target still places the cleared cells (and so solves
// the grid: regions.Reaches), and returns the givens left (in q's
// array, until the next call). empty is the
// closure on the clues alone (nil: clearCells makes it); the closures
// of the questions are q's (questions.go).
func clearCells(geo *regions.Geometry, lad *regions.Ladder, k *clues, sol []int, empty *closure, target gen.Grade, sym gen.Symmetry, rng *rand.Rand, q *asker) []int {
	n := geo.N
	cells := append(q.cells[:0], sol...)
	// The clearings in the order tried, each cell once, as each removal
	// in strip.
	cs := &q.cs // a cell and its image (itself when none)
	m := 0
	var tried [maxSize * maxSize]bool
	for _, c := range shuffled(rng, q.order[:n*n]) {
		if tried[c] {
			continue
		}
		p := cellPartner(n, c, sym)
		tried[c], tried[p] = true, true
		cs[m], m = [2]int{c, p}, m+1
	}
	maxOpen, whole := closureOpen(target)
	cl := &q.clear
	*cl = clearing{geo: geo, lad: lad, k: k, fresh: &q.fresh, maxOpen: maxOpen, target: target, whole: whole, seek: q.seekerOf(n), sol: sol, cells: cells, cs: cs[:m]}
	q.alone = n > maxTable
	if empty == nil && !q.alone {
		q.root = closure{k: k, maxOpen: maxOpen}
		q.root.solves(q.none[:n*n])
		empty = &q.root
	}
	q.ask(cl, 0, m-1, 0, empty)
	return cells
}

// cellPartner returns the image of cell c under sym (c itself for none).
func cellPartner(n, c int, sym gen.Symmetry) int {
	switch sym {
	case gen.SymmetryRotational:
		return n*n - 1 - c
	case gen.SymmetryMirror:
		return c/n*n + n - 1 - c%n
	}
	return c
}

// emptyGrid reports whether the ladder lad (on the clues k) cut at
// target solves the empty grid, asked only up to maxEmpty (of the grader
// at hard and expert when the closure stalls). It also returns the
// closure on the clues alone (q's root; nil above maxEmpty): clearCells
// starts its questions there.
func emptyGrid(geo *regions.Geometry, lad *regions.Ladder, k *clues, target gen.Grade, q *asker) (bool, *closure) {
	n := k.n
	if n > maxEmpty {
		return false, nil
	}
	maxOpen, whole := closureOpen(target)
	c := &q.root
	*c = closure{k: k, maxOpen: maxOpen}
	solved := c.solves(q.none[:n*n])
	if !solved && !whole {
		solved = !q.seekerOf(n).other(c) && c.ladderSolves(geo, lad, target, nil)
	}
	return solved, c
}
