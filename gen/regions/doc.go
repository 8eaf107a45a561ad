// Package regions is the engine shared by the Sudoku family of kinds: a
// geometry of n x n cells whose units are rows, columns and n regions
// (classic boxes, or a Jigsaw's irregular shapes), a solver that counts
// solutions over any such geometry with an optional extra constraint (a
// Killer's cages), and the grader that solves a puzzle by named human
// techniques over those units, with room for a kind's own techniques as
// rules of its Ladder. It is an engine, never a kind: kinds import it.
package regions
