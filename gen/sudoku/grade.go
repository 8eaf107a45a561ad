package sudoku

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The grader solves a puzzle the way a person would: it keeps pencil marks
// (a candidate bitmask per cell), always looks for the simplest technique
// first, and after any progress starts again from the simplest. A puzzle's
// grade is the grade of the hardest technique it needed; its score is the
// sum of the weights of every step (one step is one placement for singles,
// one pattern found for the others). A puzzle that these techniques cannot
// finish needs guessing, or techniques a book should not ask for, and is
// reported as not solved.
//
// The ladder, in the order it is tried (grade, weight per step):
//
//	easy    full house 1, hidden single 1, naked single 2
//	medium  pointing 3, claiming 4 (locked candidates: a box's digit
//	        confined to one line clears the rest of the line, and a line's
//	        digit confined to one box clears the rest of the box)
//	hard    naked pair 5, hidden pair 6, naked triple 8, hidden triple 9,
//	        naked quad 11, hidden quad 12
//	expert  X-wing 15, swordfish 18, XY-wing 20, XYZ-wing 22, W-wing 24,
//	        simple colouring 26, jellyfish 28, XY-chain 32
//
// Beside Simon Tatham's Solo: its Trivial and Basic levels are our easy,
// Intermediate (intersections) is medium, Advanced (sets of any size; pairs
// to quads, naked and hidden, cover every set in a 9-cell unit) is hard, and
// Extreme (fish of any size, and forcing chains of two-candidate cells) is
// within our expert (fish up to jellyfish in rows and columns cover every
// fish on a 9x9, and the XY-chain is Solo's forcing chain). Solo's
// Unreasonable (guessing) is "not solved" here.

// technique is one step of the ladder; techniques are ranked in the order
// they are tried, so a larger technique is a harder one.
type technique uint8

// The techniques, from simplest to hardest.
const (
	fullHouse technique = iota
	hiddenSingle
	nakedSingle
	pointing
	claiming
	nakedPair
	hiddenPair
	nakedTriple
	hiddenTriple
	nakedQuad
	hiddenQuad
	xWing
	swordfish
	xyWing
	xyzWing
	wWing
	simpleColouring
	jellyfish
	xyChain
	numTechniques
)

// techniqueInfo is what the ladder says about one technique.
type techniqueInfo struct {
	name   string
	grade  gen.Grade
	weight int // added to the score each time the technique makes progress
}

var techniqueInfos = [numTechniques]techniqueInfo{
	fullHouse:       {"full house", gen.Easy, 1},
	hiddenSingle:    {"hidden single", gen.Easy, 1},
	nakedSingle:     {"naked single", gen.Easy, 2},
	pointing:        {"pointing", gen.Medium, 3},
	claiming:        {"claiming", gen.Medium, 4},
	nakedPair:       {"naked pair", gen.Hard, 5},
	hiddenPair:      {"hidden pair", gen.Hard, 6},
	nakedTriple:     {"naked triple", gen.Hard, 8},
	hiddenTriple:    {"hidden triple", gen.Hard, 9},
	nakedQuad:       {"naked quad", gen.Hard, 11},
	hiddenQuad:      {"hidden quad", gen.Hard, 12},
	xWing:           {"X-wing", gen.Expert, 15},
	swordfish:       {"swordfish", gen.Expert, 18},
	xyWing:          {"XY-wing", gen.Expert, 20},
	xyzWing:         {"XYZ-wing", gen.Expert, 22},
	wWing:           {"W-wing", gen.Expert, 24},
	simpleColouring: {"simple colouring", gen.Expert, 26},
	jellyfish:       {"jellyfish", gen.Expert, 28},
	xyChain:         {"XY-chain", gen.Expert, 32},
}

// String returns the technique's name as the rating reports it.
func (t technique) String() string { return techniqueInfos[t].name }

// rating is what the human-technique grader found for one puzzle.
type rating struct {
	solved    bool      // the techniques up to the limit solved the whole grid
	grade     gen.Grade // the grade of the hardest technique used
	score     int       // effort: the sum of the weights of every step
	technique string    // name of the hardest technique used ("" when none was)
	steps     int       // placements by singles plus patterns found by the others
}

// rate solves cells (n*n values, 0 = blank, row-major) of shape s the way a
// person would, with techniques from easy to expert, and reports the hardest
// one needed. A puzzle that needs guessing is reported as not solved (grade,
// score and technique then describe the work done before the grader stalled).
// A contradictory grid is reported as not solved too.
func rate(s *shape, cells []int) rating {
	return rateUpTo(s, cells, gen.Expert)
}

// rateUpTo is rate with the ladder cut after the techniques of grade limit
// (AnyGrade means Expert). Because the ladder always restarts from the
// simplest technique, a puzzle that rate solves at grade g is solved by
// rateUpTo at any limit >= g with the same rating, and by no lower limit.
func rateUpTo(s *shape, cells []int, limit gen.Grade) rating {
	var g grader
	g.init(s, cells, limit)
	g.solve()
	return g.rating()
}

// gradeN and gradeCells bound the grids the grader's fixed arrays hold (9x9).
const (
	gradeN     = 9
	gradeCells = gradeN * gradeN
)

// grader holds the pencil marks of one grading run. It lives on the stack:
// fixed arrays, no maps, so that rate allocates nothing.
type grader struct {
	s      *shape
	n      int
	full   uint16 // every digit's bit: digit d is bit d-1
	cand   [gradeCells]uint16
	vals   [gradeCells]uint8 // placed digits, 0 = empty
	left   int               // empty cells
	broken bool              // the grid contradicts itself
	limit  gen.Grade
	cross  []crossing
	// until, when set, ends the run as soon as these cells are placed
	// (see reaches).
	until []int

	tally

	// trace, when set (by Steps), writes down every step and what its
	// technique saw (explain_trace.go); it never changes the run.
	trace *trace

	// truth, when set (by tests), is the known solution: every step is
	// checked against it, and the first one that removes the true digit is
	// kept in wrong.
	truth    []int
	wrong    bool
	wrongBy  technique
	wrongAt  int // the step that went wrong (1-based)
	lastStep technique
}

// init sets up the pencil marks of cells. Givens that clash make the grid
// broken; cells or a shape of the wrong size are a programmer bug.
func (g *grader) init(s *shape, cells []int, limit gen.Grade) {
	if len(cells) != s.n*s.n || s.n > gradeN {
		panic("sudoku: rate called with a grid that does not fit its shape")
	}
	g.setup(s, limit)
	for c := range g.left {
		g.cand[c] = g.full
	}
	for c, v := range cells {
		if v == 0 {
			continue
		}
		if v < 0 || v > s.n {
			g.broken = true
			return
		}
		g.place(c, v)
		if g.broken {
			return
		}
	}
}

// setup fixes the shape and the limit of a run, with every cell empty.
func (g *grader) setup(s *shape, limit gen.Grade) {
	if limit == gen.AnyGrade {
		limit = gen.Expert
	}
	g.s, g.n, g.limit = s, s.n, limit
	g.full = uint16(1)<<s.n - 1
	g.cross = crossingsFor(s)
	g.left = s.n * s.n
}

// solve applies the ladder until the grid is full, the grid breaks, no
// allowed technique makes progress, or the cells of until are placed.
func (g *grader) solve() {
	for g.left > 0 && !g.broken && !g.placedUntil() && g.step() {
	}
}

// placedUntil reports whether until is set and all its cells are placed.
func (g *grader) placedUntil() bool {
	if g.until == nil {
		return false
	}
	for _, c := range g.until {
		if g.vals[c] == 0 {
			return false
		}
	}
	return true
}

// step makes one round of progress with the simplest technique that has
// any, and reports whether it did. Singles place every single they find in
// one sweep (placing one cannot invalidate another found in the same sweep).
func (g *grader) step() bool {
	g.look()
	if g.hiddenSingles() || g.broken {
		return !g.broken
	}
	if g.nakedSingles() || g.broken {
		return !g.broken
	}
	for t := pointing; t < numTechniques; t++ {
		if techniqueInfos[t].grade > g.limit {
			break
		}
		if g.try(t) || g.broken {
			return !g.broken
		}
	}
	return false
}

// try applies technique t (pointing and harder) once, reporting progress.
// A switch rather than a table of funcs keeps g from escaping to the heap.
func (g *grader) try(t technique) bool {
	switch t {
	case pointing:
		return g.lockedCandidates(false)
	case claiming:
		return g.lockedCandidates(true)
	case nakedPair, nakedTriple, nakedQuad:
		return g.nakedSubset(t)
	case hiddenPair, hiddenTriple, hiddenQuad:
		return g.hiddenSubset(t)
	case xWing, swordfish, jellyfish:
		return g.fish(t)
	case xyWing:
		return g.xyWing()
	case xyzWing:
		return g.xyzWing()
	case wWing:
		return g.wWing()
	case simpleColouring:
		return g.simpleColouring()
	case xyChain:
		return g.xyChain()
	}
	return false
}

// place writes digit d (1-based) into cell c and removes it from the
// cell's peers. Placing a digit the cell cannot take, or leaving a peer
// without candidates, breaks the grid.
func (g *grader) place(c, d int) {
	bit := uint16(1) << (d - 1)
	if g.cand[c]&bit == 0 {
		g.broken = true
		return
	}
	g.vals[c] = uint8(d)
	g.cand[c] = 0
	g.left--
	for _, p := range g.s.peers[c] {
		if g.cand[p]&bit != 0 {
			g.cand[p] &^= bit
			if g.cand[p] == 0 {
				g.broken = true
			}
		}
	}
}

// eliminate removes the digits of mask from cell c's candidates and reports
// whether any was there.
func (g *grader) eliminate(c int, mask uint16) bool {
	if g.cand[c]&mask == 0 {
		return false
	}
	g.cand[c] &^= mask
	if g.cand[c] == 0 && g.vals[c] == 0 {
		g.broken = true
	}
	return true
}

// record counts one step of technique t.
func (g *grader) record(t technique) {
	w := g.add(t)
	g.lastStep = t
	if g.trace != nil {
		g.trace.record(g, t, w)
	}
	if g.truth != nil && !g.wrong && !g.agrees() {
		g.wrong, g.wrongBy, g.wrongAt = true, t, g.steps
	}
}

// agrees reports whether every placement and candidate still allows truth.
func (g *grader) agrees() bool {
	for c, v := range g.truth[:g.n*g.n] {
		if g.vals[c] != 0 {
			if int(g.vals[c]) != v {
				return false
			}
		} else if g.cand[c]&(1<<(v-1)) == 0 {
			return false
		}
	}
	return true
}

// rating summarises the run.
func (g *grader) rating() rating {
	return g.tally.rating(g.left == 0 && !g.broken)
}

// tally counts the steps of a grading run.
type tally struct {
	used    bool // some step was recorded
	hardest technique
	score   int
	steps   int
	// looking is set at the start of each round until the round's first
	// step, which carries lookWeight.
	looking bool
}

// lookWeight is the effort of looking over the grid for the next move,
// added to the first step of every round. Two puzzles that need the same
// techniques as often differ in how often the reader must search afresh:
// singles open at once are found in one look, a chain where each
// placement opens the next takes a look each. Without it nearly every
// easy 4x4 with twelve blanks scored 12.
const lookWeight = 1

// look starts a round.
func (t *tally) look() { t.looking = true }

// add counts one step of technique tech and returns its weight: the
// technique's, and lookWeight for the first step of a round.
func (t *tally) add(tech technique) int {
	w := techniqueInfos[tech].weight
	if t.looking {
		w += lookWeight
		t.looking = false
	}
	t.steps++
	t.score += w
	if !t.used || tech > t.hardest {
		t.hardest = tech
	}
	t.used = true
	return w
}

// rating is the rating of a run with these steps that solved the grid or
// not.
func (t *tally) rating(solved bool) rating {
	r := rating{solved: solved, grade: gen.Easy, score: t.score, steps: t.steps}
	if t.used {
		r.grade = techniqueInfos[t.hardest].grade
		r.technique = techniqueInfos[t.hardest].name
	}
	return r
}

// sees reports whether cells a and b share a row, column or box.
func (g *grader) sees(a, b int) bool {
	ua, ub := &g.s.cellUnits[a], &g.s.cellUnits[b]
	return ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2]
}

// eliminateSeenByBoth removes mask from every cell other than a and b that
// sees both, and reports whether anything was removed.
func (g *grader) eliminateSeenByBoth(a, b int, mask uint16) bool {
	progress := false
	for _, q := range g.s.peers[a] {
		if q != b && g.cand[q]&mask != 0 && g.sees(q, b) {
			progress = g.eliminate(q, mask) || progress
		}
	}
	return progress
}

// candDigit returns the 1-based digit of a one-bit mask.
func candDigit(bit uint16) int { return bits.TrailingZeros16(bit) + 1 }

// candCount returns the number of digits (or positions) in mask.
func candCount(mask uint16) int { return bits.OnesCount16(mask) }
