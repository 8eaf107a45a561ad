// Package gen defines the contract every puzzle kind meets: the Kind
// interface, the generic Puzzle (int grids shared by all kinds), Params,
// Grade and the errors that classify a puzzle. Each kind lives in its own
// package (gen/sudoku, ...) and draws itself onto layout.Canvas.
//
// Beyond Kind, a kind may have optional abilities, each a one-method
// interface found by type assertion: Explainer (a "how to play" page),
// Rater (grading puzzles it did not make), Canonicalizer (telling a
// puzzle from its disguises), Bounded (how many distinct puzzles a size
// admits), Defaulter (its defaults for Params) and TypeScaler (how small
// its type gets in a cell, so that a book chooses how many grids fit a
// page before it makes any; TypeScaleOf assumes DefaultTypeScale of a
// kind that does not say).
package gen
