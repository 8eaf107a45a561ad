package numberlink

import (
	"math"
	"slices"
)

// searchState schedules restarts and learnt-clause reductions and counts
// the work done.
type searchState struct {
	conflicts, decisions, props int64

	sinceRestart int
	fast, slow   float64 // moving averages of the learnt clauses' LBD
	trail        float64 // moving average of the trail length at conflicts
	restarts     int

	nextReduce int64
	reductions int64
}

// Restart and reduction parameters (Glucose's): restart when the LBD of
// the last few dozen learnt clauses runs above the long-run average by a
// quarter, but not while the trail is much longer than usual (a model may
// be near); reduce first after 2,000 conflicts, then 300 conflicts later
// each time.
const (
	restartMin    = 50
	restartMargin = 1.25
	blockMargin   = 1.4
	blockAfter    = 10000
	reduceFirst   = 2000
	reduceStep    = 300
)

func (st *searchState) init() {
	st.nextReduce = reduceFirst
}

// noteConflict updates the averages with a learnt clause's LBD and the
// trail length at its conflict.
func (st *searchState) noteConflict(lbd, trail int) {
	st.sinceRestart++
	n := float64(st.conflicts)
	st.fast += (float64(lbd) - st.fast) / min(n, 32)
	st.slow += (float64(lbd) - st.slow) / min(n, 16384)
	st.trail += (float64(trail) - st.trail) / min(n, 5000)
	if st.conflicts > blockAfter && float64(trail) > blockMargin*st.trail {
		st.sinceRestart = 0
	}
}

// shouldRestart reports whether to restart now, and resets the count.
func (st *searchState) shouldRestart() bool {
	if st.sinceRestart < restartMin || st.fast <= restartMargin*st.slow {
		return false
	}
	st.sinceRestart = 0
	st.restarts++
	return true
}

// shouldReduce reports whether the learnt clauses are due a reduction.
func (st *searchState) shouldReduce() bool {
	if st.conflicts < st.nextReduce {
		return false
	}
	st.reductions++
	st.nextReduce = st.conflicts + reduceFirst + reduceStep*st.reductions
	return true
}

// reduce deletes the worse half of the learnt long clauses (highest LBD,
// then least active), keeping those of LBD 2 or less and those used in a
// conflict since the last reduction, and drops clauses satisfied at level
// 0. It runs at level 0, where no kept reason matters.
func (s *sat) reduce() {
	act := func(c int32) float32 { return math.Float32frombits(uint32(s.arena[c+2])) }
	slices.SortFunc(s.learnts, func(a, b int32) int {
		la, lb := s.arena[a+1]>>lbdShift, s.arena[b+1]>>lbdShift
		if la != lb {
			return int(lb - la)
		}
		switch aa, ab := act(a), act(b); {
		case aa < ab:
			return -1
		case aa > ab:
			return 1
		}
		return 0
	})
	half := len(s.learnts) / 2
	for i, c := range s.learnts {
		flags := s.arena[c+1]
		if i < half && flags>>lbdShift > 2 && flags&flagUsed == 0 {
			s.arena[c+1] |= flagGone
		}
		s.arena[c+1] &^= flagUsed
	}
	s.compact()
}

// compact rebuilds the arena without deleted or level-0-satisfied clauses
// and rebuilds the watch lists. It runs at level 0.
func (s *sat) compact() {
	old := s.arena
	arena := make([]int32, hdrSize+2, len(old))
	copy(arena, old[:hdrSize+2])
	s.learnts = s.learnts[:0]
	for c := int32(hdrSize + 2); c < int32(len(old)); c += hdrSize + old[c] {
		lits := old[c+hdrSize : c+hdrSize+old[c]]
		if old[c+1]&flagGone != 0 || s.satisfied(lits) {
			continue
		}
		nc := int32(len(arena))
		arena = append(arena, old[c:c+hdrSize+old[c]]...)
		if old[c+1]&flagLearnt != 0 {
			s.learnts = append(s.learnts, nc)
		}
	}
	s.arena = arena
	for i := range s.watches {
		s.watches[i] = s.watches[i][:0]
	}
	for c := int32(hdrSize + 2); c < int32(len(arena)); c += hdrSize + arena[c] {
		lits := arena[c+hdrSize : c+hdrSize+arena[c]]
		s.watches[lits[0]^1] = append(s.watches[lits[0]^1], watch{c, lits[1]})
		s.watches[lits[1]^1] = append(s.watches[lits[1]^1], watch{c, lits[0]})
	}
}

// satisfied reports whether a literal of lits is true at level 0.
func (s *sat) satisfied(lits []int32) bool {
	for _, q := range lits {
		if s.val[q] == 1 && s.level[q>>1] == 0 {
			return true
		}
	}
	return false
}
