package sudoku

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxAttempts bounds the fresh grids Generate carves before giving up on a
// grade. Even the rarest reachable grade (9x9 expert) needs a few dozen.
const maxAttempts = 400

// defaultSymmetry is the clue symmetry used when Params asks for the
// default: rotational for every size, as in most printed Sudoku.
const defaultSymmetry = gen.SymmetryRotational

// Generate makes one puzzle of exactly p.Grade (any grade the grader can
// name when p.Grade is gen.AnyGrade), proven unique by the solver, with its
// givens laid out in p.Symmetry. All randomness comes from rng, so the same
// seed gives the same puzzle. After maxAttempts fresh grids without the
// grade it returns an error wrapping gen.ErrGradeRare.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	s, err := params(p)
	if err != nil {
		return nil, err
	}
	sym := p.Symmetry
	if sym == gen.SymmetryDefault {
		sym = defaultSymmetry
	}
	g := carver{s: s, orbits: s.orbits(sym), rng: rng, target: p.Grade}
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("sudoku: generate: %w", err)
		}
		solution := g.fullGrid()
		cells, r, ok := g.carve(solution)
		if !ok {
			continue
		}
		if !unique(s, cells) {
			panic("sudoku: carved puzzle is not unique") // carve keeps uniqueness
		}
		return &gen.Puzzle{
			Kind: Kind{}.Name(), Rows: s.n, Cols: s.n, BoxRows: s.boxRows, BoxCols: s.boxCols,
			Givens: grid(s.n, cells), Solution: grid(s.n, solution),
			Grade: r.grade, Score: r.score, Technique: r.technique,
			Stats: map[string]int{"clues": clues(cells), "attempts": attempt},
		}, nil
	}
	return nil, fmt.Errorf("sudoku: no %dx%d %v puzzle in %d fresh grids: %w", s.n, s.n, p.Grade, maxAttempts, gen.ErrGradeRare)
}

// carver removes clues from full grids towards one target grade.
type carver struct {
	s      *shape
	orbits [][]int // cells removed together to keep the symmetry
	rng    *rand.Rand
	target gen.Grade // gen.AnyGrade: whatever the grader can rate
}

// fullGrid returns a random complete grid: the first box is a random
// permutation, and the solver fills the rest trying digits in random order.
func (g *carver) fullGrid() []int {
	s := g.s
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

// carve makes a puzzle of the target grade from solution, and reports
// whether it succeeded. It removes orbits in random order, keeping a
// removal only when the puzzle stays unique and its grade stays within
// the target, so the grade climbs towards the target and never past it;
// it stops at a local minimum of clues. The caller starts again from a
// fresh grid when the minimum falls short of the target.
func (g *carver) carve(solution []int) ([]int, rating, bool) {
	cells := append([]int(nil), solution...)
	g.climb(cells, solution, g.acceptable)
	r := rate(g.s, cells)
	return cells, r, g.reached(r)
}

// climb tries to clear every orbit still given in cells, in random order,
// keeping the removals keep accepts, and returns the orbits it removed.
func (g *carver) climb(cells, solution []int, keep func([]int) bool) []int {
	var removed []int
	for _, o := range g.rng.Perm(len(g.orbits)) {
		if cells[g.orbits[o][0]] == 0 {
			continue
		}
		g.clear(cells, o)
		if keep(cells) {
			removed = append(removed, o)
		} else {
			g.fill(cells, solution, o)
		}
	}
	return removed
}

// acceptable reports whether cells has one solution and a grade within the
// target. Singles alone are the cheap first test: a grid they fill is
// unique and easy, so the solver and the grader are needed only beyond it.
func (g *carver) acceptable(cells []int) bool {
	if singlesSolve(g.s, cells) {
		return true
	}
	if g.target == gen.Easy || !unique(g.s, cells) {
		return false
	}
	r := rate(g.s, cells)
	return r.solved && (g.target == gen.AnyGrade || r.grade <= g.target)
}

// reached reports whether r is a puzzle of the target grade.
func (g *carver) reached(r rating) bool {
	return r.solved && (r.grade == g.target || g.target == gen.AnyGrade)
}

// clear blanks the cells of orbit o; fill puts the solution back in them.
func (g *carver) clear(cells []int, o int) {
	for _, c := range g.orbits[o] {
		cells[c] = 0
	}
}

func (g *carver) fill(cells, solution []int, o int) {
	for _, c := range g.orbits[o] {
		cells[c] = solution[c]
	}
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
