// Package skyscrapers is the kind "skyscrapers" (also called Towers):
// an n x n grid of buildings, 1 to n storeys high, each height once in
// every row and column, with numbers around the edge saying how many
// buildings are seen from that side (a building hides every lower one
// behind it). Its solver and grader are the shared Latin-square engine
// of gen/regions, with the edge clues as a regions.Constraint and as
// rules of the grader's ladder.
package skyscrapers
