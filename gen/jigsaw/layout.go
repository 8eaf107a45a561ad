package jigsaw

import "math/rand/v2"

// A layout is a region index per cell (row-major) cutting an n x n grid
// into n connected regions of n cells. randomLayout starts from boxes
// (rows when n is prime) and makes many random swaps: a cell of one
// region trades places with a cell of a neighbouring region, each next to
// its new region, when both regions stay connected. With sym, each swap
// is made together with its half-turn image, so the layout looks the same
// turned upside down. Two layouts in five have no grid, or none the
// solver finds quickly; the generator then draws another.

// swapsPerCell is how many swaps a layout gets per cell: enough that the
// boxes it starts from leave no trace.
const swapsPerCell = 4

// randomLayout returns a random layout of an n x n grid, numbered by
// reading order of the regions' first cells.
func randomLayout(n int, sym bool, rng *rand.Rand) []int {
	cells := n * n
	region := start(n)
	// partner is the region that mirrors each region under the half
	// turn: the boxes (or rows) numbered across then down mirror so, and
	// every swap keeps it so.
	partner := func(k int) int { return n - 1 - k }
	rot := func(c int) int { return cells - 1 - c }
	var nb [4]int
	for done, tries := 0, 0; done < swapsPerCell*cells && tries < 50*swapsPerCell*cells; tries++ {
		c := rng.IntN(cells)
		ns := neighbours(n, c, &nb)
		a, b := region[c], region[ns[rng.IntN(len(ns))]]
		if a == b {
			continue
		}
		// c goes to b, and e, a cell of b next to a cell of a other
		// than c, goes to a.
		e := pickBorder(n, region, b, a, c, rng)
		if e < 0 {
			continue
		}
		moves := [4]move{{c, b}, {e, a}}
		k := 2
		if sym {
			rc, re := rot(c), rot(e)
			if rc == c || rc == e || re == c || re == e {
				continue
			}
			moves[2], moves[3] = move{rc, partner(b)}, move{re, partner(a)}
			k = 4
		}
		var from [4]int
		for i, m := range moves[:k] {
			from[i], region[m.cell] = region[m.cell], m.to
		}
		if !connected(n, region, a) || !connected(n, region, b) ||
			sym && (!connected(n, region, partner(a)) || !connected(n, region, partner(b))) {
			for i, m := range moves[:k] {
				region[m.cell] = from[i]
			}
			continue
		}
		done++
	}
	return numbered(region)
}

// start returns the layout swaps start from: boxes of br x n/br for the
// largest br below the square root of n that divides it, else rows.
func start(n int) []int {
	br := 1
	for r := 2; r*r <= n; r++ {
		if n%r == 0 {
			br = r
		}
	}
	bc := n / br
	region := make([]int, n*n)
	for c := range region {
		region[c] = c/n/br*br + c%n/bc
	}
	return region
}

// move puts a cell in a region.
type move struct{ cell, to int }

// neighbours returns the orthogonal neighbours of cell c, in nb.
func neighbours(n, c int, nb *[4]int) []int {
	out := nb[:0]
	r, col := c/n, c%n
	if r > 0 {
		out = append(out, c-n)
	}
	if r < n-1 {
		out = append(out, c+n)
	}
	if col > 0 {
		out = append(out, c-1)
	}
	if col < n-1 {
		out = append(out, c+1)
	}
	return out
}

// pickBorder returns a random cell of region b that has a neighbour in
// region a other than cell not, or -1.
func pickBorder(n int, region []int, b, a, not int, rng *rand.Rand) int {
	var nb [4]int
	found, pick := 0, -1
	for c, k := range region {
		if k != b {
			continue
		}
		for _, d := range neighbours(n, c, &nb) {
			if region[d] == a && d != not {
				if found++; rng.IntN(found) == 0 { // reservoir: each equally likely
					pick = c
				}
				break
			}
		}
	}
	return pick
}

// connected reports whether region k of the layout is connected.
func connected(n int, region []int, k int) bool {
	var seen [maxSize * maxSize]bool
	var queue [maxSize * maxSize]int
	var nb [4]int
	start := -1
	for c, r := range region {
		if r == k {
			start = c
			break
		}
	}
	seen[start], queue[0] = true, start
	size := 1
	for i := 0; i < size; i++ {
		for _, d := range neighbours(n, queue[i], &nb) {
			if region[d] == k && !seen[d] {
				seen[d] = true
				queue[size] = d
				size++
			}
		}
	}
	return size == n
}

// numbered renumbers a layout's regions by the reading order of their
// first cells, so that region 1 holds r1c1.
func numbered(region []int) []int {
	var id [maxSize]int
	for i := range id {
		id[i] = -1
	}
	next := 0
	out := make([]int, len(region))
	for c, k := range region {
		if id[k] < 0 {
			id[k] = next
			next++
		}
		out[c] = id[k]
	}
	return out
}
