package regions

import (
	"fmt"
	"math/bits"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The grader solves a puzzle of any geometry (rows, columns and regions)
// the way a person would: it keeps pencil marks
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
//	medium  pointing 3, claiming 4 (locked candidates: a region's digit
//	        confined to one line clears the rest of the line, and a line's
//	        digit confined to one region clears the rest of the region)
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
//
// A kind adds techniques of its own (cage sums, the rule of N of irregular
// regions) as rules of a Ladder, each tried right after a built-in
// technique.

// Technique is one step of the ladder: a built-in technique below
// NumTechniques, or a ladder's rule (NumTechniques + its index). Built-in
// techniques are numbered in the order they are tried.
type Technique uint8

// The built-in techniques, from simplest to hardest.
const (
	FullHouse Technique = iota
	HiddenSingle
	NakedSingle
	Pointing
	Claiming
	NakedPair
	HiddenPair
	NakedTriple
	HiddenTriple
	NakedQuad
	HiddenQuad
	XWing
	Swordfish
	XYWing
	XYZWing
	WWing
	SimpleColouring
	Jellyfish
	XYChain
	NumTechniques
)

// builtin is what the ladder says about each built-in technique.
var builtin = [NumTechniques]TechniqueInfo{
	FullHouse:       {"full house", gen.Easy, 1},
	HiddenSingle:    {"hidden single", gen.Easy, 1},
	NakedSingle:     {"naked single", gen.Easy, 2},
	Pointing:        {"pointing", gen.Medium, 3},
	Claiming:        {"claiming", gen.Medium, 4},
	NakedPair:       {"naked pair", gen.Hard, 5},
	HiddenPair:      {"hidden pair", gen.Hard, 6},
	NakedTriple:     {"naked triple", gen.Hard, 8},
	HiddenTriple:    {"hidden triple", gen.Hard, 9},
	NakedQuad:       {"naked quad", gen.Hard, 11},
	HiddenQuad:      {"hidden quad", gen.Hard, 12},
	XWing:           {"X-wing", gen.Expert, 15},
	Swordfish:       {"swordfish", gen.Expert, 18},
	XYWing:          {"XY-wing", gen.Expert, 20},
	XYZWing:         {"XYZ-wing", gen.Expert, 22},
	WWing:           {"W-wing", gen.Expert, 24},
	SimpleColouring: {"simple colouring", gen.Expert, 26},
	Jellyfish:       {"jellyfish", gen.Expert, 28},
	XYChain:         {"XY-chain", gen.Expert, 32},
}

// String returns a built-in technique's name as the rating reports it.
// A rule's technique is named by its ladder.
func (t Technique) String() string {
	if t >= NumTechniques {
		return fmt.Sprintf("rule %d", t-NumTechniques)
	}
	return builtin[t].Name
}

// Rating is what the human-technique grader found for one puzzle.
type Rating struct {
	Solved    bool      // the techniques up to the limit solved the whole grid
	Grade     gen.Grade // the grade of the hardest technique used
	Score     int       // effort: the sum of the weights of every step
	Technique string    // name of the hardest technique used ("" when none was)
	Steps     int       // placements by singles plus patterns found by the others
}

// Rate solves cells (n*n values, 0 = blank, row-major) of geometry s the
// way a person would, with the techniques of ladder l (nil: the built-in
// ladder) cut after those of grade limit (AnyGrade means Expert), and
// reports the hardest one needed. A puzzle that needs guessing is
// reported as not solved (grade, score and technique then describe the
// work done before the grader stalled). A contradictory grid is reported
// as not solved too. Because the ladder always restarts from the simplest
// technique, a puzzle solved at grade g is solved at any limit >= g with
// the same rating, and by no lower limit.
func Rate(s *Geometry, l *Ladder, cells []int, limit gen.Grade) Rating {
	g := getGrader()
	defer graders.Put(g)
	g.Init(s, l, cells, limit)
	g.Solve()
	return g.Rating()
}

// graders holds graders for reuse. A rule's Apply takes the grader, so a
// grader escapes to the heap; a generator rates thousands of grids, and
// reusing graders keeps that from allocating.
var graders = sync.Pool{New: func() any { return new(Grader) }}

// getGrader returns a zero grader from the pool.
func getGrader() *Grader {
	g := graders.Get().(*Grader)
	*g = Grader{}
	return g
}

// NewGrader returns a zero grader for a run seeded by hand (Setup), taken
// from the pool Rate uses; Release gives it back.
func NewGrader() *Grader { return getGrader() }

// Release gives g back for reuse; g must not be used after.
func (g *Grader) Release() { graders.Put(g) }

// Grader holds the pencil marks of one grading run: fixed arrays, no
// maps. Its zero value is ready for Init or Setup. A ladder's rules read
// and change the marks through its exported methods (rule.go).
type Grader struct {
	s      *Geometry
	ladder *Ladder
	n      int
	full   uint16 // every digit's bit: digit d is bit d-1
	cand   [maxCells]uint16
	vals   [maxCells]uint8 // placed digits, 0 = empty
	// placed holds, per unit, the digits placed in it (of vals).
	placed [3 * MaxN]uint16
	left   int  // empty cells
	broken bool // the grid contradicts itself
	limit  gen.Grade
	// until, when set, ends the run as soon as these cells are placed
	// (see Reaches).
	until []int

	Tally

	// trace, when set (by Explain), writes down every step and what its
	// technique saw (explain_trace.go); it never changes the run.
	trace *trace

	// truth, when set (by Check), is the known solution: every step is
	// checked against it, and the first one that removes the true digit is
	// kept in wrong.
	truth    []int
	wrong    bool
	wrongBy  Technique
	wrongAt  int // the step that went wrong (1-based)
	lastStep Technique

	// clock, changed and the looks let a technique skip the units where
	// it found nothing and that have not changed since (grade_looked.go).
	clock         uint32
	dirty         uint32           // units changed since the last flush (bit u for unit u)
	singlesStale  uint32           // units hidden singles must look at again
	changed       [3 * MaxN]uint32 // each unit's last change, as of the last flush
	unitLooks     [numUnitLooks]unitLooks
	crossingLooks [2]crossingLooks // pointing's, then claiming's
	// ones holds the cells (bit c%64 of word c/64) that may be naked
	// singles: every empty cell with one candidate or none is among them.
	ones [(maxCells + 63) / 64]uint64
	// touched holds the cells whose candidates or digit changed since a
	// rule last took them (TakeChanged).
	touched CellSet
}

// Init sets up the pencil marks of cells for a run of ladder l (nil: the
// built-in one) cut at limit. Givens that clash make the grid broken;
// cells of the wrong size are a programmer bug.
func (g *Grader) Init(s *Geometry, l *Ladder, cells []int, limit gen.Grade) {
	if len(cells) != s.N*s.N {
		panic("regions: rate called with a grid that does not fit its geometry")
	}
	g.Setup(s, l, limit)
	for c := range g.left {
		g.cand[c] = g.full
		g.mayBeSingle(c)
	}
	for c, v := range cells {
		if v == 0 {
			continue
		}
		if v < 0 || v > s.N {
			g.broken = true
			return
		}
		g.place(c, v)
		if g.broken {
			return
		}
	}
}

// Setup fixes the geometry, the ladder and the limit of a run, with every
// cell empty and without candidates: the caller sets them (SetCell,
// SetCandidates), as a solver seeding the run from its own board does.
func (g *Grader) Setup(s *Geometry, l *Ladder, limit gen.Grade) {
	if limit == gen.AnyGrade {
		limit = gen.Expert
	}
	if l == nil {
		l = classic
	}
	g.s, g.ladder, g.n, g.limit = s, l, s.N, limit
	g.placed = [3 * MaxN]uint16{}
	g.Tally.ladder = l
	g.full = uint16(1)<<s.N - 1
	g.left = s.N * s.N
	g.touchAll()
}

// Solve applies the ladder until the grid is full, the grid breaks, no
// allowed technique makes progress, or the cells of until are placed.
func (g *Grader) Solve() {
	for g.left > 0 && !g.broken && !g.placedUntil() && g.step() {
	}
}

// placedUntil reports whether until is set and all its cells are placed.
func (g *Grader) placedUntil() bool {
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
func (g *Grader) step() bool {
	g.Look()
	if g.earlySteps() || g.broken {
		return !g.broken
	}
	if g.nakedSingles() || g.broken {
		return !g.broken
	}
	for _, t := range g.ladder.order {
		if g.ladder.info(t).Grade > g.limit {
			break
		}
		if g.try(t) || g.broken {
			return !g.broken
		}
	}
	return false
}

// earlySteps makes one round of progress with the hidden singles, or,
// when the ladder has rules after those of the regions (Rule.After), with
// the regions' hidden singles, then those rules, then the lines' hidden
// singles, and reports whether it did.
func (g *Grader) earlySteps() bool {
	kinds := len(g.s.Units) / g.n
	if len(g.ladder.early) == 0 {
		return g.hiddenSinglesIn(0, kinds)
	}
	regions := min(1, kinds-2) // a Latin square has no regions: every unit is a line
	if g.hiddenSinglesIn(0, regions) || g.broken {
		return true
	}
	for _, t := range g.ladder.early {
		if g.try(t) || g.broken {
			return true
		}
	}
	return g.hiddenSinglesIn(regions, kinds)
}

// try applies technique t (pointing and harder, or a rule) once,
// reporting progress.
func (g *Grader) try(t Technique) bool {
	switch t {
	case Pointing:
		return g.lockedCandidates(false)
	case Claiming:
		return g.lockedCandidates(true)
	case NakedPair, NakedTriple, NakedQuad:
		return g.nakedSubset(t)
	case HiddenPair, HiddenTriple, HiddenQuad:
		return g.hiddenSubset(t)
	case XWing, Swordfish, Jellyfish:
		return g.fish(t)
	case XYWing:
		return g.xyWing()
	case XYZWing:
		return g.xyzWing()
	case WWing:
		return g.wWing()
	case SimpleColouring:
		return g.simpleColouring()
	case XYChain:
		return g.xyChain()
	}
	return g.ladder.rules[t-NumTechniques].Apply(g, t)
}

// place writes digit d (1-based) into cell c and removes it from the
// cell's peers. Placing a digit the cell cannot take, or leaving a peer
// without candidates, breaks the grid.
func (g *Grader) place(c, d int) {
	bit := uint16(1) << (d - 1)
	if g.cand[c]&bit == 0 {
		g.broken = true
		return
	}
	g.vals[c] = uint8(d)
	g.cand[c] = 0
	g.left--
	g.touch(c)
	s := g.s
	for _, u := range s.CellUnits[c] {
		g.placed[u] |= bit
	}
	// The peers' units are gathered in dirty and noted once, as touch
	// would note each.
	dirty := g.dirty
	for _, p := range s.Peers[c] {
		m := g.cand[p]
		if m&bit == 0 {
			continue
		}
		m &^= bit
		g.cand[p] = m
		dirty |= s.unitBits[p]
		g.touched[p>>6] |= 1 << (p & 63)
		if m&(m-1) == 0 { // as mayBeSingle
			g.ones[p/64] |= 1 << (p % 64)
			if m == 0 {
				g.broken = true
			}
		}
	}
	g.dirty = dirty
}

// eliminate removes the digits of mask from cell c's candidates and reports
// whether any was there.
func (g *Grader) eliminate(c int, mask uint16) bool {
	if g.cand[c]&mask == 0 {
		return false
	}
	g.cand[c] &^= mask
	g.touch(c)
	g.mayBeSingle(c)
	if g.cand[c] == 0 && g.vals[c] == 0 {
		g.broken = true
	}
	return true
}

// record counts one step of technique t.
func (g *Grader) record(t Technique) {
	w := g.Add(t)
	g.lastStep = t
	if g.trace != nil {
		g.trace.record(g, t, w)
	}
	if g.truth != nil && !g.wrong && !g.agrees() {
		g.wrong, g.wrongBy, g.wrongAt = true, t, g.steps
	}
}

// agrees reports whether every placement and candidate still allows truth.
func (g *Grader) agrees() bool {
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

// Rating summarises the run.
func (g *Grader) Rating() Rating {
	return g.Tally.Rating(g.left == 0 && !g.broken)
}

// sees reports whether cells a and b share a row, column or region.
func (g *Grader) sees(a, b int) bool {
	ua, ub := &g.s.CellUnits[a], &g.s.CellUnits[b]
	return ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2]
}

// eliminateSeenByBoth removes mask from every cell other than a and b that
// sees both, and reports whether anything was removed.
func (g *Grader) eliminateSeenByBoth(a, b int, mask uint16) bool {
	progress := false
	for _, q := range g.s.Peers[a] {
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
