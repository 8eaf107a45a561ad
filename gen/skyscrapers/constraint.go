package skyscrapers

// constraint is the edge clues as the solver's regions.Constraint: every
// clued line keeps, in each cell, the heights some order of the line
// allows (lineSearch).
type constraint struct {
	k *clues
}

// Narrow removes from cand the heights no order of a clued line allows,
// and reports false when a clued line has no order left.
func (c constraint) Narrow(vals []uint8, cand []uint16) bool {
	k := c.k
	n := k.n
	var line [maxSize]uint16
	for l := range 2 * n {
		if k.front[l] == 0 && k.back[l] == 0 {
			continue
		}
		for i := range n {
			line[i] = cand[cellOf(n, l, i)]
		}
		keep, ok := k.narrowLine(l, line[:n])
		if !ok {
			return false
		}
		for i := range n {
			cand[cellOf(n, l, i)] &= keep[i]
		}
	}
	return true
}
