package sudoku

import "github.com/puzzlebook/puzzlebook/gen"

// common are the common keys Sudoku takes beyond size and grade: its
// grid is square (size), and it has no keys of its own.
var common = []string{gen.KeySymmetry, gen.KeyGivens}
