// Package calcudoku is Calcudoku, "calcudoku" (also called Mathdoku, the
// KenKen kind): an N x N grid, 3 to 9, cut into cages of one to four
// cells, each printed with a target and an operation ("12×", "2÷", "7+",
// "1-"). Every row and column holds 1 to N once; the digits of a cage
// make its target by its operation: + their sum, × their product, - and
// ÷ the difference and quotient of the two digits of a two-cell cage. A
// digit may repeat in a cage when its cells do not share a row or a
// column. A one-cell cage is a given. With the operations hidden
// (show_operations: false) only the targets are printed.
//
// The solver is the Latin-square search of gen/regions with the cages as
// its Constraint: each cage keeps the tuples of digits that make its
// target (cages.go) and its cells only the digits some tuple allowed by
// the candidates holds. The grader is the engine's ladder with the
// Calcudoku rungs added (grade.go): cage arithmetic, cage tuples, cages
// crossed with rows and columns, and the sums and products of rows and
// columns.
package calcudoku
