// Package rungs draws the example of every rung of the grading ladder of
// every kind of kinds.All (gen.Rung.Example, stated in the kind's folder)
// into docs/grading, for docs/grading.md: a puzzle state where the rung's
// technique applies, with the cells its step places or rules values out
// of shaded. Its test redraws them and fails when one is out of date or a
// rung has none; `go test ./internal/rungs -update` rewrites them, and
// `-discover` looks for an example of each rung without one.
package rungs
