package numbrix

// trialWidth is the most cells a number may have for a trial to try it: a
// person tries a number where it has two places.
const trialWidth = 2

// shortTrialRounds is the most rounds of the rules up to two ways a short
// trial takes to find its contradiction. A round narrows every number by
// reach and places the numbers left with one cell, or failing that
// applies two ways. "If 12 went here, 13 would have no cell" takes one
// round; "13 would have to go there, and then 14 would have no cell" two.
const shortTrialRounds = 3

// trial is a number and a cell to try it in.
type trial struct{ k, c int }

// maxKept is the most settled trial states trials keeps.
const maxKept = 64

// trials is the work space of the trials made on one evolving state s:
// the state of the trial under way, and the states where trials settled.
//
// A trial that does not fail ends in a state t, narrower than s, where
// no rule up to region count changes anything or finds a contradiction.
// Every rule only narrows, and narrows at least as much from a narrower
// state, so trying number j in the cell t gives it starts from a state
// wider than t and cannot fail either: it need not be tried. That stays
// true as s gains what those rules find, since t already holds it; only
// a trial's removal of a cell t still allows can make s not wider than
// t, and then t is dropped (struck).
type trials struct {
	t    state
	kept []*state // kept[:n]: settled trial states, all narrower than s
	n    int
}

// holding keeps only the settled states that place every given of vals:
// those are narrower than any state of these givens that only holds what
// the rules up to region count find (they are fixed points of those
// rules), so they may serve a new s made from vals.
func (ts *trials) holding(vals []int) {
	ts.keep(func(t *state) bool { return t.holds(vals) })
}

// keep keeps the settled states t for which ok(t) holds.
func (ts *trials) keep(ok func(t *state) bool) {
	live := 0
	for i, t := range ts.kept[:ts.n] {
		if ok(t) {
			ts.kept[live], ts.kept[i] = t, ts.kept[live]
			live++
		}
	}
	ts.n = live
}

// known reports whether trying k in c is known not to fail.
func (ts *trials) known(k, c int) bool {
	for _, t := range ts.kept[:ts.n] {
		if t.pos[k] == c {
			return true
		}
	}
	return false
}

// settled keeps the trial state ts.t, which ended without a contradiction
// where no rule up to region count changes it, in place of the oldest
// when maxKept are kept.
func (ts *trials) settled() {
	if ts.n == maxKept {
		oldest := ts.kept[0]
		copy(ts.kept, ts.kept[1:ts.n])
		ts.kept[ts.n-1] = oldest
		ts.n--
	}
	if ts.n == len(ts.kept) {
		ts.kept = append(ts.kept, &state{})
	}
	ts.kept[ts.n].copyFrom(&ts.t)
	ts.n++
}

// struck drops the settled states where k may still stand in c, now
// that a trial has taken c from k in s.
func (ts *trials) struck(k, c int) {
	ts.keep(func(t *state) bool { return !t.cand[k].has(c) })
}

// strike takes cell c from k in s, which ts works on.
func (ts *trials) strike(s *state, k, c int) {
	s.strike(k, c)
	ts.struck(k, c)
}

// shortTrial tries each unplaced number next to a placed one that has at
// most trialWidth cells in each of them, and removes the cells where the
// rules up to two ways reach a contradiction within shortTrialRounds
// rounds. Where they do not and lookahead is allowed, it goes on with
// every rule up to region count and keeps the trials that fail in
// g.longFails for lookahead, which the grader applies next on the same
// state when no short trial succeeds. Each removal counts as a step.
func (g *grader) shortTrial(st *state) (changed, ok bool) {
	if g.scratch == nil {
		g.scratch = &trials{} // for all of g's run on st
	}
	ts := g.scratch
	g.longFails = g.longFails[:0]
	n := st.b.n
	removed := 0
	cells := make([]int, 0, trialWidth)
	for k := 1; k <= n; k++ {
		if !st.triable(k) {
			continue
		}
		for _, c := range st.cand[k].cells(cells[:0]) {
			if ts.known(k, c) {
				continue
			}
			t := &ts.t
			t.copyFrom(st)
			if !t.place(k, c) || t.failsSoon() {
				ts.strike(st, k, c)
				removed++
				if g.trace != nil {
					g.trace.struck = append(g.trace.struck, trial{k, c})
				}
				continue
			}
			if g.top >= ruleLookahead && removed == 0 {
				if t.fails() {
					g.longFails = append(g.longFails, trial{k, c})
				} else {
					ts.settled()
				}
			}
		}
	}
	if removed == 0 {
		return false, true
	}
	g.longFails = g.longFails[:0]
	return g.removed(st, ruleShortTrial, removed)
}

// lookahead removes the cells of the trials that shortTrial, just before
// on the same state, found failing by every rule up to region count.
func (g *grader) lookahead(st *state) (changed, ok bool) {
	removed := len(g.longFails)
	for _, t := range g.longFails {
		g.scratch.strike(st, t.k, t.c)
	}
	if g.trace != nil {
		g.trace.struck = append(g.trace.struck, g.longFails...)
	}
	g.longFails = g.longFails[:0]
	if removed == 0 {
		return false, true
	}
	return g.removed(st, ruleLookahead, removed)
}

// strike takes cell c from the cells of k.
func (s *state) strike(k, c int) {
	nc := s.cand[k]
	nc.del(c)
	s.setCand(k, nc)
}

// removed counts the removals of a trial rule r beyond the one step its
// caller counts, and places the numbers left with one cell.
func (g *grader) removed(st *state, r rule, removed int) (changed, ok bool) {
	g.r.steps += removed - 1
	g.r.score += (removed - 1) * ruleInfo[r].weight
	_, ok = st.singles()
	return true, ok
}

// failsSoon reports whether the rules up to two ways find s impossible
// within shortTrialRounds rounds. Reach and single places do the work of
// forced neighbours and gaps of two.
func (s *state) failsSoon() bool {
	for range shortTrialRounds {
		if _, ok := s.reach(); !ok {
			return true
		}
		placed, ok := s.singles()
		if !ok {
			return true
		}
		if placed {
			continue
		}
		changed, ok := s.twoWays()
		if !ok {
			return true
		}
		if !changed {
			return false
		}
	}
	return false
}

// fails reports whether every rule up to region count, applied until none
// changes s (the cheap ones first, as propagate does), finds s impossible.
func (s *state) fails() bool {
	for {
		if !s.propagate() {
			return true
		}
		changed, ok := s.twoWays()
		if !ok {
			return true
		}
		if changed {
			continue
		}
		if changed, ok = s.regions(); !ok || !changed {
			return !ok
		}
	}
}
