package numberlink

import "context"

// sat is a small conflict-driven clause-learning SAT solver: two watched
// literals, first-UIP learning, activity-ordered decisions with phase
// saving, and Luby restarts. It decides the puzzles that defeat the
// propagating search: the clauses it learns from each dead end keep it
// from walking into the same dead end again.
//
// A literal is 2*v for variable v true and 2*v+1 for v false.
type sat struct {
	nvars    int
	clauses  [][]int32
	watches  [][]int32 // clauses to look at when the literal becomes false
	value    []int8    // per variable: 0 unassigned, 1 true, -1 false
	level    []int32
	reason   []int32 // the clause that forced the variable, -1 for decisions
	trail    []int32
	limits   []int // trail length at the start of each decision level
	head     int   // next trail entry to propagate
	activity []float64
	bump     float64
	phase    []int8
	heap     varHeap
	seen     []bool
	unsat    bool // an empty clause was derived at level 0
}

func newSAT(nvars int) *sat {
	s := &sat{
		nvars:    nvars,
		watches:  make([][]int32, 2*nvars),
		value:    make([]int8, nvars),
		level:    make([]int32, nvars),
		reason:   make([]int32, nvars),
		activity: make([]float64, nvars),
		phase:    make([]int8, nvars),
		seen:     make([]bool, nvars),
		bump:     1,
	}
	s.heap = varHeap{act: s.activity, pos: make([]int32, nvars)}
	for v := range nvars {
		s.heap.pos[v] = -1
		s.heap.push(int32(v))
		s.phase[v] = -1
	}
	return s
}

// litValue returns 1 when lit is true, -1 when false, 0 when unassigned.
func (s *sat) litValue(lit int32) int8 {
	v := s.value[lit>>1]
	if lit&1 != 0 {
		return -v
	}
	return v
}

func (s *sat) decisionLevel() int32 { return int32(len(s.limits)) }

// assign makes lit true with the given reason.
func (s *sat) assign(lit int32, reason int32) {
	v := lit >> 1
	if lit&1 == 0 {
		s.value[v] = 1
	} else {
		s.value[v] = -1
	}
	s.level[v] = s.decisionLevel()
	s.reason[v] = reason
	s.trail = append(s.trail, lit)
}

// addClause adds a clause at decision level 0 (backtracking there first).
// It reports false when the clauses are now unsatisfiable.
func (s *sat) addClause(lits []int32) bool {
	s.backtrack(0)
	if s.unsat {
		return false
	}
	c := make([]int32, 0, len(lits))
	for _, l := range lits {
		switch s.litValue(l) {
		case 1:
			return true // satisfied for good
		case 0:
			c = append(c, l)
		}
	}
	switch len(c) {
	case 0:
		s.unsat = true
		return false
	case 1:
		s.assign(c[0], -1)
		if s.propagate() >= 0 {
			s.unsat = true
			return false
		}
		return true
	}
	s.attach(c)
	return true
}

// attach stores clause c and watches its first two literals.
func (s *sat) attach(c []int32) int32 {
	i := int32(len(s.clauses))
	s.clauses = append(s.clauses, c)
	s.watches[c[0]^1] = append(s.watches[c[0]^1], i)
	s.watches[c[1]^1] = append(s.watches[c[1]^1], i)
	return i
}

// propagate assigns what the clauses force and returns the index of a
// clause left false, or -1.
func (s *sat) propagate() int32 {
	for s.head < len(s.trail) {
		p := s.trail[s.head] // p is true: clauses watching ¬p need a look
		s.head++
		ws := s.watches[p]
		kept := ws[:0]
		conflict := int32(-1)
		for wi, ci := range ws {
			c := s.clauses[ci]
			falseLit := p ^ 1
			if c[0] == falseLit {
				c[0], c[1] = c[1], c[0]
			}
			if s.litValue(c[0]) == 1 {
				kept = append(kept, ci)
				continue
			}
			moved := false
			for k := 2; k < len(c); k++ {
				if s.litValue(c[k]) != -1 {
					c[1], c[k] = c[k], c[1]
					s.watches[c[1]^1] = append(s.watches[c[1]^1], ci)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			kept = append(kept, ci)
			if s.litValue(c[0]) == -1 {
				conflict = ci
				kept = append(kept, ws[wi+1:]...)
				break
			}
			s.assign(c[0], ci)
		}
		s.watches[p] = kept
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
		v := s.trail[i] >> 1
		s.phase[v] = s.value[v]
		s.value[v] = 0
		if s.heap.pos[v] < 0 {
			s.heap.push(v)
		}
	}
	s.trail = s.trail[:start]
	s.limits = s.limits[:lv]
	s.head = start
}

// analyze derives the first-UIP clause of a conflict and the level to
// jump back to.
func (s *sat) analyze(conflict int32) ([]int32, int32) {
	learnt := []int32{0}
	pending := 0
	var p int32 = -1
	idx := len(s.trail) - 1
	for {
		for _, q := range s.clauses[conflict] {
			if p >= 0 && q == p {
				continue
			}
			v := q >> 1
			if s.seen[v] || s.level[v] == 0 {
				continue
			}
			s.seen[v] = true
			s.bumpVar(v)
			if s.level[v] == s.decisionLevel() {
				pending++
			} else {
				learnt = append(learnt, q)
			}
		}
		for !s.seen[s.trail[idx]>>1] {
			idx--
		}
		p = s.trail[idx]
		idx--
		s.seen[p>>1] = false
		pending--
		if pending == 0 {
			break
		}
		conflict = s.reason[p>>1]
	}
	learnt[0] = p ^ 1
	back := int32(0)
	for i := 1; i < len(learnt); i++ {
		s.seen[learnt[i]>>1] = false
		if lv := s.level[learnt[i]>>1]; lv > back {
			back = lv
			learnt[1], learnt[i] = learnt[i], learnt[1]
		}
	}
	return learnt, back
}

func (s *sat) bumpVar(v int32) {
	s.activity[v] += s.bump
	if s.activity[v] > 1e100 {
		for i := range s.activity {
			s.activity[i] *= 1e-100
		}
		s.bump *= 1e-100
	}
	if s.heap.pos[v] >= 0 {
		s.heap.up(s.heap.pos[v])
	}
}

// solve looks for a model. It returns true with the model in s.value,
// false when there is none, or the context's error.
func (s *sat) solve(ctx context.Context) (bool, error) {
	if s.unsat {
		return false, nil
	}
	if s.propagate() >= 0 {
		s.unsat = true
		return false, nil
	}
	conflicts, restart, nth := 0, 0, 1
	restart = 100 * luby(nth)
	for {
		if ci := s.propagate(); ci >= 0 {
			conflicts++
			if conflicts%256 == 0 {
				if err := ctx.Err(); err != nil {
					return false, err
				}
			}
			if s.decisionLevel() == 0 {
				s.unsat = true
				return false, nil
			}
			learnt, back := s.analyze(ci)
			s.backtrack(back)
			if len(learnt) == 1 {
				s.assign(learnt[0], -1)
			} else {
				s.assign(learnt[0], s.attach(learnt))
			}
			s.bump /= 0.95
			if restart--; restart <= 0 {
				nth++
				restart = 100 * luby(nth)
				s.backtrack(0)
			}
			continue
		}
		v := int32(-1)
		for s.heap.len() > 0 {
			if u := s.heap.pop(); s.value[u] == 0 {
				v = u
				break
			}
		}
		if v < 0 {
			return true, nil
		}
		s.limits = append(s.limits, len(s.trail))
		lit := 2 * v
		if s.phase[v] < 0 {
			lit++
		}
		s.assign(lit, -1)
	}
}

// luby returns the i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 ...
func luby(i int) int {
	for k := 1; ; k++ {
		if i == 1<<k-1 {
			return 1 << (k - 1)
		}
		if i < 1<<k-1 {
			return luby(i - (1<<(k-1) - 1))
		}
	}
}

// varHeap orders unassigned variables by activity, highest first.
type varHeap struct {
	act  []float64
	pos  []int32 // index in items, -1 when absent
	item []int32
}

func (h *varHeap) len() int { return len(h.item) }

func (h *varHeap) push(v int32) {
	h.pos[v] = int32(len(h.item))
	h.item = append(h.item, v)
	h.up(h.pos[v])
}

func (h *varHeap) pop() int32 {
	top := h.item[0]
	last := h.item[len(h.item)-1]
	h.item = h.item[:len(h.item)-1]
	h.pos[top] = -1
	if len(h.item) > 0 {
		h.item[0] = last
		h.pos[last] = 0
		h.down(0)
	}
	return top
}

func (h *varHeap) up(i int32) {
	v := h.item[i]
	for i > 0 {
		p := (i - 1) / 2
		if h.act[h.item[p]] >= h.act[v] {
			break
		}
		h.item[i] = h.item[p]
		h.pos[h.item[i]] = i
		i = p
	}
	h.item[i] = v
	h.pos[v] = i
}

func (h *varHeap) down(i int32) {
	v := h.item[i]
	n := int32(len(h.item))
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && h.act[h.item[c+1]] > h.act[h.item[c]] {
			c++
		}
		if h.act[h.item[c]] <= h.act[v] {
			break
		}
		h.item[i] = h.item[c]
		h.pos[h.item[i]] = i
		i = c
	}
	h.item[i] = v
	h.pos[v] = i
}
