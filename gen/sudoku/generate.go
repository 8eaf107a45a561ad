package sudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxGrids bounds the fresh grids Generate carves before giving up on a
// grade. Each offered grade needs fewer than three grids on average
// (docs/performance-sudoku.md), so reaching the bound means the grade is
// out of reach, not unlucky.
const maxGrids = 400

// symmetryFor returns the clue symmetry Generate uses on an n x n grid
// when Params asks for sym: sym itself, or for gen.SymmetryDefault the
// size's default. That is rotational, as in most printed Sudoku, except
// on 4x4, where only 43 minimal puzzles have rotational givens (73 mirror)
// against 469 without symmetry (supply4.txt): enough for a book of
// hundreds, or a year of a daily feed.
func symmetryFor(n int, sym gen.Symmetry) gen.Symmetry {
	switch {
	case sym != gen.SymmetryDefault:
		return sym
	case n == 4:
		return gen.SymmetryNone
	default:
		return gen.SymmetryRotational
	}
}

// budget bounds one Generate call: fresh grids, local-search moves on each
// grid whose carve falls short of the target grade, and the orbits each
// move puts back.
type budget struct {
	grids, moves, restore int
}

// budgetFor returns the budget for target on an n x n grid. Easy needs no
// moves (every carve aimed at easy ends easy). The figures were tuned on
// the mean time per puzzle, and putting back two orbits escapes a local
// minimum far more often than one. (Three did better on 9x9 while every
// move was graded; since moves are graded from their own removals, two is
// 5-10% faster.) On 9x9 a move costs about a fifth of a fresh grid and
// reaches hard about as often, so a grid gets up to 160 moves (40 before:
// 6% more work a hard puzzle over 900 seeds; 100 or 250 moves do as well
// as 160); on 6x6 more moves past 30 seldom beat a fresh grid.
func budgetFor(n int, target gen.Grade) budget {
	switch {
	case target == gen.Easy:
		return budget{grids: maxGrids}
	case n == 9:
		return budget{grids: maxGrids, moves: 160, restore: 2}
	default:
		return budget{grids: maxGrids, moves: 30, restore: 2}
	}
}

// Generate makes one puzzle of exactly p.Grade (any grade the grader can
// name when p.Grade is gen.AnyGrade), proven unique, with its givens laid
// out in p.Symmetry. All randomness comes from rng, so the same seed gives
// the same puzzle. A 4x4 puzzle is taken from the list of them all
// (Listed, which with a range of givens lists every 4x4 puzzle in the
// range): number p.Pick, or one drawn from rng when Pick is 0. Larger
// ones are carved from fresh grids; after maxGrids without the grade it
// returns an error wrapping gen.ErrGradeRare. With a range of givens
// (p.MinGivens to p.MaxGivens), a carved puzzle with more than the top
// counts as a miss (carving stops where no orbit can go, so it cannot
// go further), and one with fewer than the bottom gets givens added that
// keep its grade and technique (addGivens), or counts as a miss when
// none reach the bottom.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	s, err := params(p)
	if err != nil {
		return nil, err
	}
	sym := symmetryFor(s.n, p.Symmetry)
	if ps, ok := list(s.n, sym, p.Grade, p); ok {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("sudoku: generate: %w", err)
		}
		return pickListed(s, ps, sym, p.Grade, p.Pick, rng)
	}
	b := budgetFor(s.n, p.Grade)
	g := carver{s: s, orbits: orbitsOf()[s.n][sym], rng: rng, target: p.Grade, restore: b.restore,
		lo: p.MinGivens, hi: p.MaxGivens}
	return g.generate(ctx, b)
}

// generate carves fresh grids until one gives the target grade, within b.
func (g *carver) generate(ctx context.Context, b budget) (*gen.Puzzle, error) {
	s := g.s
	moves := 0
	for fresh := 1; fresh <= b.grids; fresh++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("sudoku: generate: %w", err)
		}
		solution := g.fullGrid()
		cells, r, used, err := g.carve(ctx, solution, b.moves)
		moves += used
		if err != nil {
			return nil, fmt.Errorf("sudoku: generate: %w", err)
		}
		if !r.Solved || !g.reached(r.Grade) {
			continue
		}
		// The grader's techniques are sound, so a grid it fills has one
		// solution; the counting solver confirms it, once per puzzle.
		if !unique(s, cells) {
			panic("sudoku: the grader solved a puzzle that is not unique")
		}
		if g.hi > 0 {
			var ok bool
			if r, ok = addGivens(s, cells, solution, g.orbits, r, g.target, g.lo, g.hi, g.rng); !ok {
				continue
			}
		}
		return &gen.Puzzle{
			Kind: Kind{}.Name(), Rows: s.n, Cols: s.n, BoxRows: s.boxRows, BoxCols: s.boxCols,
			Givens: grid(s.n, cells), Solution: grid(s.n, solution),
			Grade: r.Grade, Score: r.Score, Technique: r.Technique,
			Stats: map[string]int{"clues": clues(cells), "attempts": fresh, "moves": moves},
		}, nil
	}
	with := ""
	if g.hi > 0 {
		with = fmt.Sprintf(" with %s givens", rangeText(g.lo, g.hi))
	}
	return nil, fmt.Errorf("sudoku: no %dx%d %v puzzle%s in %d fresh grids with up to %d local-search moves each: %w",
		s.n, s.n, g.target, with, b.grids, b.moves, gen.ErrGradeRare)
}

// carver removes clues from full grids towards one target grade.
type carver struct {
	s       *shape
	orbits  [][]int // cells removed together to keep the symmetry
	rng     *rand.Rand
	target  gen.Grade // gen.AnyGrade: whatever the grader can rate
	restore int       // orbits a local-search move puts back
	scratch []int     // reused by perm and removedOrbit
	lo, hi  int       // the range of givens; 0 and 0 for none
}

// fullGrid returns a random complete grid: on 9x9 from gridFiller, on
// smaller grids with a random permutation in the first box and the rest
// filled by the solver trying digits in random order.
func (g *carver) fullGrid() []int {
	s := g.s
	if s.n == 9 {
		return fullGrid9(g.rng)
	}
	cells := make([]int, s.n*s.n)
	for i, d := range g.rng.Perm(s.n) {
		cells[s.units[2*s.n][i]] = d + 1
	}
	sv := solver{t: s.tab, rng: g.rng, limit: 1}
	b, ok := sv.start(cells)
	if ok {
		sv.search(&b)
	}
	if sv.count != 1 {
		panic("sudoku: a first box alone always completes")
	}
	return sv.first.digits(s.tab)
}

// orbits returns the cells of s grouped so that removing a group keeps the
// symmetry sym: pairs of cells opposite through the centre (rotational),
// across the vertical axis (mirror), or single cells (none).
func (s *shape) orbits(sym gen.Symmetry) [][]int {
	var out [][]int
	for c := 0; c < s.n*s.n; c++ {
		r, col := c/s.n, c%s.n
		partner := c
		switch sym {
		case gen.SymmetryRotational:
			partner = s.n*s.n - 1 - c
		case gen.SymmetryMirror:
			partner = r*s.n + s.n - 1 - col
		}
		switch {
		case partner == c:
			out = append(out, []int{c})
		case partner > c:
			out = append(out, []int{c, partner})
		}
	}
	return out
}

// orbitsOf returns the orbits of every size and symmetry, built on first
// use: a process that generates no Sudoku does not pay for them.
var orbitsOf = sync.OnceValue(func() map[int][]([][]int) {
	m := make(map[int][]([][]int))
	for n, s := range shapes() {
		for sym := range gen.SymmetryMirror + 1 {
			m[n] = append(m[n], s.orbits(sym))
		}
	}
	return m
})

// clues counts the givens in cells.
func clues(cells []int) int {
	k := 0
	for _, v := range cells {
		if v != 0 {
			k++
		}
	}
	return k
}
