package kakuro

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The generator draws a pattern, fills its white cells with digits that
// differ along every run, and sets each run's sum. Then it asks its
// solver for two solutions; while there are two, it changes the digit of
// a cell where they differ (to one its runs do not hold yet) and sets the
// two sums again. A fill that stays ambiguous, or whose grade is not the
// one asked for, gives way to another, and a pattern to another.

// Budgets of one Generate call.
const (
	patternTries = 200 // draws of one pattern
	patterns     = 400 // patterns of one call, far more than a size and grade Validate takes needs
	fillsPerPat  = 4   // fills of one pattern
	fixSteps     = 20  // changes of one fill, per 10 white cells
)

// shapeOf returns the pattern rules for p, which Validate passed.
func shapeOf(p gen.Params) shape {
	p = Kind{}.Defaults(p)
	s := shape{rows: p.Rows, cols: p.Cols, symmetric: p.Symmetry == gen.SymmetryRotational, maxRun: 9, minShare: 0.20, maxShare: 0.36}
	if kids(p) {
		s.maxRun, s.minShare, s.maxShare = 3, 0, 0.45
	}
	return s
}

// kids reports whether p asks for a kids' size, 4x4 or 5x5.
func kids(p gen.Params) bool { return max(p.Rows, p.Cols) <= 5 }

// maxDigit is the largest digit a fill for p uses: small sums for kids.
func maxDigit(p gen.Params) int {
	if kids(p) {
		return 6
	}
	return 9
}

// Generate makes a Kakuro of p's size and grade, unique by its solver.
func (k Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := k.Validate(p); err != nil {
		return nil, err
	}
	p = k.Defaults(p)
	s := shapeOf(p)
	limit := p.Grade
	if limit == gen.AnyGrade {
		limit = gen.Expert
	}
	for range patterns {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("kakuro: %w", err)
		}
		pat := makePattern(s, rng, patternTries)
		if pat == nil {
			return nil, fmt.Errorf("kakuro: no %dx%d pattern in %d draws: %w", p.Rows, p.Cols, patternTries, gen.ErrGradeRare)
		}
		for range fillsPerPat {
			pz, err := fillUnique(ctx, s, pat, maxDigit(p), pinsFor(p.Grade, pat), limit, rng)
			if err != nil {
				return nil, err
			}
			if pz == nil {
				continue
			}
			if err := grade(ctx, pz, p.Grade); err != nil {
				return nil, err
			}
			if pz.Grade != gen.AnyGrade && (p.Grade == gen.AnyGrade || pz.Grade == p.Grade) {
				return pz, nil
			}
		}
	}
	return nil, fmt.Errorf("kakuro: %v %dx%d: no puzzle from %d patterns: %w", p.Grade, p.Rows, p.Cols, patterns, gen.ErrGradeRare)
}

// fillUnique fills pat with digits up to top and changes them until the
// grader's techniques up to limit solve it: it gives an open cell a digit that pins its runs
// more, or turns it (and its partner) into a block where s allows. It
// returns nil when a number of changes in proportion to the cells does
// not do. The proof is the solver's own narrowing: when it leaves each
// cell one digit without a guess, the sums have that one solution.
func fillUnique(ctx context.Context, s shape, pat pattern, top, pins int, limit gen.Grade, rng *rand.Rand) (*gen.Puzzle, error) {
	b, err := readBoard(blankPuzzle(pat), false)
	if err != nil {
		return nil, fmt.Errorf("kakuro: a pattern the generator drew: %w", err)
	}
	fill := fillDigits(b, top, rng)
	if fill == nil {
		return nil, nil
	}
	setSums(b, fill)
	narrowSums(b, fill, pins, top, rng)
	open := make([]int, 0, len(fill))
	for range fixSteps * len(fill) / 10 {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("kakuro: %w", err)
		}
		g := newGrader(b, false)
		if _, err := g.closure(ctx, limit); err != nil {
			return nil, err
		}
		open = open[:0]
		for i, v := range g.val {
			if v == 0 {
				open = append(open, i)
			}
		}
		if len(open) == 0 {
			pz := blankPuzzle(pat)
			pz.Solution = b.grid(fill)
			pz.Clues = b.clues()
			return pz, nil
		}
		if rng.IntN(3) == 0 {
			if p, nb, nf := block(s, pat, b, fill, open[rng.IntN(len(open))]); p != nil {
				pat, b, fill = p, nb, nf
				continue
			}
		}
		// Several open cells change at once on a large grid, where the
		// open cells lie in several places, so that the grader runs
		// fewer times.
		for range 1 + len(open)/12 {
			if !change(b, fill, open, top, rng) {
				return nil, nil
			}
		}
	}
	return nil, nil
}

// block turns white cell i of b into a block, with its partner, when the
// pattern keeps the rules of s; it returns the new pattern, board and
// fill, or nils.
func block(s shape, pat pattern, b *board, fill []int, i int) (pattern, *board, []int) {
	np := make(pattern, len(pat))
	for r := range pat {
		np[r] = append([]bool(nil), pat[r]...)
	}
	x := b.pos[i]
	s.set(np, x.Row, x.Col, false)
	if s.bad(np) {
		return nil, nil, nil
	}
	nb, err := readBoard(blankPuzzle(np), false)
	if err != nil {
		return nil, nil, nil
	}
	nf := make([]int, len(nb.pos))
	for j, y := range nb.pos {
		nf[j] = fill[b.index[y.Row][y.Col]]
	}
	setSums(nb, nf)
	return np, nb, nf
}

// pinsFor is how many changes narrowSums tries on a pattern, for a grade:
// the fewer, the more runs keep several combinations and the harder the
// puzzle.
func pinsFor(g gen.Grade, pat pattern) int {
	cells := len(pat) * len(pat[0])
	switch g {
	case gen.Easy:
		return 3 * cells
	case gen.Medium:
		return 2 * cells
	case gen.Hard:
		return cells
	}
	return cells / 2
}

// narrowSums makes up to tries random changes of one digit that leave the
// two runs of its cell no more combinations than before (counted as the
// product of their numbers), so that the sums pin their digits more and a
// unique fill is nearer.
func narrowSums(b *board, fill []int, tries, top int, rng *rand.Rand) {
	for range tries {
		i := rng.IntN(len(fill))
		free := allDigits &^ b.usedBy(fill, i) &^ bit(fill[i]) & (bit(top+1) - 2)
		if free == 0 {
			continue
		}
		d := nth(free, rng.IntN(free.count()))
		before, after := 1, 1
		for _, k := range b.runsOf[i] {
			u := b.runs[k]
			before *= len(combos()[len(u.cells)][u.sum])
			after *= len(combos()[len(u.cells)][u.sum-fill[i]+d])
		}
		if after <= before {
			for _, k := range b.runsOf[i] {
				b.runs[k].sum += d - fill[i]
			}
			fill[i] = d
		}
	}
}

// nth returns the digit of s after the n smallest.
func nth(s digits, n int) int {
	for ; n > 0; n-- {
		s &= s - 1
	}
	return s.lowest()
}

// blankPuzzle returns the puzzle of pat without clues or solution.
func blankPuzzle(pat pattern) *gen.Puzzle {
	rows, cols := len(pat), len(pat[0])
	pz := &gen.Puzzle{Kind: "kakuro", Rows: rows, Cols: cols, Givens: gen.NewGrid(rows, cols)}
	for r := range rows {
		for c := range cols {
			if !pat[r][c] {
				pz.Givens[r][c] = -1
			}
		}
	}
	return pz
}

// fillDigits gives each white cell of b a digit from 1 to top, different
// along each run, by a randomised search; nil when it finds none soon.
func fillDigits(b *board, top int, rng *rand.Rand) []int {
	fill := make([]int, len(b.pos))
	nodes := 0
	var place func(i int) bool
	place = func(i int) bool {
		if i == len(fill) {
			return true
		}
		if nodes++; nodes > 50*len(fill) {
			return false
		}
		used := b.usedBy(fill, i)
		for _, d := range rng.Perm(top) {
			if used&bit(d+1) == 0 {
				fill[i] = d + 1
				if place(i + 1) {
					return true
				}
			}
		}
		fill[i] = 0
		return false
	}
	if !place(0) {
		return nil
	}
	return fill
}

// usedBy returns the digits fill holds in the runs of cell i, itself
// left out.
func (b *board) usedBy(fill []int, i int) digits {
	var used digits
	for _, k := range b.runsOf[i] {
		for _, j := range b.runs[k].cells {
			if j != i && fill[j] > 0 {
				used |= bit(fill[j])
			}
		}
	}
	return used
}

// setSums sets each run's sum to what fill makes it.
func setSums(b *board, fill []int) {
	for k := range b.runs {
		t := 0
		for _, i := range b.runs[k].cells {
			t += fill[i]
		}
		b.runs[k].sum = t
	}
}

// change gives a new digit to one of the open cells: of the digits its
// runs do not hold yet, one that leaves its two runs the fewest
// combinations (an extreme sum pins its digits), and sets the two sums
// again. It reports false when no open cell can take one.
func change(b *board, fill []int, open []int, top int, rng *rand.Rand) bool {
	for range 4 {
		i := open[rng.IntN(len(open))]
		free := allDigits &^ b.usedBy(fill, i) &^ bit(fill[i]) & (bit(top+1) - 2)
		best, bestN := 0, 0
		for ; free != 0; free &= free - 1 {
			d := free.lowest()
			n := 1
			for _, k := range b.runsOf[i] {
				u := b.runs[k]
				n *= len(combos()[len(u.cells)][u.sum-fill[i]+d])
			}
			if best == 0 || n < bestN || n == bestN && rng.IntN(2) == 0 {
				best, bestN = d, n
			}
		}
		if best > 0 {
			for _, k := range b.runsOf[i] {
				b.runs[k].sum += best - fill[i]
			}
			fill[i] = best
			return true
		}
	}
	return false
}

// clues returns the clue cells of b's runs, in reading order.
func (b *board) clues() []gen.ClueCell {
	at := map[gen.Cell]*gen.ClueCell{}
	var order []gen.Cell
	for _, u := range b.runs {
		k, ok := at[u.head]
		if !ok {
			k = &gen.ClueCell{Cell: u.head}
			at[u.head] = k
			order = append(order, u.head)
		}
		if u.across {
			k.Across = u.sum
		} else {
			k.Down = u.sum
		}
	}
	out := make([]gen.ClueCell, 0, len(order))
	for r := range b.rows {
		for c := range b.cols {
			if k, ok := at[gen.Cell{Row: r, Col: c}]; ok {
				out = append(out, *k)
			}
		}
	}
	return out
}
