// Package plaincount counts the solutions of a Sudoku with a deliberately
// plain method, sharing no code with the kind's solver, so that tests can
// check the solver's proofs of uniqueness by a second, independent method.
package plaincount

// Sudoku counts the solutions of cells (n*n digits in rows, 0 = blank;
// boxes of boxRows x boxCols) up to limit: a recursive backtracker that
// fills the first blank cell with every digit not already in its row,
// column or box, checked by scanning the grid. A count may pass limit, as
// each branch counts up to it.
func Sudoku(cells []int, n, boxRows, boxCols, limit int) int {
	g := append([]int(nil), cells...)
	allowed := func(cell, d int) bool {
		r, c := cell/n, cell%n
		br, bc := r/boxRows*boxRows, c/boxCols*boxCols
		for i := range n {
			if g[r*n+i] == d || g[i*n+c] == d || g[(br+i/boxCols)*n+bc+i%boxCols] == d {
				return false
			}
		}
		return true
	}
	var walk func(cell int) int
	walk = func(cell int) int {
		for cell < len(g) && g[cell] != 0 {
			cell++
		}
		if cell == len(g) {
			return 1
		}
		total := 0
		for d := 1; d <= n && total < limit; d++ {
			if allowed(cell, d) {
				g[cell] = d
				total += walk(cell + 1)
				g[cell] = 0
			}
		}
		return total
	}
	return walk(0)
}

// Givens counts the givens of a puzzle's grid: every positive number.
func Givens(grid [][]int) int {
	n := 0
	for _, row := range grid {
		for _, v := range row {
			if v > 0 {
				n++
			}
		}
	}
	return n
}
