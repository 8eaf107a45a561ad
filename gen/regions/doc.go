// Package regions is the engine shared by the Sudoku family of kinds and
// the Latin-square family. It has a geometry of n x n cells whose units
// are rows, columns and n regions (classic boxes, or irregular shapes), or
// rows and columns alone (Latin); a solver that counts solutions over any
// such geometry with an optional extra constraint (cages with sums, signs
// between cells, clues outside the grid); and the grader that solves a
// puzzle by named human techniques over those units, with room for a
// kind's own techniques as rules of its Ladder. It is an engine, never a
// kind: kinds import it.
package regions
