package numbrix

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

// fit brings the givens vals, which the rules up to cl.top solve with
// rating r, into the range of givens of the configuration, and returns
// the new rating and whether the count is in range. Too many givens
// cannot be helped (thinning took away every given it could spare), so
// the caller tries another path. With too few, it draws a count in the
// range and gives more orbits of cells (keeping the symmetry and the
// border pattern), in random order, keeping each only when the puzzle
// stays of the target grade (keeps). A given only ever helps the rules,
// so an orbit refused once would be refused again later, and one pass
// suffices; a unique puzzle stays unique.
func (cl *clueing) fit(vals []int, r rating) (rating, bool) {
	lo, hi := cl.cf.minGivens, cl.cf.maxGivens
	k := clueCount(vals)
	if k >= lo {
		return r, k <= hi
	}
	want := lo + cl.rng.IntN(hi-lo+1)
	var blank []int
	for o, orbit := range cl.orbits {
		if vals[orbit[0]] == 0 {
			blank = append(blank, o)
		}
	}
	cl.rng.Shuffle(len(blank), func(i, j int) { blank[i], blank[j] = blank[j], blank[i] })
	for _, o := range blank {
		if k >= want {
			break
		}
		orbit := cl.orbits[o]
		if k+len(orbit) > hi || k+len(orbit) >= cl.b.n {
			continue // too many, or no blank cell left
		}
		for _, c := range orbit {
			vals[c] = cl.sol[c]
		}
		if nr := rate(cl.b, vals, cl.top); keeps(r, nr, cl.cf.grade) {
			r, k = nr, k+len(orbit)
			continue
		}
		for _, c := range orbit {
			vals[c] = 0
		}
	}
	return r, k >= lo
}

// keeps reports whether a puzzle rated after, made from one rated before
// by adding givens, is still one of the target grade: the rules solve it,
// and unless the target is gen.AnyGrade it has the same grade and, past
// easy, the same hardest rule.
func keeps(before, after rating, target gen.Grade) bool {
	if target == gen.AnyGrade {
		return after.solved
	}
	return after.solved && after.grade == before.grade &&
		(before.grade == gen.Easy || after.hardest == before.hardest)
}
