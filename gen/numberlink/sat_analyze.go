package numberlink

import "math"

// learnState is the scratch space of conflict analysis.
type learnState struct {
	seen    []bool   // per variable
	out     []int32  // the clause being learnt
	stack   []int32  // minimisation work list
	toClear []int32  // literals whose seen mark is to be cleared
	stamp   []uint32 // per level: the LBD count that saw it last
	stampN  uint32
}

func (l *learnState) init(nvars int) {
	l.seen = make([]bool, nvars)
	l.stamp = make([]uint32, nvars+1)
}

// analyze derives the first-UIP clause of a conflict, minimised, with the
// asserting literal first and a literal of the level to jump back to
// second. It returns the clause (valid until the next analysis), that
// level and the clause's LBD.
func (s *sat) analyze(conflict int32) ([]int32, int32, int) {
	l := &s.learn
	out := append(l.out[:0], 0)
	pending := 0
	dl := s.decisionLevel()
	visit := func(q int32) {
		v := q >> 1
		if l.seen[v] || s.level[v] == 0 {
			return
		}
		l.seen[v] = true
		s.order.bump(v)
		if s.level[v] == dl {
			pending++
		} else {
			out = append(out, q)
		}
	}
	var p int32 = -1
	idx := len(s.trail) - 1
	reason := conflict
	for {
		switch {
		case reason >= ternBase:
			for _, q := range s.ternLits(reason) {
				if q != p {
					visit(q)
				}
			}
		case reason >= 0:
			if s.arena[reason+1]&flagLearnt != 0 {
				s.bumpClause(reason)
				s.refreshLBD(reason)
			}
			for _, q := range s.clauseLits(reason) {
				if q != p {
					visit(q)
				}
			}
		default:
			visit(-2 - reason) // the false literal of a binary reason
		}
		for !l.seen[s.trail[idx]>>1] {
			idx--
		}
		p = s.trail[idx]
		idx--
		l.seen[p>>1] = false
		pending--
		if pending == 0 {
			break
		}
		reason = s.reason[p>>1]
	}
	out[0] = p ^ 1
	out = s.minimise(out)
	back := int32(0)
	for i := 1; i < len(out); i++ {
		if lv := s.level[out[i]>>1]; lv > back {
			back = lv
			out[1], out[i] = out[i], out[1]
		}
	}
	l.out = out
	return out, back, s.lbd(out)
}

// minimise drops the literals of a learnt clause that the others imply
// through reasons (MiniSat's recursive minimisation), and clears the
// seen marks analysis left.
func (s *sat) minimise(out []int32) []int32 {
	l := &s.learn
	var levels uint32
	for _, q := range out[1:] {
		levels |= 1 << (s.level[q>>1] & 31)
	}
	l.toClear = append(l.toClear[:0], out...)
	j := 1
	for _, q := range out[1:] {
		if s.reason[q>>1] == reasonNone || !s.redundant(q, levels) {
			out[j] = q
			j++
		}
	}
	for _, q := range l.toClear {
		l.seen[q>>1] = false
	}
	return out[:j]
}

// redundant reports whether literal q of a learnt clause follows from the
// clause's other literals through the reasons of the implication graph.
// levels is the set of decision levels in the clause (mod 32): a literal
// of another level cannot be implied by them.
func (s *sat) redundant(q int32, levels uint32) bool {
	l := &s.learn
	l.stack = append(l.stack[:0], q)
	top := len(l.toClear)
	for len(l.stack) > 0 {
		v := l.stack[len(l.stack)-1] >> 1
		l.stack = l.stack[:len(l.stack)-1]
		r := s.reason[v]
		var lits []int32
		var bin [1]int32
		switch {
		case r >= ternBase:
			lits = s.ternLits(r)[1:]
		case r >= 0:
			lits = s.clauseLits(r)[1:]
		default:
			bin[0] = -2 - r
			lits = bin[:]
		}
		for _, x := range lits {
			u := x >> 1
			if l.seen[u] || s.level[u] == 0 {
				continue
			}
			if s.reason[u] != reasonNone && levels&(1<<(s.level[u]&31)) != 0 {
				l.seen[u] = true
				l.stack = append(l.stack, x)
				l.toClear = append(l.toClear, x)
				continue
			}
			for _, y := range l.toClear[top:] {
				l.seen[y>>1] = false
			}
			l.toClear = l.toClear[:top]
			return false
		}
	}
	return true
}

// lbd returns the number of distinct decision levels among lits.
func (s *sat) lbd(lits []int32) int {
	l := &s.learn
	l.stampN++
	n := 0
	for _, q := range lits {
		lv := s.level[q>>1]
		if l.stamp[lv] != l.stampN {
			l.stamp[lv] = l.stampN
			n++
		}
	}
	return n
}

// refreshLBD lowers the stored LBD of a learnt clause taking part in a
// conflict when it now spans fewer levels, and marks it used.
func (s *sat) refreshLBD(cref int32) {
	flags := s.arena[cref+1]
	old := int(flags >> lbdShift)
	if old > 2 {
		if n := s.lbd(s.clauseLits(cref)); n+1 < old {
			flags = flags&(1<<lbdShift-1) | int32(n)<<lbdShift
		}
	}
	s.arena[cref+1] = flags | flagUsed
}

// bumpClause raises the activity of a learnt clause.
func (s *sat) bumpClause(cref int32) {
	a := math.Float32frombits(uint32(s.arena[cref+2])) + s.claInc
	s.arena[cref+2] = int32(math.Float32bits(a))
	if a > 1e20 {
		for _, c := range s.learnts {
			x := math.Float32frombits(uint32(s.arena[c+2])) * 1e-20
			s.arena[c+2] = int32(math.Float32bits(x))
		}
		s.claInc *= 1e-20
	}
}
