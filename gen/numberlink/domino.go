package numberlink

import "math/rand/v2"

// Growing a cover: the dominoes of the tiling are merged end to end into
// longer paths, never letting a path run alongside itself (no two cells
// of one path side by side unless they follow each other on it). When no
// two path ends can meet, a path end takes a piece of a neighbouring path
// (backbite), which frees a new end elsewhere; that end walks on until it
// can merge.

// Growth bounds: the steps of one walk of a freed end, and the walks that
// may end without a merge before grow gives up.
const (
	walkSteps = 24
	maxWalks  = 64
)

// grow merges paths until target paths are left, and reports whether it
// got there. It starts each merge from the shorter of two random paths,
// so short paths rarely survive.
func (cv *cover) grow(target int, rng *rand.Rand) bool {
	for fails := 0; cv.live > target; {
		p := cv.paths[cv.shortPath(rng)]
		x := p[0]
		if rng.IntN(2) == 0 {
			x = p[len(p)-1]
		}
		if cv.join(x, rng) {
			continue
		}
		merged := false
		for range walkSteps {
			if x = cv.backbite(x, rng); x < 0 {
				break
			}
			if cv.join(x, rng) {
				merged = true
				break
			}
		}
		if !merged {
			if fails++; fails > maxWalks {
				return false
			}
		}
	}
	return true
}

// shortPath returns the shorter of two random live paths.
func (cv *cover) shortPath(rng *rand.Rand) int {
	pick := func() int {
		for {
			if i := rng.IntN(len(cv.paths)); cv.paths[i] != nil {
				return i
			}
		}
	}
	i, j := pick(), pick()
	if len(cv.paths[j]) < len(cv.paths[i]) {
		return j
	}
	return i
}

// join merges the path ended by x with a random neighbouring path through
// an end of that path, and reports whether some such merge keeps the new
// path off itself.
func (cv *cover) join(x int, rng *rand.Rand) bool {
	i := cv.pathOf[x]
	y := cv.randomNeighbour(x, rng, func(y int) bool {
		j := cv.pathOf[y]
		return j != i && cv.isEnd(y) && !cv.touches(i, x, j, y)
	})
	if y < 0 {
		return false
	}
	cv.merge(i, x, cv.pathOf[y], y)
	return true
}

// randomNeighbour returns a random neighbour y of x for which ok(y) holds,
// or -1 when there is none.
func (cv *cover) randomNeighbour(x int, rng *rand.Rand, ok func(y int) bool) int {
	nbs, n := cv.neighbours(x)
	m := 0
	for _, y := range nbs[:n] {
		if ok(y) {
			nbs[m] = y
			m++
		}
	}
	if m == 0 {
		return -1
	}
	return nbs[rng.IntN(m)]
}

// backbite lets the path ended by x take a piece of the path of a random
// neighbour y: that path is cut next to y and the piece holding y joins
// x's path through x and y. It returns the end freed by the cut (on the
// rest of y's path), or -1 when the move would make x's path run
// alongside itself or there is no such neighbour.
func (cv *cover) backbite(x int, rng *rand.Rand) int {
	i := cv.pathOf[x]
	y := cv.randomNeighbour(x, rng, func(y int) bool { return cv.pathOf[y] != i })
	if y < 0 {
		return -1
	}
	j := cv.pathOf[y]
	q := cv.paths[j]
	if len(q) == 1 {
		return -1
	}
	k := indexOf(q, y)
	// The piece is the head q[:k+1] or the tail q[k:]; never all of q.
	headPiece := k == 0 || k < len(q)-1 && rng.IntN(2) == 0
	var cut, z int
	if headPiece {
		cut, z = k+1, q[k+1]
	} else {
		cut, z = k, q[k-1]
	}
	cv.split(j, cut)
	t := len(cv.paths) - 1
	piece := t
	if headPiece {
		piece = j
	}
	if cv.touches(i, x, piece, y) {
		cv.merge(j, q[cut-1], t, q[cut])
		cv.paths = cv.paths[:t]
		return -1
	}
	cv.merge(i, x, piece, y)
	return z
}

// mergeShort joins, in random order, every path of fewer than minSplit
// cells (a lone cell, or two endpoints side by side, which published
// puzzles never show) to the end of a neighbouring path, without letting
// the new path run alongside itself, or failing that gives it a piece of
// a neighbour. It reports false when some short path is left.
func (cv *cover) mergeShort(rng *rand.Rand) bool {
	ok := true
	for _, i := range rng.Perm(len(cv.paths)) {
		if p := cv.paths[i]; p != nil && len(p) < minSplit && !cv.extend(i, rng) {
			ok = false
		}
	}
	return ok
}

// extend merges path i with a random neighbouring path through an end of
// each, or failing that steals a piece of one, and reports whether it
// could.
func (cv *cover) extend(i int, rng *rand.Rand) bool {
	p := cv.paths[i]
	if cv.join(p[0], rng) || cv.join(p[len(p)-1], rng) {
		return true
	}
	return cv.steal(i, rng)
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
		nbs, n := cv.neighbours(x)
		for _, y := range nbs[:n] {
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

// splitLong cuts a random path of 2*minSplit cells or more in two pieces
// of minSplit or more, and reports whether there was one.
func (cv *cover) splitLong(rng *rand.Rand) bool {
	var long []int
	for i, p := range cv.paths {
		if len(p) >= 2*minSplit {
			long = append(long, i)
		}
	}
	if len(long) == 0 {
		return false
	}
	i := long[rng.IntN(len(long))]
	cv.split(i, minSplit+rng.IntN(len(cv.paths[i])-2*minSplit+1))
	return true
}

// hasShort reports whether some path of cv has fewer than minSplit cells.
func (cv *cover) hasShort() bool {
	for _, p := range cv.paths {
		if p != nil && len(p) < minSplit {
			return true
		}
	}
	return false
}
