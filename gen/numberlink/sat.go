package numberlink

import (
	"context"
	"errors"
	"math"
	"slices"
)

// sat is a small conflict-driven clause-learning SAT solver in the manner
// of MiniSat and Glucose: two watched literals with blocker literals and
// binary clauses kept apart, first-UIP learning with recursive clause
// minimisation, activity-ordered decisions (VSIDS) with phase saving, restarts
// when the recent learnt clauses get worse than the average (LBD), and a
// learnt-clause database cut in half from time to time, keeping the
// clauses of low LBD. It decides the puzzles that defeat the propagating
// search: the clauses it learns from each dead end keep it from walking
// into the same dead end again.
//
// A literal is 2*v for variable v true and 2*v+1 for v false. Long
// clauses live in one arena (see hdrSize); binary clauses live only in the
// bins lists, and the problem's ternary clauses (most of the Numberlink
// encoding) in occurrence lists that need no visit to the arena.
type sat struct {
	nvars   int
	arena   []int32    // long clauses, each a header and its literals
	learnts []int32    // the learnt long clauses, by arena offset
	watches [][]watch  // per literal p: long clauses to visit when p becomes true
	bins    [][]int32  // per literal p: the literals binary clauses imply when p is true
	terns   [][]tern   // per literal p: the problem's ternary clauses holding ¬p
	tlits   []int32    // the literals of the ternary clauses, three each
	val     []int8     // per literal: 1 true, -1 false, 0 unassigned
	level   []int32    // per variable
	reason  []int32    // per variable: see reasonNone and binReason
	trail   []int32    // assigned literals in order
	limits  []int      // trail length at the start of each decision level
	head    int        // next trail entry to propagate
	order   varOrder   // decision order
	phase   []int8     // per variable: the last value, for phase saving
	unsat   bool       // an empty clause was derived at level 0
	learn   learnState // conflict analysis scratch
	claInc  float32    // clause activity bump
	search  searchState
	stopAt  int64   // pause when this many conflicts are reached (0: never)
	paused  bool    // the last solve paused; the next goes on from its trail
	scratch []int32 // addClause's copy of the clause it is given
	assume  []int32 // literals decided first, in order (see setAssumptions)
}

// errPaused reports a SAT search stopped at its conflict limit (sat.stopAt);
// calling it again goes on from there, keeping what it learnt.
var errPaused = errors.New("numberlink: SAT search paused")

// watch is an entry of a watch list: the clause and a literal of it whose
// truth makes the visit unnecessary.
type watch struct {
	cref    int32
	blocker int32
}

// tern is a ternary clause in the occurrence list of the negation of its
// third literal: its two other literals and its index in tlits.
type tern struct {
	a, b int32
	ref  int32
}

// Reasons: reasonNone for decisions and level-0 facts; binReason(q) for a
// literal implied by a binary clause whose other literal q is false;
// ternBase plus the index of a ternary problem clause; an arena offset
// otherwise.
const reasonNone int32 = -1

func binReason(falseLit int32) int32 { return -2 - falseLit }

// ternBase marks a reason or conflict that is a ternary problem clause.
const ternBase int32 = 1 << 30

// Clause header words: the literal count, the flags and LBD, the activity
// (float32 bits); the literals follow.
const (
	hdrSize    = 3
	flagLearnt = 1
	flagGone   = 2 // deleted, awaiting compaction
	flagUsed   = 4 // took part in a conflict since the last reduction
	lbdShift   = 3
)

// conflictBin is the arena offset of the pseudo-clause that holds a
// binary clause in conflict, so analysis sees every conflict as a clause.
const conflictBin int32 = 0

// newSAT returns a solver of nvars variables and no clauses. The first
// busy variables occur in many clauses (in the Numberlink encoding, the
// edges: a ternary clause per path and direction, and most long
// clauses); their literals get more room.
func newSAT(nvars, busy int) *sat {
	s := &sat{
		nvars:   nvars,
		arena:   []int32{2, 0, 0, 0, 0},
		watches: make([][]watch, 2*nvars),
		bins:    make([][]int32, 2*nvars),
		terns:   make([][]tern, 2*nvars),
		val:     make([]int8, 2*nvars),
		level:   make([]int32, nvars),
		reason:  make([]int32, nvars),
		phase:   make([]int8, nvars),
		claInc:  1,
	}
	s.order.init(nvars)
	s.learn.init(nvars)
	s.search.init()
	for v := range nvars {
		s.phase[v] = -1
	}
	// Room for the clauses of each literal in one allocation each: lists
	// that outgrow it move out on their own. Sized to what the encoding
	// needs, the rooms spare a fresh process the page faults of lists
	// moving out and of room it never uses.
	busyLits, lits := 2*busy, 2*nvars
	terns := make([]tern, busyLits*busyTernRoom+(lits-busyLits)*ternRoom)
	bins := make([]int32, busyLits*busyBinRoom+(lits-busyLits)*binRoom)
	watches := make([]watch, busyLits*busyWatchRoom+(lits-busyLits)*watchRoom)
	t, b, w := 0, 0, 0
	for p := range lits {
		tr, br, wr := ternRoom, binRoom, watchRoom
		if p < busyLits {
			tr, br, wr = busyTernRoom, busyBinRoom, busyWatchRoom
		}
		s.terns[p] = terns[t:t:(t + tr)]
		s.bins[p] = bins[b:b:(b + br)]
		s.watches[p] = watches[w:w:(w + wr)]
		t, b, w = t+tr, b+br, w+wr
	}
	return s
}

// reserve makes room for about long words of long clauses (their
// headers included) and tern ternary clauses, so that the arena and the
// ternary literals do not move again and again while an encoding fills
// them.
func (s *sat) reserve(long, tern int) {
	s.arena = slices.Grow(s.arena, long)
	s.tlits = slices.Grow(s.tlits, 3*tern)
}

// The ternary, binary and watched long clauses newSAT makes room for per
// literal, and per literal of a busy variable. Over the Flow levels an
// edge's literal is in 9 to 14 ternary clauses on average (at most 40),
// 1 to 3 binary ones and 4 long ones; another literal in at most 4
// ternary clauses and 2 to 4 binary ones, and is watched by few learnt
// clauses.
const (
	ternRoom, busyTernRoom   = 4, 24
	binRoom, busyBinRoom     = 8, 8
	watchRoom, busyWatchRoom = 2, 8
)

// isTrue reports whether variable v is true in the current assignment.
func (s *sat) isTrue(v int) bool { return s.val[2*v] == 1 }

func (s *sat) decisionLevel() int32 { return int32(len(s.limits)) }

// clauseLits returns the literals of the long clause at cref.
func (s *sat) clauseLits(cref int32) []int32 {
	return s.arena[cref+hdrSize : cref+hdrSize+s.arena[cref]]
}

// assign makes lit true with the given reason.
func (s *sat) assign(lit int32, reason int32) {
	s.val[lit] = 1
	s.val[lit^1] = -1
	v := lit >> 1
	s.level[v] = s.decisionLevel()
	s.reason[v] = reason
	s.trail = append(s.trail, lit)
}

// addClause adds a clause at decision level 0 (backtracking there first).
// It reports false when the clauses are now unsatisfiable.
func (s *sat) addClause(lits []int32) bool {
	s.backtrack(0)
	s.paused = false
	if s.unsat {
		return false
	}
	c := s.scratch[:0]
	for _, l := range lits {
		switch s.val[l] {
		case 1:
			return true // satisfied for good
		case 0:
			c = append(c, l)
		}
	}
	s.scratch = c[:0] // the clause is copied wherever it is kept
	switch len(c) {
	case 0:
		s.unsat = true
		return false
	case 1:
		s.assign(c[0], reasonNone)
		if s.propagate() >= 0 {
			s.unsat = true
			return false
		}
		return true
	}
	if len(c) == 3 {
		s.attachTern(c)
		return true
	}
	s.attach(c, false, 0)
	return true
}

// attachTern stores a ternary problem clause in the occurrence lists of
// its three literals: problem clauses are never deleted, and a visit
// needs no clause memory and moves no watch.
func (s *sat) attachTern(c []int32) {
	ref := int32(len(s.tlits) / 3)
	s.tlits = append(s.tlits, c...)
	s.terns[c[0]^1] = append(s.terns[c[0]^1], tern{c[1], c[2], ref})
	s.terns[c[1]^1] = append(s.terns[c[1]^1], tern{c[0], c[2], ref})
	s.terns[c[2]^1] = append(s.terns[c[2]^1], tern{c[0], c[1], ref})
}

// ternLits returns the literals of the ternary clause of reason code r;
// the implied literal is first.
func (s *sat) ternLits(r int32) []int32 {
	i := 3 * (r - ternBase)
	return s.tlits[i : i+3]
}

// implyTern makes lit true by ternary clause t of the list of p, whose
// other literal is false, putting lit first in the clause for analysis.
func (s *sat) implyTern(lit, other, p int32, t tern) {
	i := 3 * t.ref
	s.tlits[i], s.tlits[i+1], s.tlits[i+2] = lit, other, p^1
	s.assign(lit, ternBase+t.ref)
}

// attach stores clause c (at least two literals, the first two to be
// watched) and returns its arena offset, or -1 for a binary clause.
func (s *sat) attach(c []int32, learnt bool, lbd int) int32 {
	if len(c) == 2 {
		s.bins[c[0]^1] = append(s.bins[c[0]^1], c[1])
		s.bins[c[1]^1] = append(s.bins[c[1]^1], c[0])
		return -1
	}
	cref := int32(len(s.arena))
	flags := int32(lbd) << lbdShift
	if learnt {
		flags |= flagLearnt
		s.learnts = append(s.learnts, cref)
	}
	s.arena = append(s.arena, int32(len(c)), flags, int32(math.Float32bits(0)))
	s.arena = append(s.arena, c...)
	s.watches[c[0]^1] = append(s.watches[c[0]^1], watch{cref, c[1]})
	s.watches[c[1]^1] = append(s.watches[c[1]^1], watch{cref, c[0]})
	return cref
}

// propagate assigns what the clauses force and returns the arena offset
// of a clause left false, or -1.
func (s *sat) propagate() int32 {
	val := s.val
	for s.head < len(s.trail) {
		p := s.trail[s.head] // p is true: clauses holding ¬p need a look
		s.head++
		s.search.props++
		falseLit := p ^ 1
		for _, q := range s.bins[p] {
			switch val[q] {
			case 0:
				s.assign(q, binReason(falseLit))
			case -1:
				s.arena[hdrSize], s.arena[hdrSize+1] = q, falseLit
				s.head = len(s.trail)
				return conflictBin
			}
		}
		for _, t := range s.terns[p] {
			va, vb := val[t.a], val[t.b]
			switch {
			case va == 1 || vb == 1:
			case va == -1 && vb == -1:
				s.head = len(s.trail)
				return ternBase + t.ref
			case va == -1:
				s.implyTern(t.b, t.a, p, t)
			case vb == -1:
				s.implyTern(t.a, t.b, p, t)
			}
		}
		ws := s.watches[p]
		j := 0
		conflict := int32(-1)
		for i := 0; i < len(ws); i++ {
			w := ws[i]
			if val[w.blocker] == 1 {
				ws[j] = w
				j++
				continue
			}
			c := s.clauseLits(w.cref)
			if c[0] == falseLit {
				c[0], c[1] = c[1], c[0]
			}
			first := c[0]
			w.blocker = first
			if val[first] == 1 {
				ws[j] = w
				j++
				continue
			}
			moved := false
			for k := 2; k < len(c); k++ {
				if val[c[k]] != -1 {
					c[1], c[k] = c[k], c[1]
					s.watches[c[1]^1] = append(s.watches[c[1]^1], w)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			ws[j] = w
			j++
			if val[first] == -1 {
				conflict = w.cref
				j += copy(ws[j:], ws[i+1:])
				break
			}
			s.assign(first, w.cref)
		}
		s.watches[p] = ws[:j]
		if conflict >= 0 {
			s.head = len(s.trail)
			return conflict
		}
	}
	return -1
}

// backtrack undoes every assignment above level lv.
func (s *sat) backtrack(lv int32) {
	if s.decisionLevel() <= lv {
		return
	}
	start := s.limits[lv]
	for i := len(s.trail) - 1; i >= start; i-- {
		lit := s.trail[i]
		v := lit >> 1
		s.phase[v] = s.val[2*v]
		s.val[lit], s.val[lit^1] = 0, 0
		s.order.reinsert(v)
	}
	s.trail = s.trail[:start]
	s.limits = s.limits[:lv]
	s.head = start
}

// solve looks for a model. It returns true with the model in the
// assignment (see isTrue), false when there is none, or the context's
// error.
func (s *sat) solve(ctx context.Context) (bool, error) {
	if s.unsat {
		return false, nil
	}
	if !s.paused {
		s.backtrack(0)
		if s.propagate() >= 0 {
			s.unsat = true
			return false, nil
		}
	}
	s.paused = false
	for {
		if ci := s.propagate(); ci >= 0 {
			s.search.conflicts++
			if s.search.conflicts%256 == 0 {
				if err := ctx.Err(); err != nil {
					return false, err
				}
			}
			if s.decisionLevel() == 0 {
				s.unsat = true
				return false, nil
			}
			learnt, back, lbd := s.analyze(ci)
			s.search.noteConflict(lbd, len(s.trail))
			s.backtrack(back)
			if len(learnt) == 1 {
				s.assign(learnt[0], reasonNone)
			} else {
				c := append([]int32(nil), learnt...)
				cref := s.attach(c, true, lbd)
				if cref < 0 {
					s.assign(c[0], binReason(c[1]))
				} else {
					s.bumpClause(cref)
					s.assign(c[0], cref)
				}
			}
			s.order.decay()
			s.claInc *= 1 / 0.999
			if s.stopAt > 0 && s.search.conflicts >= s.stopAt {
				s.paused = true
				return false, errPaused
			}
			continue
		}
		if s.search.shouldRestart() {
			s.backtrack(0)
			if s.search.shouldReduce() {
				s.reduce()
			}
			continue
		}
		if lv := int(s.decisionLevel()); lv < len(s.assume) {
			// Decide the next assumption first.
			a := s.assume[lv]
			switch s.val[a] {
			case -1:
				return false, nil // no model holds the assumptions
			case 1:
				s.newLevel()
			default:
				s.newLevel()
				s.assign(a, reasonNone)
			}
			continue
		}
		v := s.order.next(s.val)
		if v < 0 {
			return true, nil
		}
		s.search.decisions++
		s.newLevel()
		lit := 2 * v
		if s.phase[v] < 0 {
			lit++
		}
		s.assign(lit, reasonNone)
	}
}

// setAssumptions makes the next searches look only for models in which
// every literal of lits holds (none: no assumption), deciding them first.
// A search that finds none returns false without marking the clauses
// unsatisfiable; what it learns holds without the assumptions too.
func (s *sat) setAssumptions(lits []int32) {
	s.backtrack(0)
	s.paused = false
	s.assume = lits
}

// newLevel opens a decision level.
func (s *sat) newLevel() {
	s.limits = append(s.limits, len(s.trail))
}
