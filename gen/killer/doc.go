// Package killer is Killer Sudoku, "killer": a Sudoku of 4x4, 6x6 or 9x9
// cells whose grid is cut into cages, each printed with the sum of its
// digits, and which usually has no givens. Every row, column and box
// holds 1 to N once; the digits of a cage differ and add up to its sum.
//
// The solver keeps candidates as bit sets and restricts each cage to the
// digit sets that make its sum (the combination tables of combos.go); it
// counts solutions up to two. The grader solves as a person does, with
// the singles and the Sudoku techniques of the shared engine and the
// killer techniques of its own: cage combinations, the rule of 45, and,
// after the subsets, combinations crossed with rows, columns and boxes,
// cage fillings, sum differences and cage splitting.
package killer
