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
// placed numbers at most shortGap apart: a number j lies in a short gap
// when some placed j-d and j+e have d+e <= shortGap. It works on all
// numbers at once, shifting the set of placed numbers.
func (s *state) longGaps() set {
	var short, above set // above: numbers with a placed one within shortGap-d above
	for d := uint(shortGap - 1); d >= 1; d-- {
		above = above.or(s.placed.down(shortGap - d))
		short = short.or(s.placed.up(d).and(above))
	}
	return s.b.numbers.minus(s.placed).minus(short)
}
