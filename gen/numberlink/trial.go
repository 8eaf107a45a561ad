package numberlink

import "context"

// trials is the scratch space of the trials: the state of a line tried
// in, and of the same line tried out.
//
// A pair of trials depends only on the state and the edge, so the
// trials remember, for each edge, the state they last tried it in (as
// a version of the graded state, which changes with every deduction
// they make) when neither choice failed, and whether the two chains
// then agreed on something new: probe does not try such an edge again
// in the same state, and either needs no trial to pass over an edge on
// which they did not agree.
type trials struct {
	b       *board
	in, out state

	// ctx ends the trials early: probe and either look at it every
	// checkTries trials and stop, noting its error in err.
	ctx   context.Context
	tries int
	err   error

	version int   // bumped whenever probe or either changes the state
	seen    []int // version+1 of the state an edge was last tried in without a contradiction; 0 for none
	agree   []bool
	// agreeing: probe notes, for either, whether the chains agree
	agreeing bool
}

// checkTries is how many trials pass between looks at the context: a
// trial on the largest grid takes a few milliseconds.
const checkTries = 16

func newTrials(ctx context.Context, b *board) *trials {
	s := newState(b)
	return &trials{
		b: b, in: *s.clone(), out: *s.clone(), ctx: ctx,
		seen:  make([]int, len(b.edgeA)),
		agree: make([]bool, len(b.edgeA)),
	}
}

// stopped counts a trial about to be made and reports whether the
// context has ended (noting its error in g.err).
func (g *trials) stopped() bool {
	g.tries++
	if g.err == nil && g.tries%checkTries == 0 {
		g.err = g.ctx.Err()
	}
	return g.err != nil
}

// known reports whether edge e was tried in the present state and
// neither choice failed.
func (g *trials) known(e int) bool {
	return g.seen[e] == g.version+1
}

// try follows the chain of deductions from s with edge e in (or out)
// into t, for at most maxChain steps, and reports whether it reaches a
// contradiction. The grader's counters are left as they were.
func (g *trials) try(p *prop, s, t *state, e int, in bool) (contradiction bool) {
	t.copyFrom(s)
	forced, regions, tr := p.forced, p.regions, p.trace
	p.trace = nil
	defer func() { p.forced, p.regions, p.trace = forced, regions, tr }()
	if in {
		if !p.setOn(t, e) {
			p.reset()
			return true
		}
	} else {
		p.setOff(t, e)
	}
	return !p.chain(t, maxChain, func() uint64 { return g.touched(s, t) })
}

// touched returns the paths whose routes may differ between s and t, a
// state deduced from it: those a cell lost, and those of both ends of a
// line ruled out. The region rule changes nothing for the others.
func (g *trials) touched(s, t *state) uint64 {
	var set uint64
	for x, m := range s.mask {
		set |= m &^ t.mask[x]
	}
	for e, v := range t.edge {
		if v == off && s.edge[e] != off {
			set |= s.mask[g.b.edgeA[e]] & s.mask[g.b.edgeB[e]]
		}
	}
	return set
}

// probe tries each unknown edge at a path head in and out; a choice that leads to a
// contradiction within a short chain fixes the edge the other way. It
// repeats until no trial teaches anything, counting the trials that
// taught something, and reports false when both choices of an edge fail.
// It stops early, reporting true, when the context ends (g.err).
func (g *trials) probe(p *prop, s *state, rt *rating) bool {
	for progress := true; progress && s.open > 0; {
		progress = false
		for e := range s.edge {
			if s.edge[e] != unknown || g.known(e) || !g.tryable(s, e) {
				continue
			}
			if g.stopped() {
				return true
			}
			failOn := g.try(p, s, &g.in, e, true)
			failOff := !failOn && g.try(p, s, &g.out, e, false)
			switch {
			case failOn:
				p.setOff(s, e)
			case failOff:
				if !p.setOn(s, e) {
					p.reset()
					return false
				}
			default:
				g.seen[e] = g.version + 1
				if g.agreeing {
					g.agree[e] = g.wouldAgree(s)
				}
				continue
			}
			g.version++
			rt.trials++
			progress = true
			if p.trace != nil {
				p.trace.trial(p, s, e, failOn) // failOn: the edge is off
			}
			if !p.runRounds(s) {
				return false
			}
		}
	}
	return true
}

// either looks for the first unknown edge at a path head whose two trials, in and out,
// both end without a contradiction but agree on something the state does
// not know: a line both put in or both leave out, or a path both take
// from a cell. It applies what they agree on and the deductions that
// follow, and reports whether it found such an edge, and false for ok on
// a contradiction. It stops early, finding nothing, when the context ends
// (g.err).
func (g *trials) either(p *prop, s *state, rt *rating) (progress, ok bool) {
	for e := range s.edge {
		if s.edge[e] != unknown || !g.tryable(s, e) {
			continue
		}
		if g.known(e) && !g.agree[e] {
			continue // probe tried it in this state: the chains agree on nothing new
		}
		if g.stopped() {
			return false, true
		}
		if g.try(p, s, &g.in, e, true) || g.try(p, s, &g.out, e, false) {
			continue // a trial would have fixed it; probe ran first
		}
		g.version++
		changed, ok := g.agreed(p, s)
		if !ok {
			return true, false
		}
		if !changed {
			continue
		}
		rt.eithers++
		if p.trace != nil {
			p.trace.either(p, s, e)
		}
		return true, p.runRounds(s)
	}
	return false, true
}

// agreed applies to s what both trials found, and reports whether that
// is anything new, and false for ok on a contradiction.
func (g *trials) agreed(p *prop, s *state) (changed, ok bool) {
	for f, v := range s.edge {
		if v != unknown || g.in.edge[f] == unknown || g.in.edge[f] != g.out.edge[f] {
			continue
		}
		changed = true
		if g.in.edge[f] == off {
			p.setOff(s, f)
		} else if !p.setOn(s, f) {
			p.reset()
			return true, false
		}
	}
	for x, m := range s.mask {
		if both := m & (g.in.mask[x] | g.out.mask[x]); both != m {
			s.mask[x] = both
			p.push(int16(x))
			changed = true
		}
	}
	return changed, true
}

// wouldAgree reports whether the two trials just made from s agree on
// something s does not know: what agreed would change.
func (g *trials) wouldAgree(s *state) bool {
	for f, v := range s.edge {
		if v == unknown && g.in.edge[f] != unknown && g.in.edge[f] == g.out.edge[f] {
			return true
		}
	}
	for x, m := range s.mask {
		if m&(g.in.mask[x]|g.out.mask[x]) != m {
			return true
		}
	}
	return false
}

// tryable reports whether a trial tries edge e: an edge at a path head,
// the end of a line that knows its path, as a person tries taking a path
// one cell on ("if the 4-path went right...").
func (g *trials) tryable(s *state, e int) bool {
	return g.head(s, g.b.edgeA[e]) || g.head(s, g.b.edgeB[e])
}

// head reports whether x is a path head: its path is known and it takes
// another line.
func (g *trials) head(s *state, x int16) bool {
	m := s.mask[x]
	return s.deg[x] < g.b.need[x] && m&(m-1) == 0
}
