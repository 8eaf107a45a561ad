// Package numbrix implements two path puzzles on one engine: Numbrix,
// where 1..N fill a rectangle and consecutive numbers are orthogonal
// neighbours, and Hidato, where steps may also be diagonal and the grid
// may have holes (cells that are not part of the puzzle).
//
// The engine keeps, for every number, the set of cells that may hold it as
// a bitset and narrows those sets with sound rules (reach from the placed
// numbers, single places, dead ends, region counts). The exact solver adds
// search on the number with the fewest places and counts to two; the
// grader applies the rules one level at a time, as a person would, and
// records the hardest it needed. The generator mixes a Hamiltonian path
// with backbite moves, adds clues where the grader stalls and then removes
// the ones it can spare, keeping the requested grade.
//
// Numbrix and Hidato are the two kinds; both are Kind values that differ
// only in Diagonal.
package numbrix
