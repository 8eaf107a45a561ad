// Package futoshiki is Futoshiki, "futoshiki": an NxN grid (4x4 to 9x9)
// in which every row and column holds 1 to N once, with inequality signs
// between some orthogonal neighbours (the smaller digit on the sign's
// point side) and a few givens.
//
// The puzzle is a Latin square on the shared engine (gen/regions,
// regions.Latin): the solver is regions.Count with the signs as a
// regions.Constraint that keeps every sign's two cells in bounds of each
// other. The grader is the engine's ladder with three rungs of the
// kind's own: inequality bounds (a cell less than a neighbour cannot hold
// N, and so on from a placed neighbour), inequality chains (a chain of k
// signs above a cell bounds it by k) and bound propagation (a sign
// passes the candidates' bounds on, through chains that cross rows and
// columns). The signs are gen.Overlays.Marks.
package futoshiki
