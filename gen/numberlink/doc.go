// Package numberlink is the Numberlink kind: connect each pair of equal
// numbers with a path of orthogonal steps so that paths never cross or
// share a cell, every open cell is used and solid cells are never used.
//
// Uniqueness is decided under these plain rules: a path may run alongside
// itself (Flow Free's extra convention, that it never does, is not
// assumed), and two solutions differ when they draw different lines. The
// package holds exact counters of solutions up to two (a propagating
// search first; then a CDCL SAT solver that counts only dominant
// solutions, those no swap within a small window makes smaller, with a
// window pass that looks for a second solution near a first and, as a
// safety net, a frontier counter that sweeps the grid row by row), a
// grader that measures the reasoning a
// person needs, a generator that lays a random path cover and merges its
// paths while the grader still solves the puzzle (so it stays unique),
// text parsing (Flow level rows and the "W H" header format) and drawing.
package numberlink
