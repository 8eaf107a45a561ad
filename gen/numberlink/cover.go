package numberlink

import "math/rand/v2"

// cover is a set of paths that covers every cell of a rows x cols grid
// (solid cells aside) while it is built: each path is a list of cells
// from one end to the other.
type cover struct {
	rows, cols int
	pathOf     []int   // the index in paths of each cell's path, -1 solid
	paths      [][]int // cells of each path, nil once merged away
	live       int     // paths not merged away
}

// newCover lays a random domino tiling of the grid, each domino a path of
// two cells (one cell stays alone when the grid has an odd number of
// cells, and joins a neighbour).
func newCover(rows, cols int, rng *rand.Rand) *cover {
	cv := &cover{rows: rows, cols: cols, pathOf: make([]int, rows*cols)}
	for i := range cv.pathOf {
		cv.pathOf[i] = -1
	}
	add := func(cells ...int) {
		for _, x := range cells {
			cv.pathOf[x] = len(cv.paths)
		}
		cv.paths = append(cv.paths, cells)
	}
	switch {
	case cols%2 == 0:
		for x := 0; x < rows*cols; x += 2 {
			add(x, x+1)
		}
	case rows%2 == 0:
		for r := 0; r < rows; r += 2 {
			for c := range cols {
				add(r*cols+c, (r+1)*cols+c)
			}
		}
	default:
		for r := 0; r+1 < rows; r += 2 {
			for c := range cols {
				add(r*cols+c, (r+1)*cols+c)
			}
		}
		last := (rows - 1) * cols
		for c := 0; c+1 < cols; c += 2 {
			add(last+c, last+c+1)
		}
		add(last + cols - 1)
	}
	for range 8 * rows * cols {
		cv.flip(rng.IntN(rows-1), rng.IntN(cols-1))
	}
	cv.live = len(cv.paths)
	for i, p := range cv.paths {
		if len(p) == 1 {
			cv.absorb(i, rng)
		}
	}
	return cv
}

// flip turns the two parallel dominoes covering the 2x2 block at (r, c),
// if there are two.
func (cv *cover) flip(r, c int) {
	a, b := r*cv.cols+c, r*cv.cols+c+1
	d, e := a+cv.cols, b+cv.cols
	pa, pb, pd, pe := cv.pathOf[a], cv.pathOf[b], cv.pathOf[d], cv.pathOf[e]
	switch {
	case pa == pb && pd == pe && pa != pd && len(cv.paths[pa]) == 2 && len(cv.paths[pd]) == 2:
		cv.paths[pa], cv.paths[pd] = []int{a, d}, []int{b, e}
		cv.pathOf[d], cv.pathOf[b] = pa, pd
	case pa == pd && pb == pe && pa != pb && len(cv.paths[pa]) == 2 && len(cv.paths[pb]) == 2:
		cv.paths[pa], cv.paths[pb] = []int{a, b}, []int{d, e}
		cv.pathOf[b], cv.pathOf[d] = pa, pb
	}
}

// absorb joins the lone cell of path i to a neighbouring domino.
func (cv *cover) absorb(i int, rng *rand.Rand) {
	x := cv.paths[i][0]
	nbs := cv.neighbours(x)
	y := nbs[rng.IntN(len(nbs))]
	cv.merge(i, x, cv.pathOf[y], y)
}

// neighbours returns the open cells next to x.
func (cv *cover) neighbours(x int) []int {
	r, c := x/cv.cols, x%cv.cols
	out := make([]int, 0, 4)
	if r > 0 {
		out = append(out, x-cv.cols)
	}
	if r+1 < cv.rows {
		out = append(out, x+cv.cols)
	}
	if c > 0 {
		out = append(out, x-1)
	}
	if c+1 < cv.cols {
		out = append(out, x+1)
	}
	kept := out[:0]
	for _, y := range out {
		if cv.pathOf[y] >= 0 {
			kept = append(kept, y)
		}
	}
	return kept
}

// isEnd reports whether x ends its path.
func (cv *cover) isEnd(x int) bool {
	p := cv.paths[cv.pathOf[x]]
	return p[0] == x || p[len(p)-1] == x
}

// touches reports whether merging paths i and j through cells x and y
// would make the new path run alongside itself: some other cell of i
// next to a cell of j.
func (cv *cover) touches(i, x, j, y int) bool {
	if len(cv.paths[i]) > len(cv.paths[j]) {
		i, x, j, y = j, y, i, x
	}
	for _, u := range cv.paths[i] {
		for _, v := range cv.neighbours(u) {
			if cv.pathOf[v] == j && !(u == x && v == y) {
				return true
			}
		}
	}
	return false
}

// merge joins path j to path i through the ends x (of i) and y (of j).
func (cv *cover) merge(i, x, j, y int) {
	a, b := cv.paths[i], cv.paths[j]
	if a[0] == x {
		reverse(a)
	}
	if b[len(b)-1] == y {
		reverse(b)
	}
	for _, v := range b {
		cv.pathOf[v] = i
	}
	cv.paths[i] = append(a, b...)
	cv.paths[j] = nil
	cv.live--
}

func reverse(s []int) {
	for l, r := 0, len(s)-1; l < r; l, r = l+1, r-1 {
		s[l], s[r] = s[r], s[l]
	}
}

// grow merges random pairs of paths end to end, never letting a path run
// alongside itself, until target paths are left or no merge is possible
// after many tries.
func (cv *cover) grow(target int, rng *rand.Rand) {
	n := cv.rows * cv.cols
	for fails := 0; cv.live > target && fails < 4*n; {
		x := cv.shortEnd(rng)
		if x < 0 {
			fails++
			continue
		}
		nbs := cv.neighbours(x)
		y := nbs[rng.IntN(len(nbs))]
		i, j := cv.pathOf[x], cv.pathOf[y]
		if i == j || !cv.isEnd(y) || cv.touches(i, x, j, y) {
			fails++
			continue
		}
		cv.merge(i, x, j, y)
		fails = 0
	}
}

// shortEnd picks the end of a short path: of two random cells, the end
// cell on the shorter path, so that two-cell paths rarely survive. It
// returns -1 when neither cell ends a path.
func (cv *cover) shortEnd(rng *rand.Rand) int {
	n := cv.rows * cv.cols
	best := -1
	for range 2 {
		x := rng.IntN(n)
		if cv.pathOf[x] < 0 || !cv.isEnd(x) {
			continue
		}
		if best < 0 || len(cv.paths[cv.pathOf[x]]) < len(cv.paths[cv.pathOf[best]]) {
			best = x
		}
	}
	return best
}

// split cuts path i after its k-th cell (from 1) into two paths.
func (cv *cover) split(i, k int) {
	p := cv.paths[i]
	tail := append([]int(nil), p[k:]...)
	cv.paths[i] = p[:k:k]
	j := len(cv.paths)
	for _, v := range tail {
		cv.pathOf[v] = j
	}
	cv.paths = append(cv.paths, tail)
	cv.live++
}

// solidify turns the end cell of a random path of four cells or more into
// a solid cell, and reports whether it found one.
func (cv *cover) solidify(rng *rand.Rand) bool {
	var long []int
	for i, p := range cv.paths {
		if len(p) >= 4 {
			long = append(long, i)
		}
	}
	if len(long) == 0 {
		return false
	}
	i := long[rng.IntN(len(long))]
	p := cv.paths[i]
	if rng.IntN(2) == 0 {
		reverse(p)
	}
	cv.pathOf[p[len(p)-1]] = -1
	cv.paths[i] = p[:len(p)-1]
	return true
}

// givens numbers the live paths in reading order of their first endpoint
// and returns the givens and solution grids.
func (cv *cover) grids() (givens, solution [][]int) {
	givens, solution = make([][]int, cv.rows), make([][]int, cv.rows)
	for r := range givens {
		givens[r], solution[r] = make([]int, cv.cols), make([]int, cv.cols)
	}
	number := make(map[int]int)
	for x, i := range cv.pathOf {
		r, c := x/cv.cols, x%cv.cols
		if i < 0 {
			givens[r][c], solution[r][c] = -1, -1
			continue
		}
		p := cv.paths[i]
		if (p[0] == x || p[len(p)-1] == x) && number[i] == 0 {
			number[i] = len(number) + 1
		}
	}
	for x, i := range cv.pathOf {
		r, c := x/cv.cols, x%cv.cols
		if i < 0 {
			continue
		}
		solution[r][c] = number[i]
		if p := cv.paths[i]; p[0] == x || p[len(p)-1] == x {
			givens[r][c] = number[i]
		}
	}
	return givens, solution
}
