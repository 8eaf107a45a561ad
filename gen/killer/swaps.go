package killer

import "slices"

// other is a grid other than sol that keeps its rows, columns, boxes and
// givens, as the cells where the two differ and its digits there.
type other struct {
	differ []int // in reading order
	to     []int // per cell of differ, the other's digit
}

// otherOf returns grid as an other of sol.
func otherOf(sol, grid []int) other {
	var o other
	for i := range sol {
		if sol[i] != grid[i] {
			o.differ = append(o.differ, i)
			o.to = append(o.to, grid[i])
		}
	}
	return o
}

// at returns o's digit at cell i, where sol holds d.
func (o *other) at(i, d int) int {
	if k, ok := slices.BinarySearch(o.differ, i); ok {
		return o.to[k]
	}
	return d
}

// swaps returns the others of sol (n*n digits) found without a search:
// two rows of one band that hold the same digits in some columns, in
// another order, swap their digits there, and so do two columns of one
// stack in some rows. The boxes keep their digits (the two lines cross
// the same boxes), and so do the lines and the cross lines. The fewest
// such columns are a cycle: from a column, the one where the first row
// holds the second row's digit, until back. Cells with a given are left
// alone. A layout whose cages allow one of them has two solutions, which
// a look at the cages of the cells swapped finds (see uniqueLayout).
func swaps(sol []int, n int, givens [][]int) []other {
	g := geoms()[n]
	var out []other
	lines := func(band int, at func(line, x int) int) {
		for a := range n {
			for b := a + 1; b < n && b/band == a/band; b++ {
				var where [10]int // per digit, where line a holds it
				for x := range n {
					where[sol[at(a, x)]] = x
				}
				var seen [maxCells]bool
				for start := range n {
					if seen[start] {
						continue
					}
					var swapped [][2]int // cell, its other digit
					given := false
					for x := start; !seen[x]; x = where[sol[at(b, x)]] {
						seen[x] = true
						i, j := at(a, x), at(b, x)
						swapped = append(swapped, [2]int{i, sol[j]}, [2]int{j, sol[i]})
						given = given || givens[i/n][i%n] != 0 || givens[j/n][j%n] != 0
					}
					if !given {
						slices.SortFunc(swapped, func(p, q [2]int) int { return p[0] - q[0] })
						var o other
						for _, c := range swapped {
							o.differ, o.to = append(o.differ, c[0]), append(o.to, c[1])
						}
						out = append(out, o)
					}
				}
			}
		}
	}
	lines(g.boxRows, func(r, c int) int { return r*n + c })
	lines(g.boxCols, func(c, r int) int { return r*n + c })
	return out
}
