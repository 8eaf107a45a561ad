package numbrix

// settle applies the rules up to top to s until none changes it, or
// until every number of goal is placed (goal nil: every number), and
// reports whether s is still possible; s.has(goal) then tells whether
// they placed the goal. It reaches the grader's verdict without its order:
// every rule only narrows the state, and narrowing more never keeps a
// rule from firing, so the rules reach the same state whatever their
// order. That lets settle skip the grader's costs: forced neighbours
// and gaps of two are done by reach and single places, long reach (with
// short reach) by reach, nooks by only number when it is allowed, the
// cheap rules go on from where they were instead of from the simplest,
// and a trial pass stops at its first contradiction. ts is the work space
// of trials; the states it keeps must be narrower than s (see trials).
func (s *state) settle(top rule, ts *trials, goal []int) bool {
	from := 1 // where the next trial pass starts
	for !s.has(goal) {
		var changed, ok bool
		if top < ruleReach {
			changed, ok = s.forced()
		} else {
			changed, ok = s.settleStep(top, ts, &from)
		}
		if !ok || !changed {
			return ok
		}
	}
	return true
}

// has reports whether every number of goal (every number when goal is
// nil) is placed.
func (s *state) has(goal []int) bool {
	if goal == nil {
		return s.solved()
	}
	for _, k := range goal {
		if s.pos[k] < 0 {
			return false
		}
	}
	return true
}

// settleStep applies the cheapest rule up to top (at least reach) that
// changes s. A trial pass starts at number *from and moves it on.
func (s *state) settleStep(top rule, ts *trials, from *int) (changed, ok bool) {
	hidato := s.b.diagonal
	narrow := s.shortReach
	if top >= ruleLongReach {
		narrow = s.reach // long reach, and so short reach, in one
	}
	if _, ok := narrow(); !ok {
		return false, false
	}
	if placed, ok := s.singles(); !ok || placed {
		return placed, ok
	}
	if top >= ruleTwoWays {
		if changed, ok := s.twoWays(); !ok || changed {
			return changed, ok
		}
	}
	if top >= ruleNook && top < ruleOnlyNumber && hidato { // only number does a nook's work
		if changed, ok := s.nook(); !ok || changed {
			return changed, ok
		}
	}
	if top >= ruleDeadEnd && s.deadEnds() {
		return true, true
	}
	if top >= ruleOnlyNumber {
		if changed, ok := s.hiddenSingles(); !ok || changed {
			return changed, ok
		}
	}
	if top >= ruleRegion {
		if changed, ok := s.regions(); !ok || changed {
			return changed, ok
		}
	}
	if top >= ruleShortTrial {
		return s.firstTrial(top, ts, from), true
	}
	return false, true
}

// firstTrial strikes the first trial that fails (within short trial
// rounds when top is ruleShortTrial, by every rule up to region count
// when it is lookahead) and reports whether it found one. It tries the
// numbers from *from on, round the chain, and leaves *from at the number
// struck: the numbers tried before it did not fail and are tried last
// next time, once the state has changed most.
func (s *state) firstTrial(top rule, ts *trials, from *int) bool {
	cells := make([]int, 0, trialWidth)
	n := s.b.n
	tr := &ts.t
	for i := range n {
		k := (*from-1+i)%n + 1
		if !s.triable(k) {
			continue
		}
		for _, c := range s.cand[k].cells(cells[:0]) {
			if ts.known(k, c) {
				continue
			}
			tr.copyFrom(s)
			if !tr.place(k, c) || tr.failsSoon() || (top >= ruleLookahead && tr.fails()) {
				ts.strike(s, k, c)
				*from = k
				return true
			}
			if top >= ruleLookahead {
				ts.settled()
			}
		}
	}
	return false
}

// triable reports whether a trial may try unplaced k: it has at most
// trialWidth cells and a placed neighbour number.
func (s *state) triable(k int) bool {
	n := s.b.n
	return s.pos[k] < 0 && s.cand[k].count() <= trialWidth &&
		((k > 1 && s.pos[k-1] >= 0) || (k < n && s.pos[k+1] >= 0))
}
