// Package rungs draws one small example of every rung of every kind's
// grading ladder into docs/grading, for docs/grading.md: a puzzle state
// where the rung's technique applies, with the cells its step places or
// rules values out of shaded. Its test redraws them and fails when one is
// out of date or a rung has none; `go test ./internal/rungs -update`
// rewrites them, and `-discover` looks for an example of each rung.
package rungs
