// Package gentest is the conformance suite every puzzle kind passes: it
// generates puzzles with a kind and checks the gen.Kind contract
// (determinism, uniqueness, exact grade, text round trip, drawing inside
// the area, and for a gen.Stepper a replay of its steps). Call Run from
// the kind's own tests, and CheckSteps on puzzles from elsewhere.
package gentest
