// Package cagesum is Cage Sum, a small kind with cages that lives only
// for tests: it shows, and docs/kinds.md walks through, what one folder
// holds to make a kind, and tests plug it into books, daily slots, pages
// and ipuz files through a list of kinds (kinds.All plus it), never
// through kinds.All itself.
//
// A Cage Sum is an NxN Latin square (3 to 5) cut into cages of one to
// three cells: every row and column holds 1 to N once, and the digits of
// each cage differ and add up to its target. The generator adds givens
// until the cages and givens have one solution.
package cagesum
