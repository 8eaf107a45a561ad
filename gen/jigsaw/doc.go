// Package jigsaw is Jigsaw Sudoku (irregular Sudoku), kind "jigsaw": an
// n x n grid (4 to 9) cut into n irregular regions of n cells each, drawn
// in bold. Every row, every column and every region holds 1 to n once.
// Regions are random connected shapes, with an option for layouts (and
// givens) that look the same turned half a turn. It is solved, counted
// and graded by the Sudoku family's engine (gen/regions) with regions in
// place of boxes, plus the jigsaw's rule of N (rule.go).
package jigsaw
