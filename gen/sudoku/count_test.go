package sudoku

import "github.com/puzzlebook/puzzlebook/internal/plaincount"

// plainCount counts the solutions of cells (n*n digits, 0 = blank) up to
// limit with a deliberately plain method, independent of the solver
// (plaincount.Sudoku).
func plainCount(s *shape, cells []int, limit int) int {
	return plaincount.Sudoku(cells, s.n, s.boxRows, s.boxCols, limit)
}
