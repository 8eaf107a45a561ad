package numbrix

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

// rule is one of the grader's techniques, from the simplest to the
// hardest. A puzzle's grade is the grade of the hardest rule it needs.
type rule int

const (
	ruleNone       rule = iota
	ruleForced          // a number whose chain must go on has one free neighbour
	ruleGapTwo          // k and k+2 share one free neighbour: it holds k+1
	ruleReach           // k stands within k-a steps of a and b-k steps of b (in Hidato, of a short gap)
	ruleTwoWays         // a free cell with two usable neighbours lies between them
	ruleNook            // Hidato: a free cell with at most two free neighbours that only one number can reach holds it
	ruleLongReach       // Hidato: reach counted over a gap wider than shortGap
	ruleDeadEnd         // a free cell with fewer than two usable neighbours can only be an end
	ruleOnlyNumber      // a free cell only one number can reach holds it
	ruleRegion          // a region of free cells needs as many numbers as it has cells (per colour in Numbrix)
	ruleShortTrial      // trying a number in a cell fails within a few steps of the rules up to two ways
	ruleLookahead       // trying a number in a cell fails by the rules up to region count
	ruleCount           // how many rules there are, ruleNone included
)

// ruleInfo is the name, grade and effort of each rule, and whether only
// Hidato uses it. The ladder (Kind.Ladder) is this table in order.
var ruleInfo = [ruleCount]struct {
	name   string
	grade  gen.Grade
	weight int  // effort of one number placed (or one pattern), for the score
	hidato bool // Hidato's alone: Numbrix keeps the ladder its shared puzzles were graded with
}{
	ruleNone:       {"none", gen.Easy, 0, false},
	ruleForced:     {"forced neighbour", gen.Easy, 1, false},
	ruleGapTwo:     {"gap of two", gen.Medium, 2, false},
	ruleReach:      {"reach", gen.Medium, 3, false},
	ruleTwoWays:    {"two ways", gen.Medium, 3, false},
	ruleNook:       {"nook", gen.Medium, 4, true},
	ruleLongReach:  {"long reach", gen.Hard, 5, true},
	ruleDeadEnd:    {"dead end", gen.Hard, 6, false},
	ruleOnlyNumber: {"only number", gen.Hard, 6, false},
	ruleRegion:     {"region count", gen.Hard, 8, false},
	ruleShortTrial: {"short trial", gen.Hard, 10, false},
	ruleLookahead:  {"lookahead", gen.Expert, 20, false},
}

// usedBy reports whether the grader uses r on Hidato (diagonal) or
// Numbrix boards.
func (r rule) usedBy(diagonal bool) bool { return diagonal || !ruleInfo[r].hidato }

// String returns the rule's name as recorded in manifests.
func (r rule) String() string { return ruleInfo[r].name }

// rating is the grader's verdict on a puzzle.
type rating struct {
	solved  bool // the rules allowed solved the puzzle
	hardest rule // the hardest rule used
	grade   gen.Grade
	steps   int // rule applications that changed something
	// score is the effort: a step weighs its rule's weight once per number
	// it placed (at least once), as a person writes each number down; a
	// trial weighs once per cell it rules out.
	score int
}

// grader solves a state the way a person would: it always applies the
// simplest rule that makes progress, and never a rule harder than top.
type grader struct {
	top       rule // the hardest rule allowed
	r         rating
	scratch   *trials // the work space of trials
	longFails []trial // the trials lookahead rules out, found by shortTrial
	// trace, when set, writes down every step for Steps; it only reads
	// the grader, so a traced run makes the same deductions.
	trace *trace
}

// rate grades the givens vals on b with rules up to top.
func rate(b *board, vals []int, top rule) rating {
	st := newState(b)
	if !st.placeGivens(vals) {
		return rating{}
	}
	g := grader{top: top}
	g.run(st)
	return g.r
}

// run applies rules to st until it is solved, stuck or impossible, and
// reports whether it is still possible. g.r records the work.
func (g *grader) run(st *state) bool {
	for !st.solved() {
		left := st.left
		r, ok := g.step(st)
		if !ok {
			return false
		}
		if r == ruleNone {
			return true
		}
		g.r.steps++
		units := max(1, left-st.left)
		if r >= ruleShortTrial {
			units = 1 // the trial weighed its other removals itself
		}
		g.r.score += units * ruleInfo[r].weight
		g.r.hardest = max(g.r.hardest, r)
		if g.trace != nil {
			g.trace.record(st, r)
		}
	}
	g.r.solved = true
	g.r.grade = ruleInfo[g.r.hardest].grade
	return true
}

// step applies the simplest rule (up to g.top) that changes st and
// returns it, or ruleNone when none does; ok is false when st is found
// impossible.
func (g *grader) step(st *state) (rule, bool) {
	for r := ruleForced; r <= g.top; r++ {
		if !r.usedBy(st.b.diagonal) {
			continue
		}
		changed, ok := g.apply(r, st)
		if !ok {
			return r, false
		}
		if changed {
			return r, true
		}
	}
	return ruleNone, true
}

// apply applies rule r once to st.
func (g *grader) apply(r rule, st *state) (changed, ok bool) {
	switch r {
	case ruleForced:
		return st.forced()
	case ruleGapTwo:
		return st.gapTwo()
	case ruleReach:
		return st.reachSingles(st.shortReach)
	case ruleNook:
		return st.nook()
	case ruleLongReach:
		return st.reachSingles(st.reach)
	case ruleTwoWays:
		return st.twoWays()
	case ruleDeadEnd:
		return st.deadEnds(), true
	case ruleOnlyNumber:
		return st.hiddenSingles()
	case ruleRegion:
		return st.regions()
	case ruleShortTrial:
		return g.shortTrial(st)
	case ruleLookahead:
		return g.lookahead(st)
	}
	return false, true
}

// reachSingles narrows the numbers by narrow (reach or short reach) and
// places those left with one cell.
func (s *state) reachSingles(narrow func() (bool, bool)) (changed, ok bool) {
	changed, ok = narrow()
	if !ok {
		return changed, false
	}
	placed, ok := s.singles()
	return changed || placed, ok
}

// forced places the next number of every chain that must go on (its other
// side is placed, or it is 1 or the last) and has one free neighbour. It
// follows chains upwards, then downwards, so a chain grows as far as it
// can in one call.
func (s *state) forced() (changed, ok bool) {
	n := s.b.n
	for k := 1; k < n; k++ {
		c, ok := s.extend(k, k+1, k-1)
		if !ok {
			return changed, false
		}
		changed = changed || c
	}
	for k := n; k > 1; k-- {
		c, ok := s.extend(k, k-1, k+1)
		if !ok {
			return changed, false
		}
		changed = changed || c
	}
	return changed, true
}

// extend places next beside placed k when prev (k's other side) is placed
// or out of range and k has one free neighbour.
func (s *state) extend(k, next, prev int) (changed, ok bool) {
	c := s.pos[k]
	if c < 0 || s.pos[next] >= 0 || (prev >= 1 && prev <= s.b.n && s.pos[prev] < 0) {
		return false, true
	}
	e := s.b.near[c].and(s.free)
	if e.empty() {
		return false, false
	}
	if f := e.single(); f >= 0 {
		return true, s.place(next, f)
	}
	return false, true
}

// gapTwo places k+1 where k and k+2 are placed and share one free
// neighbour.
func (s *state) gapTwo() (changed, ok bool) {
	for k := 1; k+2 <= s.b.n; k++ {
		if s.pos[k] < 0 || s.pos[k+1] >= 0 || s.pos[k+2] < 0 {
			continue
		}
		e := s.b.near[s.pos[k]].and(s.b.near[s.pos[k+2]]).and(s.free)
		if e.empty() {
			return changed, false
		}
		if f := e.single(); f >= 0 {
			if !s.place(k+1, f) {
				return changed, false
			}
			changed = true
		}
	}
	return changed, true
}

// twoWays looks at every free cell with exactly two usable neighbours
// (free cells, or numbers still open on a side) that cannot hold 1 or the
// last number: the path enters it from one and leaves by the other, so
// next to a placed number k it holds k-1 or k+1, whichever side of k is
// open. It places the number when one fits, else keeps the cell from
// every number that does not.
func (s *state) twoWays() (changed, ok bool) {
	n := s.b.n
	open := s.openEnded()
	two, three := s.b.crowded(s.free.or(open))
	pass := two.minus(three).and(s.free).and(s.b.around(open))
	for _, k := range [2]int{1, n} {
		if s.pos[k] < 0 {
			pass = pass.minus(s.cand[k])
		}
	}
	for x := pass.first(); x >= 0; x = pass.first() {
		pass.del(x)
		fits, ok := s.fitsBeside(x, open)
		if !ok {
			return changed, false
		}
		for k := 2; k < n; k++ {
			if s.pos[k] < 0 && !fits.has(k) && s.cand[k].has(x) {
				nc := s.cand[k]
				nc.del(x)
				s.setCand(k, nc)
				changed = true
			}
		}
		if m := fits.single(); m >= 0 {
			if !s.place(m, x) {
				return changed, false
			}
			changed = true
		}
	}
	return changed, true
}

// fitsBeside returns the numbers (as a set of indices) that free cell x
// may hold beside the open-ended numbers next to it: k-1 or k+1 for each,
// on a side of k still open. It reports false when none fits.
func (s *state) fitsBeside(x int, open set) (set, bool) {
	near := s.b.near[x].and(open)
	fits, first := set{}, true
	for k := 1; k <= s.b.n && !near.empty(); k++ {
		if s.pos[k] < 0 || !near.has(s.pos[k]) {
			continue
		}
		near.del(s.pos[k])
		var f set
		if k > 1 && s.pos[k-1] < 0 {
			f.add(k - 1)
		}
		if k < s.b.n && s.pos[k+1] < 0 {
			f.add(k + 1)
		}
		if first {
			fits, first = f, false
		} else {
			fits = fits.and(f)
		}
	}
	return fits, !fits.empty()
}
