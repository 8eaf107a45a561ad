package futoshiki

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// solves reports whether the ladder lad (with the Futoshiki rungs on
// z's signs) cut at limit fills the grid of z from its marks.
func (z *closure) solves(geo *regions.Geometry, lad *regions.Ladder, limit gen.Grade) bool {
	if !z.close(limit) {
		return false
	}
	if z.done() || limit <= gen.Medium {
		return z.done()
	}
	g := z.grader(geo, lad, limit)
	defer g.Release()
	if z.until >= 0 {
		ok, _ := g.Reaches([]int{z.until})
		return ok
	}
	g.Solve()
	return g.Rating().Solved
}

// grade runs the grader with lad cut at limit from z's marks, and
// reports whether it fills the grid; when it does not, z takes the
// marks it stopped at.
func (z *closure) grade(geo *regions.Geometry, lad *regions.Ladder, limit gen.Grade) bool {
	g := z.grader(geo, lad, limit)
	defer g.Release()
	g.Solve()
	if g.Rating().Solved {
		return true
	}
	z.marks(g)
	return false
}

// grader returns a grader (to be released) set up with lad cut at limit
// and z's marks.
func (z *closure) grader(geo *regions.Geometry, lad *regions.Ladder, limit gen.Grade) *regions.Grader {
	g := regions.NewGrader()
	g.Setup(geo, lad, limit)
	for c := range z.n * z.n {
		if v := z.vals[c]; v != 0 {
			g.SetCell(c, int(v))
		} else {
			g.SetCandidates(c, z.at(c))
		}
	}
	return g
}

// carveLadder is the ladder the generator asks at hard and expert: the
// engine's techniques with one rule, at medium, that runs the closure
// on the grader's marks. Every hard step is then followed by all the
// easy and medium work at once, where the grader would take it a step
// at a time; the closure, and so whether the grid is filled, is the
// same as by ladderOf's rungs.
func carveLadder(k *rules) *regions.Ladder {
	var z closure
	apply := func(g *regions.Grader, t regions.Technique) bool {
		z.take(g, k)
		ok := z.close(gen.Medium)
		changed := false
		for c := range k.n * k.n {
			if g.Value(c) != 0 {
				continue
			}
			if !ok { // never, for clues from a true grid: break the run
				g.Eliminate(c, z.full)
				return true
			}
			if v := z.vals[c]; v != 0 {
				g.Place(c, int(v))
				changed = true
			} else if m := g.Candidates(c) &^ z.at(c); m != 0 {
				g.Eliminate(c, m)
				changed = true
			}
		}
		if changed {
			g.Record(t)
		}
		return changed
	}
	return regions.NewLadder(regions.Rule{
		TechniqueInfo: regions.TechniqueInfo{Name: "signs and singles", Grade: gen.Medium},
		After:         regions.NakedSingle,
		Apply:         apply,
	})
}

// take sets z to g's marks with k's signs.
func (z *closure) take(g *regions.Grader, k *rules) {
	z.start(k.n, g.Left(), k.signs)
	z.used = k.used
	z.marks(g)
}

// marks sets z's cells, rows and columns to g's marks.
func (z *closure) marks(g *regions.Grader) {
	n := z.n
	z.left = g.Left()
	clear(z.rows[:n])
	clear(z.cols[:n])
	for c := range n * n {
		v := g.Value(c)
		z.vals[c], z.cand[c] = uint8(v), g.Candidates(c)
		if v != 0 {
			bit := uint16(1) << (v - 1)
			z.cand[c] = bit
			z.rows[z.row[c]] |= bit
			z.cols[z.col[c]] |= bit
		}
	}
	for c := range n * n {
		if z.vals[c] == 0 {
			z.cand[c] &^= z.rows[z.row[c]] | z.cols[z.col[c]]
		}
	}
	z.findSingles()
	z.wakeAll()
}
