package gen

// NewGrid returns a rows x cols grid of zeros.
func NewGrid(rows, cols int) [][]int {
	g := make([][]int, rows)
	for r := range g {
		g[r] = make([]int, cols)
	}
	return g
}

// GridOf returns the first n*n of cells, row by row, as a new n x n grid.
func GridOf(n int, cells []int) [][]int {
	g := make([][]int, n)
	for r := range g {
		g[r] = append([]int(nil), cells[r*n:(r+1)*n]...)
	}
	return g
}

// CloneGrid returns a deep copy of g.
func CloneGrid(g [][]int) [][]int {
	out := make([][]int, len(g))
	for r := range g {
		out[r] = append([]int(nil), g[r]...)
	}
	return out
}

// EqualGrids reports whether a and b have the same shape and values.
func EqualGrids(a, b [][]int) bool {
	if len(a) != len(b) {
		return false
	}
	for r := range a {
		if len(a[r]) != len(b[r]) {
			return false
		}
		for c := range a[r] {
			if a[r][c] != b[r][c] {
				return false
			}
		}
	}
	return true
}
