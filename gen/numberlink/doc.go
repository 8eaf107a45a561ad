// Package numberlink is the Numberlink kind: connect each pair of equal
// numbers with a path of orthogonal steps so that paths never cross or
// share a cell, every open cell is used and solid cells are never used.
//
// Uniqueness is decided under these plain rules: a path may run alongside
// itself (Flow Free's extra convention, that it never does, is not
// assumed), and two solutions differ when they draw different lines. The
// package holds an exact propagating solver that counts solutions up to
// two, a grader that measures the reasoning a person needs, a generator
// that lays a random path cover and repairs it until it is unique, text
// parsing (Flow level rows and the "W H" header format) and drawing.
package numberlink
