package numbrix

// shortGap is the widest gap (b-a, between placed numbers a < b with none
// placed between) whose numbers the medium rule reach narrows in Hidato:
// a person sees at a glance where the few numbers of such a gap can go
// ("24 is the only cell within reach of both 23 and 27"). Counting steps
// over a wider gap is long reach, a hard rule. Numbrix's reach counts
// over any gap: a person reads its distances off the rows and columns.
const shortGap = 4

// shortReach is reach kept, in Hidato, to the numbers of short gaps and to
// the numbers next to a placed one (k+1 stands next to k, whatever the
// gap: forced neighbours). It passes over the numbers of long gaps, which
// stay dirty for reach to work through later. In Numbrix it is reach.
func (s *state) shortReach() (changed, ok bool) {
	if !s.b.diagonal {
		return s.reach()
	}
	if s.longLeft != s.left {
		s.long, s.longLeft = s.longGaps(), s.left
	}
	return s.reachBut(s.long)
}

// longGaps returns the unplaced numbers that do not lie between two
// placed numbers at most shortGap apart.
func (s *state) longGaps() set {
	var out set
	last := 0 // the last placed number, 0 before the first
	for k := 1; k <= s.b.n+1; k++ {
		if k <= s.b.n && s.pos[k] < 0 {
			continue
		}
		if last == 0 || k > s.b.n || k-last > shortGap {
			for j := last + 1; j < k; j++ {
				out.add(j)
			}
		}
		last = k
	}
	return out
}
