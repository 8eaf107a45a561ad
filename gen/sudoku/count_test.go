package sudoku

// plainCount counts the solutions of cells (n*n digits, 0 = blank) up to
// limit with a deliberately plain method, independent of the solver: a
// recursive backtracker that fills the first blank cell with every digit
// not already in its row, column or box, checked by scanning the grid.
func plainCount(s *shape, cells []int, limit int) int {
	g := append([]int(nil), cells...)
	n := s.n
	allowed := func(cell, d int) bool {
		r, c := cell/n, cell%n
		br, bc := r/s.boxRows*s.boxRows, c/s.boxCols*s.boxCols
		for i := 0; i < n; i++ {
			if g[r*n+i] == d || g[i*n+c] == d {
				return false
			}
			if g[(br+i/s.boxCols)*n+bc+i%s.boxCols] == d {
				return false
			}
		}
		return true
	}
	var walk func(from int) int
	walk = func(from int) int {
		cell := from
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
