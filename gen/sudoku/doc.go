// Package sudoku is the Sudoku kind: 4x4 (2x2 boxes), 6x6 (2x3 boxes) and
// 9x9 (3x3 boxes) grids, a fast exact solver that counts solutions up to
// two, a human-technique grader whose steps it explains in words (Steps),
// a generator that produces exactly the requested grade, text parsing and
// drawing.
package sudoku
