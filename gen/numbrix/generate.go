package numbrix

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxAttempts bounds the fresh paths Generate clues before giving up on a
// grade.
const maxAttempts = 300

// topRule is the hardest rule the grader may use for each target grade.
// Hard stops below the short trial, which costs a trial per number for
// every try of the thinning: region counts reach hard on their own.
var topRule = map[gen.Grade]rule{
	gen.AnyGrade: ruleLookahead,
	gen.Easy:     ruleForced,
	gen.Medium:   ruleNook,
	gen.Hard:     ruleRegion,
	gen.Expert:   ruleLookahead,
}

// Generate makes one puzzle of exactly p.Grade (any grade when p.Grade is
// gen.AnyGrade), proven unique by the exact solver. It mixes a random
// path through the grid's shape, gives numbers where the grader (limited
// to the rules of the grade) gets stuck, then takes away every given it
// can spare, keeping p.Symmetry and its Options' BorderClues and MaxGap, and (for
// Hidato, unless their Ends is EndsFree) 1 and the last number. All
// randomness comes from rng. With a range of givens (p.MinGivens to
// p.MaxGivens) it adds givens that keep the grade and hardest rule to
// too few (clueing.fit), and tries another path for too many. After
// maxAttempts paths without the grade it returns an error wrapping
// gen.ErrGradeRare.
//
// The puzzle's Technique is the grader's hardest rule, Score the effort of
// its steps, and Stats holds "clues", "stretch" (the largest difference
// between consecutive givens, counting 0 before 1 and n+1 after the last
// number), "choice_count" (the points where the exact solver had to
// choose while proving the puzzle unique), "steps" (the grader's) and
// "attempts" (paths tried).
func (k Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	cf, err := k.config(p)
	if err != nil {
		return nil, err
	}
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("%s: generate: %w", k.Name(), err)
		}
		b, path, ok := cf.layoutPath(rng)
		if !ok {
			continue
		}
		cl := newClueing(cf, b, path, rng)
		vals, r, ok := cl.make()
		if ok && cf.maxGivens > 0 {
			r, ok = cl.fit(vals, r)
		}
		if !ok {
			continue
		}
		res, err := count(ctx, b, vals, 2)
		if err != nil {
			return nil, err
		}
		if res.count != 1 {
			panic(fmt.Sprintf("numbrix: graded puzzle has %d solutions", res.count)) // the rules are sound
		}
		return &gen.Puzzle{
			Kind: k.Name(), Rows: b.rows, Cols: b.cols,
			Givens: gridOf(b, vals), Solution: gridOf(b, cl.sol),
			Grade: r.grade, Score: r.score, Technique: r.hardest.String(),
			Stats: map[string]int{
				"clues": clueCount(vals), "stretch": stretch(b.n, vals), "choice_count": res.choices,
				"steps": r.steps, "attempts": attempt,
			},
		}, nil
	}
	return nil, fmt.Errorf("%s: no %dx%d %v puzzle in %d paths: %w", k.Name(), cf.rows, cf.cols, cf.grade, maxAttempts, gen.ErrGradeRare)
}

// lookaheadRemovals is how many givens the lookahead thinning takes away
// at most; it stops sooner once the puzzle needs a lookahead. Each try
// costs trial passes, and a failed one (the common case) the most. Often one or two removals need only short trials (hard); a third
// makes 9x9 Numbrix paths fail less often (1.25 paths a puzzle, 1.4 with
// two removals).
const lookaheadRemovals = 3

// clueing chooses the givens of one solution path.
type clueing struct {
	cf      *config
	b       *board
	sol     []int   // the number of every cell (0 on holes)
	at      []int   // at[v]: the cell of number v
	orbits  [][]int // cells given together to keep the symmetry
	orbitOf []int   // orbitOf[cell]: its orbit, or -1 where no clue may go
	kept    []bool  // kept[orbit]: given always, never thinned (the ends)
	top     rule
	rng     *rand.Rand
	work    *state  // the state places works on
	scratch *trials // the work space of settle's trials
}

func newClueing(cf *config, b *board, path []int, rng *rand.Rand) *clueing {
	cl := &clueing{cf: cf, b: b, sol: make([]int, b.rows*b.cols), at: make([]int, b.n+1),
		orbitOf: make([]int, b.rows*b.cols), top: topRule[cf.grade], rng: rng,
		work: &state{}, scratch: &trials{}}
	for i, c := range path {
		cl.sol[c] = i + 1
		cl.at[i+1] = c
	}
	allowed := b.open
	if cf.border {
		allowed = b.border
	}
	for i := range cl.orbitOf {
		cl.orbitOf[i] = -1
	}
	for _, c := range allowed.cells(nil) {
		if cl.orbitOf[c] >= 0 {
			continue
		}
		orbit := []int{c}
		if p := cl.partner(c); p != c && allowed.has(p) {
			orbit = append(orbit, p)
		}
		for _, x := range orbit {
			cl.orbitOf[x] = len(cl.orbits)
		}
		cl.orbits = append(cl.orbits, orbit)
	}
	cl.kept = make([]bool, len(cl.orbits))
	return cl
}

// partner returns the cell matching c under the symmetry.
func (cl *clueing) partner(c int) int {
	r, col := c/cl.b.cols, c%cl.b.cols
	switch cl.cf.symmetry {
	case gen.SymmetryRotational:
		return (cl.b.rows-1-r)*cl.b.cols + cl.b.cols - 1 - col
	case gen.SymmetryMirror:
		return r*cl.b.cols + cl.b.cols - 1 - col
	}
	return c
}

// make returns givens that the rules up to cl.top solve, with the grade
// of the target, or false.
func (cl *clueing) make() ([]int, rating, bool) {
	vals := make([]int, len(cl.sol))
	st := newState(cl.b)
	give := func(o int) { cl.give(vals, st, o) }
	if cl.cf.ends && !cl.giveEnds(vals, give) {
		return nil, rating{}, false
	}
	if !cl.spread(vals, give) {
		return nil, rating{}, false
	}
	// Trials are costly: reach a set of givens the rules up to region
	// count solve first, then thin it with lookahead until it needs one.
	// Only the final givens are graded step by step; on the way, settle
	// tells whether the rules solve them.
	first := min(cl.top, ruleRegion)
	for {
		cl.settle(st, first)
		if st.solved() {
			break
		}
		o := cl.stalled(st)
		if o < 0 {
			return nil, rating{}, false
		}
		give(o)
	}
	cl.thin(vals, first, 0, ruleNone)
	if first != cl.top {
		cl.thin(vals, cl.top, lookaheadRemovals, hardestBelow(cl.cf.grade))
	}
	r := rate(cl.b, vals, cl.top)
	if !r.solved || (cl.cf.grade != gen.AnyGrade && r.grade != cl.cf.grade) {
		return nil, rating{}, false
	}
	return vals, r, true
}

// giveEnds gives 1 and the last number, and keeps them from thinning. It
// reports false when either stands where no given may go (off the
// border, with border clues).
func (cl *clueing) giveEnds(vals []int, give func(o int)) bool {
	for _, v := range [2]int{1, cl.b.n} {
		o := cl.orbitOf[cl.at[v]]
		if o < 0 {
			return false
		}
		if vals[cl.at[v]] == 0 {
			give(o)
		}
		cl.kept[o] = true
	}
	return true
}

// spread gives numbers along the path so that no two consecutive givens
// (counting 0 before 1 and n+1 after n) are more than maxGap apart. It
// reports false when the allowed cells leave a longer gap.
func (cl *clueing) spread(vals []int, give func(o int)) bool {
	gap := cl.cf.maxGap
	if gap == 0 {
		return true
	}
	n := cl.b.n
	for last := 0; last+gap <= n; {
		var choice []int
		next := 0 // the last number of the window given already
		for v := last + 1; v <= last+gap; v++ {
			if vals[cl.at[v]] != 0 {
				next = v
			}
			if cl.orbitOf[cl.at[v]] >= 0 {
				choice = append(choice, v)
			}
		}
		switch {
		case next > 0:
			last = next
		case len(choice) == 0:
			return false
		default:
			// Lean to the far end of the window: fewer givens.
			v := choice[max(cl.rng.IntN(len(choice)), cl.rng.IntN(len(choice)))]
			give(cl.orbitOf[cl.at[v]])
			last = v
		}
	}
	return true
}

// stalled returns a random orbit with a cell the grader has not filled,
// or -1 when no such orbit may take a given.
func (cl *clueing) stalled(st *state) int {
	var open []int
	for _, c := range st.free.cells(nil) {
		if o := cl.orbitOf[c]; o >= 0 {
			open = append(open, o)
		}
	}
	if len(open) == 0 {
		return -1
	}
	return open[cl.rng.IntN(len(open))]
}

// thin takes away, in random order, every orbit of givens (but the kept
// ones) whose loss keeps the gaps within maxGap and the puzzle solvable by
// the rules up to top. It stops after limit removals (0: no limit), or once a removal
// leaves the puzzle beyond the rules up to enough (ruleNone: never).
//
// The givens kept so far stay in every later try: what the cheap rules
// (up to region count) find from them alone is worked out once, in base,
// and each try starts from there. A try ends once the rules place the
// numbers taken away: the givens before solve, and the rules reach from
// a narrower state all they reach from a wider one.
func (cl *clueing) thin(vals []int, top rule, limit int, enough rule) {
	base, cheap := newState(cl.b), min(top, ruleRegion)
	given := make([]int, 0, len(cl.orbits))
	kept := false
	for o, orbit := range cl.orbits {
		switch {
		case cl.kept[o]:
			cl.give(vals, base, o)
			kept = true
		case vals[orbit[0]] != 0:
			given = append(given, o)
		}
	}
	if kept {
		cl.settle(base, cheap)
	}
	cl.rng.Shuffle(len(given), func(i, j int) { given[i], given[j] = given[j], given[i] })
	removed := 0
	goal := make([]int, 0, 2)
	for _, o := range given {
		goal = goal[:0]
		for _, c := range cl.orbits[o] {
			vals[c] = 0
			goal = append(goal, cl.sol[c])
		}
		if (cl.cf.maxGap == 0 || stretch(cl.b.n, vals) <= cl.cf.maxGap) && cl.places(base, vals, top, goal) {
			removed++
			if removed == limit || (enough != ruleNone && !cl.places(nil, vals, enough, goal)) {
				return
			}
			continue
		}
		cl.give(vals, base, o)
		cl.settle(base, cheap)
	}
}

// give gives the orbit o in vals and places its numbers in st.
func (cl *clueing) give(vals []int, st *state, o int) {
	for _, c := range cl.orbits[o] {
		vals[c] = cl.sol[c]
		if !st.place(cl.sol[c], c) {
			panic("numbrix: a given of the solution contradicts sound deductions")
		}
	}
}

// settle applies the rules up to top to st, which holds givens of the
// solution, as far as they go.
func (cl *clueing) settle(st *state, top rule) {
	if !st.settle(top, cl.scratch, nil) {
		panic("numbrix: the rules found the solution's own givens impossible")
	}
}

// places reports whether the rules up to top place the numbers goal from
// the givens vals, starting from base (some of what they imply) or, when
// base is nil, from nothing.
func (cl *clueing) places(base *state, vals []int, top rule, goal []int) bool {
	st := cl.work
	if base != nil {
		st.copyFrom(base)
	} else {
		st.reset(cl.b)
	}
	cl.scratch.holding(vals)
	return st.placeGivens(vals) && st.settle(top, cl.scratch, goal) && st.has(goal)
}

// hardestBelow returns the hardest rule of a grade below g, or ruleNone
// when g is gen.AnyGrade: a puzzle graded g those rules do not solve.
func hardestBelow(g gen.Grade) rule {
	below := ruleNone
	for r := ruleForced; r < ruleCount && g != gen.AnyGrade; r++ {
		if ruleInfo[r].grade < g {
			below = r
		}
	}
	return below
}

// stretch returns the largest difference between consecutive givens,
// counting 0 before 1 and n+1 after n as givens.
func stretch(n int, vals []int) int {
	given := make([]bool, n+2)
	given[0], given[n+1] = true, true
	for _, v := range vals {
		if v > 0 {
			given[v] = true
		}
	}
	best, last := 0, 0
	for v := 1; v <= n+1; v++ {
		if given[v] {
			best, last = max(best, v-last), v
		}
	}
	return best
}

// clueCount counts the givens in vals.
func clueCount(vals []int) int {
	k := 0
	for _, v := range vals {
		if v > 0 {
			k++
		}
	}
	return k
}
