package numberlink

// prop deduces what a state forces. Local rules (forced moves) look at one
// cell: its degree, the paths its neighbours may belong to, and the chain
// it ends. The region rule floods every path from its first endpoint and
// takes from each cell the paths that cannot reach it. The counters tell
// the grader which rules did the work.
type prop struct {
	b      *board
	region bool // run the region rule when local rules are exhausted

	queue  []int16
	queued []bool
	reach  []uint64 // region rule: paths that may cross each cell
	must   []uint64 // region rule: paths that must cross each cell
	dfs    dfs

	round []int16 // the cells of the current round (localRounds)

	// trace, when set, writes down the steps of the state the grader
	// solves (runRounds) for Steps; nil in every other run.
	trace *trace

	forced  int // edges decided by local rules
	regions int // region passes that took a path from some cell
	rounds  int // rounds of local rules that decided an edge (runRounds)
}

func newProp(b *board, region bool) *prop {
	n := b.cells()
	p := &prop{
		b:      b,
		region: region,
		queued: make([]bool, n),
		reach:  make([]uint64, n),
		must:   make([]uint64, n),
		queue:  make([]int16, 0, n),
		dfs:    newDFS(n),
	}
	return p
}

// pushAll queues every open cell, for the first propagation of a state.
func (p *prop) pushAll() {
	for x, need := range p.b.need {
		if need > 0 {
			p.push(int16(x))
		}
	}
}

func (p *prop) push(x int16) {
	if !p.queued[x] {
		p.queued[x] = true
		p.queue = append(p.queue, x)
	}
}

// reset empties the queue after a contradiction.
func (p *prop) reset() {
	for _, x := range p.queue {
		p.queued[x] = false
	}
	p.queue = p.queue[:0]
}

// setOn puts edge e in the solution: it joins two chains, which must not
// close a loop and must be able to share a path.
func (p *prop) setOn(s *state, e int) bool {
	a, b := p.b.edgeA[e], p.b.edgeB[e]
	if s.edge[e] != unknown || s.deg[a] >= p.b.need[a] || s.deg[b] >= p.b.need[b] {
		return false
	}
	s.edge[e] = on
	s.open--
	s.deg[a]++
	s.unk[a]--
	s.deg[b]++
	s.unk[b]--
	ea, eb := s.other[a], s.other[b]
	if ea == b {
		return false // the edge closes a loop
	}
	s.other[ea], s.other[eb] = eb, ea
	m := s.mask[a] & s.mask[b]
	if m == 0 || s.mask[ea]&s.mask[eb] == 0 {
		return false
	}
	s.mask[a], s.mask[b] = m, m
	p.push(a)
	p.push(b)
	p.push(ea)
	p.push(eb)
	return true
}

// setOff takes edge e out of the solution.
func (p *prop) setOff(s *state, e int) {
	a, b := p.b.edgeA[e], p.b.edgeB[e]
	s.edge[e] = off
	s.open--
	s.unk[a]--
	s.unk[b]--
	p.push(a)
	p.push(b)
}

// run deduces until nothing changes, and reports false on a
// contradiction (the queue is then empty again).
func (p *prop) run(s *state) bool {
	return p.deduce(s, false)
}

// runRounds is run for the state the grader solves: the local rules go
// in rounds (see localRounds), which it counts.
func (p *prop) runRounds(s *state) bool {
	return p.deduce(s, true)
}

// deduce applies the local rules, last queued cell first or in rounds,
// and then, with p.region, the region rule, until nothing changes.
func (p *prop) deduce(s *state, rounds bool) bool {
	for {
		ok := false
		if rounds {
			ok = p.localRounds(s)
		} else {
			ok = p.local(s)
		}
		if !ok {
			p.reset()
			return false
		}
		if !p.region || s.open == 0 {
			return true
		}
		changed, ok := p.flow(s)
		if !ok {
			p.reset()
			return false
		}
		if !changed {
			return true
		}
		p.regions++
		if rounds && p.trace != nil {
			p.trace.region(p, s)
		}
	}
}

// local applies the local rules to the queued cells, the last queued
// first (following a chain of moves along), until none is queued. It
// reports false on a contradiction.
func (p *prop) local(s *state) bool {
	for len(p.queue) > 0 {
		x := p.queue[len(p.queue)-1]
		p.queue = p.queue[:len(p.queue)-1]
		p.queued[x] = false
		if !p.cell(s, x) {
			return false
		}
	}
	return true
}

// localRounds applies the local rules in rounds, as a person looks the
// grid over again after each pass: a round looks at the cells queued
// before it began (every open cell at first, then those the round before
// changed). It counts in p.rounds the rounds that decided an edge, and
// reaches the state local does: every rule only narrows the state.
func (p *prop) localRounds(s *state) bool {
	for len(p.queue) > 0 {
		forced := p.forced
		if !p.oneRound(s) {
			return false
		}
		if p.forced > forced {
			p.rounds++
		}
	}
	return true
}

// oneRound applies the local rules once to each cell queued now, and
// reports false on a contradiction.
func (p *prop) oneRound(s *state) bool {
	p.round = append(p.round[:0], p.queue...)
	p.queue = p.queue[:0]
	for _, x := range p.round {
		p.queued[x] = false
	}
	for _, x := range p.round {
		if !p.cell(s, x) {
			return false
		}
		if p.trace != nil {
			p.trace.cell(p, s, x)
		}
	}
	return true
}

// chain deduces from s, as a trial does, for at most limit steps: a
// step is a round of local rules, or a region pass (with p.region) when
// the local rules are exhausted, of the paths touched returns (the
// others' routes being as they were). It reports false on a
// contradiction within them; the queue is empty again either way.
func (p *prop) chain(s *state, limit int, touched func() uint64) bool {
	flows := 0
	for range limit {
		if len(p.queue) == 0 {
			if !p.region || s.open == 0 || flows >= maxFlows {
				return true
			}
			flows++
			changed, ok := p.flowPaths(s, touched())
			if !ok {
				p.reset()
				return false
			}
			if !changed {
				return true
			}
			continue
		}
		if !p.oneRound(s) {
			p.reset()
			return false
		}
	}
	p.reset()
	return true
}

// cell applies the local rules at x: a chain shares one path; a cell with
// all its edges takes no more; a cell left with just enough candidate
// edges takes them all; an edge to a cell of other paths, or one that
// would close a loop, is out.
func (p *prop) cell(s *state, x int16) bool {
	b := p.b
	need := b.need[x]
	if need == 0 {
		return true
	}
	n := int(b.adjN[x])
	for i := range n {
		e, y := b.adjE[x][i], b.adjC[x][i]
		if s.edge[e] != on {
			continue
		}
		m := s.mask[x] & s.mask[y]
		if m == 0 {
			return false
		}
		if m != s.mask[y] {
			s.mask[y] = m
			p.push(y)
		}
		if m != s.mask[x] {
			s.mask[x] = m
			p.push(x) // neighbours seen before must hear of it
		}
	}
	d, u := s.deg[x], s.unk[x]
	if d > need || d+u < need {
		return false
	}
	if u == 0 {
		return true
	}
	if d == need {
		for i := range n {
			if e := b.adjE[x][i]; s.edge[e] == unknown {
				p.setOff(s, int(e))
				p.forced++
			}
		}
		return true
	}
	for i := range n {
		e, y := b.adjE[x][i], b.adjC[x][i]
		if s.edge[e] == unknown && (s.mask[x]&s.mask[y] == 0 || s.other[x] == y) {
			p.setOff(s, int(e))
			p.forced++
		}
	}
	if d+s.unk[x] < need {
		return false
	}
	if d+s.unk[x] == need {
		for i := range n {
			if e := b.adjE[x][i]; s.edge[e] == unknown {
				if !p.setOn(s, int(e)) {
					return false
				}
				p.forced++
			}
		}
	}
	return true
}
