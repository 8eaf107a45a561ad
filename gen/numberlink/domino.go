package numberlink

import "math/rand/v2"

// mergeDominoes joins, in random order, every path of two cells (its two endpoints side by
// side, which published puzzles never show) to the end of a neighbouring
// path, without letting the new path run alongside itself. It reports
// false when some two-cell path has no such neighbour.
func (cv *cover) mergeDominoes(rng *rand.Rand) bool {
	ok := true
	for _, i := range rng.Perm(len(cv.paths)) {
		if len(cv.paths[i]) == 2 && !cv.extend(i, rng) {
			ok = false
		}
	}
	return ok
}

// extend merges path i with a random neighbouring path through an end of
// each, or failing that steals a piece of one, and reports whether it
// could.
func (cv *cover) extend(i int, rng *rand.Rand) bool {
	type join struct{ x, j, y int }
	var joins []join
	p := cv.paths[i]
	for _, x := range [2]int{p[0], p[len(p)-1]} {
		for _, y := range cv.neighbours(x) {
			j := cv.pathOf[y]
			if j != i && cv.isEnd(y) && !cv.touches(i, x, j, y) {
				joins = append(joins, join{x, j, y})
			}
		}
	}
	if len(joins) == 0 {
		return cv.steal(i, rng)
	}
	m := joins[rng.IntN(len(joins))]
	cv.merge(m.j, m.y, i, m.x)
	return true
}

// steal joins path i to a piece of a neighbouring path: the neighbour is
// cut at the cell y next to an end x of i, the piece holding y is joined
// to i through x and y, and the other piece keeps minSplit cells or more.
// It reports whether some cut works; a cut that would make the new path
// run alongside itself is undone.
func (cv *cover) steal(i int, rng *rand.Rand) bool {
	type cut struct{ x, y, j, k int }
	var cuts []cut
	p := cv.paths[i]
	for _, x := range [2]int{p[0], p[len(p)-1]} {
		for _, y := range cv.neighbours(x) {
			j := cv.pathOf[y]
			if j == i || cv.isEnd(y) {
				continue
			}
			q := cv.paths[j]
			k := indexOf(q, y)
			if len(q)-k-1 >= minSplit {
				cuts = append(cuts, cut{x, y, j, k + 1}) // y ends the head
			}
			if k >= minSplit {
				cuts = append(cuts, cut{x, y, j, k}) // y starts the tail
			}
		}
	}
	rng.Shuffle(len(cuts), func(a, b int) { cuts[a], cuts[b] = cuts[b], cuts[a] })
	for _, c := range cuts {
		q := cv.paths[c.j]
		head, next := q[c.k-1], q[c.k]
		cv.split(c.j, c.k)
		t := len(cv.paths) - 1
		if jy := cv.pathOf[c.y]; !cv.touches(i, c.x, jy, c.y) {
			cv.merge(jy, c.y, i, c.x)
			return true
		}
		cv.merge(c.j, head, t, next)
		cv.paths = cv.paths[:t]
	}
	return false
}

// hasDomino reports whether some path of cv has only two cells.
func (cv *cover) hasDomino() bool {
	for _, p := range cv.paths {
		if len(p) == 2 {
			return true
		}
	}
	return false
}
