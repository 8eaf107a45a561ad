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
// cells).
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
		cv.paths[pa][0], cv.paths[pa][1] = a, d
		cv.paths[pd][0], cv.paths[pd][1] = b, e
		cv.pathOf[d], cv.pathOf[b] = pa, pd
	case pa == pd && pb == pe && pa != pb && len(cv.paths[pa]) == 2 && len(cv.paths[pb]) == 2:
		cv.paths[pa][0], cv.paths[pa][1] = a, b
		cv.paths[pb][0], cv.paths[pb][1] = d, e
		cv.pathOf[b], cv.pathOf[d] = pa, pb
	}
}

// neighbours returns the open cells next to x (in the first n slots).
func (cv *cover) neighbours(x int) (nbs [4]int, n int) {
	r, c := x/cv.cols, x%cv.cols
	add := func(y int) {
		if cv.pathOf[y] >= 0 {
			nbs[n] = y
			n++
		}
	}
	if r > 0 {
		add(x - cv.cols)
	}
	if r+1 < cv.rows {
		add(x + cv.cols)
	}
	if c > 0 {
		add(x - 1)
	}
	if c+1 < cv.cols {
		add(x + 1)
	}
	return nbs, n
}

// clone returns a deep copy of cv.
func (cv *cover) clone() *cover {
	c := &cover{rows: cv.rows, cols: cv.cols, live: cv.live}
	c.pathOf = append([]int(nil), cv.pathOf...)
	c.paths = make([][]int, 0, len(cv.paths))
	for _, p := range cv.paths {
		if p != nil {
			for _, x := range p {
				c.pathOf[x] = len(c.paths)
			}
			c.paths = append(c.paths, append([]int(nil), p...))
		}
	}
	return c
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
		nbs, n := cv.neighbours(u)
		for _, v := range nbs[:n] {
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

// split cuts path i after its k-th cell (from 1) into two paths; the
// tail is the last path.
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

// grids numbers the live paths in reading order of their first endpoint
// and returns the givens and solution grids.
func (cv *cover) grids() (givens, solution [][]int) {
	givens, solution = make([][]int, cv.rows), make([][]int, cv.rows)
	for r := range givens {
		givens[r], solution[r] = make([]int, cv.cols), make([]int, cv.cols)
	}
	number := make([]int, len(cv.paths))
	next := 1
	for x, i := range cv.pathOf {
		if i >= 0 && number[i] == 0 && cv.isEnd(x) {
			number[i] = next
			next++
		}
	}
	for x, i := range cv.pathOf {
		r, c := x/cv.cols, x%cv.cols
		switch {
		case i < 0:
			givens[r][c], solution[r][c] = -1, -1
		case cv.isEnd(x):
			givens[r][c], solution[r][c] = number[i], number[i]
		default:
			solution[r][c] = number[i]
		}
	}
	return givens, solution
}
