// Package play holds the pieces of the web player that the kinds'
// modules build on: the player's words in the page's language (text.js),
// the grid model, its lines, regions and cages (grid.js), whether a board
// is the solution, which a page may hold only as a hash (answer.js), and
// the digit-entry game of the kinds played by typing digits (digits.js).
// It sits under the kinds, as a shared engine does: a kind's module
// imports them ("../play/digits.js"), and the web package joins them into
// the player's one script before the kinds' modules. They name no kind.
package play

import "embed"

//go:embed text.js grid.js answer.js digits.js
var files embed.FS

// Modules are the names of the modules, in the order the player joins
// them: each after those it imports.
var Modules = []string{"text.js", "grid.js", "answer.js", "digits.js"}

// Source returns the text of the module called name, one of Modules.
func Source(name string) ([]byte, error) { return files.ReadFile(name) }
