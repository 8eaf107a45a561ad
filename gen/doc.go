// Package gen defines the contract every puzzle kind meets: the Kind
// interface, the generic Puzzle (int grids shared by all kinds), Params,
// Grade and the errors that classify a puzzle. Each kind lives in its own
// package (gen/sudoku, ...) and draws itself onto layout.Canvas.
package gen
