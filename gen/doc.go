// Package gen defines the contract every puzzle kind meets: the Kind
// interface, the generic Puzzle (int grids shared by all kinds), Params,
// Grade and the errors that classify a puzzle. Each kind lives in its own
// package (gen/sudoku, ...) and draws itself onto draw.Canvas: layout/draw,
// the drawing core, which links no PDF writer and no font rasteriser.
// Each kind states once, in its Descriptor (Kind.Describe), what readers
// and players see of it: its title, aliases and generation keys, the web
// player's text and module, and its ipuz form. Params holds the fields
// every kind has (their keys are CommonKeys) and the kind's own Options,
// which its Keys set from configs, flags and manifests.
//
// Beyond Kind, a kind may have optional abilities, each a one-method
// interface found by type assertion: Explainer (a "how to play" page),
// Rater (grading puzzles it did not make), Stepper (the grader's solving
// path from the givens, one deduction a Step, in the kind's words),
// Laddered (the techniques of its grader, with their grades, weights and
// examples for the documentation; every Stepper is also Laddered), SecondFinder (two solutions of a
// puzzle that is not unique), Canonicalizer (telling a puzzle from
// its disguises), Bounded (how many distinct puzzles a size admits),
// Defaulter (its defaults for Params) and TypeScaler (how small its type
// gets in a cell, so that a book chooses how many grids fit a page before
// it makes any; TypeScaleOf assumes DefaultTypeScale of a kind that does
// not say), AnswerTypeScaler (the same for its answers, where they set no
// type as small: an answer may leave out the sums and clues its digits
// make plain) and Translator (its texts in other languages, kept as
// Words).
//
// An Explanation's JSON form is what `puzzlebook explain --format json`
// prints for a puzzle: its status, grade, score and technique, the steps
// (each a technique, a sentence, and the cells it places and rules out as
// [row, column, value] with 0-based row and column), the givens and the
// solution. The value is whatever the kind's solution grid holds in that
// cell, so one shape serves every kind: a Sudoku digit, a Numbrix or
// Hidato number ("14 and 16 are both next to r2c4, so 15 goes there"
// places [1, 3, 15]), or a Numberlink path's number ("the 4-path can only
// leave its end at r6c2 downwards" places [6, 1, 4], and ruling a path
// out of a cell eliminates its number there).
package gen
